/**
 * Moodle competency framework CSV (issue #9 §2): the format of Moodle's 'Import competency framework'
 * (admin tool `tool_lpimportcsv`): a header row, one row for the framework (`Is framework` = 1, with
 * Moodle's default 'Competence scale' as scale, and the taxonomy of its three levels), then one row per
 * domain, competency and attribute, each naming its parent's ID number. A domain's or competency's ID
 * number is its code (CASE `humanCodingScheme`, issue #21 §4), read back by moodle-import.ts; an item
 * without a code, or whose code another item shares (Moodle wants ID numbers unique in a framework),
 * and every attribute carry their lineage uuid. Short names are cut to Moodle's 100 characters, the full
 * text stays in Description. Archived items are left out.
 */
import { withoutArchived } from '@hub/domain';
import Papa from 'papaparse';
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
  row('', frameworkId, `${fw.title} ${model.version.number}`, {
    Description: fw.description || `${fw.title} ${model.version.number}`,
    'Scale values': SCALE_VALUES,
    'Scale configuration': SCALE_CONFIGURATION,
    'Is framework': '1',
    Taxonomy: 'domain,competency,indicator',
  });
  const domains = withoutArchived(model.domains);
  const uses = new Map<string, number>([[frameworkId, 1]]);
  const count = (code: string | null) => code && uses.set(code, (uses.get(code) ?? 0) + 1);
  for (const d of domains) {
    count(d.code);
    for (const c of d.competencies) count(c.code);
  }
  const idNumber = (item: { uuid: string; code: string | null }) =>
    item.code && uses.get(item.code) === 1 ? item.code : item.uuid;
  for (const d of domains) {
    const domainId = idNumber(d);
    row('', domainId, d.title);
    for (const c of d.competencies) {
      const competencyId = idNumber(c);
      row(domainId, competencyId, c.code ? `${c.code} ${c.title}` : c.title, { Description: c.title });
      for (const a of c.attributes) {
        row(competencyId, a.uuid, `${a.attributeType.title}: ${a.title}`, { Description: a.title });
      }
    }
  }
  return `${Papa.unparse({ fields: [...MOODLE_COLUMNS], data: rows }, { quotes: true, newline: '\r\n' })}\r\n`;
}
