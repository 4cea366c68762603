import {
  type ComparisonStatus,
  type DomainGroupRef,
  groupDomains,
  type ProfileComparison,
} from '@hub/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ProficiencyBar } from '../../../components/profile';
import { WideTable } from '../../../components/WideTable';
import { paths } from '../../../config/paths';
import { formatAverage } from '../reference-logic';

/** Bar colours of the two compared profiles (the chart uses the same). */
export const FIRST_COLOR = 'blue.8';
export const SECOND_COLOR = 'orange.9';

const STATUS_COLORS: Record<ComparisonStatus, string> = {
  'Meets the level': 'teal.9',
  'Needs improvement': 'red.9',
  'Not applicable': 'gray.7',
};

/**
 * The comparison by domain: each competency with both profiles' proficiency bars and levels and its status
 * ('Meets the level', 'Needs improvement', 'Not applicable'). Source: docs/features/profiles.md §5; docs/features/browsing.md §9.
 * Domains of a framework with domain groups (ADR 0046) are under their group's heading.
 * @param names display names of profile 1 and profile 2; @param maxRating highest rating of the version
 * @param groups each domain's group by domain id (absent or empty: no group headings)
 */
export function ComparisonDetails({
  framework,
  version,
  comparison,
  names,
  maxRating,
  groups,
}: {
  framework: string;
  version: string;
  comparison: ProfileComparison;
  names: [string, string];
  maxRating: number;
  groups?: ReadonlyMap<number, DomainGroupRef>;
}) {
  const grouped = groups !== undefined && groups.size > 0;
  const domainSection = (domain: ProfileComparison['domains'][number]) => (
    <section key={domain.domainId} aria-labelledby={`compare-domain-${domain.domainId}`}>
      <Title order={grouped ? 4 : 3} id={`compare-domain-${domain.domainId}`} mb="xs">
        {domain.title}
      </Title>
      <Stack gap="sm">
        {domain.competencies.map((c) => (
          <Paper key={c.competencyId} withBorder p="sm" data-testid="compared-competency">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Stack gap={4}>
                <Text>
                  <Link to={paths.competencyDetails(framework, version, c.competencyId)}>{c.title}</Link>
                </Text>
                <Badge color={STATUS_COLORS[c.status]} variant="filled" w="fit-content">
                  {c.status}
                </Badge>
              </Stack>
              <Stack gap={4}>
                {([0, 1] as const).map((i) => (
                  <Group key={i} gap="xs" wrap="nowrap">
                    <Text size="xs" w="8rem" truncate="end" title={names[i]}>
                      {names[i]}
                    </Text>
                    <ProficiencyBar
                      label={`${c.title}: ${names[i]}`}
                      rating={i === 0 ? c.rating1 : c.rating2}
                      maxRating={maxRating}
                      color={i === 0 ? FIRST_COLOR : SECOND_COLOR}
                    />
                  </Group>
                ))}
              </Stack>
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    </section>
  );
  const runs = groupDomains(
    comparison.domains.map((d) => ({
      ...d,
      ...(groups?.get(d.domainId) ? { group: groups.get(d.domainId) } : {}),
    })),
  );
  return (
    <section aria-labelledby="comparison-heading">
      <Title order={2} id="comparison-heading" mb="sm">
        Competencies compared
      </Title>
      <Stack gap="lg">
        {grouped
          ? runs.map((run, i) => (
              <section key={run.group?.title ?? `other-${i}`} aria-labelledby={`compare-group-${i}`}>
                <Title order={3} id={`compare-group-${i}`} mb="xs">
                  {run.group?.title ?? 'Other domains'}
                </Title>
                <Stack gap="lg" pl={{ base: 0, sm: 'md' }}>
                  {run.domains.map(domainSection)}
                </Stack>
              </section>
            ))
          : comparison.domains.map(domainSection)}
      </Stack>
    </section>
  );
}

/**
 * The chart's accessible alternative: the average level of each profile per domain (unmapped competencies
 * count as 0). Source: docs/features/profiles.md §2 (radar chart with an accessible table alternative).
 */
export function DomainAveragesTable({
  comparison,
  names,
}: {
  comparison: ProfileComparison;
  names: [string, string];
}) {
  return (
    <WideTable minWidth={360} label="Average level per domain">
      <Table striped withTableBorder captionSide="top">
        <Table.Caption>Average level per domain</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Domain</Table.Th>
            <Table.Th scope="col">{names[0]}</Table.Th>
            <Table.Th scope="col">{names[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparison.domains.map((d) => (
            <Table.Tr key={d.domainId}>
              <Table.Th scope="row" fw={400}>
                {d.title}
              </Table.Th>
              <Table.Td>{formatAverage(d.average1)}</Table.Td>
              <Table.Td>{formatAverage(d.average2)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
