import type { LearningPathwayList } from '@hub/domain';
import { Anchor, Badge, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The framework page's 'Learning pathways' tab (docs/features/browsing.md Pathways; docs/features/training.md §6): each pathway
 * with its image, title, number of steps and, for content managers, a 'Draft' mark on unpublished ones, and
 * 'Add new learning pathway'.
 * @param pathways the framework's pathways; @param canManage the user is a content manager
 */
export function LearningPathwaysTab({
  framework,
  pathways,
  canManage,
}: {
  framework: string;
  pathways: LearningPathwayList['pathways'];
  canManage: boolean;
}) {
  return (
    <Stack gap="md">
      {canManage && (
        <Group>
          <Button component={Link} to={paths.learningPathwayCreate(framework)}>
            Add new learning pathway
          </Button>
        </Group>
      )}
      {pathways.length === 0 ? (
        <Text>No learning pathways have been published for this framework yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {pathways.map((p) => (
            <Card key={p.id} withBorder component="li">
              {p.image && <Image src={p.image} alt="" h={120} fit="cover" mb="sm" />}
              <Anchor component={Link} to={paths.learningPathway(p.id)} fw={600}>
                {p.title}
              </Anchor>
              <Group gap="xs" mt={4}>
                <Text size="sm">
                  {p.stepCount} training resource{p.stepCount === 1 ? '' : 's'}
                </Text>
                {!p.published && (
                  <Badge color="gray.8" tt="none">
                    Draft
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
