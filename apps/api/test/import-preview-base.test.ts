/**
 * ADR 0065, on every driver: an import into a draft is based on its preview. The preview lists every item
 * it adds, changes (old → new) and moves, and marks items a colleague changed since the file's source;
 * an import sent with the preview's revision is refused (409) once the draft changed, and a colleague's
 * rename the file did not touch is kept, never reverted. A Moodle Short name edited in Moodle renames the
 * item, and a Moodle import keeps a colleague's rename the same way.
 */
import type { ManageFrameworkView } from '@hub/domain';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('imports into a draft based on their preview', (ctx) => {
  let alice: AuthHeaders;
  let bob: AuthHeaders;
  const as = (who: AuthHeaders, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, who, method, path, payload);
  const competencies = async (framework: string) =>
    ((await as(alice, 'GET', `/${framework}`)).json() as ManageFrameworkView).domains.flatMap((d) =>
      d.competencies.filter((c) => !c.archived),
    );
  /** Alice's headers with the preview's revision as If-Match. */
  const basedOn = (revision: string) => ({ ...alice, 'if-match': revision }) as AuthHeaders;
  const rename = async (framework: string, id: number, title: string) => {
    const res = await as(bob, 'PATCH', `/${framework}/competencies/${id}`, { title });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    const { app, database } = ctx();
    for (const username of ['import-alice', 'import-bob']) {
      await createUser(database.db, {
        username,
        password: PASSWORD,
        roles: ['framework_manager'],
        frameworks: ['bioexcel', 'iscb'],
      });
    }
    alice = (await signIn(app, 'import-alice', PASSWORD)).headers;
    bob = (await signIn(app, 'import-bob', PASSWORD)).headers;
  });

  it('lists what a CSV import does, refuses a stale import and keeps a colleague’s rename', async () => {
    const { app } = ctx();
    expect((await as(alice, 'POST', '/bioexcel/draft')).statusCode).toBe(201);
    const file = await app.inject({
      url: '/api/v1/manage/frameworks/bioexcel/draft/export.csv',
      headers: alice as Record<string, string>,
    });
    expect(file.statusCode, file.body).toBe(200);
    const [header = [], ...rows] = Papa.parse<string[]>(file.body.trimEnd(), { newline: '\r\n' }).data;
    const col = (name: string) => header.indexOf(name);
    const [x, y, z] = await competencies('bioexcel');
    if (!x || !y || !z) throw new Error('bioexcel has competencies');
    // Alice's file: X reworded, Z reworded, a new competency under X's domain.
    for (const r of rows) {
      if (r[col('Competency UUID')] === x.uuid) r[col('Competency')] = 'X reworded in the file';
      if (r[col('Competency UUID')] === z.uuid) r[col('Competency')] = 'Z reworded in the file';
    }
    const xRow = rows.find((r) => r[col('Competency UUID')] === x.uuid) as string[];
    const added = xRow.map((cell, i) =>
      header[i]?.startsWith('Competency') || header[i]?.startsWith('Attribute') ? '' : cell,
    );
    added[col('Competency')] = 'Added by the file';
    rows.push(added);
    const csv = Papa.unparse({ fields: header, data: rows });

    const preview = await as(alice, 'POST', '/bioexcel/draft/import-csv/preview', { csv });
    expect(preview.statusCode, preview.body).toBe(200);
    const first = preview.json();
    const view = (await as(alice, 'GET', '/bioexcel')).json() as ManageFrameworkView;
    expect(first.revision, 'the preview is based on the draft revision the screen shows').toBe(
      view.draftEtag,
    );
    expect(first.additions).toContainEqual({
      kind: 'competency',
      title: 'Added by the file',
      parent: expect.any(String),
    });
    const label = (c: { code: string | null }, title: string) => `${c.code ? `${c.code} ` : ''}${title}`;
    expect(first.changes).toEqual(
      expect.arrayContaining([
        {
          kind: 'competency',
          from: label(x, x.title),
          to: label(x, 'X reworded in the file'),
          changedBy: [],
          changedAt: null,
        },
        {
          kind: 'competency',
          from: label(z, z.title),
          to: label(z, 'Z reworded in the file'),
          changedBy: [],
          changedAt: null,
        },
      ]),
    );
    expect(first.keptEdits).toEqual([]);

    // Bob renames Y (which the file leaves as it was) and Z (which the file rewords too).
    await rename('bioexcel', y.id, 'Y renamed by Bob');
    await rename('bioexcel', z.id, 'Z renamed by Bob');

    const stale = await call(app, basedOn(first.revision), 'POST', '/bioexcel/draft/import-csv', {
      csv,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.message).toMatch(/changed since your preview \(by import-bob\)/);
    expect(await competencies('bioexcel')).toContainEqual(
      expect.objectContaining({ id: x.id, title: x.title }),
    );

    const again = (await as(alice, 'POST', '/bioexcel/draft/import-csv/preview', { csv })).json();
    expect(again.revision).not.toBe(first.revision);
    expect(again.keptEdits, 'Bob’s rename of Y is kept: the file left Y as it was').toEqual([
      {
        kind: 'competency',
        from: label(y, y.title),
        to: label(y, 'Y renamed by Bob'),
        changedBy: ['import-bob'],
        changedAt: expect.any(String),
      },
    ]);
    expect(again.changes[0], 'Z, changed by Bob and by the file, is listed first and marked').toEqual({
      kind: 'competency',
      from: label(z, 'Z renamed by Bob'),
      to: label(z, 'Z reworded in the file'),
      changedBy: ['import-bob'],
      changedAt: expect.any(String),
    });

    const done = await call(app, basedOn(again.revision), 'POST', '/bioexcel/draft/import-csv', {
      csv,
    });
    expect(done.statusCode, done.body).toBe(200);
    const now = await competencies('bioexcel');
    expect(now.find((c) => c.id === y.id)?.title).toBe('Y renamed by Bob');
    expect(now.find((c) => c.id === x.id)?.title).toBe('X reworded in the file');
    expect(now.find((c) => c.id === z.id)?.title).toBe('Z reworded in the file');
    expect(now.filter((c) => c.title === 'Added by the file')).toHaveLength(1);
  });

  it('imports a Moodle Short name edit and keeps a colleague’s rename the file did not touch', async () => {
    const { app } = ctx();
    expect((await as(alice, 'POST', '/iscb/draft')).statusCode).toBe(201);
    // The draft starts from 3.0, the newest release: the file's source.
    const file = await app.inject({ url: '/api/v1/frameworks/iscb/versions/3.0/moodle.csv' });
    expect(file.statusCode, file.body).toBe(200);
    const [header = [], ...rows] = Papa.parse<string[]>(file.body.trimEnd(), { newline: '\r\n' }).data;
    const col = (name: string) => header.indexOf(name);
    const [x, y] = (await competencies('iscb')).filter((c) => c.code);
    if (!x?.code || !y) throw new Error('iscb has coded competencies');
    await rename('iscb', y.id, 'Y renamed by Bob');
    const xRow = rows.find((r) => r[col('ID number')] === x.uuid) as string[];
    expect(xRow[col('Short name')]).toBe(`${x.code} ${x.title}`);
    xRow[col('Short name')] = `${x.code} Short name edited in Moodle`;
    const csv = Papa.unparse({ fields: header, data: rows });

    const preview = (await as(alice, 'POST', '/iscb/draft/import-moodle/preview', { csv })).json();
    expect(preview.changes).toEqual([
      {
        kind: 'competency',
        from: `${x.code} ${x.title}`,
        to: `${x.code} Short name edited in Moodle`,
        changedBy: [],
        changedAt: null,
      },
    ]);
    expect(preview.keptEdits).toEqual([
      expect.objectContaining({
        to: `${y.code ? `${y.code} ` : ''}Y renamed by Bob`,
        changedBy: ['import-bob'],
      }),
    ]);
    const res = await call(app, basedOn(preview.revision), 'POST', '/iscb/draft/import-moodle', {
      csv,
    });
    expect(res.statusCode, res.body).toBe(200);
    const now = await competencies('iscb');
    expect(now.find((c) => c.id === x.id)).toMatchObject({
      title: 'Short name edited in Moodle',
      code: x.code,
    });
    expect(now.find((c) => c.id === y.id)?.title).toBe('Y renamed by Bob');
  });
});
