/**
 * ADR 0022; docs/features/curation.md §5 (ADR 0022), on every driver: a CSV import keeps positions (existing rows stay, new rows
 * are appended, a row given another parent is a listed move); its preview says what it will add, change
 * and move and writes nothing; the import is one change set, and 'Undo this import' restores the draft
 * exactly as it was before it, audited. ADR 0066: an undo spares what anyone changed after the import
 * (a colleague's rename, a deletion, an attribute added under an imported competency) and says why.
 */
import { buildExportCsv, type ExportTable } from '@hub/domain';
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, type FullManageView, fullManageView, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const NO_IDS = 'Domain ID,Competency ID,Attribute ID';

describeWithSeededApp('import change sets and undo', (ctx) => {
  let manager: AuthHeaders;
  let colleague: AuthHeaders;
  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);
  const view = (): Promise<FullManageView> => fullManageView(ctx().app, manager, 'bioexcel');
  const content = (v: FullManageView) =>
    JSON.stringify(
      v.domains.map((d) => [
        d.id,
        d.title,
        d.position,
        d.competencies.map((c) => [
          c.id,
          c.title,
          c.position,
          c.domainId,
          c.attributes.map((a) => [a.id, a.title, a.position, a.competencyId]),
        ]),
      ]),
    );

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'changes-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    await createUser(database.db, {
      username: 'changes-colleague',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'changes-manager', PASSWORD)).headers;
    colleague = (await signIn(app, 'changes-colleague', PASSWORD)).headers;
  });

  it('previews, imports with positions kept and a listed move, then undoes the import', async () => {
    const { app, database } = ctx();
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const exported = await app.inject({
      url: `/api/v1/frameworks/bioexcel/versions/1.0/export?exclude=${encodeURIComponent(NO_IDS)}`,
    });
    const csv = buildExportCsv(exported.json() as ExportTable);
    const [header = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const col = (name: string) => header.indexOf(name);
    const before = await view();
    const firstDomain = before.domains[0];
    const secondDomain = before.domains[1];
    const moving = firstDomain?.competencies[0];
    // Move the first competency's rows to the second domain, and add a competency at the very top.
    for (const row of rows) {
      if (row[col('Competency UUID')] === moving?.uuid) {
        row[col('Domain UUID')] = secondDomain?.uuid ?? '';
        row[col('Domain')] = secondDomain?.title ?? '';
      }
    }
    const firstOfSecond = rows.find((r) => r[col('Domain UUID')] === secondDomain?.uuid) as string[];
    const fresh = [...firstOfSecond];
    fresh[col('Competency UUID')] = '';
    fresh[col('Competency')] = 'An imported competency';
    fresh[col('Attribute UUID')] = '';
    fresh[col('Attribute')] = 'An imported attribute';
    rows.splice(rows.indexOf(firstOfSecond), 0, fresh);
    const edited = Papa.unparse({ fields: header, data: rows });

    const untouched = await snapshot(database.db);
    const preview = await api('POST', '/bioexcel/draft/import-csv/preview', { csv: edited });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      added: { domains: 0, competencies: 1, attributes: 1 },
      changed: { domains: 0, competencies: 0, attributes: 0 },
      moved: { domains: 0, competencies: 1, attributes: 0 },
      moves: [
        {
          kind: 'competency',
          title: moving?.title,
          from: firstDomain?.title,
          to: secondDomain?.title,
          changedBy: [],
        },
      ],
      // Item by item (ADR 0065): the added competency and its attribute, under their parents.
      additions: [
        {
          kind: 'competency',
          title: expect.stringContaining('An imported competency'),
          parent: secondDomain?.title,
        },
        { kind: 'attribute', title: 'An imported attribute', parent: 'An imported competency' },
      ],
      changes: [],
      keptEdits: [],
      // Archived draft items are not in the file: kept as they are.
      kept: expect.any(Object),
      attributeTypesAdded: [],
    };
    const view0 = await view();
    expect(preview.json()).toEqual({ ...expected, revision: view0.draftEtag, changeSetId: null });
    expect(await snapshot(database.db), 'a preview writes nothing').toBe(untouched);

    const imported = await api('POST', '/bioexcel/draft/import-csv', { csv: edited });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject(expected);
    const after = await view();
    const second = after.domains[1]?.competencies ?? [];
    const positions = second.map((c) => c.position);
    expect(new Set(positions).size, 'no two competencies share a position').toBe(positions.length);
    // The existing competencies keep their positions; the move and the new one come last, in file order.
    for (const c of secondDomain?.competencies ?? []) {
      expect(second.find((x) => x.id === c.id)?.position).toBe(c.position);
    }
    expect(second.slice(-2).map((c) => c.title)).toEqual(['An imported competency', moving?.title]);

    const list = await api('GET', '/bioexcel/draft/change-sets');
    expect(list.statusCode, list.body).toBe(200);
    const [set] = list.json().changeSets;
    expect(set).toMatchObject({
      id: imported.json().changeSetId,
      kind: 'import-csv',
      username: 'changes-manager',
      undoable: true,
      undoneAt: null,
      summary: { added: expected.added, moved: expected.moved },
    });

    const undo = await api('POST', `/bioexcel/draft/change-sets/${set.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ deleted: 2 });
    expect(content(await view()), 'the draft is as it was before the import').toBe(content(before));
    const again = await api('POST', `/bioexcel/draft/change-sets/${set.id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This import has already been undone');
    const listed = (await api('GET', '/bioexcel/draft/change-sets')).json().changeSets[0];
    expect(listed).toMatchObject({ undoable: false, undoneAt: expect.any(String) });
  });

  it('undoes only the newest import, and leaves an item deleted after it deleted', async () => {
    const { app } = ctx();
    const exported = await app.inject({
      url: `/api/v1/frameworks/bioexcel/versions/1.0/export?exclude=${encodeURIComponent(NO_IDS)}`,
    });
    const csv = buildExportCsv(exported.json() as ExportTable);
    const [header = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const col = (name: string) => header.indexOf(name);
    const extra: string[][] = [];
    const withNew = (title: string) => {
      const row = [...(rows[0] as string[])];
      row[col('Competency UUID')] = '';
      row[col('Competency')] = title;
      row[col('Attribute UUID')] = '';
      return Papa.unparse({ fields: header, data: [...rows, ...extra, row] });
    };
    const firstRes = await api('POST', '/bioexcel/draft/import-csv', { csv: withNew('First import') });
    expect(firstRes.statusCode, firstRes.body).toBe(200);
    const first = firstRes.json();
    const before = await view();
    // The second file keeps the first import's competency and its attribute (an import never deletes).
    const kept = before.domains[0]?.competencies.find((c) => c.title === 'First import');
    const keptRow = [...(rows[0] as string[])];
    keptRow[col('Competency UUID')] = kept?.uuid ?? '';
    keptRow[col('Competency')] = 'First import';
    keptRow[col('Attribute UUID')] = kept?.attributes[0]?.uuid ?? '';
    extra.push(keptRow);
    const secondRes = await api('POST', '/bioexcel/draft/import-csv', { csv: withNew('Second import') });
    expect(secondRes.statusCode, secondRes.body).toBe(200);
    const second = secondRes.json();
    const older = await api('POST', `/bioexcel/draft/change-sets/${first.changeSetId}/undo`);
    expect(older.statusCode).toBe(409);
    expect(older.json().error.message).toContain('Only the latest import can be undone');
    // An item of the draft deleted after the import stays deleted: the undo spares later edits.
    const added = (await view()).addedInDraft.competencies;
    const firstImported = before.domains[0]?.competencies.find((c) => c.title === 'First import');
    expect(added).toContain(firstImported?.id);
    expect((await api('DELETE' as 'POST', `/bioexcel/competencies/${firstImported?.id}`)).statusCode).toBe(
      204,
    );
    const undo = await api('POST', `/bioexcel/draft/change-sets/${second.changeSetId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    const withoutDeleted = {
      ...before,
      domains: before.domains.map((d) => ({
        ...d,
        competencies: d.competencies.filter((c) => c.id !== firstImported?.id),
      })),
    };
    expect(content(await view())).toBe(content(withoutDeleted));
    expect(undo.json().undone).toEqual(
      expect.arrayContaining([{ kind: 'competency', title: 'Second import', how: 'removed' }]),
    );
  });

  it("spares a colleague's rename and attribute made after the import, and says why", async () => {
    const { app } = ctx();
    const exported = await app.inject({
      url: `/api/v1/frameworks/bioexcel/versions/1.0/export?exclude=${encodeURIComponent(NO_IDS)}`,
    });
    const csv = buildExportCsv(exported.json() as ExportTable);
    const [header = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    const col = (name: string) => header.indexOf(name);
    const before = await view();
    const [renamedByBoth, renamedByImport] = before.domains[0]?.competencies ?? [];
    // The file renames two competencies and adds two new ones, each with an attribute.
    for (const row of rows) {
      if (row[col('Competency UUID')] === renamedByBoth?.uuid) row[col('Competency')] = 'Imported title A';
      if (row[col('Competency UUID')] === renamedByImport?.uuid) row[col('Competency')] = 'Imported title B';
    }
    const added = (title: string) => {
      const row = [...(rows[0] as string[])];
      row[col('Competency UUID')] = '';
      row[col('Competency')] = title;
      row[col('Attribute UUID')] = '';
      row[col('Attribute')] = `${title} attribute`;
      return row;
    };
    const file = Papa.unparse({
      fields: header,
      data: [...rows, added('Imported and left alone'), added('Imported and added to')],
    });
    const imported = await api('POST', '/bioexcel/draft/import-csv', { csv: file });
    expect(imported.statusCode, imported.body).toBe(200);
    const afterImport = await view();
    const importedComps = afterImport.domains[0]?.competencies ?? [];
    const addedTo = importedComps.find((c) => c.title === 'Imported and added to');

    // The colleague renames one imported change and adds an attribute under one imported competency.
    const byColleague = (method: 'PATCH' | 'POST', path: string, payload: unknown) =>
      call(app, colleague, method, path, payload);
    const rename = await byColleague('PATCH', `/bioexcel/competencies/${renamedByBoth?.id}`, {
      title: 'Colleague title A',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const attr = await byColleague('POST', '/bioexcel/attributes', {
      competencyId: addedTo?.id,
      attributeTypeId: afterImport.attributeTypes[0]?.id,
      titles: ['Colleague attribute'],
    });
    expect(attr.statusCode, attr.body).toBe(201);

    const undo = await api('POST', `/bioexcel/draft/change-sets/${imported.json().changeSetId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    const result = undo.json();
    expect(result.kept).toEqual(
      expect.arrayContaining([
        {
          kind: 'competency',
          id: renamedByBoth?.id,
          title: 'Colleague title A',
          reason: 'renamed by changes-colleague after the import',
        },
        {
          kind: 'competency',
          id: addedTo?.id,
          title: 'Imported and added to',
          reason: 'holds the attribute “Colleague attribute”, added by changes-colleague after the import',
        },
      ]),
    );
    expect(result.kept).toHaveLength(2);
    expect(result.undone).toEqual(
      expect.arrayContaining([
        { kind: 'competency', title: 'Imported title B', how: 'put back' },
        { kind: 'competency', title: 'Imported and left alone', how: 'removed' },
        { kind: 'attribute', title: 'Imported and left alone attribute', how: 'removed' },
        { kind: 'attribute', title: 'Imported and added to attribute', how: 'removed' },
      ]),
    );

    const now = (await view()).domains[0]?.competencies ?? [];
    const titleOf = (id?: number) => now.find((c) => c.id === id)?.title;
    expect(titleOf(renamedByBoth?.id), "the colleague's rename stays").toBe('Colleague title A');
    expect(titleOf(renamedByImport?.id), "the import's own rename is undone").toBe(renamedByImport?.title);
    expect(now.map((c) => c.title)).not.toContain('Imported and left alone');
    expect(now.find((c) => c.id === addedTo?.id)?.attributes.map((a) => a.title)).toEqual([
      'Colleague attribute',
    ]);
    const history = (await api('GET', '/bioexcel/draft/history')).json().events;
    expect(history[0]).toMatchObject({ username: 'changes-manager', description: 'Undid an import' });
  });
});
