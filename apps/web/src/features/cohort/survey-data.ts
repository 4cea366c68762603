/**
 * A self-assessment survey as the cohort page reads it (docs/features/cohort.md): the survey reader of
 * `packages/domain` (docs/features/surveys.md) parses and matches the file, and its summary's counts become
 * the group's distributions, for the whole group and for each answer of a column chosen to split it.
 * Runs in the browser only; the file's rows stay in memory there.
 */
import {
  type LevelDistribution,
  matchSurvey,
  NOT_APPLICABLE_RATING,
  parseSurveyCsv,
  type SurveyGroup,
  type SurveyMatch,
  type SurveyTable,
  summariseSurvey,
} from '@hub/domain';
import type { ChosenFile, CohortCompetency, CohortData, CohortGroup } from './cohort-data';

/** A survey read and matched: kept while the page is open, to split it by another column. */
export interface SurveyRead {
  fileName: string;
  table: SurveyTable;
  match: SurveyMatch;
}

/** At most this many groups side by side: more would be unreadable, and a name column would list people. */
export const MAX_GROUPS = 12;

/** How many names a note lists before '… and N more'. */
const LISTED = 5;

const listed = (items: readonly string[]) =>
  items.length <= LISTED
    ? items.map((i) => `'${i}'`).join(', ')
    : `${items
        .slice(0, LISTED)
        .map((i) => `'${i}'`)
        .join(', ')} and ${items.length - LISTED} more`;

/**
 * Reads and matches a survey export against the version's competencies and levels.
 * @returns the read survey (null when no column matches a competency) and notes on the match: columns
 *   matched, columns that look like ratings but match no competency, answers that match no level
 */
export function readSurvey(
  file: ChosenFile,
  competencies: readonly CohortCompetency[],
  levels: readonly { rating: number; title: string }[],
): { survey: SurveyRead | null; notes: string[] } {
  if (file.problem) return { survey: null, notes: [`${file.name} could not be read: ${file.problem}`] };
  const table = parseSurveyCsv(file.text);
  const match = matchSurvey(table, { competencies, levels });
  const notes = [
    `${file.name}: ${table.rows.length} ${table.rows.length === 1 ? 'person' : 'people'}, ${match.columns.length} of ${table.headers.length} columns matched to competencies.`,
  ];
  if (match.unmatchedColumns.length > 0) {
    notes.push(
      `Columns that look like ratings but match no competency of this version, left out: ${listed(match.unmatchedColumns)}.`,
    );
  }
  if (match.unmatchedAnswers.length > 0) {
    const answers = [...new Set(match.unmatchedAnswers.map((a) => a.answer))];
    notes.push(`Answers that match no expertise level, left out of the figures: ${listed(answers)}.`);
  }
  if (match.columns.length === 0) {
    notes.push('No column of the file names a competency of this version by its code or title.');
    return { survey: null, notes };
  }
  return { survey: { fileName: file.name, table, match }, notes };
}

/**
 * The survey groups' counts added up per competency, as distributions in the version's order ('not
 * applicable' as rating 0); competencies no column matched are left out.
 */
function distributionsOf(
  groups: readonly SurveyGroup[],
  order: readonly CohortCompetency[],
): LevelDistribution[] {
  const merged = new Map<string, Map<number, number>>();
  for (const group of groups) {
    for (const c of group.competencies) {
      const counts = merged.get(c.competencyUuid) ?? new Map<number, number>();
      merged.set(c.competencyUuid, counts);
      counts.set(NOT_APPLICABLE_RATING, (counts.get(NOT_APPLICABLE_RATING) ?? 0) + c.notApplicable);
      for (const [rating, count] of Object.entries(c.counts)) {
        counts.set(Number(rating), (counts.get(Number(rating)) ?? 0) + count);
      }
    }
  }
  return order.flatMap((c) => {
    const counts = merged.get(c.uuid);
    return counts ? [{ competencyUuid: c.uuid, code: c.code, title: c.title, counts }] : [];
  });
}

/**
 * The group of a read survey: every matched competency for the whole group (the grid questions' answers
 * added up per competency), and, when `splitBy` names another column, one group per answer of it.
 * @param order the version's competencies, the order of the distributions
 */
export function cohortFromSurvey(
  survey: SurveyRead,
  splitBy: string | null,
  order: readonly CohortCompetency[],
  notes: string[],
): CohortData {
  const whole = summariseSurvey(survey.table, survey.match);
  const overall: CohortGroup = {
    label: 'All',
    respondents: whole.respondents,
    distributions: distributionsOf(whole.groups, order),
  };
  const groups: CohortGroup[] = [];
  if (splitBy !== null) {
    const split = summariseSurvey(survey.table, survey.match, { splitBy });
    const labels = [...new Set(split.groups.map((g) => g.split ?? g.label))];
    for (const label of labels) {
      const own = split.groups.filter((g) => (g.split ?? g.label) === label);
      groups.push({
        label,
        respondents: own[0]?.respondents ?? 0,
        distributions: distributionsOf(own, order),
      });
    }
  }
  return { source: 'survey', overall, groups, notes };
}

/**
 * The columns a survey can be split by: its other columns (not matched to a competency) with 2 to
 * {@link MAX_GROUPS} distinct answers and at least two people per answer on average, so that a name or
 * timestamp column never becomes one group per person.
 */
export function splitColumns(survey: SurveyRead): string[] {
  return survey.match.otherColumns.filter((header) => {
    const index = survey.table.headers.indexOf(header);
    const distinct = new Set<string>();
    for (const row of survey.table.rows) {
      distinct.add((row[index] ?? '').trim());
      if (distinct.size > MAX_GROUPS) return false;
    }
    return distinct.size >= 2 && distinct.size * 2 <= survey.table.rows.length;
  });
}
