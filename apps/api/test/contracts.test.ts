/**
 * Contract tests: the public hub endpoints' responses validate against JSON Schemas written from the
 * spec's field lists (test/contracts/*.schema.json), independent of the Zod schemas the server uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts');
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validator = (name: string) =>
  ajv.compile(JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8')));

const schemas = {
  frameworkData: validator('framework-data'),
  versionManager: validator('version-manager'),
  profiles: validator('profiles'),
  profile: validator('profile'),
  export: validator('export'),
  error: validator('error'),
};

describeWithSeededApp('public API contracts', (ctx) => {
  const check = async (url: string, validate: (typeof schemas)[keyof typeof schemas], status = 200) => {
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    const ok = validate(res.json());
    expect(validate.errors ?? [], `${url} violates its contract`).toEqual([]);
    expect(ok).toBe(true);
  };

  it('version_manager matches its contract', () =>
    check('/api/version_manager?_format=json', schemas.versionManager));

  it('framework data matches its contract for plain, title-only and extension frameworks', async () => {
    for (const url of ['/api/bioexcel/1.0', '/api/iscb/2.0', '/api/iscb-3.0e1/e1']) {
      await check(`${url}?_format=json`, schemas.frameworkData);
    }
  });

  it('profiles list matches its contract, empty or with the shipped profiles', async () => {
    await check('/api/bioexcel/1.0/profiles?_format=json', schemas.profiles);
    await check('/api/iscb-3.0e1/e1/profiles?_format=json', schemas.profiles);
  });

  it('one profile matches its contract (an object with profile_mapping of digit strings)', async () => {
    const list = await ctx().app.inject({ method: 'GET', url: '/api/iscb-3.0e1/e1/profiles' });
    for (const p of list.json() as { id: string }[]) {
      await check(`/api/iscb-3.0e1/e1/profiles?_format=json&id=${p.id}`, schemas.profile);
    }
  });

  it('export matches its contract, with or without filters', async () => {
    await check('/api/export/bioexcel/1.0?_format=json', schemas.export);
    await check('/api/export/iscb/3.0?_format=json&filters=Domain%20ID', schemas.export);
  });

  it('errors match the error contract', async () => {
    await check('/api/nope/1.0', schemas.error, 404);
    await check('/api/bioexcel/1.0/profiles?id=x', schemas.error, 400);
  });

  it('rejects a response that breaks the contract (the schemas are not vacuous)', () => {
    expect(schemas.frameworkData([{ nid: 1, title: 'x' }])).toBe(false);
    expect(schemas.profile([{ id: '1' }])).toBe(false);
    expect(
      schemas.export({ headers: [], data: [{ a: 1 }], filters: { identifiers: [], profiles: [] } }),
    ).toBe(false);
  });
});
