/**
 * The managers' CSV import (docs/features/interchange-files.md §1): reads an export CSV (the Export page's file, uuids included)
 * against the framework's draft and plans the draft's new tree, or says what is wrong with row numbers.
 * Rows are matched by uuid (row ids are ignored: they belong to the version that was exported); a row
 * without a uuid adds an item, and so does a row whose uuid the draft does not hold (it keeps that
 * uuid, so an export imported into an empty draft keeps its identities; ADR 0042; the service refuses a
 * uuid of another framework). The optional code columns set codes (without them, or when the rows of one
 * item disagree, its code stays); an
 * attribute type the framework lacks is added, and so are the expertise levels of the level columns that the
 * framework lacks (ADR 0067; the service adds them). An import never deletes: a visible draft item missing
 * from the file is refused (archive it instead), as are uuids of another kind, an item under two parents,
 * attributes without a competency, and titles, codes and types that break the one content text rule
 * (ADR 0041: blank, too long, a line break, control characters raw or encoded). Pure: the service
 * applies it. The level columns are read by csv-import-levels.ts, the uuid cells checked by csv-import-uuids.ts.
 */
import type { ContentDomain } from '../schemas/content-tree.js';
import { EXPORT_GROUP_COLUMN } from '../schemas/export-constants.js';
import { type ContentTextField, contentTextProblem } from './content-text.js';
import { expertiseLevelReader, type PlannedLevel } from './csv-import-levels.js';
import { leftOutOfFile, uuidChecker } from './csv-import-uuids.js';
import type { ParsedCsv } from './export-csv.js';
import { hasControlCharacter } from './text-rules.js';

export type { PlannedLevel } from './csv-import-levels.js';

/** Code columns an import reads when present (absent: the draft's codes stay as they are). */
export const CSV_CODE_COLUMNS = ['Domain code', 'Competency code'] as const;

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
  /** The code cell ('' → null); undefined when the file has no code column (the code stays). */
  code?: string | null;
  attributes: PlannedAttribute[];
}
export interface PlannedDomain {
  uuid: string | null;
  title: string;
  /** As PlannedCompetency's. */
  code?: string | null;
  /**
   * The 'Domain group' cell ('' → null, ADR 0046); undefined when the file has no group column or the
   * domain's rows disagree (its group stays).
   */
  group?: string | null;
  competencies: PlannedCompetency[];
}

/** A problem of the file: `row` is the 1-based row of the file (the header is row 1), null for the file. */
export interface CsvImportIssue {
  row: number | null;
  message: string;
}

/** What a plan gives: the planned domains in file order and levels, or the issues (never both). */
export interface CsvImportPlan {
  domains: PlannedDomain[];
  /** The file's expertise levels in file order (none without the level columns). */
  expertiseLevels: PlannedLevel[];
  issues: CsvImportIssue[];
}

/** Rows planned between two pauses of `planCsvImportPaced`. */
const ROWS_PER_STEP = 1_000;

/**
 * Plans the draft's visible tree from a parsed CSV.
 * @param csv the parsed file (parseExportCsv); @param draft the draft's tree (archived nodes included)
 * @param attributeTypes the framework's attribute type titles (another title adds a type; its case as
 *   typed)
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
): CsvImportPlan {
  const steps = planSteps(csv, draft, attributeTypes, clean, coreDomainUuids);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * planCsvImport, awaiting `pause` every ROWS_PER_STEP rows (the server passes a turn of its event loop, so
 * a 20,000-row plan never holds it for long; ADR 0041).
 * @returns as planCsvImport
 */
export async function planCsvImportPaced(
  csv: ParsedCsv,
  draft: readonly ContentDomain[],
  attributeTypes: readonly string[],
  clean: (text: string) => string,
  pause: () => Promise<void>,
  coreDomainUuids: ReadonlySet<string> = new Set(),
): Promise<CsvImportPlan> {
  const steps = planSteps(csv, draft, attributeTypes, clean, coreDomainUuids);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The plan, yielding (nothing) every ROWS_PER_STEP rows. */
function* planSteps(
  csv: ParsedCsv,
  draft: readonly ContentDomain[],
  attributeTypes: readonly string[],
  clean: (text: string) => string,
  coreDomainUuids: ReadonlySet<string>,
): Generator<void, CsvImportPlan> {
  const issues: CsvImportIssue[] = csv.errors.map((e) => ({ row: e.row, message: e.message }));
  const column = new Map(csv.headers.map((h, i) => [h, i]));
  const missing = CSV_IMPORT_COLUMNS.filter((c) => !column.has(c));
  if (missing.length > 0) {
    issues.push({
      row: 1,
      message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}. Export the framework again with the identifier columns ticked.`,
    });
    return { domains: [], expertiseLevels: [], issues };
  }
  const known = uuidChecker(draft, issues);
  const types = new Map(attributeTypes.map((t) => [t.toLowerCase(), t]));
  const domains: PlannedDomain[] = [];
  const domainByKey = new Map<string, PlannedDomain>();
  const competencyByKey = new Map<string, { node: PlannedCompetency; domainKey: string }>();
  const attributesSeen = new Set<string>();
  const cell = (
    row: string[],
    name: (typeof CSV_IMPORT_COLUMNS)[number] | (typeof CSV_CODE_COLUMNS)[number],
  ) => row[column.get(name) as number] ?? '';
  const hasCodes = CSV_CODE_COLUMNS.every((c) => column.has(c));
  const hasGroups = column.has(EXPORT_GROUP_COLUMN);
  /**
   * Rows of one item that give it different codes (a row moved under another domain with its old domain
   * code, say) leave its code as it is: the code is then unsaid (undefined), never the first row's guess.
   */
  const unsettled = new Set<string>();
  const settle = (item: { code?: string | null }, key: string, code: string | null) => {
    if (unsettled.has(key)) return;
    if (item.code !== undefined && item.code !== code) {
      unsettled.add(key);
      item.code = undefined;
    }
  };
  /** The one content text rule (ADR 0041) on a cleaned cell: an issue on `row` when it breaks it. */
  const ruled = (field: ContentTextField, text: string, row: number, name: string): boolean => {
    const problem = contentTextProblem(field, text);
    if (problem) issues.push({ row, message: `${name}: ${problem}` });
    return problem === null;
  };

  const levels = expertiseLevelReader({ column, clean, ruled, issues });

  const planRow = (row: string[], index: number) => {
    const line = index + 2;
    const levelRow = levels.read(row, line);
    // A row of the scale only (the scale outnumbers the rows): no item.
    if (
      levelRow &&
      [...CSV_IMPORT_COLUMNS, ...(hasCodes ? CSV_CODE_COLUMNS : [])].every(
        (name) => cell(row, name).trim() === '',
      )
    ) {
      return;
    }
    // Every cell: no control characters (raw or encoded); titles, codes and types: the one rule below.
    let refused = false;
    for (const name of [...CSV_IMPORT_COLUMNS, ...(hasCodes ? CSV_CODE_COLUMNS : [])]) {
      if (hasControlCharacter(cell(row, name))) {
        issues.push({ row: line, message: `${name}: must not contain control characters` });
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
    const domainCode = hasCodes ? clean(cell(row, 'Domain code')) : undefined;
    const groupTitle = hasGroups ? clean(row[column.get(EXPORT_GROUP_COLUMN) as number] ?? '') : undefined;
    if (groupTitle && !ruled('title', groupTitle, line, EXPORT_GROUP_COLUMN)) return;
    const competencyCode = hasCodes ? clean(cell(row, 'Competency code')) : undefined;
    if (!domainTitle) issues.push({ row: line, message: 'Domain: enter a title' });
    else if (!ruled('title', domainTitle, line, 'Domain')) return;
    if (domainCode && !ruled('code', domainCode, line, 'Domain code')) return;
    if (domainUuid && !known(domainUuid, 'domain', line, 'Domain UUID')) return;
    if (!domainTitle) return;
    const domainKey = domainUuid || `new:${domainTitle}`;
    let domain = domainByKey.get(domainKey);
    if (!domain) {
      domain = {
        uuid: domainUuid || null,
        title: domainTitle,
        ...(domainCode === undefined ? {} : { code: domainCode || null }),
        ...(groupTitle === undefined ? {} : { group: groupTitle || null }),
        competencies: [],
      };
      domainByKey.set(domainKey, domain);
      domains.push(domain);
    } else if (domain.title !== domainTitle) {
      issues.push({
        row: line,
        message: `Domain: "${domainTitle}" differs from "${domain.title}" given earlier for the same domain`,
      });
    }
    if (domainCode !== undefined) settle(domain, domainKey, domainCode || null);
    if (groupTitle !== undefined && domain.group !== undefined && domain.group !== (groupTitle || null)) {
      domain.group = undefined;
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
    if (!ruled('title', competencyTitle, line, 'Competency')) return;
    if (competencyCode && !ruled('code', competencyCode, line, 'Competency code')) return;
    if (competencyUuid && !known(competencyUuid, 'competency', line, 'Competency UUID')) return;
    const competencyKey = competencyUuid || `new:${domainKey}:${competencyTitle}`;
    let competency = competencyByKey.get(competencyKey);
    if (!competency) {
      competency = {
        node: {
          uuid: competencyUuid || null,
          title: competencyTitle,
          ...(competencyCode === undefined ? {} : { code: competencyCode || null }),
          attributes: [],
        },
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
    if (competencyCode !== undefined) settle(competency.node, competencyKey, competencyCode || null);

    if (!hasAttribute) return;
    if (attributeUuid && !known(attributeUuid, 'attribute', line, 'Attribute UUID')) return;
    if (attributeUuid && attributesSeen.has(attributeUuid)) {
      issues.push({ row: line, message: `Attribute UUID "${attributeUuid}" is used by an earlier row` });
      return;
    }
    if (!typeCell) {
      issues.push({ row: line, message: 'Attribute type: enter the attribute type' });
      return;
    }
    if (!ruled('title', typeCell, line, 'Attribute type')) return;
    // A type the framework lacks is added (as first typed in the file).
    const type = types.get(typeCell.toLowerCase()) ?? typeCell;
    types.set(typeCell.toLowerCase(), type);
    if (!attributeTitle) {
      issues.push({ row: line, message: 'Attribute: enter a title' });
      return;
    }
    if (!ruled('title', attributeTitle, line, 'Attribute')) return;
    if (attributeUuid) attributesSeen.add(attributeUuid);
    competency.node.attributes.push({
      uuid: attributeUuid || null,
      title: attributeTitle,
      attributeType: type,
    });
  };
  for (let index = 0; index < csv.rows.length; index++) {
    planRow(csv.rows[index] as string[], index);
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }

  // An import never deletes: every visible draft item must be in the file.
  const inFile = new Set<string>([...domainByKey.keys(), ...competencyByKey.keys(), ...attributesSeen]);
  leftOutOfFile(draft, inFile, issues);
  if (csv.rows.length === 0) issues.push({ row: null, message: 'The file has no rows below its header' });
  return issues.length > 0
    ? { domains: [], expertiseLevels: [], issues }
    : { domains, expertiseLevels: levels.levels, issues };
}
