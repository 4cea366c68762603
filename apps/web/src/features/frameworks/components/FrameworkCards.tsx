import type { FrameworkSummary } from '@hub/domain';
import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { versionLabel } from '../../../lib/format';
import { homeGroups, ownerSources, type UnpublishedFramework } from '../logic';

/** The card of a framework whose competencies are not published on this hub (ADR 0045). */
function UnpublishedCard({ framework }: { framework: UnpublishedFramework }) {
  const [newest] = framework.versions;
  const sources = ownerSources(framework.versions.flatMap((v) => v.citations)).filter(
    (c, i, all) => all.findIndex((d) => d.url === c.url) === i,
  );
  const headingId = `unpublished-${framework.machineName}`;
  return (
    <Card withBorder padding="md" h="100%" data-testid="unpublished-framework">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={4} id={headingId}>
            {framework.title}
          </Title>
          {newest && (
            <Badge
              color="gray.8"
              variant="outline"
              tt="none"
              style={{ flexShrink: 0 }}
              title={`Version ${newest.number}`}
            >
              {versionLabel(newest.number)}
            </Badge>
          )}
        </Group>
        <Text size="sm">{framework.description}</Text>
        <Text size="sm" fw={600} style={{ flexGrow: 1 }}>
          Its competencies are not published on this hub yet.
        </Text>
        {sources.length > 0 && (
          <div>
            <Text size="sm">Read it where its owners publish it:</Text>
            <List size="sm" spacing={2} aria-label={`Sources of ${framework.title}`}>
              {sources.map((c) => (
                <List.Item key={c.url} style={{ overflowWrap: 'anywhere' }}>
                  {c.authors ? `${c.authors}: ` : ''}
                  <Anchor href={c.url} size="sm">
                    {c.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The framework explorer of the home page: every framework the hub knows, grouped under the categories
 * (in FRAMEWORK_CATEGORIES order; empty categories are not shown). A released framework's card has title,
 * description, version badge and a link to its latest live version (and says when a newer version is
 * known but not published); a framework with no released version says its competencies are not published
 * on this hub yet and links its owners' sources (ADR 0045). Source: docs/features/browsing.md §2.
 * @param frameworks the live framework list
 * @param unpublished the framework versions known but not released (`GET /api/v1/unpublished-frameworks`)
 */
export function FrameworkCards({
  frameworks,
  unpublished = [],
}: {
  frameworks: readonly FrameworkSummary[];
  unpublished?: readonly UnpublishedFramework[];
}) {
  const groups = homeGroups(frameworks, unpublished);
  if (groups.length === 0) return <Text>No frameworks have been published yet.</Text>;
  const newerOf = (machineName: string) =>
    unpublished.find((u) => u.published && u.machineName === machineName)?.versions ?? [];
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
                    {newerOf(framework.machineName).map((v) => (
                      <Text size="sm" key={v.number}>
                        Version {v.number} is known, but its competencies are not published on this hub yet.
                      </Text>
                    ))}
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
            {group.unpublished.map((framework) => (
              <li key={framework.machineName}>
                <UnpublishedCard framework={framework} />
              </li>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
