import type { CompetencyDetail } from '@hub/domain';
import { Anchor, Badge, Group, List, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isBlankHtml } from '../../../lib/format';
import { groupAttributesByType } from '../logic';

/**
 * The competency details page body: the competency title (h1), its framework version and domain,
 * its attributes grouped by attribute type (in attribute-type order, archived ones hidden, 'No {type}
 * attributes' for an empty type) and 'Competency derived from:' with the server-sanitised HTML of
 * `mappedOtherCompetency` ('No data available' when blank).
 * Spec: visitor-features.md §2 Competency details; DEVIATIONS.md (rich text sanitised on the server).
 * @param detail the competency details from the API
 */
export function CompetencyDetails({ detail }: { detail: CompetencyDetail }) {
  const { framework, version, domain, competency, attributeTypes } = detail;
  const groups = groupAttributesByType(competency.attributes, attributeTypes);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{competency.title}</Title>
        <Group gap="xs">
          <Badge color="blue.9" tt="none">
            {framework.title} {version.number}
          </Badge>
          {competency.archived && (
            <Badge color="gray.8" tt="none">
              Archived
            </Badge>
          )}
        </Group>
        <Text>
          Domain: <strong>{domain.title}</strong>
          {competency.code ? ` · Competency ${competency.code}` : ''}
        </Text>
        <Text>
          <Anchor component={Link} to={paths.frameworkCompetencies(framework.machineName, version.number)}>
            All competencies of {framework.title} {version.number}
          </Anchor>
        </Text>
      </Stack>

      <section aria-labelledby="attributes-heading">
        <Title order={2} id="attributes-heading" mb="sm">
          Competency attributes
        </Title>
        {groups.length === 0 ? (
          <Text>No attributes have been recorded for this competency.</Text>
        ) : (
          <Stack gap="md">
            {groups.map((group) => (
              <div key={group.type}>
                <Title order={3} mb={4}>
                  {group.type}
                </Title>
                {group.attributes.length === 0 ? (
                  <Text>No {group.type} attributes</Text>
                ) : (
                  <List spacing={4}>
                    {group.attributes.map((attribute) => (
                      <List.Item key={attribute.id}>{attribute.title}</List.Item>
                    ))}
                  </List>
                )}
              </div>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="derived-heading">
        <Title order={2} id="derived-heading" mb="sm">
          Competency derived from:
        </Title>
        {isBlankHtml(competency.mappedOtherCompetency) ? (
          <Text>No data available</Text>
        ) : (
          // Sanitised with an allow-list on the server before storage (DEVIATIONS.md).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
          <Typography dangerouslySetInnerHTML={{ __html: competency.mappedOtherCompetency }} />
        )}
      </section>
    </Stack>
  );
}
