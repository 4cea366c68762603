/**
 * ADR 0022; docs/features/curation.md §5 (ADR 0022), on every driver: a CASE package imported into a framework's existing draft
 * is one recorded change set. Its preview says what it will add, change and move and writes nothing; the
 * import keeps positions (existing rows stay, new rows are appended, a row under another parent is a
 * listed move); 'Undo this import' restores the draft, and the attribute type the import added, as they
 * were. The Moodle CSV carries domain and competency codes as ID numbers and reads them back: an export
 * imported into the draft matches every item, and an edited one changes and adds just what was edited.
 */
import Papa from 'papaparse';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, type FullManageView, fullManageView, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

interface CfItem {
  identifier: string;
  fullStatement: string;
  humanCodingScheme?: string;
  CFItemType: string;
  extensions?: { lineageUuid: string };
  [key: string]: unknown;
}
interface CfAssociation {
  associationType: string;
  originNodeURI: { identifier: string };
  destinationNodeURI: { identifier: string; title: string; uri: string };
  [key: string]: unknown;
}
interface CfPackage {
  CFItems: CfItem[];
  CFAssociations: CfAssociation[];
}

const NEW = (n: number) => `5d0c7a20-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeWithSeededApp('imports of CASE and Moodle files into a draft', (ctx) => {
  let manager: AuthHeaders;
  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);
  const view = (): Promise<FullManageView> => fullManageView(ctx().app, manager, 'bioexcel');
  const content = (v: FullManageView) =>
    JSON.stringify(
      v.domains.map((d) => [
        d.id,
        d.title,
        d.code,
        d.position,
        d.competencies.map((c) => [
          c.id,
          c.title,
          c.code,
          c.position,
          c.domainId,
          c.archived,
          c.attributes.map((a) => [a.id, a.title, a.position, a.competencyId, a.attributeTypeId]),
        ]),
      ]),
    );
  const types = async () => (await view()).attributeTypes.map((t) => t.title);

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'file-import-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'file-import-manager', PASSWORD)).headers;
  });

  it('previews a CASE package, imports it with positions kept and a listed move, then undoes it', async () => {
    const { app, database } = ctx();
    const pkg = (
      await app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/case' })
    ).json() as CfPackage;
    const noDraft = await api('POST', '/bioexcel/draft/import-case/preview', {
      package: JSON.stringify(pkg),
    });
    expect(noDraft.statusCode).toBe(409);
    expect(noDraft.json().error.message).toBe('This framework has no draft');
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const before = await view();
    const typesBefore = await types();
    const [firstDomain, secondDomain] = before.domains;
    const moving = firstDomain?.competencies[0];
    const reworded = secondDomain?.competencies[1];
    if (!firstDomain || !secondDomain || !moving || !reworded) throw new Error('bioexcel has two domains');
    const byLineage = (uuid: string) => pkg.CFItems.find((i) => i.extensions?.lineageUuid === uuid) as CfItem;
    const secondDomainItem = byLineage(secondDomain.uuid);
    // Reword one competency and give it a code; move another to the second domain; add a competency at
    // the top of the second domain with an attribute of a type the framework lacks.
    byLineage(reworded.uuid).fullStatement = 'A reworded competency';
    byLineage(reworded.uuid).humanCodingScheme = 'RW1';
    const movingLink = pkg.CFAssociations.find(
      (a) =>
        a.associationType === 'isChildOf' && a.originNodeURI.identifier === byLineage(moving.uuid).identifier,
    ) as CfAssociation;
    movingLink.destinationNodeURI = {
      ...movingLink.destinationNodeURI,
      identifier: secondDomainItem.identifier,
    };
    const template = pkg.CFAssociations.find((a) => a.associationType === 'isChildOf') as CfAssociation;
    pkg.CFItems.push(
      { identifier: NEW(1), fullStatement: 'An imported competency', CFItemType: 'Competency' },
      { identifier: NEW(2), fullStatement: 'An imported attribute', CFItemType: 'Imported type' },
    );
    pkg.CFAssociations.push(
      {
        ...template,
        identifier: NEW(3),
        sequenceNumber: 0,
        originNodeURI: { identifier: NEW(1) },
        destinationNodeURI: { ...template.destinationNodeURI, identifier: secondDomainItem.identifier },
      },
      {
        ...template,
        identifier: NEW(4),
        sequenceNumber: 1,
        originNodeURI: { identifier: NEW(2) },
        destinationNodeURI: { ...template.destinationNodeURI, identifier: NEW(1) },
      },
    );
    const text = JSON.stringify(pkg);

    const untouched = await snapshot(database.db);
    const preview = await api('POST', '/bioexcel/draft/import-case/preview', { package: text });
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      added: { domains: 0, competencies: 1, attributes: 1 },
      changed: { domains: 0, competencies: 1, attributes: 0 },
      moved: { domains: 0, competencies: 1, attributes: 0 },
      moves: [{ kind: 'competency', title: moving.title, from: firstDomain.title, to: secondDomain.title }],
      attributeTypesAdded: ['Imported type'],
      expertiseLevelsAdded: 0,
    };
    expect(preview.json()).toMatchObject({ ...expected, changeSetId: null });
    expect(await snapshot(database.db), 'a preview writes nothing').toBe(untouched);

    const imported = await api('POST', '/bioexcel/draft/import-case', { package: text });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject(expected);
    const after = await view();
    const second = after.domains.find((d) => d.id === secondDomain.id)?.competencies ?? [];
    const positions = second.map((c) => c.position);
    expect(new Set(positions).size, 'no two competencies share a position').toBe(positions.length);
    // Existing competencies keep their positions, though the file put the new one first: new and moved
    // ones come last.
    for (const c of secondDomain.competencies) {
      expect(second.find((x) => x.id === c.id)?.position).toBe(c.position);
    }
    expect(second.slice(-2).map((c) => c.title)).toEqual(['An imported competency', moving.title]);
    expect(second.find((c) => c.id === reworded.id)).toMatchObject({
      title: 'A reworded competency',
      code: 'RW1',
    });
    const importedType = after.attributeTypes.find((t) => t.title === 'Imported type');
    expect(second.at(-2)?.attributes[0]).toMatchObject({
      title: 'An imported attribute',
      attributeTypeId: importedType?.id,
    });

    const [set] = (await api('GET', '/bioexcel/draft/change-sets')).json().changeSets;
    expect(set).toMatchObject({ id: imported.json().changeSetId, kind: 'import-case', undoable: true });
    const undo = await api('POST', `/bioexcel/draft/change-sets/${set.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(content(await view()), 'the draft is as it was before the import').toBe(content(before));
    expect(await types(), 'the attribute type the import added is gone').toEqual(typesBefore);
  });

  it("refuses a package item that names a draft item of another level, and another framework's package", async () => {
    const { app, database } = ctx();
    const pkg = (
      await app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/case' })
    ).json() as CfPackage;
    const domainItem = pkg.CFItems.find((i) => i.CFItemType === 'Domain') as CfItem;
    const competencyItem = pkg.CFItems.find((i) => i.CFItemType === 'Competency') as CfItem;
    // The first competency's lineage given to a new domain.
    pkg.CFItems.push({
      identifier: NEW(5),
      fullStatement: 'Not a domain',
      CFItemType: 'Domain',
      extensions: { lineageUuid: competencyItem.extensions?.lineageUuid as string },
    });
    const template = pkg.CFAssociations.find(
      (a) => a.associationType === 'isChildOf' && a.originNodeURI.identifier === domainItem.identifier,
    ) as CfAssociation;
    pkg.CFAssociations.push({ ...template, identifier: NEW(6), originNodeURI: { identifier: NEW(5) } });
    const untouched = await snapshot(database.db);
    const res = await api('POST', '/bioexcel/draft/import-case', { package: JSON.stringify(pkg) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues[0].message).toBe(
      '"Not a domain" is one of the draft\'s competencies, not of its domains',
    );
    const iscb = (await app.inject({ url: '/api/v1/frameworks/iscb/versions/2.0/case' })).body;
    const other = await api('POST', '/bioexcel/draft/import-case/preview', { package: iscb });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toContain('another framework');
    expect(await snapshot(database.db)).toBe(untouched);
  });

  it('exports uuids as Moodle ID numbers and codes in short names, and reads them back into the draft', async () => {
    const { app } = ctx();
    const csv = (await app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/moodle.csv' })).body;
    const [header = [], frameworkRow = [], ...rows] = Papa.parse<string[]>(csv.trimEnd(), {
      newline: '\r\n',
    }).data;
    const col = (name: string) => header.indexOf(name);
    const v = await view();
    const coded = v.domains.flatMap((d) => d.competencies).find((c) => c.code && !c.archived);
    if (!coded?.code) throw new Error('bioexcel has coded competencies');
    const row = rows.find((r) => r[col('Description')] === coded.title) as string[];
    expect(row[col('ID number')], 'the lineage uuid (ADR 0042)').toBe(coded.uuid);
    expect(row[col('Short name')], 'the code leads the short name').toMatch(
      new RegExp(`^${coded.code.replace(/\./g, '\\.')} `),
    );
    const domainOf = v.domains.find((d) => d.id === coded.domainId);
    expect(row[col('Parent ID number')]).toBe(domainOf?.uuid);
    const ids = rows.map((r) => r[col('ID number')]);
    expect(new Set(ids).size, 'ID numbers are unique').toBe(ids.length);

    // Read back unchanged: every item matches (by code or uuid), nothing is added, changed or moved.
    const same = await api('POST', '/bioexcel/draft/import-moodle/preview', { csv });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      added: { domains: 0, competencies: 0, attributes: 0 },
      changed: { domains: 0, competencies: 0, attributes: 0 },
      moved: { domains: 0, competencies: 0, attributes: 0 },
    });
    // Edited in Moodle: the coded competency reworded (its code stays), a new competency whose ID number
    // is a code under its domain.
    row[col('Description')] = 'Reworded in Moodle';
    const added = [...row];
    added[col('ID number')] = 'MOODLE-1';
    added[col('Description')] = 'Added in Moodle';
    rows.push(added);
    const withFramework = Papa.unparse({ fields: header, data: [frameworkRow, ...rows] });
    const res = await api('POST', '/bioexcel/draft/import-moodle', { csv: withFramework });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      added: { domains: 0, competencies: 1, attributes: 0 },
      changed: { domains: 0, competencies: 1, attributes: 0 },
      moved: { domains: 0, competencies: 0, attributes: 0 },
    });
    const now = (await view()).domains.find((d) => d.id === coded.domainId)?.competencies ?? [];
    expect(now.find((c) => c.id === coded.id)).toMatchObject({
      title: 'Reworded in Moodle',
      code: coded.code,
    });
    expect(now.at(-1)).toMatchObject({ title: 'Added in Moodle', code: 'MOODLE-1' });
    const undo = await api('POST', `/bioexcel/draft/change-sets/${res.json().changeSetId}/undo`);
    expect(undo.statusCode, undo.body).toBe(200);
  });
});
