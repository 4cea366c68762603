/**
 * Stable identities (ADR 0009): two fresh installations publish identical uuids for every
 * shipped item, across drivers; the hub API shows the same; two imported versions share lineage through
 * their codes; and the one-time data migration brings an old database (random uuids) to the same ids.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isNameBasedUuid, versionUuid } from '@hub/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../src/db/client.js';
import {
  appUser,
  attribute,
  attributeType,
  competency,
  dataMigration,
  domain,
  expertiseLevel,
  framework,
  frameworkVersion,
} from '../src/db/schema/index.js';
import { ImportValidationError, importFrameworkText, parseFrameworkFile } from '../src/db/seed/importer.js';
import { importShippedFrameworks, shippedDataDir } from '../src/db/seed/shipped.js';
import { isLiveVersionViolation } from '../src/lib/errors.js';
import { createDraft, releaseDraft } from '../src/modules/curation/service/versions.js';
import { buildTestApp, drivers, openTestDatabase } from './helpers.js';

/**
 * Every uuid the database publishes, each named by what it identifies in terms that do not depend on
 * serial ids: machine name, version number, positions and codes.
 */
async function publishedIds(db: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const versions = await db
    .select({
      id: frameworkVersion.id,
      uuid: frameworkVersion.uuid,
      number: frameworkVersion.number,
      mn: framework.machineName,
    })
    .from(frameworkVersion)
    .innerJoin(framework, eq(framework.id, frameworkVersion.frameworkId));
  const versionName = new Map(versions.map((v) => [v.id, `${v.mn} ${v.number}`]));
  for (const v of versions) ids.set(`version ${versionName.get(v.id)}`, v.uuid);
  const fwName = new Map((await db.select().from(framework)).map((f) => [f.id, f.machineName]));
  for (const t of await db.select().from(attributeType)) {
    ids.set(`attribute type ${fwName.get(t.frameworkId)} ${t.title}`, t.uuid);
  }
  for (const l of await db.select().from(expertiseLevel)) {
    ids.set(`expertise level ${fwName.get(l.frameworkId)} ${l.ratingLevel}`, l.uuid);
  }
  const domains = await db.select().from(domain);
  const domainName = new Map(domains.map((d) => [d.id, `${versionName.get(d.versionId)} d${d.position}`]));
  for (const d of domains) ids.set(`domain ${domainName.get(d.id)}`, d.uuid);
  const competencies = await db.select().from(competency);
  const competencyName = new Map(
    competencies.map((c) => [c.id, `${domainName.get(c.domainId)} c${c.position} ${c.code ?? ''}`]),
  );
  for (const c of competencies) ids.set(`competency ${competencyName.get(c.id)}`, c.uuid);
  for (const a of await db.select().from(attribute)) {
    ids.set(`attribute ${competencyName.get(a.competencyId)} a${a.position}`, a.uuid);
  }
  return ids;
}

const uuidsIn = (body: string): string[] =>
  body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];

describe('two fresh installations', () => {
  // One installation per driver; a second PGlite one when PostgreSQL is not configured.
  const installations: DatabaseHandle[] = [];
  beforeAll(async () => {
    for (const driver of drivers.length > 1 ? drivers : [drivers[0], drivers[0]]) {
      const database = await openTestDatabase(driver ?? 'pglite');
      installations.push(database);
      await importShippedFrameworks(database.db);
    }
  });
  afterAll(async () => {
    for (const database of installations) await database.close();
  });

  it('publish identical, name-based uuids for every shipped version, item, attribute type and level', async () => {
    const [first, second] = await Promise.all(installations.map((i) => publishedIds(i.db)));
    if (!first || !second) throw new Error('installations missing');
    const kinds = new Set([...first.keys()].map((k) => k.split(' ')[0]));
    expect([...kinds].sort()).toEqual(['attribute', 'competency', 'domain', 'expertise', 'version']);
    expect(first.size).toBeGreaterThan(300);
    expect(Object.fromEntries(second)).toEqual(Object.fromEntries(first));
    expect([...first.values()].every(isNameBasedUuid)).toBe(true);
    expect(first.get('version bioexcel 1.0')).toBe(versionUuid('bioexcel', '1.0'));
  });

  it('show the same uuids in the hub API for BioExcel 1.0', async () => {
    const bodies: string[] = [];
    for (const database of installations) {
      const app = await buildTestApp(database);
      const res = await app.inject({ method: 'GET', url: '/api/bioexcel/1.0' });
      await app.close();
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    const [first, second] = bodies.map(uuidsIn);
    expect(first?.length).toBeGreaterThan(200);
    expect(second).toEqual(first);
  });

  it('link two imported versions of a framework through codes, and honour explicit uuids', async () => {
    // ISCB 2.0 (codes A–O) and 3.0 (codes A3–M3) share no code, so lineage is shown on a second
    // version of the BioExcel file: one title reworded, one code changed, one explicit uuid.
    const db = installations[0]?.db as Db;
    const file = JSON.parse(await readFile(path.join(shippedDataDir, 'bioexcel-1.0.json'), 'utf8'));
    const explicit = '6a0b1f4e-2f7c-4e36-9a51-0d8f2c3b4a5e';
    file.version = '1.1';
    const [first, second, third] = file.domains[0].competencies;
    const secondCode: string = second.code;
    first.title = `${first.title} (reworded)`;
    second.code = 'NEW-1';
    third.uuid = explicit.toUpperCase();
    await importFrameworkText(db, JSON.stringify(file), 'bioexcel-1.1.json');
    const uuidsOf = async (number: string) => {
      const rows = await db
        .select({ code: competency.code, uuid: competency.uuid })
        .from(competency)
        .innerJoin(frameworkVersion, eq(frameworkVersion.id, competency.versionId))
        .innerJoin(framework, eq(framework.id, frameworkVersion.frameworkId))
        .where(and(eq(framework.machineName, 'bioexcel'), eq(frameworkVersion.number, number)));
      return new Map(rows.map((r) => [r.code, r.uuid]));
    };
    const [v10, v11] = [await uuidsOf('1.0'), await uuidsOf('1.1')];
    expect(v11.get(first.code)).toBe(v10.get(first.code));
    expect(v11.get('NEW-1')).not.toBe(v10.get(secondCode));
    expect([...v10.values()]).not.toContain(v11.get('NEW-1'));
    expect(v11.get(third.code)).toBe(explicit);
    const unchanged = [...v10.keys()].filter((code) => ![secondCode, third.code].includes(code));
    expect(unchanged.length).toBe(v10.size - 2);
    for (const code of unchanged) expect(v11.get(code), code ?? '').toBe(v10.get(code));
  });
});

describe('explicit uuids in a framework file', () => {
  it('reports a malformed or repeated uuid with its JSON path', async () => {
    const file = JSON.parse(await readFile(path.join(shippedDataDir, 'bioexcel-1.0.json'), 'utf8'));
    const repeated = '6a0b1f4e-2f7c-4e36-9a51-0d8f2c3b4a5e';
    file.version_uuid = 'not-a-uuid';
    file.domains[0].uuid = repeated;
    file.domains[1].competencies[0].attributes[0].uuid = repeated.toUpperCase();
    const error = (() => {
      try {
        parseFrameworkFile(JSON.stringify(file));
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as ImportValidationError).problems).toEqual([
      { path: '$.version_uuid', message: 'must be a uuid' },
      { path: '$.domains[1].competencies[0].attributes[0].uuid', message: `duplicate uuid ${repeated}` },
    ]);
  });
});

const GUARDS = [
  ['framework_version', 'framework_version_live_guard'],
  ['domain', 'domain_live_guard'],
  ['competency', 'competency_live_guard'],
  ['attribute', 'attribute_live_guard'],
  ['attribute_type', 'attribute_type_released_guard'],
  ['expertise_level', 'expertise_level_released_guard'],
] as const;

/**
 * Makes the database look like one seeded before deterministic ids: every uuid replaced by a random
 * one, an item's uuid kept equal across the versions that share it (as the old importer and drafts did).
 */
async function scrambleToRandomUuids(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [table, trigger] of GUARDS) {
      await tx.execute(sql.raw(`ALTER TABLE "${table}" DISABLE TRIGGER "${trigger}"`));
    }
    for (const [table] of GUARDS) {
      const result = await tx.execute(sql.raw(`SELECT DISTINCT uuid::text AS uuid FROM "${table}"`));
      const rows = (result as unknown as { rows: { uuid: string }[] }).rows;
      for (const { uuid } of rows) {
        await tx.execute(
          sql`UPDATE ${sql.identifier(table)} SET uuid = ${randomUUID()}::uuid WHERE uuid = ${uuid}::uuid`,
        );
      }
    }
    for (const [table, trigger] of GUARDS) {
      await tx.execute(sql.raw(`ALTER TABLE "${table}" ENABLE TRIGGER "${trigger}"`));
    }
    await tx.delete(dataMigration).where(eq(dataMigration.name, 'stable_identities'));
  });
}

for (const driver of drivers) {
  describe(`data migration of an old database to stable identities [${driver}]`, () => {
    let database: DatabaseHandle;
    let expected: Map<string, string>;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
      await importShippedFrameworks(database.db);
      expected = await publishedIds(database.db);
    });
    afterAll(async () => {
      await database.close();
    });

    const contentOf = async (versionId: number) => ({
      domains: await database.db
        .select()
        .from(domain)
        .where(eq(domain.versionId, versionId))
        .orderBy(asc(domain.position), asc(domain.id)),
      competencies: await database.db
        .select()
        .from(competency)
        .where(eq(competency.versionId, versionId))
        .orderBy(asc(competency.code)),
    });

    it('rewrites every imported uuid in every version, keeps the lineage of drafts and runs once', async () => {
      const db = database.db;
      const [user] = await db
        .insert(appUser)
        .values({ username: `migrator-${driver}` })
        .returning();
      const actor = { id: user?.id as number, username: user?.username as string };
      const [bioexcel] = await db.select().from(framework).where(eq(framework.machineName, 'bioexcel'));
      if (!bioexcel) throw new Error('bioexcel missing');
      // Curation before the upgrade: a draft with an item added in the app, released as 1.1; a new draft.
      const firstDraft = await createDraft(db, bioexcel, actor);
      await db.insert(domain).values({ versionId: firstDraft.id, title: 'Added in the app', position: 99 });
      await releaseDraft(db, bioexcel, actor, { version: '1.1', releaseNotes: 'Adds a domain.' });
      const secondDraft = await createDraft(db, bioexcel, actor);
      await scrambleToRandomUuids(db);
      const scrambled = await publishedIds(db);
      expect(scrambled.get('version bioexcel 1.0')).not.toBe(expected.get('version bioexcel 1.0'));
      const [appDomainBefore] = await db
        .select()
        .from(domain)
        .where(and(eq(domain.versionId, secondDraft.id), eq(domain.title, 'Added in the app')));

      await database.migrate();

      const migrated = await publishedIds(db);
      for (const [name, uuid] of expected) expect(migrated.get(name), name).toBe(uuid);
      expect(migrated.get('version bioexcel 1.1')).toBe(versionUuid('bioexcel', '1.1'));
      const [v10] = await db
        .select()
        .from(frameworkVersion)
        .where(and(eq(frameworkVersion.frameworkId, bioexcel.id), eq(frameworkVersion.number, '1.0')));
      const [v11] = await db
        .select()
        .from(frameworkVersion)
        .where(and(eq(frameworkVersion.frameworkId, bioexcel.id), eq(frameworkVersion.number, '1.1')));
      const live = await contentOf(v10?.id as number);
      for (const copy of [await contentOf(v11?.id as number), await contentOf(secondDraft.id)]) {
        // Copies keep the lineage of every imported item ...
        expect(copy.competencies.map((c) => c.uuid)).toEqual(live.competencies.map((c) => c.uuid));
        expect(copy.domains.slice(0, live.domains.length).map((d) => d.uuid)).toEqual(
          live.domains.map((d) => d.uuid),
        );
        // ... and of the item added in the app, which keeps its own uuid.
        expect(copy.domains.at(-1)?.uuid).toBe(appDomainBefore?.uuid);
      }

      // Recorded: a second start changes nothing; the live guards are back.
      await database.migrate();
      expect(Object.fromEntries(await publishedIds(db))).toEqual(Object.fromEntries(migrated));
      const error = await db
        .update(competency)
        .set({ title: 'changed' })
        .where(eq(competency.versionId, v10?.id as number))
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isLiveVersionViolation(error)).toBe(true);
    });
  });
}
