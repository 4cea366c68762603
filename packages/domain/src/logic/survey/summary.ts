/**
 * The figures of a matched survey per group and competency (docs/features/surveys.md, ADR 0049): how many
 * answered, the count of each level and of 'not applicable', the median, the mode and the quartiles. Pure.
 *
 * Scoring: 'not applicable' counts as 0, below the lowest level (as the hub's 'Not applicable' level is
 * rated 0, and as the authors of the shipped core-facility profiles scored it), so a competency most
 * respondents call not applicable comes out as not applicable. Answers matched to no level are left out.
 *
 * Tie rules (stated in the screen too):
 * - median: the lower middle answer. With n answers sorted, the answer at rank ⌈n/2⌉; for an odd n this is the
 *   usual median, for an even n the lower of the two middle answers (never a level between two levels).
 * - mode: the most frequent answer; when several are equally frequent, the lowest of them.
 * - quartiles: nearest rank, the answers at ranks ⌈n/4⌉, ⌈n/2⌉ and ⌈3n/4⌉ (so q2 is the median).
 */
import type { SurveyMatch } from './match.js';
import type { SurveyTable } from './table.js';

/** The figures of one competency in one group; levels are ratings, 0 is 'not applicable'. */
export interface SurveyCompetencySummary {
  competencyUuid: string;
  code: string | null;
  title: string;
  /** The column the answers come from. */
  header: string;
  /** Answers per level rating (every level of the version, 0 when nobody chose it). */
  counts: Record<number, number>;
  notApplicable: number;
  /** Answers counted: the levels and 'not applicable' (answers matched to no level are not). */
  respondents: number;
  /** Null when nobody answered. */
  median: number | null;
  mode: number | null;
  quartiles: [number, number, number] | null;
}

/** One group: a grid question, or one answer of the split column (or both), with its competencies. */
export interface SurveyGroup {
  /** 'Profile: Core facility scientist I', 'Yes', 'Profile: … – Yes', or 'All respondents'. */
  label: string;
  /** The grid question, null for plain questions. */
  question: string | null;
  /** The answer of the split column, null without a split. */
  split: string | null;
  /** Rows in the group. */
  respondents: number;
  competencies: SurveyCompetencySummary[];
}

/** The summary of a survey. */
export interface SurveySummary {
  /** Rows of the file. */
  respondents: number;
  groups: SurveyGroup[];
}

/** Options: `splitBy` names another column whose answers split the respondents into groups. */
export interface SurveySummaryOptions {
  splitBy?: string | null;
}

/** The label of the group of plain questions when no column splits the respondents. */
export const ALL_RESPONDENTS = 'All respondents';
/** The split value of a blank answer in the split column. */
export const NO_ANSWER = '(no answer)';

/**
 * Summarises a matched survey.
 * Groups are the grid questions in file order (plain questions form one group), each split by the answers of
 * `splitBy` (sorted, a blank answer as '(no answer)') when given. Medians, modes and quartiles follow the
 * rules in this file's header.
 * @throws Error when `splitBy` is not a column of the table
 */
export function summariseSurvey(
  table: SurveyTable,
  match: SurveyMatch,
  options: SurveySummaryOptions = {},
): SurveySummary {
  const splitIndex = options.splitBy == null ? -1 : table.headers.indexOf(options.splitBy);
  if (options.splitBy != null && splitIndex < 0)
    throw new Error(`No column '${options.splitBy}' in the file`);
  const splits: (string | null)[] =
    splitIndex < 0
      ? [null]
      : [...new Set(table.rows.map((r) => splitValue(r[splitIndex])))].sort((a, b) => a.localeCompare(b));
  const questions = [...new Set(match.columns.map((c) => c.group))];
  const column = new Map(table.headers.map((h, i) => [h, i]));
  const groups: SurveyGroup[] = [];
  for (const question of questions) {
    for (const split of splits) {
      const rows =
        split === null ? table.rows : table.rows.filter((r) => splitValue(r[splitIndex]) === split);
      groups.push({
        label: [question, split].filter((p) => p !== null).join(' – ') || ALL_RESPONDENTS,
        question,
        split,
        respondents: rows.length,
        competencies: match.columns
          .filter((c) => c.group === question)
          .map((c) => {
            const index = column.get(c.header) ?? -1;
            return summariseAnswers(
              rows.map((r) => r[index] ?? ''),
              match,
              c,
            );
          }),
      });
    }
  }
  return { respondents: table.rows.length, groups };
}

function splitValue(cell: string | undefined): string {
  return cell?.trim() || NO_ANSWER;
}

function summariseAnswers(
  answers: readonly string[],
  match: SurveyMatch,
  column: SurveyMatch['columns'][number],
): SurveyCompetencySummary {
  const counts: Record<number, number> = Object.fromEntries(match.ratings.map((r) => [r, 0]));
  let notApplicable = 0;
  for (const answer of answers) {
    const key = answer.trim();
    if (!Object.hasOwn(match.answerRatings, key)) continue;
    const rating = match.answerRatings[key];
    if (rating == null) notApplicable += 1;
    else counts[rating] = (counts[rating] ?? 0) + 1;
  }
  const stats = surveyStatistics(notApplicable, counts);
  return {
    competencyUuid: column.competencyUuid,
    code: column.code,
    title: column.title,
    header: column.header,
    counts,
    notApplicable,
    ...stats,
  };
}

/**
 * Median, mode and quartiles of answers given as counts ('not applicable' scored 0), with the tie rules of
 * this file's header.
 * @returns respondents and the figures; the figures are null when there are no answers
 */
export function surveyStatistics(
  notApplicable: number,
  counts: Readonly<Record<number, number>>,
): Pick<SurveyCompetencySummary, 'respondents' | 'median' | 'mode' | 'quartiles'> {
  const values: [number, number][] = [
    [0, notApplicable],
    ...Object.entries(counts)
      .map(([r, n]): [number, number] => [Number(r), n])
      .filter(([r]) => r > 0)
      .sort((a, b) => a[0] - b[0]),
  ];
  const n = values.reduce((sum, [, count]) => sum + count, 0);
  if (n === 0) return { respondents: 0, median: null, mode: null, quartiles: null };
  const atRank = (rank: number): number => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (seen >= rank) return value;
    }
    return (values[values.length - 1] as [number, number])[0];
  };
  let mode = 0;
  let most = -1;
  for (const [value, count] of values) {
    if (count > most) {
      mode = value;
      most = count;
    }
  }
  const quartiles: [number, number, number] = [
    atRank(Math.ceil(n / 4)),
    atRank(Math.ceil(n / 2)),
    atRank(Math.ceil((3 * n) / 4)),
  ];
  return { respondents: n, median: quartiles[1], mode, quartiles };
}
