import type { CareerPathway } from '@hub/domain';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { snippet } from '../logic';

/**
 * The framework page's 'Career pathways' tab (docs/features/profiles.md §7): one card per pathway
 * (title linking to its view, description snippet ending '...', number of profiles), and 'Create career
 * pathway' for managers of the framework.
 * @param framework machine name; @param version version number; @param pathways the version's pathways
 * @param canCreate whether to offer 'Create career pathway'
 */
export function CareerPathwayList({
  framework,
  version,
  pathways,
  canCreate,
}: {
  framework: string;
  version: string;
  pathways: readonly CareerPathway[];
  canCreate: boolean;
}) {
  return (
    <Stack gap="md">
      {canCreate && (
        <Group>
          <Button component={Link} to={paths.careerPathwayCreate(framework, version)}>
            Create career pathway
          </Button>
        </Group>
      )}
      {pathways.length === 0 ? (
        <Text>No career pathways have been published for this version yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {pathways.map((pathway) => (
            <Card key={pathway.id} withBorder padding="lg" component="article">
              <Stack gap="xs">
                <Anchor
                  component={Link}
                  to={paths.careerPathwayView(framework, version, pathway.id)}
                  fw={700}
                  size="lg"
                >
                  {pathway.title}
                </Anchor>
                <Text size="sm">{snippet(pathway.description)}</Text>
                <Text size="sm" c="gray.7">
                  {pathway.steps.length === 1 ? '1 profile' : `${pathway.steps.length} profiles`}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
