/**
 * The SQLSTATE of a database error, the one reading of it for every write path (framework-locked writes,
 * plain write transactions, the error handler). Both drivers (node-postgres, PGlite) set `code`; drizzle
 * wraps their errors in `cause`.
 */

/** The PostgreSQL error code (SQLSTATE) of a database error, looking through wrapping errors. */
export function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
