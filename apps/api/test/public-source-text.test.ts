/**
 * Honest public text (ADR 0030): 'About this data' and each reference profile's source are written
 * for visitors (citations, what is included and missing), never curators' commits, paths or to-do
 * notes; the visitors' text of an imported file can be updated by importing it again, its content
 * cannot. On every driver.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { frameworkVersionContentSchema, referenceProfileSchema } from '@hub/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { runDataMigrations } from '../src/db/data-migrations.js';
import { ImportConflictError, importFrameworkText } from '../src/db/seed/importer.js';
import { importProfileText } from '../src/db/seed/profile-importer.js';
import { shippedDataDir, shippedProfilesDir } from '../src/db/seed/shipped.js';
import { buildTestApp, describeWithSeededApp, drivers, openTemplateClone } from './helpers.js';

/**
 * What must never reach a visitor: a commit hash (hex with two letters or more, so 'e1005772' of an
 * article number passes), a file path or name, a curator's to-do note.
 */
const CURATORS_TEXT =
  /\b(?=[0-9a-f]*[a-f][0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{7,40}\b|\.json\b|\.csv\b|\.Rmd\b|\breplace it\b|\bsrc\/|@ /i;

const SHIPPED_LIVE = [
  ['bioexcel', '1.0'],
  ['iscb', '2.0'],
  ['iscb', '3.0'],
  ['iscb-3.0e1', 'e1'],
] as const;

describeWithSeededApp('about this data and profile sources', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('gives every shipped live version citations and a text for visitors free of curators’ notes', async () => {
    for (const [framework, version] of SHIPPED_LIVE) {
      const body = frameworkVersionContentSchema.parse(
        (await get(`/api/v1/frameworks/${framework}/versions/${version}`)).json(),
      );
      const own = body.sources.find((s) => s.versionNumber === version);
      expect(own?.citations.length, `${framework} ${version}`).toBeGreaterThan(0);
      expect(own?.about, `${framework} ${version}`).toMatch(/Missing:/);
      const visible = [own?.about, ...(own?.citations ?? []).map((c) => Object.values(c).join(' '))].join(
        '\n',
      );
      expect(visible, `${framework} ${version}`).not.toMatch(CURATORS_TEXT);
    }
  });

  it('says what the core-facility extension shows: its levels and reference profiles', async () => {
    const body = frameworkVersionContentSchema.parse(
      (await get('/api/v1/frameworks/iscb-3.0e1/versions/e1')).json(),
    );
    const about = body.sources.find((s) => s.versionNumber === 'e1')?.about ?? '';
    expect(body.expertiseLevels.length).toBeGreaterThan(0);
    expect(about).not.toMatch(/no profiles or expertise levels/i);
    for (const stage of ['Core facility scientist I', 'Managerial role', 'Level 3 (most advanced)']) {
      expect(about).toContain(stage);
    }
  });

  it('names the source of each imported reference profile as one citation', async () => {
    const list = (await get('/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles')).json() as {
      profiles: { id: number }[];
    };
    expect(list.profiles).toHaveLength(4);
    for (const { id } of list.profiles) {
      const profile = referenceProfileSchema.parse(
        (await get(`/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${id}`)).json(),
      );
      expect(profile.source?.citation).toMatchObject({
        authors: expect.stringContaining('Tim Downing'),
        year: '2024',
        url: 'https://github.com/downingtim/Competencies',
      });
      expect(Object.values(profile.source?.citation ?? {}).join(' ')).not.toMatch(CURATORS_TEXT);
    }
  });
});

for (const driver of drivers) {
  describe(`re-importing the visitors' text [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTemplateClone(driver, 'seeded');
    });
    afterEach(async () => {
      await database.close();
    });

    it('updates about and citations of an imported framework file; its content still cannot change', async () => {
      const file = JSON.parse(await readFile(path.join(shippedDataDir, 'iscb-2.0.json'), 'utf8'));
      const edited = {
        ...file,
        about: 'Included: A to O.\n\nMissing: P.',
        citations: [{ title: 'Only this one', year: '2018' }],
      };
      const outcome = await importFrameworkText(database.db, JSON.stringify(edited), 'iscb-2.0.json');
      expect(outcome.status).toBe('unchanged');
      const app = await buildTestApp(database);
      try {
        const body = frameworkVersionContentSchema.parse(
          (await app.inject({ method: 'GET', url: '/api/v1/frameworks/iscb/versions/2.0' })).json(),
        );
        const own = body.sources.find((s) => s.versionNumber === '2.0');
        expect(own?.about).toBe('Included: A to O.\n\nMissing: P.');
        expect(own?.citations).toEqual([{ title: 'Only this one', year: '2018' }]);
      } finally {
        await app.close();
      }
      await expect(
        importFrameworkText(
          database.db,
          JSON.stringify({ ...edited, notes: 'other notes' }),
          'iscb-2.0.json',
        ),
      ).rejects.toBeInstanceOf(ImportConflictError);
    });

    it('updates the citation of imported profiles; their content still cannot change', async () => {
      const name = 'iscb-3.0e1-core-facility-profiles.json';
      const file = JSON.parse(await readFile(path.join(shippedProfilesDir, name), 'utf8'));
      const citation = { authors: 'Someone Else', title: 'Another survey', year: '2025' };
      expect(await importProfileText(database.db, JSON.stringify({ ...file, citation }), name)).toMatchObject(
        {
          status: 'unchanged',
        },
      );
      const app = await buildTestApp(database);
      try {
        const list = (
          await app.inject({ method: 'GET', url: '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles' })
        ).json() as { profiles: { id: number }[] };
        for (const { id } of list.profiles) {
          const profile = referenceProfileSchema.parse(
            (
              await app.inject({
                method: 'GET',
                url: `/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${id}`,
              })
            ).json(),
          );
          expect(profile.source?.citation).toEqual(citation);
        }
      } finally {
        await app.close();
      }
      await expect(
        importProfileText(database.db, JSON.stringify({ ...file, citation, notes: 'changed' }), name),
      ).rejects.toBeInstanceOf(ImportConflictError);
    });

    it("gives a database seeded before the visitors' text its citations once, skipping files curated since", async () => {
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        (await database.db.execute(query)) as unknown as { rows: T[] };
      await database.db.execute(sql`update framework_source set citations = '[]'::jsonb, about = ''`);
      await database.db.execute(
        sql`update profile set source = source - 'citation' where source is not null`,
      );
      // iscb 2.0 as if its content had been imported from another file: it must be left alone.
      await database.db.execute(
        sql`update framework_source set file_hash = 'other' where version_number = '2.0' and framework_id = (select id from framework where machine_name = 'iscb')`,
      );
      await database.db.execute(sql`delete from data_migration where name = 'visitor_source_text'`);
      expect(await runDataMigrations(database.db)).toEqual(['visitor_source_text']);
      const sources = await rows<{ machine_name: string; version_number: string; n: number; about: string }>(
        sql`select f.machine_name, s.version_number, jsonb_array_length(s.citations) as n, s.about from framework_source s join framework f on f.id = s.framework_id`,
      );
      for (const row of sources.rows) {
        const label = `${row.machine_name} ${row.version_number}`;
        if (label === 'iscb 2.0') expect(row.about, label).toBe('');
        else expect(Number(row.n), label).toBeGreaterThan(0);
      }
      const profiles = await rows<{ authors: string | null; file: string }>(
        sql`select source->'citation'->>'authors' as authors, source->>'file' as file from profile where source is not null`,
      );
      // The 4 core-facility profiles and the 3 DIRECT sample profiles, each with its file's citation.
      expect(profiles.rows).toHaveLength(4 + 3);
      for (const row of profiles.rows) {
        expect(row.authors).toContain(row.file.startsWith('direct') ? "Adrian D'Alessandro" : 'Tim Downing');
      }
      expect(await runDataMigrations(database.db)).toEqual([]);
    });
  });
}
