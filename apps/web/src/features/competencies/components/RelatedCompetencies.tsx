import type { CompetencyDetail } from '@hub/domain';
import { Anchor, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { relationLabel } from '../logic';

/**
 * 'Related competencies' (docs/features/interchange-files.md §9): the competency's relations outside the tree, kept from a CASE
 * import, each as the relation's name ('Is related to', 'Exact match of', 'Precedes', …) and a link to the
 * related competency of the same version. Renders nothing when there are none.
 * @param detail the competency details from the API
 */
export function RelatedCompetencies({ detail }: { detail: CompetencyDetail }) {
  const related = detail.relatedCompetencies ?? [];
  if (related.length === 0) return null;
  const { framework, version } = detail;
  return (
    <section aria-labelledby="related-heading">
      <Title order={2} id="related-heading" mb="sm">
        Related competencies
      </Title>
      <List spacing={4}>
        {related.map((r) => (
          <List.Item key={`${r.relation} ${r.uuid}`}>
            <Text span>{relationLabel(r.relation)}: </Text>
            <Anchor
              component={Link}
              to={paths.competencyDetails(framework.machineName, version.number, r.id)}
            >
              {r.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
