import type { ExpertiseLevel, ProfileDerivation } from '@hub/domain';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { WideTable } from '../../../components/WideTable';
import { surveyCountsText, surveyLevelTitle } from '../../../lib/survey-figures';

const RULE_TEXT: Record<ProfileDerivation['rule'], string> = {
  median:
    "Each competency's level is the median answer ('Not applicable' counting below the lowest level; with an even number of answers, the lower of the two middle ones).",
  mode: "Each competency's level is the most frequent answer ('Not applicable' counting below the lowest level; when answers tie, the lowest of them).",
};

/**
 * 'Derived from 53 survey responses (median)' on a reference profile made from a survey
 * (docs/features/surveys.md): the rule, the survey group, and per competency the answer counts with the
 * median and the mode. Renders nothing for other profiles.
 * @param derivation the profile's derivation or null; @param levels the framework's expertise levels
 */
export function ProfileDerivationSection({
  derivation,
  levels,
}: {
  derivation: ProfileDerivation | null | undefined;
  levels: readonly ExpertiseLevel[];
}) {
  if (!derivation) return null;
  const n = derivation.respondents;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="profile-derivation-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profile-derivation-heading">
          Derived from {n} survey response{n === 1 ? '' : 's'} ({derivation.rule})
        </Title>
        <Text size="sm">
          Survey group '{derivation.group}'. {RULE_TEXT[derivation.rule]}
        </Text>
        <details>
          <summary>Answers per competency</summary>
          <WideTable minWidth={640} label="Survey answers per competency">
            <Table fz="sm" verticalSpacing={4} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Competency</Table.Th>
                  <Table.Th>Answers</Table.Th>
                  <Table.Th>Median</Table.Th>
                  <Table.Th>Mode</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {derivation.competencies.map((c) => (
                  <Table.Tr key={c.competencyUuid}>
                    <Table.Td>{c.code ? `${c.code} ${c.title}` : c.title}</Table.Td>
                    <Table.Td>{surveyCountsText(levels, c)}</Table.Td>
                    <Table.Td>{surveyLevelTitle(levels, c.median)}</Table.Td>
                    <Table.Td>{surveyLevelTitle(levels, c.mode)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        </details>
      </Stack>
    </Paper>
  );
}
