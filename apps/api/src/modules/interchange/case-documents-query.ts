/**
 * The CASE 1.1 REST binding's collection parameters on `GET /CFDocuments` (docs/features/interchange-files.md §9; ADR 0023):
 * `limit` (default 100) and `offset` (default 0) with the total in `X-Total-Count`; `sort` (a CFDocument
 * field) with `orderBy` `asc`|`desc`; `fields` (comma-separated CFDocument fields to keep); `filter`
 * (`field op 'value'` predicates joined by ` AND ` or by ` OR `, ops `=`, `!=`, `>`, `>=`, `<`, `<=`, `~`
 * (contains)). Pure: anything outside this answers a {@link CaseQueryError} with the 1.1 code to send.
 */
import type { CfDocument } from './case.js';

/** The CFDocument fields that can be sorted, filtered and selected. */
export const CF_DOCUMENT_FIELDS = [
  'identifier',
  'uri',
  'creator',
  'title',
  'lastChangeDateTime',
  'description',
  'version',
  'adoptionStatus',
  'statusStartDate',
  'language',
  'licenseURI',
  'notes',
  'caseVersion',
  'frameworkType',
  'extensions',
  'CFPackageURI',
] as const;
const SCALAR_FIELDS = new Set<string>(
  CF_DOCUMENT_FIELDS.filter((f) => !['licenseURI', 'extensions', 'CFPackageURI'].includes(f)),
);

/** A refused collection request: the imsx codeMinor of CASE 1.1 and a description. */
export class CaseQueryError extends Error {
  constructor(
    readonly codeMinor: 'invalid_sort_field' | 'invalid_selection_field' | 'invalid_filter_field',
    message: string,
  ) {
    super(message);
  }
}

/** The query parameters as they arrive (plain strings). */
export type CaseCollectionQuery = Partial<
  Record<'limit' | 'offset' | 'sort' | 'orderBy' | 'fields' | 'filter', string>
>;

const PREDICATE = /^\s*(\w+)\s*(!=|>=|<=|=|>|<|~)\s*'((?:[^']|'')*)'\s*$/;

type Predicate = (doc: CfDocument) => boolean;

function parsePredicate(text: string): Predicate {
  const match = PREDICATE.exec(text);
  if (!match) {
    throw new CaseQueryError(
      'invalid_filter_field',
      `Unsupported filter "${text.trim()}": use field op 'value' (op one of = != > >= < <= ~)`,
    );
  }
  const [, field = '', op, raw = ''] = match;
  if (!SCALAR_FIELDS.has(field)) {
    throw new CaseQueryError('invalid_filter_field', `Unknown or unfilterable field "${field}"`);
  }
  const value = raw.replace(/''/g, "'");
  return (doc) => {
    const actual = String((doc as unknown as Record<string, unknown>)[field] ?? '');
    switch (op) {
      case '=':
        return actual === value;
      case '!=':
        return actual !== value;
      case '>':
        return actual > value;
      case '>=':
        return actual >= value;
      case '<':
        return actual < value;
      case '<=':
        return actual <= value;
      default:
        return actual.toLowerCase().includes(value.toLowerCase());
    }
  };
}

/** Parses `filter`: predicates joined by AND, or by OR (not both). */
function parseFilter(filter: string): Predicate {
  const hasAnd = / AND /.test(filter);
  const hasOr = / OR /.test(filter);
  if (hasAnd && hasOr) {
    throw new CaseQueryError(
      'invalid_filter_field',
      'A filter may join its predicates by AND or by OR, not both',
    );
  }
  const parts = filter.split(hasOr ? ' OR ' : ' AND ').map(parsePredicate);
  return hasOr ? (doc) => parts.some((p) => p(doc)) : (doc) => parts.every((p) => p(doc));
}

function nonNegative(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    throw new CaseQueryError('invalid_selection_field', `${name} must be a whole number of at least ${min}`);
  }
  return Number(value);
}

/**
 * Applies the collection parameters to the documents.
 * @returns the page (with only the selected fields) and the total count after filtering
 * @throws CaseQueryError for an unknown field, an unsupported filter or a bad limit/offset/orderBy
 */
export function queryDocuments(
  documents: CfDocument[],
  query: CaseCollectionQuery,
): { page: Record<string, unknown>[]; total: number; limit: number; offset: number } {
  const limit = nonNegative(query.limit, 'limit', 100, 1);
  const offset = nonNegative(query.offset, 'offset', 0, 0);
  let selected = query.filter ? documents.filter(parseFilter(query.filter)) : [...documents];
  if (query.orderBy && query.orderBy !== 'asc' && query.orderBy !== 'desc') {
    throw new CaseQueryError('invalid_sort_field', 'orderBy must be asc or desc');
  }
  if (query.sort) {
    if (!SCALAR_FIELDS.has(query.sort)) {
      throw new CaseQueryError('invalid_sort_field', `Unknown or unsortable field "${query.sort}"`);
    }
    const key = query.sort;
    const direction = query.orderBy === 'desc' ? -1 : 1;
    const value = (doc: CfDocument) => String((doc as unknown as Record<string, unknown>)[key] ?? '');
    selected = selected.sort((a, b) => direction * value(a).localeCompare(value(b)));
  } else if (query.orderBy === 'desc') {
    selected = selected.reverse();
  }
  let fields: string[] | null = null;
  if (query.fields) {
    fields = query.fields.split(',').map((f) => f.trim());
    const unknown = fields.find((f) => !(CF_DOCUMENT_FIELDS as readonly string[]).includes(f));
    if (unknown !== undefined) {
      throw new CaseQueryError('invalid_selection_field', `Unknown field "${unknown}"`);
    }
  }
  const page = selected.slice(offset, offset + limit).map((doc) => {
    const record = doc as unknown as Record<string, unknown>;
    if (!fields) return record;
    return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
  });
  return { page, total: selected.length, limit, offset };
}
