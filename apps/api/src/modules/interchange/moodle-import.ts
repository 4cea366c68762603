/**
 * Reads a Moodle competency framework CSV (the format moodle.ts writes and Moodle's tool_lpimportcsv
 * exports; docs/features/curation.md §5) back into a tree for a draft import: the framework row (`Is framework` = 1) gives
 * the expertise levels when it carries this hub's scale (moodle.ts); a row without a parent ID number is a
 * domain, its children competencies, theirs attributes. An ID number that is a uuid is the item's lineage
 * uuid (ADR 0042); any other ID number of a domain or competency is its code (CASE `humanCodingScheme`),
 * by which draft-import.ts matches it. A Short name '{code} {title}' gives a domain's or competency's code
 * too; a Short name edited in Moodle apart from its Description renames the item (ADR 0065). The title is the plain Description (the Short name when it is empty); an attribute's type is the
 * Short name's prefix that this hub's export writes ('Knowledge: …'), else left as it is. Cells are
 * formula-unescaped (`unescapeCsvCell`); titles, codes and types follow the one content text rule (ADR
 * 0041).
 */
import { type ContentTextField, contentTextProblem, unescapeCsvCell } from '@hub/domain';
import { yieldToEventLoop } from '../../db/content-writer.js';
import { type ImportProblem, ImportValidationError } from '../../db/seed/importer.js';
import { parseCsvInTurns } from '../../lib/csv-in-turns.js';
import { stripTags } from '../../lib/sanitize.js';
import type { ImportNode, ImportTree } from '../curation/index.js';
import type { MoodleScaleEntry } from './moodle.js';

/** The cells the reader looks at (only these are unescaped: a whole-file transform slows Papa fourfold). */
const READ_COLUMNS = [
  'Parent ID number',
  'ID number',
  'Short name',
  'Description',
  'Scale values',
  'Scale configuration',
  'Is framework',
] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ROWS = 20_000;
const ROWS_PER_TURN = 1_000;

/** The attribute type this hub's export put before the title in the short name, or ''. */
function typeOf(shortName: string, title: string): string {
  const colon = shortName.indexOf(': ');
  if (colon <= 0) return '';
  const rest = shortName.slice(colon + 2).replace(/…$/, '');
  return rest.length > 0 && title.startsWith(rest) ? shortName.slice(0, colon) : '';
}

/** The code this hub's export put before a domain's or competency's title in the short name, or null. */
function codeOf(shortName: string, title: string): string | null {
  const space = shortName.indexOf(' ');
  if (space <= 0) return null;
  const rest = shortName.slice(space + 1).replace(/…$/, '');
  return rest.length > 0 && title.startsWith(rest) && shortName !== title ? shortName.slice(0, space) : null;
}

/**
 * The Short name when it was edited apart from the Description (ADR 0065): not the Description, its cut,
 * or the Description led by a code or an attribute type as this hub's export writes it; undefined
 * otherwise, and for a cut Short name (its full text is unknown) or one breaking the text rule.
 */
function editedShortName(shortName: string, title: string): string | undefined {
  if (!shortName || shortName === title || shortName.endsWith('…')) return undefined;
  if (codeOf(shortName, title) !== null || typeOf(shortName, title) !== '') return undefined;
  return contentTextProblem('title', shortName) === null ? shortName : undefined;
}

/** The expertise levels of this hub's scale on the framework row (rating and uuid in each entry), or []. */
function levelsOf(record: Record<string, string>): ImportTree['expertiseLevels'] {
  const titles = (record['Scale values'] ?? '').split(',').map((t) => stripTags(t));
  let entries: Partial<MoodleScaleEntry>[];
  try {
    const parsed: unknown = JSON.parse(record['Scale configuration'] || '[]');
    entries = Array.isArray(parsed) ? (parsed.slice(1) as Partial<MoodleScaleEntry>[]) : [];
  } catch {
    return [];
  }
  const levels: ImportTree['expertiseLevels'] = [];
  for (const entry of entries) {
    const title = typeof entry.id === 'number' ? titles[entry.id - 1] : undefined;
    const rating = entry.rating;
    if (!title || typeof rating !== 'number' || !Number.isInteger(rating) || rating < 0 || rating > 100)
      continue;
    if (typeof entry.uuid !== 'string' || !UUID.test(entry.uuid)) continue;
    levels.push({ uuid: entry.uuid.toLowerCase(), title, description: '', ratingLevel: rating });
  }
  return levels;
}

/**
 * Parses a Moodle competency framework CSV, giving the event loop a turn every ROWS_PER_TURN rows.
 * @returns the tree to import: the expertise levels of this hub's scale (none from another Moodle scale),
 *   no relations
 * @throws ImportValidationError (paths 'file' or 'row N') for a missing column, an empty or duplicate ID
 *   number, an unknown parent or more than three levels
 */
export async function readMoodleCsv(text: string): Promise<ImportTree> {
  const parsed = await parseCsvInTurns<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const problems: ImportProblem[] = [];
  const fields = parsed.meta.fields ?? [];
  for (const column of ['Parent ID number', 'ID number', 'Short name', 'Description']) {
    if (!fields.includes(column)) problems.push({ path: 'file', message: `no "${column}" column` });
  }
  if (parsed.data.length > MAX_ROWS) {
    problems.push({ path: 'file', message: `at most ${MAX_ROWS} rows can be imported at once` });
  }
  if (problems.length > 0) throw new ImportValidationError(problems);

  const nodes = new Map<string, { row: number; parent: string; node: ImportNode }>();
  const order: string[] = [];
  let expertiseLevels: ImportTree['expertiseLevels'] = [];
  /** The one content text rule (ADR 0041): a problem on `row` when the text breaks it. */
  const rule = (field: ContentTextField, text: string, row: number, column: string) => {
    const problem = contentTextProblem(field, text);
    if (problem) problems.push({ path: `row ${row}`, message: `${column}: ${problem}` });
    return problem === null;
  };
  const readRow = (record: Record<string, string>, index: number) => {
    const row = index + 2;
    // Formula cells were written with a leading quote (writeCsv): take it off the cells read.
    for (const column of READ_COLUMNS) {
      const value = record[column];
      if (value !== undefined) record[column] = unescapeCsvCell(value);
    }
    if ((record['Is framework'] ?? '').trim() === '1') {
      expertiseLevels = levelsOf(record);
      for (const l of expertiseLevels) rule('title', l.title, row, 'Scale values');
      return;
    }
    const id = (record['ID number'] ?? '').trim();
    if (!id) {
      problems.push({ path: `row ${row}`, message: 'the ID number is empty' });
      return;
    }
    if (nodes.has(id)) {
      problems.push({
        path: `row ${row}`,
        message: `the ID number "${id}" is also on row ${nodes.get(id)?.row}`,
      });
      return;
    }
    const shortName = stripTags(record['Short name'] ?? '');
    const title = stripTags(record.Description ?? '') || shortName;
    rule('title', title, row, 'Description');
    const uuid = UUID.test(id) ? id.toLowerCase() : null;
    const itemType = typeOf(shortName, title);
    if (itemType) rule('title', itemType, row, 'Short name (the attribute type before the colon)');
    // A uuid ID number: the code is the Short name's prefix, or unsaid (a matched item keeps its own).
    const code = uuid ? (itemType ? null : (codeOf(shortName, title) ?? undefined)) : id;
    if (code) rule('code', code, row, uuid ? 'Short name (the code before the title)' : 'ID number');
    // A Short name edited in Moodle: the merge takes it when the Description is as the item was.
    const shortTitle = record.Description?.trim() ? editedShortName(shortName, title) : undefined;
    nodes.set(id, {
      row,
      parent: (record['Parent ID number'] ?? '').trim(),
      node: {
        uuid,
        code,
        title,
        itemType,
        archived: false,
        children: [],
        ...(shortTitle ? { shortTitle } : {}),
      },
    });
    order.push(id);
  };
  for (let index = 0; index < parsed.data.length; index++) {
    readRow(parsed.data[index] as Record<string, string>, index);
    // The event loop gets a turn every ROWS_PER_TURN rows (ADR 0039, ADR 0041).
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await yieldToEventLoop();
  }

  const domains: ImportNode[] = [];
  const depth = (id: string): number => {
    let levels = 1;
    for (let p = nodes.get(id)?.parent; p; p = nodes.get(p)?.parent) {
      if (++levels > 4) break;
    }
    return levels;
  };
  for (const id of order) {
    const entry = nodes.get(id) as { row: number; parent: string; node: ImportNode };
    if (!entry.parent) {
      domains.push(entry.node);
      continue;
    }
    const parent = nodes.get(entry.parent);
    if (!parent) {
      problems.push({
        path: `row ${entry.row}`,
        message: `no row has the parent ID number "${entry.parent}"`,
      });
    } else if (depth(id) > 3) {
      problems.push({
        path: `row ${entry.row}`,
        message: 'nested more than three levels deep; the hub has three (domain → competency → attribute)',
      });
    } else {
      parent.node.children.push(entry.node);
    }
  }
  if (domains.length === 0 && problems.length === 0) {
    problems.push({ path: 'file', message: 'the file has no competencies' });
  }
  if (problems.length > 0) throw new ImportValidationError(problems.slice(0, 100));
  // Codes are only meaningful for domains and competencies; an attribute's edited Short name keeps the
  // type before its colon as it was (the title is what follows).
  for (const d of domains) {
    for (const c of d.children) {
      for (const a of c.children) {
        a.code = null;
        const colon = a.shortTitle?.indexOf(': ') ?? -1;
        if (a.shortTitle && colon > 0) a.shortTitle = a.shortTitle.slice(colon + 2);
      }
    }
  }
  return { domains, expertiseLevels, relations: [] };
}
