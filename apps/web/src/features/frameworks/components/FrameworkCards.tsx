import type { FrameworkSummary } from '@hub/domain';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { versionLabel } from '../../../lib/format';
import { groupByCategory } from '../logic';

/**
 * The framework explorer of the home page: live frameworks grouped under the three categories (in
 * FRAMEWORK_CATEGORIES order; empty categories are not shown), one card per framework with title,
 * description, version badge and a link to its latest live version.
 * Spec: visitor-features.md §2 Home (framework cards; drafts hidden).
 * @param frameworks the live framework list
 */
export function FrameworkCards({ frameworks }: { frameworks: readonly FrameworkSummary[] }) {
  const groups = groupByCategory(frameworks);
  if (groups.length === 0) return <Text>No frameworks have been published yet.</Text>;
  return (
    <Stack gap="xl">
      {groups.map((group) => (
        <section key={group.category} aria-label={group.category}>
          <Title order={3} mb="sm">
            {group.category}
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {group.frameworks.map((framework) => (
              <li key={framework.machineName}>
                <Card withBorder padding="md" h="100%">
                  <Stack gap="xs" h="100%">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Title order={4}>{framework.title}</Title>
                      <Badge
                        color="blue.9"
                        tt="none"
                        style={{ flexShrink: 0 }}
                        title={`Version ${framework.latestLiveVersion}`}
                      >
                        {versionLabel(framework.latestLiveVersion ?? '')}
                      </Badge>
                    </Group>
                    <Text size="sm" style={{ flexGrow: 1 }}>
                      {framework.description}
                    </Text>
                    <Anchor
                      component={Link}
                      to={paths.framework(framework.machineName, framework.latestLiveVersion ?? '')}
                      fw={600}
                    >
                      Explore {framework.title} {framework.latestLiveVersion}
                    </Anchor>
                  </Stack>
                </Card>
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
