/**
 * One rule for every way content comes in (ADR 0041): the same table of texts (titles, codes, attribute
 * types) is run against the Export page's CSV import, the CASE and Moodle imports into a draft, the
 * framework JSON import and the API's writes, and each accepts or refuses every row alike; and every
 * importer refuses a file carrying another framework's lineage uuid (409, as CASE always did).
 */
import { CSV_IMPORT_COLUMNS } from '@hub/domain';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { ImportConflictError, ImportValidationError } from '../src/db/import-contract.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { MOODLE_COLUMNS } from '../src/modules/interchange/moodle.js';
import type { AuthHeaders } from './auth-helpers.js';
import { call, type FullManageView, fullManageView } from './curation-helpers.js';
import { createDraft, createFramework, createSession, describeWithApp, frameworkFile } from './factories.js';

type Field = 'title' | 'code' | 'type';
type Outcome = 'accepted' | 'refused' | 'other framework';

/** The one table: a field, a text, and whether every importer and the API accept it. */
const TABLE: { field: Field; name: string; text: string; accepted: boolean }[] = [
  { field: 'title', name: 'a plain title', text: 'Curate research data', accepted: true },
  { field: 'title', name: '500 characters', text: 't'.repeat(500), accepted: true },
  { field: 'title', name: '501 characters', text: 't'.repeat(501), accepted: false },
  { field: 'title', name: '100,000 characters', text: 't'.repeat(100_000), accepted: false },
  { field: 'title', name: 'a line feed', text: 'Two\nlines', accepted: false },
  { field: 'title', name: 'a carriage return', text: 'Two\rlines', accepted: false },
  { field: 'title', name: 'a line separator', text: 'Two\u2028lines', accepted: false },
  { field: 'title', name: 'only spaces', text: '   ', accepted: false },
  { field: 'code', name: 'a short code', text: 'C-7', accepted: true },
  { field: 'code', name: '32 characters', text: 'c'.repeat(32), accepted: true },
  { field: 'code', name: '33 characters', text: 'c'.repeat(33), accepted: false },
  { field: 'code', name: 'a line feed', text: 'C\n7', accepted: false },
  { field: 'code', name: 'markup (a closing angle bracket)', text: 'C>7', accepted: false },
  { field: 'type', name: 'a plain type', text: 'Attitude', accepted: true },
  { field: 'type', name: '500 characters', text: 'y'.repeat(500), accepted: true },
  { field: 'type', name: '501 characters', text: 'y'.repeat(501), accepted: false },
  { field: 'type', name: '5,000 characters', text: 'y'.repeat(5_000), accepted: false },
  { field: 'type', name: 'a line feed', text: 'Soft\nskill', accepted: false },
];

/** A lineage uuid of the other framework ('beta'). */
const BETA_COMPETENCY = '0b0b0b0b-0000-4000-8000-000000000001';
const uuid = (n: number) => `a1a1a1a1-0000-4000-8000-${String(n).padStart(12, '0')}`;
let serial = 0;

describeWithApp(
  'one text rule and one lineage rule for every importer',
  async (db: Db) => {
    await createFramework(db, { machine_name: 'alpha', title: 'Alpha framework' });
    await createDraft(db, 'alpha');
    const beta = frameworkFile({ machine_name: 'beta', title: 'Beta framework' });
    const c = beta.domains[0]?.competencies[0];
    if (c) c.uuid = BETA_COMPETENCY;
    await importFrameworkText(db, JSON.stringify(beta), 'beta-1.0.json');
  },
  (ctx) => {
    let manager: AuthHeaders;
    let domainId: number;
    beforeAll(async () => {
      const { app, database } = ctx();
      manager = (
        await createSession(app, database.db, { roles: ['framework_manager'], frameworks: ['alpha'] })
      ).headers;
      const draft: FullManageView = await fullManageView(app, manager, 'alpha');
      domainId = draft.domains[0]?.id as number;
    });
    /** A draft import's preview (the import's own code, rolled back), as an outcome. */
    const preview = async (path: string, body: object): Promise<Outcome> => {
      const res = await call(ctx().app, manager, 'POST', `/alpha/draft/${path}/preview`, body);
      if (res.statusCode === 409) return 'other framework';
      if (res.statusCode === 400) return 'refused';
      expect(res.statusCode, res.body).toBe(200);
      return 'accepted';
    };

    /** The Export page's CSV: every visible row of the draft (as it is now), then a new competency. */
    const csvImport = async (field: Field, text: string, competencyUuid = '') => {
      const now: FullManageView = await fullManageView(ctx().app, manager, 'alpha');
      const header = [...CSV_IMPORT_COLUMNS, 'Domain code', 'Competency code'];
      const row = (values: Record<string, string>) => header.map((h) => values[h] ?? '');
      const rows: string[][] = [];
      const d = now.domains[0];
      const base = { 'Domain UUID': d?.uuid ?? '', Domain: d?.title ?? '', 'Domain code': d?.code ?? '' };
      for (const c of d?.competencies.filter((x) => !x.archived) ?? []) {
        const competency = {
          'Competency UUID': c.uuid,
          Competency: c.title,
          'Competency code': c.code ?? '',
        };
        rows.push(row({ ...base, ...competency }));
        for (const a of c.attributes.filter((x) => !x.archived)) {
          const type = now.attributeTypes.find((t) => t.id === a.attributeTypeId)?.title ?? '';
          rows.push(
            row({
              ...base,
              ...competency,
              'Attribute UUID': a.uuid,
              'Attribute type': type,
              Attribute: a.title,
            }),
          );
        }
      }
      rows.push(
        row({
          ...base,
          'Competency UUID': competencyUuid,
          Competency: field === 'title' ? text : 'A new competency',
          'Competency code': field === 'code' ? text : '',
          'Attribute type': field === 'type' ? text : 'Knowledge',
          Attribute: 'A new attribute',
        }),
      );
      return preview('import-csv', { csv: Papa.unparse({ fields: header, data: rows }) });
    };

    /** A CASE package: one domain, a competency carrying the text and an attribute under it. */
    const caseImport = (field: Field, text: string, competencyId = uuid(++serial)) => {
      const doc = uuid(++serial);
      const domainId = uuid(++serial);
      const attributeId = uuid(++serial);
      const item = (identifier: string, fullStatement: string, extra: object = {}) => ({
        identifier,
        uri: `urn:${identifier}`,
        fullStatement,
        ...extra,
      });
      const child = (from: string, to: string) => ({
        identifier: uuid(++serial),
        associationType: 'isChildOf',
        originNodeURI: { identifier: from, uri: `urn:${from}`, title: '' },
        destinationNodeURI: { identifier: to, uri: `urn:${to}`, title: '' },
      });
      const pkg = {
        CFDocument: { identifier: doc, uri: `urn:${doc}`, title: 'A package' },
        CFItems: [
          item(domainId, 'A domain', { CFItemType: 'Domain' }),
          item(competencyId, field === 'title' ? text : 'A competency', {
            CFItemType: 'Competency',
            ...(field === 'code' ? { humanCodingScheme: text } : {}),
          }),
          item(attributeId, 'An attribute', { CFItemType: field === 'type' ? text : 'Knowledge' }),
        ],
        CFAssociations: [
          child(domainId, doc),
          child(competencyId, domainId),
          child(attributeId, competencyId),
        ],
      };
      return preview('import-case', { package: JSON.stringify(pkg) });
    };

    /** A Moodle CSV: the framework row, a domain, a competency carrying the text and an attribute. */
    const moodleImport = (field: Field, text: string, competencyId = field === 'code' ? text : 'MC-1') => {
      const row = (values: Partial<Record<(typeof MOODLE_COLUMNS)[number], string>>) =>
        MOODLE_COLUMNS.map((c) => values[c] ?? '');
      const rows = [
        row({ 'ID number': 'fw', 'Short name': 'Framework', 'Is framework': '1' }),
        row({ 'ID number': 'MD-1', 'Short name': 'A domain', Description: 'A domain' }),
        row({
          'Parent ID number': 'MD-1',
          'ID number': competencyId,
          // Moodle's title is the Description, else the Short name: the text goes in both.
          'Short name': field === 'title' ? text : 'A competency',
          Description: field === 'title' ? text : 'A competency',
        }),
        row({
          'Parent ID number': competencyId,
          'ID number': uuid(++serial),
          'Short name': `${field === 'type' ? text : 'Knowledge'}: An attribute`,
          Description: 'An attribute',
        }),
      ];
      return preview('import-moodle', { csv: Papa.unparse({ fields: [...MOODLE_COLUMNS], data: rows }) });
    };

    /** A framework JSON file of a new framework whose competency carries the text. */
    const jsonImport = async (field: Field, text: string, competencyUuid?: string): Promise<Outcome> => {
      serial++;
      const file = frameworkFile({
        machine_name: `gamma-${serial}`,
        domains: [
          {
            title: 'A domain',
            competencies: [
              {
                title: field === 'title' ? text : 'A competency',
                ...(field === 'code' ? { code: text } : {}),
                attributes: [{ type: field === 'type' ? text : 'Knowledge', title: 'An attribute' }],
              },
            ],
          },
        ],
      });
      const c = file.domains[0]?.competencies[0];
      if (c && competencyUuid) c.uuid = competencyUuid;
      try {
        await importFrameworkText(ctx().database.db, JSON.stringify(file), `gamma-${serial}.json`);
        return 'accepted';
      } catch (error) {
        if (error instanceof ImportConflictError) return 'other framework';
        if (error instanceof ImportValidationError) return 'refused';
        throw error;
      }
    };

    /** The API: a new competency's title, its code, or a new attribute type. */
    const apiWrite = async (field: Field, text: string): Promise<Outcome> => {
      const { app } = ctx();
      let res: Awaited<ReturnType<typeof call>>;
      if (field === 'type') {
        res = await call(app, manager, 'POST', '/alpha/attribute-types', { title: text });
      } else {
        res = await call(app, manager, 'POST', '/alpha/competencies', {
          domainId,
          competencies: [{ title: field === 'title' ? text : `A competency ${++serial}` }],
        });
        if (field === 'code' && res.statusCode === 201) {
          const id = res.json().competencies[0].id as number;
          res = await call(app, manager, 'PATCH', `/alpha/competencies/${id}`, { code: text });
        }
      }
      if (res.statusCode === 400) return 'refused';
      expect([200, 201], res.body).toContain(res.statusCode);
      return 'accepted';
    };

    const ways = [
      ['the Export page CSV import', csvImport],
      ['the CASE import', caseImport],
      ['the Moodle import', moodleImport],
      ['the framework JSON import', jsonImport],
      ['the API', apiWrite],
    ] as const;

    describe.each(ways)('%s', (_name, importWith) => {
      it.each(TABLE)('$field with $name: accepted $accepted', async ({ field, text, accepted }) => {
        expect(await importWith(field, text)).toBe(accepted ? 'accepted' : 'refused');
      });
    });

    it.each([
      ['the Export page CSV import', () => csvImport('title', 'Borrowed', BETA_COMPETENCY)],
      ['the CASE import', () => caseImport('title', 'Borrowed', BETA_COMPETENCY)],
      ['the Moodle import', () => moodleImport('title', 'Borrowed', BETA_COMPETENCY)],
      ['the framework JSON import', () => jsonImport('title', 'Borrowed', BETA_COMPETENCY)],
    ])("%s refuses another framework's lineage uuid", async (_name, importIt) => {
      expect(await importIt()).toBe('other framework');
    });
  },
);
