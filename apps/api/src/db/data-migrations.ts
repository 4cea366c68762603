/**
 * One-time data migrations, run right after the SQL migrations (DatabaseHandle.migrate) and recorded in
 * `data_migration` so each runs once. ADR 0009.
 *
 * `stable_identities`: databases seeded before deterministic ids hold random uuids. Per framework it
 * recomputes, from each imported version's stored content (codes, titles, positions), the uuids a fresh
 * import gives today, maps each old uuid to its new one and rewrites that uuid in every version of the
 * framework (live ones and drafts copied from them, so lineage is kept); imported and live versions get
 * the machine name + number uuid, attribute types and expertise levels theirs. The live-version and
 * released-vocabulary guards are disabled only inside that one transaction.
 */
import {
  assignLineageUuids,
  attributeTypeUuid,
  expertiseLevelUuid,
  type IdentityDomain,
  versionUuid,
} from '@hub/domain';
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { readAll } from './reads.js';
import {
  attribute,
  attributeType,
  competency,
  dataMigration,
  domain,
  expertiseLevel,
  framework,
  frameworkSource,
  frameworkVersion,
} from './schema/index.js';

const GUARDS: [table: string, trigger: string][] = [
  ['framework_version', 'framework_version_live_guard'],
  ['domain', 'domain_live_guard'],
  ['competency', 'competency_live_guard'],
  ['attribute', 'attribute_live_guard'],
  ['attribute_type', 'attribute_type_released_guard'],
  ['expertise_level', 'expertise_level_released_guard'],
];

/**
 * Runs every data migration that has not run yet, each in its own transaction. The `data_migration`
 * row is inserted first, so a second process starting at the same time waits, then skips it.
 * @returns the names of the migrations run now
 */
export async function runDataMigrations(db: Db): Promise<string[]> {
  const ran: string[] = [];
  for (const [name, run] of Object.entries(DATA_MIGRATIONS)) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.insert(dataMigration).values({ name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      await run(tx as unknown as Db);
      return true;
    });
    if (done) ran.push(name);
  }
  return ran;
}

const DATA_MIGRATIONS: Record<string, (tx: Db) => Promise<void>> = {
  stable_identities: migrateToStableIdentities,
  visitor_source_text: addVisitorSourceText,
};

/** See the module comment. Exported for tests; runDataMigrations is the way to run it. */
export async function migrateToStableIdentities(tx: Db): Promise<void> {
  const frameworks = await tx.select().from(framework).orderBy(asc(framework.id));
  if (frameworks.length === 0) return;
  for (const [table, trigger] of GUARDS) {
    await tx.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`));
  }
  for (const fw of frameworks) await migrateFramework(tx, fw);
  for (const [table, trigger] of GUARDS) {
    await tx.execute(sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`));
  }
}

type ContentRows = Awaited<ReturnType<typeof loadContent>>;

async function loadContent(tx: Db, versionIds: number[]) {
  const [domains, competencies, attributes] = await readAll(tx, [
    () =>
      tx
        .select()
        .from(domain)
        .where(inArray(domain.versionId, versionIds))
        .orderBy(asc(domain.position), asc(domain.id)),
    () =>
      tx
        .select()
        .from(competency)
        .where(inArray(competency.versionId, versionIds))
        .orderBy(asc(competency.position), asc(competency.id)),
    () =>
      tx
        .select()
        .from(attribute)
        .where(inArray(attribute.versionId, versionIds))
        .orderBy(asc(attribute.position), asc(attribute.id)),
  ]);
  return { domains, competencies, attributes };
}

async function migrateFramework(tx: Db, fw: typeof framework.$inferSelect): Promise<void> {
  const versions = await tx
    .select()
    .from(frameworkVersion)
    .where(eq(frameworkVersion.frameworkId, fw.id))
    .orderBy(asc(frameworkVersion.id));
  if (versions.length === 0) return;
  const sources = await tx
    .select({ versionId: frameworkSource.versionId })
    .from(frameworkSource)
    .where(and(eq(frameworkSource.frameworkId, fw.id), isNotNull(frameworkSource.versionId)));
  const imported = new Set(sources.map((s) => s.versionId));
  const content = await loadContent(
    tx,
    versions.map((v) => v.id),
  );

  // Old uuid → deterministic uuid, from every imported version in import order (first one wins).
  const renamed = new Map<string, string>();
  for (const v of versions.filter((version) => imported.has(version.id))) {
    const { tree, ids } = identityTree(content, v.id);
    assignLineageUuids(fw.machineName, tree).forEach((d, di) => {
      const old = ids[di];
      if (!old) return;
      if (!renamed.has(old.uuid)) renamed.set(old.uuid, d.uuid);
      d.competencies.forEach((c, ci) => {
        const oldC = old.competencies[ci];
        if (!oldC) return;
        if (!renamed.has(oldC.uuid)) renamed.set(oldC.uuid, c.uuid);
        c.attributes.forEach((a, ai) => {
          const oldA = oldC.attributes[ai];
          if (oldA && !renamed.has(oldA)) renamed.set(oldA, a);
        });
      });
    });
  }

  await rewrite(tx, domain, content.domains, renamed);
  await rewrite(tx, competency, content.competencies, renamed);
  await rewrite(tx, attribute, content.attributes, renamed);
  await setUuids(
    tx,
    frameworkVersion,
    versions
      .filter((v) => v.status === 'live' || imported.has(v.id))
      .map((v) => ({ id: v.id, uuid: versionUuid(fw.machineName, v.number) })),
  );
  const types = await tx.select().from(attributeType).where(eq(attributeType.frameworkId, fw.id));
  await setUuids(
    tx,
    attributeType,
    types.map((t) => ({ id: t.id, uuid: attributeTypeUuid(fw.machineName, t.title) })),
  );
  const levels = await tx.select().from(expertiseLevel).where(eq(expertiseLevel.frameworkId, fw.id));
  await setUuids(
    tx,
    expertiseLevel,
    levels.map((l) => ({ id: l.id, uuid: expertiseLevelUuid(fw.machineName, l.ratingLevel) })),
  );
}

/** One version's content as the identity functions see it, with the old uuids in the same shape. */
function identityTree(content: ContentRows, versionId: number) {
  const domains = content.domains.filter((d) => d.versionId === versionId);
  const tree: IdentityDomain[] = [];
  const ids: { uuid: string; competencies: { uuid: string; attributes: string[] }[] }[] = [];
  for (const d of domains) {
    const competencies = content.competencies.filter((c) => c.domainId === d.id);
    const attributesOf = (competencyId: number) =>
      content.attributes.filter((a) => a.competencyId === competencyId);
    tree.push({
      code: d.code,
      title: d.title,
      competencies: competencies.map((c) => ({
        code: c.code,
        title: c.title,
        attributes: attributesOf(c.id).map((a) => ({ title: a.title })),
      })),
    });
    ids.push({
      uuid: d.uuid,
      competencies: competencies.map((c) => ({
        uuid: c.uuid,
        attributes: attributesOf(c.id).map((a) => a.uuid),
      })),
    });
  }
  return { tree, ids };
}

/**
 * Gives each row its mapped uuid, unless that uuid is already taken in its version (never expected:
 * then the row keeps its old one rather than break the per-version uniqueness).
 */
async function rewrite(
  tx: Db,
  table: typeof domain | typeof competency | typeof attribute,
  rows: { id: number; versionId: number; uuid: string }[],
  renamed: Map<string, string>,
): Promise<void> {
  const taken = new Set(rows.map((r) => `${r.versionId}:${r.uuid}`));
  const changes: { id: number; uuid: string }[] = [];
  for (const row of rows) {
    const next = renamed.get(row.uuid);
    if (!next || next === row.uuid || taken.has(`${row.versionId}:${next}`)) continue;
    taken.add(`${row.versionId}:${next}`);
    changes.push({ id: row.id, uuid: next });
  }
  await setUuids(tx, table, changes);
}

/** Sets `uuid` by `id` in one statement. */
async function setUuids(tx: Db, table: PgTable, changes: { id: number; uuid: string }[]): Promise<void> {
  if (changes.length === 0) return;
  const values: SQL = sql.join(
    changes.map((c) => sql`(${c.id}::integer, ${c.uuid}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${table} SET uuid = m.new_uuid FROM (VALUES ${values}) AS m(id, new_uuid) WHERE ${table}.id = m.id`,
  );
}

/**
 * `visitor_source_text` (ADR 0030): a database whose shipped files were imported before the
 * visitors' text existed gets it. Each shipped framework file already imported (a source row for its
 * framework and version) and the shipped profile file already imported (a `profile_import` row) is
 * imported again: unchanged content only updates its citations and 'about'. A file whose content differs
 * from what was imported (curated since, or another database) is left as it is. Nothing new is imported.
 */
export async function addVisitorSourceText(tx: Db): Promise<void> {
  const imported = await tx
    .select({ machineName: framework.machineName, versionNumber: frameworkSource.versionNumber })
    .from(frameworkSource)
    .innerJoin(framework, eq(framework.id, frameworkSource.frameworkId));
  if (imported.length === 0) return;
  const have = new Set(imported.map((r) => `${r.machineName}\u0000${r.versionNumber}`));
  const { refreshShippedVisitorText } = await import('./seed/shipped.js');
  await refreshShippedVisitorText(tx, (machineName, version) => have.has(`${machineName}\u0000${version}`));
}
