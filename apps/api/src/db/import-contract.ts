/**
 * The import contract (ADR 0036): every importer (framework files, reference profile files,
 * training resource files, CASE packages, Moodle CSVs, the hub's export CSV) is one `Importer` that
 * recognises its content (`detect`), reads and checks it outside any transaction (`parse`: the package,
 * or an ImportValidationError listing every problem) and writes the package in one short transaction
 * (`write`). An `ImportRegistry` holds the importers of one target (the database, or a framework's
 * draft) and chooses by content, never by file name: the CLI, the upload routes and first-start seeding
 * all go through one.
 */
import Papa from 'papaparse';
import type { Actor } from '../lib/actor.js';
import type { Db } from './client.js';
import type { FrameworkRow } from './rows.js';

export interface ImportProblem {
  path: string;
  message: string;
}

/** The file is not valid JSON or not a valid file of its kind; `problems` lists each with its JSON path. */
export class ImportValidationError extends Error {
  constructor(
    readonly problems: ImportProblem[],
    readonly fileName?: string,
  ) {
    super(
      `${fileName ?? 'the file'} is invalid:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ImportValidationError';
  }
}

/** The file is valid but cannot be imported in the database's current state (e.g. missing core framework). */
export class ImportConflictError extends Error {
  override name = 'ImportConflictError';
}

/** What detection looks at: the text, read once as JSON or as a CSV header line. */
export interface ContentProbe {
  text: string;
  fileName?: string;
  /** The parsed JSON; undefined when the text is not JSON. */
  json?: unknown;
  /** Why text that looks like JSON (starts with `{` or `[`) is not. */
  jsonError?: string;
  /** The first line's cells (trimmed) when the text is not JSON: a CSV header. */
  csvHeader?: string[];
}

/**
 * Reads a file's text once for detection: as JSON when it starts like JSON, else the first CSV line
 * (comma, semicolon or tab separated; a byte order mark is ignored).
 */
export function probeContent(text: string, fileName?: string): ContentProbe {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    try {
      return { text, fileName, json: JSON.parse(text) };
    } catch (error) {
      return { text, fileName, jsonError: (error as Error).message };
    }
  }
  const first = Papa.parse<string[]>(start, { preview: 1, delimitersToGuess: [',', ';', '\t'] });
  return { text, fileName, csvHeader: (first.data[0] ?? []).map((cell) => cell.trim()) };
}

/**
 * One kind of import file.
 * @typeParam Package what `parse` reads from the file (checked, ready to write)
 * @typeParam Outcome what `write` did
 * @typeParam Context what `write` needs besides the database (who imports, into which draft…)
 */
export interface Importer<Package, Outcome, Context> {
  /** A stable name: 'framework-file', 'case-package'… */
  readonly kind: string;
  /** What a person calls it: 'a framework file (JSON)'. */
  readonly title: string;
  /** Whether the content is of this kind (by its shape: keys, header columns). Never throws. */
  detect(probe: ContentProbe): boolean;
  /**
   * Reads and checks the content, outside any transaction (ADR 0039).
   * @throws ImportValidationError listing every problem with its path
   */
  parse(probe: ContentProbe): Promise<Package>;
  /**
   * Writes the package in one transaction: all or nothing.
   * @throws ImportValidationError, ImportConflictError or an AppError, changing nothing
   */
  write(db: Db, pkg: Package, context: Context): Promise<Outcome>;
  /** One line saying what the outcome was, for the command line and the upload's answer. */
  describe(outcome: Outcome): string;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds importers of any package and outcome
export type AnyImporter<Context> = Importer<any, any, Context>;

/** A kind this registry does not import, named so that refusing it can say where it goes instead. */
export interface ElsewhereKind {
  title: string;
  detect(probe: ContentProbe): boolean;
  /** Where such a file is imported: 'into a framework's draft (…)'. */
  where: string;
}

/** The content is none of the kinds a registry imports. */
export class UnrecognisedContentError extends ImportValidationError {
  override name = 'UnrecognisedContentError';
}

/** The importers of one target, chosen by content. */
export class ImportRegistry<Context> {
  constructor(
    readonly importers: readonly AnyImporter<Context>[],
    readonly elsewhere: readonly ElsewhereKind[] = [],
  ) {}

  /**
   * The importer whose content this is (the first that recognises it).
   * @throws ImportValidationError when text that starts like JSON is not JSON; UnrecognisedContentError
   *   naming the kinds this registry reads (and where a recognised other kind is imported)
   */
  detect(probe: ContentProbe): AnyImporter<Context> {
    if (probe.jsonError !== undefined) {
      throw new ImportValidationError(
        [{ path: '$', message: `not valid JSON (${probe.jsonError})` }],
        probe.fileName,
      );
    }
    const importer = this.importers.find((i) => safely(() => i.detect(probe)));
    if (importer) return importer;
    const other = this.elsewhere.find((k) => safely(() => k.detect(probe)));
    const message = other
      ? `this is ${other.title}, which is imported ${other.where}`
      : `not a file this import reads: expected ${listOf(this.importers.map((i) => i.title))}`;
    throw new UnrecognisedContentError([{ path: '$', message }], probe.fileName);
  }

  /**
   * Detects the content's kind, parses it (outside any transaction), then writes it.
   * @returns the importer used, its outcome and the outcome in one line
   * @throws as `detect`, and as the chosen importer's `parse` and `write`
   */
  async importText(
    db: Db,
    text: string,
    context: Context,
    fileName?: string,
  ): Promise<{ importer: AnyImporter<Context>; outcome: unknown; summary: string }> {
    const probe = probeContent(text, fileName);
    const importer = this.detect(probe);
    const pkg = await importer.parse(probe);
    const outcome = await importer.write(db, pkg, context);
    return { importer, outcome, summary: importer.describe(outcome) };
  }
}

function safely(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/** 'a, b or c'. */
function listOf(titles: string[]): string {
  return titles.length < 2
    ? (titles[0] ?? 'nothing')
    : `${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}`;
}

/** Whether `value` is a JSON object (not an array) holding every key given. */
export function isObjectWith(value: unknown, ...keys: string[]): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    keys.every((k) => k in (value as object))
  );
}

/** What an import into the database (not into an existing draft) is told: who, which file, and a check. */
export interface DatabaseImportContext {
  actor: Actor;
  /** The file's base name (profile files are recorded by it; provenance names it). */
  fileName: string;
  /** Called with an existing framework the file would change, before anything is written; throws to refuse. */
  authorise?: (fw: FrameworkRow) => void;
}

/** What an import into a framework's existing draft is told: the framework, who, and whether to roll back. */
export interface DraftImportContext {
  fw: FrameworkRow;
  actor: Actor;
  /** Run the import and roll it back, answering what it would do. */
  preview: boolean;
  /** The preview's draft revision the import is based on (If-Match, ADR 0065). */
  expected?: string;
}

/** Whether the content is a CSV whose header holds every column given. */
export function hasColumns(probe: ContentProbe, ...columns: string[]): boolean {
  const header = probe.csvHeader;
  return header !== undefined && columns.every((c) => header.includes(c));
}
