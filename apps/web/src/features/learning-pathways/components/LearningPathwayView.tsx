import { formatDateRange, type LearningPathway } from '@hub/domain';
import { Anchor, Badge, Button, Group, Image, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RichTextView } from '../../../components/RichTextView';
import { paths } from '../../../config/paths';

/**
 * A learning pathway's page (docs/features/training.md §6): title, image, description and the steps in order, each with its
 * training resource (linked), type, dates and note; 'Edit learning pathway' for content managers.
 * @param pathway the pathway; @param canManage the user is a content manager
 */
export function LearningPathwayView({
  pathway,
  canManage,
}: {
  pathway: LearningPathway;
  canManage: boolean;
}) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Title order={1}>{pathway.title}</Title>
          {!pathway.published && (
            <Badge color="gray.8" tt="none">
              Draft
            </Badge>
          )}
        </Stack>
        {canManage && (
          <Button component={Link} to={paths.learningPathwayEdit(pathway.id)} variant="outline">
            Edit learning pathway
          </Button>
        )}
      </Group>
      {pathway.image && <Image src={pathway.image} alt="" maw={480} radius="sm" />}
      <RichTextView html={pathway.description} empty="" />
      {pathway.steps.length === 0 ? (
        <Text>This learning pathway has no training resources yet.</Text>
      ) : (
        <Timeline active={pathway.steps.length} bulletSize={24} aria-label="Steps of this learning pathway">
          {pathway.steps.map((step) => (
            <Timeline.Item
              key={step.position}
              bullet={<Text size="xs">{step.position}</Text>}
              title={
                <Anchor component={Link} to={paths.trainingResource(step.resource.slug)} fw={600}>
                  {step.resource.title}
                </Anchor>
              }
            >
              <Text size="sm">
                {step.resource.type}
                {step.resource.startDate || step.resource.endDate
                  ? ` · ${formatDateRange(step.resource.startDate, step.resource.endDate)}`
                  : ''}
              </Text>
              {step.note && <Text size="sm">{step.note}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
