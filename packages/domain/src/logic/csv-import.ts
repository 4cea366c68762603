/**
 * The managers' CSV import (issue #9 §2): reads an export CSV (the Export page's file, uuids included)
 * against the framework's draft and plans the draft's new tree, or says what is wrong with row numbers.
 * Rows are matched by uuid (row ids are ignored: they belong to the version that was exported); a row
 * without a uuid adds an item. An import never deletes: a visible draft item missing from the file is
 * refused (archive it instead), as are unknown uuids, uuids of another kind, an item under two parents,
 * attributes without a competency, blank titles, titles over MAX_TITLE_LENGTH characters or with control
 * characters (raw or encoded, issue #22 §4) and unknown attribute types. Pure: the service applies it.
 */
import { MAX_TITLE_LENGTH } from '../constants/index.js';
import type { ContentDomain } from '../schemas/content-tree.js';
import type { ParsedCsv } from './export-csv.js';
import { hasControlCharacter } from './text-rules.js';

/** Columns an import needs (ID columns and reference profile columns may be present and are ignored). */
export const CSV_IMPORT_COLUMNS = [
  'Domain UUID',
  'Domain',
  'Competency UUID',
  'Competency',
  'Attribute UUID',
  'Attribute type',
  'Attribute',
] as const;

export interface PlannedAttribute {
  uuid: string | null;
  title: string;
  attributeType: string;
}
export interface PlannedCompetency {
  uuid: string | null;
  title: string;
  attributes: PlannedAttribute[];
}
export interface PlannedDomain {
  uuid: string | null;
  title: string;
  competencies: PlannedCompetency[];
}

/** A problem of the file: `row` is the 1-based row of the file (the header is row 1), null for the file. */
export interface CsvImportIssue {
  row: number | null;
  message: string;
}

/**
 * Plans the draft's visible tree from a parsed CSV.
 * @param csv the parsed file (parseExportCsv); @param draft the draft's tree (archived nodes included)
 * @param attributeTypes the framework's attribute type titles
 * @param clean turns a cell into plain text (tags stripped, trimmed)
 * @param coreDomainUuids for an extension, the (lower-case) uuids of its core version's domains: their
 *   rows are in its export (ADR 0045) and are skipped, whatever they say
 * @returns the planned domains in file order, or the issues (never both)
 */
export function planCsvImport(
  csv: ParsedCsv,
  draft: readonly ContentDomain[],
  attributeTypes: readonly string[],
  clean: (text: string) => string = (t) => t.trim(),
  coreDomainUuids: ReadonlySet<string> = new Set(),
): { domains: PlannedDomain[]; issues: CsvImportIssue[] } {
  const issues: CsvImportIssue[] = csv.errors.map((e) => ({ row: e.row, message: e.message }));
  const column = new Map(csv.headers.map((h, i) => [h, i]));
  const missing = CSV_IMPORT_COLUMNS.filter((c) => !column.has(c));
  if (missing.length > 0) {
    issues.push({
      row: 1,
      message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. Export the framework again with the identifier columns ticked.`,
    });
    return { domains: [], issues };
  }
  const kinds = new Map<
    string,
    { kind: 'domain' | 'competency' | 'attribute'; archived: boolean; title: string }
  >();
  for (const d of draft) {
    kinds.set(d.uuid, { kind: 'domain', archived: d.archived, title: d.title });
    for (const c of d.competencies) {
      kinds.set(c.uuid, { kind: 'competency', archived: c.archived || d.archived, title: c.title });
      for (const a of c.attributes) {
        kinds.set(a.uuid, {
          kind: 'attribute',
          archived: a.archived || c.archived || d.archived,
          title: a.title,
        });
      }
    }
  }
  const types = new Map(attributeTypes.map((t) => [t.toLowerCase(), t]));
  const domains: PlannedDomain[] = [];
  const domainByKey = new Map<string, PlannedDomain>();
  const competencyByKey = new Map<string, { node: PlannedCompetency; domainKey: string }>();
  const attributesSeen = new Set<string>();
  const cell = (row: string[], name: (typeof CSV_IMPORT_COLUMNS)[number]) =>
    row[column.get(name) as number] ?? '';

  /** Checks a uuid cell: '' (new item) or a uuid of this kind in the draft, not archived. */
  const known = (
    uuid: string,
    kind: 'domain' | 'competency' | 'attribute',
    row: number,
    label: string,
  ): boolean => {
    const found = kinds.get(uuid.toLowerCase());
    if (!found) issues.push({ row, message: `${label} "${uuid}" is not in the draft` });
    else if (found.kind !== kind) {
      const an = (k: string) => (k === 'attribute' ? `an ${k}` : `a ${k}`);
      issues.push({ row, message: `${label} "${uuid}" is ${an(found.kind)}, not ${an(kind)}` });
    } else if (found.archived) {
      issues.push({
        row,
        message: `${label} "${uuid}" (${found.title}) is archived in the draft: restore it first`,
      });
    } else return true;
    return false;
  };

  csv.rows.forEach((row, index) => {
    const line = index + 2;
    // Every cell: no control characters; titles within the limit every other write path has.
    let refused = false;
    for (const name of CSV_IMPORT_COLUMNS) {
      const value = cell(row, name);
      if (hasControlCharacter(value)) {
        issues.push({ row: line, message: `${name}: must not contain control characters` });
        refused = true;
      } else if (value.length > MAX_TITLE_LENGTH) {
        issues.push({ row: line, message: `${name}: use at most ${MAX_TITLE_LENGTH} characters` });
        refused = true;
      }
    }
    if (refused) return;
    const domainUuid = cell(row, 'Domain UUID').trim().toLowerCase();
    // A row of the core version an extension builds on: exported with it, never the draft's to change.
    if (domainUuid && coreDomainUuids.has(domainUuid)) return;
    const domainTitle = clean(cell(row, 'Domain'));
    const competencyUuid = cell(row, 'Competency UUID').trim().toLowerCase();
    const competencyTitle = clean(cell(row, 'Competency'));
    const attributeUuid = cell(row, 'Attribute UUID').trim().toLowerCase();
    const typeCell = clean(cell(row, 'Attribute type'));
    const attributeTitle = clean(cell(row, 'Attribute'));
    if (!domainTitle) issues.push({ row: line, message: 'Domain: enter a title' });
    if (domainUuid && !known(domainUuid, 'domain', line, 'Domain UUID')) return;
    if (!domainTitle) return;
    const domainKey = domainUuid || `new:${domainTitle}`;
    let domain = domainByKey.get(domainKey);
    if (!domain) {
      domain = { uuid: domainUuid || null, title: domainTitle, competencies: [] };
      domainByKey.set(domainKey, domain);
      domains.push(domain);
    } else if (domain.title !== domainTitle) {
      issues.push({
        row: line,
        message: `Domain: "${domainTitle}" differs from "${domain.title}" given earlier for the same domain`,
      });
    }

    const hasAttribute = Boolean(attributeUuid || typeCell || attributeTitle);
    if (!competencyTitle && !competencyUuid) {
      issues.push({
        row: line,
        message: hasAttribute
          ? 'Attribute without a competency: fill in the competency'
          : 'Competency: enter a title',
      });
      return;
    }
    if (!competencyTitle) {
      issues.push({ row: line, message: 'Competency: enter a title' });
      return;
    }
    if (competencyUuid && !known(competencyUuid, 'competency', line, 'Competency UUID')) return;
    const competencyKey = competencyUuid || `new:${domainKey}:${competencyTitle}`;
    let competency = competencyByKey.get(competencyKey);
    if (!competency) {
      competency = {
        node: { uuid: competencyUuid || null, title: competencyTitle, attributes: [] },
        domainKey,
      };
      competencyByKey.set(competencyKey, competency);
      domain.competencies.push(competency.node);
    } else if (competency.domainKey !== domainKey) {
      issues.push({ row: line, message: `Competency "${competencyTitle}" appears under two domains` });
      return;
    } else if (competency.node.title !== competencyTitle) {
      issues.push({
        row: line,
        message: `Competency: "${competencyTitle}" differs from "${competency.node.title}" given earlier for the same competency`,
      });
    }

    if (!hasAttribute) return;
    if (attributeUuid && !known(attributeUuid, 'attribute', line, 'Attribute UUID')) return;
    if (attributeUuid && attributesSeen.has(attributeUuid)) {
      issues.push({ row: line, message: `Attribute UUID "${attributeUuid}" is used by an earlier row` });
      return;
    }
    const type = types.get(typeCell.toLowerCase());
    if (!type) {
      issues.push({
        row: line,
        message: `Attribute type: "${typeCell}" is not one of ${attributeTypes.join(', ') || "the framework's types (it has none)"}`,
      });
      return;
    }
    if (!attributeTitle) {
      issues.push({ row: line, message: 'Attribute: enter a title' });
      return;
    }
    if (attributeUuid) attributesSeen.add(attributeUuid);
    competency.node.attributes.push({
      uuid: attributeUuid || null,
      title: attributeTitle,
      attributeType: type,
    });
  });

  // An import never deletes: every visible draft item must be in the file.
  const inFile = new Set<string>([...domainByKey.keys(), ...competencyByKey.keys(), ...attributesSeen]);
  for (const d of draft) {
    if (d.archived) continue;
    const lost = (kind: string, title: string, uuid: string) =>
      issues.push({
        row: null,
        message: `The file leaves out the ${kind} "${title}" (${uuid}): an import never deletes; archive it in the draft instead`,
      });
    if (!inFile.has(d.uuid)) lost('domain', d.title, d.uuid);
    for (const c of d.competencies) {
      if (c.archived) continue;
      if (!inFile.has(c.uuid)) lost('competency', c.title, c.uuid);
      for (const a of c.attributes)
        if (!a.archived && !inFile.has(a.uuid)) lost('attribute', a.title, a.uuid);
    }
  }
  if (csv.rows.length === 0) issues.push({ row: null, message: 'The file has no rows below its header' });
  return issues.length > 0 ? { domains: [], issues } : { domains, issues };
}
