/**
 * Interchange formats (docs/features/interchange-files.md §1; docs/features/curation.md §16): every shipped released version round-trips through the framework
 * JSON byte for byte; CASE 1.1 packages validate against the CFPackage schema, are deterministic, link
 * versions by lineage (replacedBy / exactMatchOf) and answer imsx_StatusInfo errors; CTDL-ASN graphs carry
 * the required properties; the Moodle CSV has one row per visible item.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { listLiveFrameworks } from '../src/modules/frameworks/service.js';
import { MOODLE_COLUMNS } from '../src/modules/interchange/moodle.js';
import { buildTestApp, describeWithSeededApp, openTestDatabase } from './helpers.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts');
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validatePackage = ajv.compile(
  JSON.parse(readFileSync(path.join(dir, 'case-v1p1-cfpackage.schema.json'), 'utf8')),
);
const PUBLIC_URL = 'http://localhost:3000';

type Released = { framework: string; version: string; extends: boolean };

describeWithSeededApp('interchange formats', (ctx, driver) => {
  let released: Released[] = [];
  const get = (url: string) => ctx().app.inject({ url });

  beforeAll(async () => {
    // Oldest version first within a framework, core frameworks before their extensions.
    released = (await listLiveFrameworks(ctx().database.db))
      .flatMap((f) =>
        [...f.liveVersions].reverse().map((v) => ({
          framework: f.framework.machineName,
          version: v.number,
          extends: f.core !== null,
        })),
      )
      .sort((a, b) => Number(a.extends) - Number(b.extends));
  });

  describe('framework JSON', () => {
    let second: DatabaseHandle;
    afterAll(async () => second?.close());

    it('round-trips every shipped released version byte for byte (export → import into an empty hub → export)', async () => {
      // The shipped released versions (the other shipped files are drafts or metadata only).
      expect(released.map((r) => `${r.framework} ${r.version}`)).toEqual([
        'bioexcel 1.0',
        'direct 2.0.0',
        'iscb 2.0',
        'iscb 3.0',
        'iscb-3.0e1 e1',
      ]);
      const first = new Map<string, string>();
      for (const r of released) {
        const res = await get(`/api/v1/frameworks/${r.framework}/versions/${r.version}/framework.json`);
        expect(res.statusCode, `${r.framework} ${r.version}`).toBe(200);
        expect(res.headers['content-disposition']).toBe(
          `attachment; filename="${r.framework}-${r.version}.json"`,
        );
        first.set(`${r.framework} ${r.version}`, res.body);
      }
      second = await openTestDatabase(driver);
      for (const [key, text] of first) {
        const outcome = await importFrameworkText(second.db, text, `${key}.json`);
        expect(outcome.status, key).toBe('created-live');
      }
      const app = await buildTestApp(second);
      try {
        for (const r of released) {
          const again = await app.inject({
            url: `/api/v1/frameworks/${r.framework}/versions/${r.version}/framework.json`,
          });
          expect(again.body, `${r.framework} ${r.version}`).toBe(first.get(`${r.framework} ${r.version}`));
        }
      } finally {
        await app.close();
      }
    }, 180_000);

    it('keeps uuids, codes and the attribute types of the shipped BioExcel 1.0', async () => {
      const file = (await get('/api/v1/frameworks/bioexcel/versions/1.0/framework.json')).json();
      expect(file).toMatchObject({
        machine_name: 'bioexcel',
        version: '1.0',
        attribute_types: ['Knowledge', 'Skill', 'Attitude'],
      });
      expect(file.domains[0]).toMatchObject({ code: '1', title: 'Generic Competencies' });
      expect(file.domains[0].uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect((await get('/api/v1/frameworks/bioexcel/versions/9.9/framework.json')).statusCode).toBe(404);
    });
  });

  describe('CASE 1.1', () => {
    it('lists a document per released version and serves packages that validate against the CFPackage schema', async () => {
      const list = await get('/ims/case/v1p1/CFDocuments');
      expect(list.statusCode).toBe(200);
      const documents = list.json().CFDocuments as { identifier: string; CFPackageURI: { uri: string } }[];
      expect(documents).toHaveLength(released.length);
      for (const doc of documents) {
        expect(doc.CFPackageURI.uri).toBe(`${PUBLIC_URL}/ims/case/v1p1/CFPackages/${doc.identifier}`);
        const pkg = await get(`/ims/case/v1p1/CFPackages/${doc.identifier}`);
        expect(pkg.statusCode).toBe(200);
        const valid = validatePackage(pkg.json());
        expect(valid, JSON.stringify(validatePackage.errors?.slice(0, 3))).toBe(true);
      }
      expect(validatePackage({ CFDocument: { identifier: 'x' } })).toBe(false);
    });

    it('gives BioExcel 1.0 items for domains, competencies and attributes, ordered children and stable ids', async () => {
      const res = await get('/api/v1/frameworks/bioexcel/versions/1.0/case');
      const pkg = res.json();
      expect(pkg.CFDocument).toMatchObject({
        title: 'BioExcel',
        version: '1.0',
        caseVersion: '1.1',
        adoptionStatus: 'Adopted',
      });
      const types = new Set(pkg.CFItems.map((i: { CFItemType: string }) => i.CFItemType));
      expect([...types].sort()).toEqual(['Competency', 'Domain', 'Knowledge', 'Skill', 'Attitude'].sort());
      const competencies = pkg.CFItems.filter((i: { CFItemType: string }) => i.CFItemType === 'Competency');
      expect(competencies).toHaveLength(31);
      const children = pkg.CFAssociations.filter(
        (a: { associationType: string }) => a.associationType === 'isChildOf',
      );
      expect(children).toHaveLength(pkg.CFItems.length);
      const topLevel = children.filter(
        (a: { destinationNodeURI: { identifier: string } }) =>
          a.destinationNodeURI.identifier === pkg.CFDocument.identifier,
      );
      expect(topLevel.map((a: { sequenceNumber: number }) => a.sequenceNumber)).toEqual([1, 2, 3, 4]);
      // Deterministic: the same input gives the same package, and the standalone item says its document.
      expect((await get('/api/v1/frameworks/bioexcel/versions/1.0/case')).body).toBe(res.body);
      // The download is the compact package of the CASE endpoint, byte for byte (no indentation to send).
      expect((await get(`/ims/case/v1p1/CFPackages/${pkg.CFDocument.identifier}`)).body).toBe(res.body);
      expect(res.body).not.toMatch(/\n/);
      // Kept like the hub reads (ADR 0039): a strong ETag, 304 on revalidation, the file name on every answer.
      const cached = await get('/api/v1/frameworks/bioexcel/versions/1.0/case');
      expect(cached.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(cached.headers['content-disposition']).toBe('attachment; filename="bioexcel-1.0-case.json"');
      const revalidated = await ctx().app.inject({
        method: 'GET',
        url: '/api/v1/frameworks/bioexcel/versions/1.0/case',
        headers: { 'if-none-match': cached.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
      const item = (await get(`/ims/case/v1p1/CFItems/${competencies[0].identifier}`)).json();
      expect(item).toMatchObject({
        fullStatement: competencies[0].fullStatement,
        CFDocumentURI: { identifier: pkg.CFDocument.identifier },
      });
      const association = (await get(`/ims/case/v1p1/CFAssociations/${children[0].identifier}`)).json();
      expect(association).toMatchObject({
        associationType: 'isChildOf',
        CFDocumentURI: { identifier: pkg.CFDocument.identifier },
      });
      const v10 = (await get(`/ims/case/v1p0/CFPackages/${pkg.CFDocument.identifier}`)).json();
      expect(v10.CFDocument.caseVersion).toBeUndefined();
      expect(v10.CFAssociations[0].originNodeURI.targetType).toBeUndefined();
    });

    it('answers imsx_StatusInfo for unknown and malformed identifiers', async () => {
      const unknown = await get('/ims/case/v1p1/CFItems/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        imsx_codeMajor: 'failure',
        imsx_severity: 'error',
        imsx_description: 'Unknown Object',
      });
      const bad = await get('/ims/case/v1p1/CFPackages/not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().imsx_description).toBe('Invalid UUID');
    });

    it('links a version to the next by lineage: replacedBy for every kept item, exactMatchOf when unchanged', async () => {
      const file = (await get('/api/v1/frameworks/bioexcel/versions/1.0/framework.json')).json();
      file.version = '1.1';
      delete file.version_uuid;
      file.domains[0].competencies[0].title = 'Function effectively in research teams';
      expect(
        (await importFrameworkText(ctx().database.db, JSON.stringify(file), 'bioexcel-1.1.json')).status,
      ).toBe('created-live');
      const old = (await get('/api/v1/frameworks/bioexcel/versions/1.0/case')).json();
      expect(old.CFDocument.adoptionStatus).toBe('Deprecated');
      const replaced = old.CFAssociations.filter(
        (a: { associationType: string }) => a.associationType === 'replacedBy',
      );
      const exact = old.CFAssociations.filter(
        (a: { associationType: string }) => a.associationType === 'exactMatchOf',
      );
      expect(replaced).toHaveLength(old.CFItems.length);
      expect(exact).toHaveLength(old.CFItems.length - 1);
      const next = (await get('/api/v1/frameworks/bioexcel/versions/1.1/case')).json();
      const nextIds = new Set(next.CFItems.map((i: { identifier: string }) => i.identifier));
      expect(
        replaced.every((a: { destinationNodeURI: { identifier: string } }) =>
          nextIds.has(a.destinationNodeURI.identifier),
        ),
      ).toBe(true);
      expect(validatePackage(old)).toBe(true);
    });
  });

  describe('CTDL-ASN', () => {
    it('has the required properties of the framework and of every competency, and the levels as a progression model', async () => {
      for (const r of released) {
        const res = await get(`/api/v1/frameworks/${r.framework}/versions/${r.version}/ctdl-asn`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/ld+json');
        const doc = res.json();
        expect(doc['@context']).toBe('https://credreg.net/ctdlasn/schema/context/json');
        const [fw, ...rest] = doc['@graph'] as Record<string, unknown>[];
        for (const key of [
          '@type',
          '@id',
          'ceasn:name',
          'ceasn:description',
          'ceasn:inLanguage',
          'ceterms:ctid',
          'ceasn:creator',
        ]) {
          expect(fw, `${r.framework} ${r.version} ${key}`).toHaveProperty([key]);
        }
        expect(fw?.['ceterms:versionIdentifier']).toEqual([
          { '@type': 'ceterms:IdentifierValue', 'ceterms:identifierValueCode': r.version },
        ]);
        const competencies = rest.filter((n) => n['@type'] === 'ceasn:Competency');
        expect(competencies.length).toBeGreaterThan(0);
        for (const c of competencies) {
          for (const key of [
            '@id',
            'ceasn:competencyText',
            'ceasn:inLanguage',
            'ceasn:isPartOf',
            'ceterms:ctid',
            'ceasn:competencyCategory',
          ]) {
            expect(c).toHaveProperty([key]);
          }
          expect(c['ceterms:ctid']).toMatch(
            /^ce-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
          );
          expect(c['ceasn:isPartOf']).toBe(fw?.['@id']);
        }
      }
      const iscb = (await get('/api/v1/frameworks/iscb/versions/3.0/ctdl-asn')).json();
      expect(iscb['@graph'][0]['ceterms:previousVersion']).toContain('/iscb/versions/2.0/ctdl-asn#ce-');
      const extension = (await get('/api/v1/frameworks/iscb-3.0e1/versions/e1/ctdl-asn')).json();
      const model = extension['@graph'].find(
        (n: Record<string, unknown>) => n['@type'] === 'asn:ProgressionModel',
      );
      expect(model['skos:hasTopConcept'].length).toBeGreaterThan(0);
      const categories = new Set(
        extension['@graph'].map((n: Record<string, { en: string }>) => n['ceasn:competencyCategory']?.en),
      );
      expect(categories.has('Domain')).toBe(true);
    });
  });

  describe('Moodle CSV', () => {
    it('has the import header, a framework row and one row per domain, competency and attribute', async () => {
      const res = await get('/api/v1/frameworks/bioexcel/versions/1.0/moodle.csv');
      expect(res.headers['content-type']).toContain('text/csv');
      const parsed = Papa.parse<string[]>(res.body.trimEnd(), { newline: '\r\n' });
      expect(parsed.errors).toEqual([]);
      const [header, frameworkRow, ...rows] = parsed.data;
      expect(header).toEqual([...MOODLE_COLUMNS]);
      expect(frameworkRow?.[12]).toBe('1');
      expect(frameworkRow?.[13]).toBe('domain,competency,indicator');
      const file = (await get('/api/v1/frameworks/bioexcel/versions/1.0/framework.json')).json();
      const expected = file.domains.reduce(
        (n: number, d: { competencies: { attributes: unknown[] }[] }) =>
          n + 1 + d.competencies.reduce((m, c) => m + 1 + c.attributes.length, 0),
        0,
      );
      expect(rows).toHaveLength(expected);
      const ids = new Set(rows.map((r) => r[1]));
      expect(rows.every((r) => r[0] === '' || ids.has(r[0] as string))).toBe(true);
      expect(rows.every((r) => (r[2] as string).length <= 100)).toBe(true);
    });
  });
});
