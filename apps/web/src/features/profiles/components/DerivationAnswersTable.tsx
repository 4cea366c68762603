/**
 * The table of a survey-derived profile's answers per competency, in a module of its own: Mantine's Table
 * brings ScrollArea (about 8 KB), and the table is in a closed 'Answers per competency' section, loaded when
 * a visitor opens it (ADR 0055, rule 1).
 */
import type { ExpertiseLevel, ProfileDerivation } from '@hub/domain';
import { Table } from '@mantine/core';
import { WideTable } from '../../../components/WideTable';
import { surveyCountsText, surveyLevelTitle } from '../../../lib/survey-figures';

/**
 * Per competency of the derivation: its answer counts, the median and the mode (docs/features/surveys.md).
 * @param derivation the profile's derivation; @param levels the framework's expertise levels
 */
export function DerivationAnswersTable({
  derivation,
  levels,
}: {
  derivation: ProfileDerivation;
  levels: readonly ExpertiseLevel[];
}) {
  return (
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
  );
}
