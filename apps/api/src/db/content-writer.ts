/**
 * The one content writer (ADR 0036): the only code that inserts a version's domains,
 * competencies and attributes. The framework file import (db/seed), the CASE import of a new draft, the
 * imports into a draft (CASE, Moodle, CSV: through curation's `draftRows`) and curation's own writes and
 * draft copies all come here; a test refuses an insert into these tables anywhere else.
 *
 * Rows go in bulk, INSERT_CHUNK a statement (well below PostgreSQL's 65,535 parameters), in the order
 * given, and the event loop gets a turn between statements, so cached reads are answered while a large
 * import writes (ADR 0039: row-by-row inserts held the embedded database for 100 s). The caller owns
 * the transaction (an import is all or nothing) and the checks: the database refuses a write to a live
 * version (migration guard triggers).
 */
import type { Db } from './client.js';
import type { AttributeRow, CompetencyRow, DomainRow } from './rows.js';
import { attribute, competency, domain } from './schema/index.js';

/** Rows per INSERT: about 0.1 s of the embedded database's time each on a busy machine. */
export const INSERT_CHUNK = 200;

/** Lets the event loop run (timers, sockets) between the statements of a long write. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type ContentTable = typeof domain | typeof competency | typeof attribute;

/** Inserts rows INSERT_CHUNK at a time, yielding between statements. @returns the rows, in the order given */
async function insertInChunks<T extends ContentTable, Row>(
  tx: Db,
  table: T,
  values: T['$inferInsert'][],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    if (i > 0) await yieldToEventLoop();
    const inserted = await tx
      .insert(table)
      .values(values.slice(i, i + INSERT_CHUNK) as never)
      .returning();
    rows.push(...(inserted as Row[]));
  }
  return rows;
}

/**
 * Inserts domains (a version's, in bulk).
 * @returns the inserted rows in the order given (ids and uuids the database assigned included)
 */
export function insertDomains(tx: Db, values: (typeof domain.$inferInsert)[]): Promise<DomainRow[]> {
  return insertInChunks<typeof domain, DomainRow>(tx, domain, values);
}

/**
 * Inserts competencies (in bulk); each names its version and domain.
 * @returns the inserted rows in the order given
 */
export function insertCompetencies(
  tx: Db,
  values: (typeof competency.$inferInsert)[],
): Promise<CompetencyRow[]> {
  return insertInChunks<typeof competency, CompetencyRow>(tx, competency, values);
}

/**
 * Inserts attributes (in bulk); each names its version, competency and attribute type.
 * @returns the inserted rows in the order given
 */
export function insertAttributes(tx: Db, values: (typeof attribute.$inferInsert)[]): Promise<AttributeRow[]> {
  return insertInChunks<typeof attribute, AttributeRow>(tx, attribute, values);
}
