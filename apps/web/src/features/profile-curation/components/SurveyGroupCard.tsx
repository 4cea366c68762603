import type { FrameworkVersionContent, SurveyPreview, SurveyRule } from '@hub/domain';
import { Checkbox, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { WideTable } from '../../../components/WideTable';
import { surveyCountsText, surveyLevelTitle } from '../../../lib/survey-figures';
import { countShares } from '../survey-logic';

type Group = SurveyPreview['groups'][number];

/** Colours of 'not applicable' and the levels, lightest to darkest (text never sits on them). */
const SHADES = ['gray.3', 'blue.2', 'blue.4', 'blue.6', 'blue.8', 'blue.9'];
const shade = (i: number) =>
  `var(--mantine-color-${(SHADES[Math.min(i, SHADES.length - 1)] as string).replace('.', '-')})`;

/** A compact stacked bar of a competency's answers; decorative: the numbers are written beside it. */
function AnswerBar({ figures }: { figures: Group['competencies'][number] }) {
  return (
    <div
      aria-hidden="true"
      style={{
        display: 'flex',
        height: 10,
        width: 160,
        borderRadius: 2,
        overflow: 'hidden',
        background: shade(0),
      }}
    >
      {countShares(figures).map((s, i) => (
        <div key={s.rating} style={{ width: `${s.percent}%`, background: shade(i) }} />
      ))}
    </div>
  );
}

/**
 * One group of the survey (a grid question, or one answer of the split column): whether to make a profile
 * of it and its name, then per competency a compact chart of the answers with the counts, the median and the
 * mode beside it; the level the chosen rule gives is in bold.
 * @param group the preview's group; @param content the version (level titles); @param rule median or mode
 * @param name the profile name; @param selected whether a profile is made; the handlers change them
 */
export function SurveyGroupCard({
  group,
  content,
  rule,
  name,
  selected,
  nameError,
  onName,
  onSelected,
}: {
  group: Group;
  content: FrameworkVersionContent;
  rule: SurveyRule;
  name: string;
  selected: boolean;
  nameError: string | null;
  onName: (name: string) => void;
  onSelected: (selected: boolean) => void;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={group.label}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {group.label}
        </Title>
        <Text size="sm">
          {group.respondents} respondent{group.respondents === 1 ? '' : 's'}, {group.competencies.length}{' '}
          competenc{group.competencies.length === 1 ? 'y' : 'ies'}
        </Text>
        <Checkbox
          label={`Create a profile from '${group.label}'`}
          checked={selected}
          onChange={(event) => onSelected(event.currentTarget.checked)}
        />
        {selected && (
          <TextInput
            label="Profile name"
            value={name}
            error={nameError}
            onChange={(event) => onName(event.currentTarget.value)}
            maw={420}
          />
        )}
        <WideTable minWidth={720} label={`Answers in '${group.label}'`}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Competency</Table.Th>
                <Table.Th>Answers</Table.Th>
                <Table.Th>Median</Table.Th>
                <Table.Th>Mode</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.competencies.map((c) => (
                <Table.Tr key={c.header}>
                  <Table.Td>{c.code ? `${c.code} ${c.title}` : c.title}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <AnswerBar figures={c} />
                      <Text size="xs">
                        {surveyCountsText(content.expertiseLevels, c)} ({c.respondents} answered)
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td fw={rule === 'median' ? 700 : undefined}>
                    {surveyLevelTitle(content.expertiseLevels, c.median)}
                  </Table.Td>
                  <Table.Td fw={rule === 'mode' ? 700 : undefined}>
                    {surveyLevelTitle(content.expertiseLevels, c.mode)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      </Stack>
    </Paper>
  );
}
