/**
 * The ETag of a row a manager can change (ADR 0021): `"r<revision>"`. Writes send it in
 * `If-Match`; the API answers 409 when the row has changed since. Lists' order ETags come from the API
 * (`domainOrder`, `competencyOrder`, `attributeOrder` of the manage view) and are sent as they are.
 */
export function rowEtag(revision: number): string {
  return `"r${revision}"`;
}
