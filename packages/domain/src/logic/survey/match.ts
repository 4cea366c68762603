/**
 * Matching a survey's columns to a framework version's competencies and its answers to expertise levels
 * (docs/features/surveys.md, ADR 0049). Nothing is guessed silently: every column that looks like a rating
 * question but matches no competency, and every answer that matches no level, is listed. Pure.
 */
import { type SurveyTable, splitSurveyHeader } from './table.js';

/** What the matching needs of a framework version: its competencies and its expertise levels. */
export interface SurveyVersion {
  competencies: readonly { uuid: string; code?: string | null; title: string }[];
  levels: readonly { rating: number; title: string }[];
}

/** How a column was matched: by competency code, exact title, normalised title, or the manager's choice. */
export type SurveyMatchedBy = 'code' | 'title' | 'normalised' | 'choice';

/** A column matched to a competency. */
export interface SurveyColumn {
  header: string;
  /** The grid question the column belongs to, null for a plain question. */
  group: string | null;
  competencyUuid: string;
  code: string | null;
  title: string;
  matchedBy: SurveyMatchedBy;
}

/** An answer text matched to no expertise level, with how often it occurs in that column. */
export interface SurveyUnmatchedAnswer {
  header: string;
  answer: string;
  count: number;
}

/** The result of matching a survey table to a version. */
export interface SurveyMatch {
  /** Columns matched to a competency, in file order. */
  columns: SurveyColumn[];
  /** Grid rows, and plain columns answered only with levels, that match no competency: the manager chooses. */
  unmatchedColumns: string[];
  /** Answers of matched columns that are neither a level nor 'not applicable'; left out of the figures. */
  unmatchedAnswers: SurveyUnmatchedAnswer[];
  /** Every other column (timestamps, 'Career stage', columns the manager chose to leave out): usable to split. */
  otherColumns: string[];
  /** Each distinct answer of the matched columns → its rating; null is 'not applicable'. */
  answerRatings: Record<string, number | null>;
  /** The version's level ratings above 'not applicable', ascending: the keys of every `counts`. */
  ratings: number[];
}

/**
 * A manager's choices for columns: header → competency uuid, or null to leave the column out.
 * A choice naming a competency that is not in the version is ignored: the column is matched as without it.
 */
export type SurveyChoices = Readonly<Record<string, string | null>>;

/**
 * Text for comparison: Unicode NFKC, lower case, curly quotes and dashes as plain ones, punctuation
 * dropped, runs of spaces as one.
 */
export function normaliseSurveyText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const NOT_APPLICABLE = new Set(['', 'n a', 'na', 'not applicable', 'none']);
const LEVEL_NUMBER = /^(?:level\s*)?(\d+)(?:\W.*)?$/is;

/**
 * Reads one answer as an expertise level.
 * Order: blank, 'N/A', 'NA', 'Not applicable' and 'None' → not applicable; the title of a level (exact, then
 * normalised) → its rating (a level rated 0 is 'not applicable'); 'Level N…' or 'N…' (a number, then
 * anything after a non-word character: 'Level 3 (most advanced)') → N when the version has a level rated N.
 * @returns the rating, null for not applicable, undefined when the answer matches no level
 */
export function surveyAnswerRating(
  answer: string,
  levels: SurveyVersion['levels'],
): number | null | undefined {
  const trimmed = answer.trim();
  const normal = normaliseSurveyText(trimmed);
  const byTitle =
    levels.find((l) => l.title.trim() === trimmed) ??
    levels.find((l) => normaliseSurveyText(l.title) === normal);
  if (byTitle) return byTitle.rating > 0 ? byTitle.rating : null;
  if (NOT_APPLICABLE.has(normal)) return null;
  const numbered = LEVEL_NUMBER.exec(trimmed);
  if (numbered) {
    const rating = Number(numbered[1]);
    if (rating === 0) return null;
    if (levels.some((l) => l.rating === rating)) return rating;
  }
  return undefined;
}

type Competency = SurveyVersion['competencies'][number];

/**
 * A code at the start of a label, followed by the end, ':', ')', '-', or (for a code with a digit: 'A3 …',
 * '1.2 …') a space or a '.' not followed by a digit ('1' is not the code of '1.2 …').
 */
function codeAt(label: string, code: string): boolean {
  if (!label.toLowerCase().startsWith(code.toLowerCase())) return false;
  const rest = label.slice(code.length);
  if (rest === '' || /^\s*[:)\-–—]/.test(rest)) return true;
  return /\d/.test(code) && (/^\s/.test(rest) || /^\.(?!\d)/.test(rest));
}

/** A code-shaped start of a label ('A3: ', '1.2. '), dropped when comparing titles. */
const CODE_PREFIX = /^[A-Za-z]{0,2}\d+(?:\.\d+)*\s*[:.)\-–—]\s*/;

function matchLabel(
  label: string,
  competencies: readonly Competency[],
): { competency: Competency; by: SurveyMatchedBy } | null {
  const coded = competencies
    .filter((c) => c.code?.trim() && codeAt(label, c.code.trim()))
    .sort((a, b) => (b.code?.length ?? 0) - (a.code?.length ?? 0));
  if (coded[0]) return { competency: coded[0], by: 'code' };
  const labels = [...new Set([label, label.replace(CODE_PREFIX, '').trim()])].filter((l) => l !== '');
  for (const l of labels) {
    const exact = competencies.find((c) => c.title.trim() === l);
    if (exact) return { competency: exact, by: 'title' };
  }
  for (const l of labels) {
    const normal = normaliseSurveyText(l);
    const close = normal && competencies.find((c) => normaliseSurveyText(c.title) === normal);
    if (close) return { competency: close, by: 'normalised' };
  }
  return null;
}

const PRIORITY: Record<SurveyMatchedBy, number> = { choice: 0, code: 1, title: 2, normalised: 3 };

/**
 * Matches a survey table to a version's competencies and expertise levels.
 * A column's label is its grid row ('Question [Row]') or its whole header. Matching, in order: the manager's
 * choice (null leaves the column out); a competency code at the start of the label (the longest code wins:
 * 'A3: …', '1.2 …'); a title, exactly, then normalised (`normaliseSurveyText`), each tried on the label and
 * on the label without a code-shaped start ('A3: ', '1.2 ') for frameworks without codes. A grid column that
 * matches nothing is unmatched; so is a plain column whose non-blank answers are all levels (not only bare
 * numbers, which an ID column holds); other plain columns are 'other' columns. One answer per respondent and
 * competency: when two columns of the same grid question match one competency, the stronger match keeps it
 * (choice, code, title, normalised; then file order) and the other column is unmatched.
 * Answers are read with `surveyAnswerRating`.
 * @param table the parsed file; @param version the competencies and levels; @param choices the manager's choices
 */
export function matchSurvey(
  table: SurveyTable,
  version: SurveyVersion,
  choices: SurveyChoices = {},
): SurveyMatch {
  const byUuid = new Map(version.competencies.map((c) => [c.uuid, c]));
  const found = table.headers.map((header, index) => {
    const { group, label } = splitSurveyHeader(header);
    const choice = Object.hasOwn(choices, header) ? choices[header] : undefined;
    const chosen = choice ? byUuid.get(choice) : undefined;
    const hit = chosen
      ? { competency: chosen, by: 'choice' as const }
      : matchLabel(label, version.competencies);
    return { header, index, group, left: choice === null, hit: choice === null ? null : hit };
  });
  const winner = new Map<string, number>();
  for (const f of [...found].sort(
    (a, b) => PRIORITY[a.hit?.by ?? 'normalised'] - PRIORITY[b.hit?.by ?? 'normalised'] || a.index - b.index,
  )) {
    const key = f.hit && `${f.group ?? ''}\u0000${f.hit.competency.uuid}`;
    if (key && !winner.has(key)) winner.set(key, f.index);
  }
  const match: SurveyMatch = {
    columns: [],
    unmatchedColumns: [],
    unmatchedAnswers: [],
    otherColumns: [],
    answerRatings: {},
    ratings: [...new Set(version.levels.map((l) => l.rating).filter((r) => r > 0))].sort((a, b) => a - b),
  };
  for (const { header, index, group, left, hit } of found) {
    const answers = table.rows.map((r) => r[index] ?? '');
    if (left || (!hit && group === null && !answeredWithLevels(answers, version.levels))) {
      match.otherColumns.push(header);
    } else if (!hit || winner.get(`${group ?? ''}\u0000${hit.competency.uuid}`) !== index) {
      match.unmatchedColumns.push(header);
    } else {
      match.columns.push({
        header,
        group,
        competencyUuid: hit.competency.uuid,
        code: hit.competency.code?.trim() || null,
        title: hit.competency.title,
        matchedBy: hit.by,
      });
      readAnswers(header, answers, version.levels, match);
    }
  }
  return match;
}

function readAnswers(
  header: string,
  answers: readonly string[],
  levels: SurveyVersion['levels'],
  match: SurveyMatch,
): void {
  const unknown = new Map<string, number>();
  for (const answer of answers.map((a) => a.trim())) {
    // An answer read before has the same rating: each distinct answer is read once (1,000 × 200 in < 1 s).
    if (Object.hasOwn(match.answerRatings, answer)) continue;
    const rating = unknown.has(answer) ? undefined : surveyAnswerRating(answer, levels);
    if (rating === undefined) unknown.set(answer, (unknown.get(answer) ?? 0) + 1);
    else match.answerRatings[answer] = rating;
  }
  for (const [answer, count] of unknown) match.unmatchedAnswers.push({ header, answer, count });
}

function answeredWithLevels(answers: readonly string[], levels: SurveyVersion['levels']): boolean {
  const given = answers.map((a) => a.trim()).filter((a) => a !== '');
  return (
    given.some((a) => !/^\d+$/.test(a)) && given.every((a) => surveyAnswerRating(a, levels) !== undefined)
  );
}
