/**
 * Reads a Moodle competency framework CSV (the format moodle.ts writes and Moodle's tool_lpimportcsv
 * exports; issue #21 §4) back into a tree for a draft import: the framework row (`Is framework` = 1) is
 * skipped; a row without a parent ID number is a domain, its children competencies, theirs attributes.
 * An ID number that is a uuid is the item's lineage uuid; any other ID number of a domain or competency is
 * its code (CASE `humanCodingScheme`), by which draft-import.ts matches it. The title is the plain
 * Description (the Short name when it is empty); an attribute's type is the Short name's prefix that this
 * hub's export writes ('Knowledge: …'), else left as it is.
 */
import Papa from 'papaparse';
import { type ImportProblem, ImportValidationError } from '../../db/seed/importer.js';
import { stripTags } from '../../lib/sanitize.js';
import type { ImportNode, ImportTree } from './draft-import-types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ROWS = 20_000;

/** The attribute type this hub's export put before the title in the short name, or ''. */
function typeOf(shortName: string, title: string): string {
  const colon = shortName.indexOf(': ');
  if (colon <= 0) return '';
  const rest = shortName.slice(colon + 2).replace(/…$/, '');
  return rest.length > 0 && title.startsWith(rest) ? shortName.slice(0, colon) : '';
}

/**
 * Parses a Moodle competency framework CSV.
 * @returns the tree to import (no expertise levels or relations: Moodle's scale is not the hub's levels)
 * @throws ImportValidationError (paths 'file' or 'row N') for a missing column, an empty or duplicate ID
 *   number, an unknown parent or more than three levels
 */
export function readMoodleCsv(text: string): ImportTree {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
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
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    if ((record['Is framework'] ?? '').trim() === '1') return;
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
    if (!title) problems.push({ path: `row ${row}`, message: 'no short name or description' });
    const uuid = UUID.test(id) ? id.toLowerCase() : null;
    nodes.set(id, {
      row,
      parent: (record['Parent ID number'] ?? '').trim(),
      node: {
        uuid,
        code: uuid ? null : id,
        title,
        itemType: typeOf(shortName, title),
        archived: false,
        children: [],
      },
    });
    order.push(id);
  });

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
  // Codes are only meaningful for domains and competencies.
  for (const d of domains) for (const c of d.children) for (const a of c.children) a.code = null;
  return { domains, expertiseLevels: [], relations: [] };
}
