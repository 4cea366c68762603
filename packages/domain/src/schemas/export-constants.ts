/**
 * The export table's columns and the parsing of its `exclude` filter.
 * Without zod, in their own module, so that the web app's export page does not load the schema and zod for
 * a constant (ADR 0027, 0055); `./export.ts` re-exports them.
 */
/**
 * Identifier columns a visitor may leave out of the export. The codes (CASE `humanCodingScheme`) are read
 * back by the CSV import, so an export imported into an empty draft keeps them (ADR 0042).
 */
export const EXPORT_IDENTIFIER_COLUMNS = [
  'Domain ID',
  'Domain UUID',
  'Domain code',
  'Competency ID',
  'Competency UUID',
  'Competency code',
  'Attribute ID',
  'Attribute UUID',
] as const;

/** Every column in order; identifier columns sit beside the entity they identify. */
export const EXPORT_COLUMNS = [
  'Domain ID',
  'Domain UUID',
  'Domain code',
  'Domain',
  'Competency ID',
  'Competency UUID',
  'Competency code',
  'Competency',
  'Attribute ID',
  'Attribute UUID',
  'Attribute type',
  'Attribute',
] as const;

/**
 * The expertise level columns (ADR 0067), last in the table and written only for a framework with expertise
 * levels: its scale beside the rows, one level per row from the first row down, lowest rating first (rows
 * with only level cells follow when the scale outnumbers the rows). The CSV import adds the levels the
 * framework lacks, so an export imported into an empty draft keeps its scale.
 */
export const EXPORT_LEVEL_COLUMNS = [
  'Expertise level rating',
  'Expertise level',
  'Expertise level description',
  'Expertise level UUID',
] as const;

/**
 * The column of a domain's group (ADR 0046), first in the table, written only for a version whose domains
 * are grouped: the exports of other frameworks keep their columns.
 */
export const EXPORT_GROUP_COLUMN = 'Domain group';

/** Ends the name of every reference profile column of the export. */
export const EXPORT_PROFILE_COLUMN_SUFFIX = ' (expected level)';

/**
 * The export columns of reference profiles (ADR 0030), in the order given: '{name} (expected
 * level)', with the job title in brackets after the name when it differs; commas become semicolons
 * (the `filters`/`exclude` query is a comma list) and a name taken twice gets ' #{id}'.
 * @returns one column name per profile
 */
export function exportProfileColumns(
  profiles: readonly { id: number; title: string; jobTitle: string }[],
): string[] {
  const taken = new Set<string>([...EXPORT_COLUMNS, ...EXPORT_LEVEL_COLUMNS]);
  return profiles.map((p) => {
    const name = p.jobTitle && p.jobTitle !== p.title ? `${p.title} (${p.jobTitle})` : p.title;
    const base = `${name.replace(/,/g, ';').trim()}${EXPORT_PROFILE_COLUMN_SUFFIX}`;
    const column = taken.has(base) ? `${base} #${p.id}` : base;
    taken.add(column);
    return column;
  });
}

/** True for a name that may be an export column: a fixed column, a level column or a reference profile's. */
export function isExportColumnName(name: string): boolean {
  return (
    (EXPORT_COLUMNS as readonly string[]).includes(name) ||
    (EXPORT_LEVEL_COLUMNS as readonly string[]).includes(name) ||
    name === EXPORT_GROUP_COLUMN ||
    (name.length > EXPORT_PROFILE_COLUMN_SUFFIX.length && name.includes(EXPORT_PROFILE_COLUMN_SUFFIX))
  );
}

/**
 * Parses the `filters` query value: a comma list of excluded column names. Blank and unknown
 * names are ignored (the original client sends stray single characters), so nothing here throws.
 * @param known the known column names, or a test of a name
 * @returns the set of known column names to exclude
 */
export function parseExportFilters(
  raw: string | string[] | undefined,
  known: readonly string[] | ((name: string) => boolean),
): Set<string> {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const knownSet = typeof known === 'function' ? undefined : new Set(known);
  const isKnown = typeof known === 'function' ? known : (name: string) => knownSet?.has(name) === true;
  const excluded = new Set<string>();
  for (const value of values) {
    for (const name of value.split(',')) {
      const trimmed = name.trim();
      if (isKnown(trimmed)) excluded.add(trimmed);
    }
  }
  return excluded;
}
