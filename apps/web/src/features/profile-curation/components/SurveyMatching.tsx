import type { SurveyPreview } from '@hub/domain';
import { Alert, Anchor, List, Select, Stack, Table, Text, Title } from '@mantine/core';
import { WideTable } from '../../../components/WideTable';
import type { ColumnChoices } from '../survey-logic';

const LEAVE_OUT = '__leave-out__';
const MATCHED_BY: Record<SurveyPreview['columns'][number]['matchedBy'], string> = {
  code: 'code',
  title: 'title',
  normalised: 'title (ignoring case and punctuation)',
  choice: 'your choice',
};

/**
 * The matching of a survey: each column the hub could not match, with the version's competencies to choose
 * from (or 'Leave this column out'); the columns matched, and how; the answers matched to no level (left out
 * of the figures); and the columns that are not about competencies, which can split the respondents.
 * @param preview the server's preview; @param options the competencies (uuid, code and title)
 * @param choices the manager's choices so far; @param onChoose sets one column's choice, `onForget` drops it
 * @param splitBy the split column or null; @param onSplit changes it
 */
export function SurveyMatching({
  preview,
  options,
  choices,
  onChoose,
  onForget,
  splitBy,
  onSplit,
}: {
  preview: SurveyPreview;
  options: { value: string; label: string }[];
  choices: ColumnChoices;
  onChoose: (header: string, uuid: string | null) => void;
  onForget: (header: string) => void;
  splitBy: string | null;
  onSplit: (header: string | null) => void;
}) {
  const titleOf = new Map(options.map((o) => [o.value, o.label]));
  const chosenOut = Object.entries(choices).filter(([, uuid]) => uuid === null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="survey-matching-heading">
      <Title order={2} size="h3" id="survey-matching-heading">
        Matching
      </Title>
      <Text size="sm">
        {preview.respondents} respondent{preview.respondents === 1 ? '' : 's'}; {preview.columns.length}{' '}
        column
        {preview.columns.length === 1 ? '' : 's'} matched to competencies, {preview.unmatchedColumns.length}{' '}
        not matched.
      </Text>
      {preview.unmatchedColumns.length > 0 && (
        <Alert color="blue" variant="light" title="Columns not matched to a competency">
          <Stack gap="xs">
            <Text size="sm">
              Choose the competency each column asks about, or leave it out. Your choices are remembered in
              this browser for the next file with the same columns.
            </Text>
            {preview.unmatchedColumns.map((header) => (
              <Select
                key={header}
                label={header}
                data={[{ value: LEAVE_OUT, label: 'Leave this column out' }, ...options]}
                value={null}
                searchable
                onChange={(value) => value && onChoose(header, value === LEAVE_OUT ? null : value)}
                maw={640}
              />
            ))}
          </Stack>
        </Alert>
      )}
      <details>
        <summary>Columns matched to competencies ({preview.columns.length})</summary>
        <WideTable minWidth={640} label="Columns matched to competencies">
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Column</Table.Th>
                <Table.Th>Competency</Table.Th>
                <Table.Th>Matched by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.columns.map((c) => (
                <Table.Tr key={c.header}>
                  <Table.Td>{c.header}</Table.Td>
                  <Table.Td>{titleOf.get(c.competencyUuid) ?? c.competencyUuid}</Table.Td>
                  <Table.Td>
                    {MATCHED_BY[c.matchedBy]}
                    {c.matchedBy === 'choice' && (
                      <>
                        {' '}
                        <Anchor component="button" type="button" fz="sm" onClick={() => onForget(c.header)}>
                          Forget this choice
                        </Anchor>
                      </>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      </details>
      {preview.unmatchedAnswers.length > 0 && (
        <>
          <Title order={3} size="h5">
            Answers not matched to an expertise level (left out of the figures)
          </Title>
          <List size="sm">
            {preview.unmatchedAnswers.map((a) => (
              <List.Item key={`${a.header}\u0000${a.answer}`}>
                '{a.answer || '(blank)'}' in '{a.header}': {a.count} time{a.count === 1 ? '' : 's'}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {chosenOut.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">Left out by your choice:</Text>
          <List size="sm">
            {chosenOut.map(([header]) => (
              <List.Item key={header}>
                {header}{' '}
                <Anchor component="button" type="button" fz="sm" onClick={() => onForget(header)}>
                  Forget this choice
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Select
        label="Split the respondents by"
        description="Another question of the survey: each of its answers becomes a group of its own."
        data={[
          { value: '', label: 'Do not split' },
          ...preview.otherColumns.map((h) => ({ value: h, label: h })),
        ]}
        value={splitBy ?? ''}
        onChange={(value) => onSplit(value ? value : null)}
        allowDeselect={false}
        maw={640}
      />
    </Stack>
  );
}
