/**
 * Moodle competency framework CSV (docs/features/interchange-files.md §1): the format of Moodle's 'Import competency framework'
 * (admin tool `tool_lpimportcsv`): a header row, one row for the framework (`Is framework` = 1, with the
 * framework's expertise levels as its scale, and the taxonomy of its three levels), then one row per
 * domain, competency and attribute, each naming its parent's ID number. Every item's ID number (Moodle's
 * `idnumber`) is its lineage uuid, so a Moodle round trip keeps identity (ADR 0042); a domain's or
 * competency's code leads its Short name ('1.2 Title'), an attribute's type leads its Short name
 * ('Knowledge: …'), both read back by moodle-import.ts. The expertise levels are the framework row's
 * `Scale values` (titles, lowest rating first) and `Scale configuration` (Moodle's entries with the hub's
 * rating level and level uuid added); a framework without levels gets Moodle's default 'Competence scale'.
 * Short names are cut to Moodle's 100 characters, the full text stays in Description. Archived items are
 * left out. Cells are written by the one CSV writer (`writeCsv`: formula cells neutralised).
 */
import { withoutArchived, writeCsv } from '@hub/domain';
import type { VersionContentModel } from '../frameworks/index.js';

export const MOODLE_COLUMNS = [
  'Parent ID number',
  'ID number',
  'Short name',
  'Description',
  'Description format',
  'Scale values',
  'Scale configuration',
  'Rule type (optional)',
  'Rule outcome (optional)',
  'Rule config (optional)',
  'Cross-referenced competency ID numbers',
  'Exported ID (optional)',
  'Is framework',
  'Taxonomy',
] as const;

/** Moodle's default scale ('Competence scale', id 2) with 'Competent' as default and proficient value. */
const SCALE_VALUES = 'Not yet competent,Competent';
const SCALE_CONFIGURATION = '[{"scaleid":"2"},{"id":2,"scaledefault":1,"proficient":1}]';
const SHORT_NAME_MAX = 100;
/** Moodle's description format 'plain text' is 2; 1 is HTML. Titles are plain text. */
const PLAIN_TEXT = '2';

const shortName = (text: string) =>
  text.length <= SHORT_NAME_MAX ? text : `${text.slice(0, SHORT_NAME_MAX - 1).trimEnd()}…`;

/** One entry of Moodle's scale configuration, with the hub's level identity added (Moodle ignores it). */
export interface MoodleScaleEntry {
  id: number;
  scaledefault: 0 | 1;
  proficient: 0 | 1;
  /** The expertise level's rating level and uuid (this hub's export only). */
  rating?: number;
  uuid?: string;
}

/**
 * The framework row's scale: the expertise levels (lowest rating first) as Moodle's scale values and
 * configuration; the lowest level is Moodle's default, the highest its proficient value.
 * @returns Moodle's default 'Competence scale' when there are no levels
 */
function scaleOf(levels: VersionContentModel['expertiseLevels']): { values: string; configuration: string } {
  if (levels.length === 0) return { values: SCALE_VALUES, configuration: SCALE_CONFIGURATION };
  const sorted = [...levels].sort((a, b) => a.ratingLevel - b.ratingLevel);
  const entries: MoodleScaleEntry[] = sorted.map((l, i) => ({
    id: i + 1,
    scaledefault: i === 0 ? 1 : 0,
    proficient: i === sorted.length - 1 ? 1 : 0,
    rating: l.ratingLevel,
    uuid: l.uuid,
  }));
  return {
    // Moodle separates scale values with commas: a comma in a title would split it.
    values: sorted.map((l) => l.title.replace(/,/g, ';')).join(','),
    configuration: JSON.stringify([{ scaleid: '' }, ...entries]),
  };
}

/**
 * Builds the Moodle CSV of one released version.
 * @returns CSV text (comma separated, every field quoted, CRLF line ends as Moodle's export writes)
 */
export function buildMoodleCsv(model: VersionContentModel): string {
  const fw = model.detail.framework;
  const frameworkId = `${fw.machineName}-${model.version.number}`;
  const rows: string[][] = [];
  const row = (
    parent: string,
    id: string,
    title: string,
    extra: Partial<Record<(typeof MOODLE_COLUMNS)[number], string>> = {},
  ) => {
    const values: Record<string, string> = {
      'Parent ID number': parent,
      'ID number': id,
      'Short name': shortName(title),
      Description: title,
      'Description format': PLAIN_TEXT,
      ...extra,
    };
    rows.push(MOODLE_COLUMNS.map((c) => values[c] ?? ''));
  };
  const scale = scaleOf(model.expertiseLevels);
  row('', frameworkId, `${fw.title} ${model.version.number}`, {
    Description: fw.description || `${fw.title} ${model.version.number}`,
    'Scale values': scale.values,
    'Scale configuration': scale.configuration,
    'Is framework': '1',
    Taxonomy: 'domain,competency,indicator',
  });
  const withCode = (item: { code: string | null; title: string }) =>
    item.code ? `${item.code} ${item.title}` : item.title;
  for (const d of withoutArchived(model.domains)) {
    row('', d.uuid, withCode(d), { Description: d.title });
    for (const c of d.competencies) {
      row(d.uuid, c.uuid, withCode(c), { Description: c.title });
      for (const a of c.attributes) {
        row(c.uuid, a.uuid, `${a.attributeType.title}: ${a.title}`, { Description: a.title });
      }
    }
  }
  return `${writeCsv(MOODLE_COLUMNS, rows, { quoteAll: true })}\r\n`;
}
