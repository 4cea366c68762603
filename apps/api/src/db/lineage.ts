/**
 * Which frameworks hold a lineage uuid (ADR 0013, ADR 0041): every importer refuses a file carrying lineage
 * uuids of another framework (409), so an item never joins two frameworks' lineages. Below the modules, so
 * the CSV import and the interchange imports share it (ADR 0026).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { yieldToEventLoop } from './content-writer.js';
import { attribute, competency, domain, frameworkVersion } from './schema/index.js';

const CHUNK = 1000;

/**
 * The frameworks whose versions hold any of these lineage uuids (domains, competencies, attributes),
 * read CHUNK uuids a statement, yielding to the event loop between statements.
 * @returns framework ids, each once
 */
export async function frameworksWithLineage(tx: Db, uuids: readonly string[]): Promise<number[]> {
  const found = new Set<number>();
  for (let i = 0; i < uuids.length; i += CHUNK) {
    const chunk = uuids.slice(i, i + CHUNK);
    for (const table of [domain, competency, attribute]) {
      const rows = await tx
        .selectDistinct({ frameworkId: frameworkVersion.frameworkId })
        .from(table)
        .innerJoin(frameworkVersion, eq(frameworkVersion.id, table.versionId))
        .where(inArray(table.uuid, chunk));
      for (const r of rows) found.add(r.frameworkId);
      await yieldToEventLoop();
    }
  }
  return [...found];
}

/** The refusal every importer gives for a file holding another framework's lineage (409). */
export const OTHER_FRAMEWORK_LINEAGE =
  'The file holds items of another framework of the hub (their lineage uuids): import it there';

/**
 * Whether any of these lineage uuids belongs to a framework other than `frameworkId`.
 */
export async function holdsOtherLineage(
  tx: Db,
  frameworkId: number,
  uuids: readonly string[],
): Promise<boolean> {
  return (await frameworksWithLineage(tx, uuids)).some((id) => id !== frameworkId);
}
