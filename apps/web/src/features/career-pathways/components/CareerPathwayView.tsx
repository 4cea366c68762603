import { CAREER_PATHWAY_MESSAGES, type CareerPathway, SENIORITY_LEVEL_LABELS } from '@hub/domain';
import { Anchor, Avatar, Button, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { stepLabel } from '../logic';

/**
 * One career pathway (docs/features/profiles.md §7): title, description and a timeline of its
 * profiles in order, each with image, job title (linking to the profile view) and seniority level or
 * 'Step {n}'; 'No associated profiles.' when it has none. 'Edit career pathway' is offered when
 * `canEdit` (the session's `can.frameworks[fw].editCareerPathways`, computed by the server; ADR 0035).
 * @param pathway the pathway with its steps; @param canEdit whether to offer the edit link
 */
export function CareerPathwayView({ pathway, canEdit }: { pathway: CareerPathway; canEdit: boolean }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="gray.7">
            Career pathway
          </Text>
          <Title order={1}>{pathway.title}</Title>
        </Stack>
        {canEdit && (
          <Button
            component={Link}
            to={paths.careerPathwayEdit(pathway.framework, pathway.version, pathway.id)}
            variant="default"
          >
            Edit career pathway
          </Button>
        )}
      </Group>
      <Text style={{ whiteSpace: 'pre-line' }}>{pathway.description}</Text>
      {pathway.steps.length === 0 ? (
        <Text>{CAREER_PATHWAY_MESSAGES.empty}</Text>
      ) : (
        <Timeline
          active={pathway.steps.length - 1}
          bulletSize={56}
          lineWidth={3}
          aria-label={`Career steps of ${pathway.title}`}
        >
          {pathway.steps.map((step) => (
            <Timeline.Item
              key={step.profile.id}
              bullet={
                <Avatar
                  src={step.profile.imageUrl}
                  alt={step.profile.imageUrl ? `Image of ${step.profile.jobTitle}` : undefined}
                  size={52}
                  radius="xl"
                >
                  {step.position}
                </Avatar>
              }
              title={
                <Anchor
                  component={Link}
                  to={paths.profileView(
                    pathway.framework,
                    pathway.version,
                    step.profile.id,
                    step.profile.urlAlias,
                  )}
                  fw={600}
                  size="lg"
                >
                  {step.profile.jobTitle}
                </Anchor>
              }
              data-testid="pathway-step"
            >
              <Text size="sm" c="gray.7" mt={4}>
                {stepLabel(step, SENIORITY_LEVEL_LABELS)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
