/**
 * The original EMBL-EBI client's calls (docs/features/public-api.md §12; docs/features/public-api.md §1): one contract check per endpoint
 * it calls as a visitor, each read from another origin (CORS), against JSON Schemas written from the
 * contract document; the legacy `/api/v1/framework` list; the Drupal probes answered as Drupal answers an
 * anonymous visitor; unknown non-page paths a JSON 404.
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
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
const validator = (name: string) => {
  const known = compiled.get(name);
  if (known) return known;
  const validate = ajv.compile(JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8')));
  compiled.set(name, validate);
  return validate;
};
const ORIGIN = 'https://competency-mapper.example.org';

/** Every visitor call of the original client, with the contract its answer must meet. */
const CALLS: { url: string; contract: string }[] = [
  { url: '/api/version_manager?_format=json&source=competencyhub', contract: 'version-manager' },
  { url: '/api/v1/framework?_format=json&source=competencyhub', contract: 'legacy-framework' },
  {
    url: '/api/bioexcel/1.0?_format=json&source=competencyhub&source=competencyhub',
    contract: 'framework-data',
  },
  { url: '/api/bioexcel/1.0/?_format=json&timestamp=', contract: 'framework-data' },
  { url: '/api/iscb-3.0e1/e1/profiles?_format=json', contract: 'profiles' },
  { url: '/api/export/bioexcel/1.0?_format=json&filters=Domain%20ID', contract: 'export' },
  { url: '/api/bioexcel/1.0/career-pathways?_format=json', contract: 'career-pathways' },
  {
    url: '/api/competency_framework_resources?_format=json&framework=bioexcel&page=0',
    contract: 'training-framework-resources',
  },
  {
    url: '/api/competency-resources?field_competency_target_id=1?source=competencyhub',
    contract: 'competency-resources',
  },
  { url: '/api/v1/all-training-resources?_format=json', contract: 'all-training-resources' },
  { url: '/api/bioexcel/pathways?_format=json', contract: 'pathways' },
  { url: '/api/users?_format=json&source=competencyhub', contract: 'anonymous-user' },
];

describeWithSeededApp("the original client's calls", (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });

  for (const call of CALLS) {
    it(`${call.url.split('?')[0]} meets its contract, readable from another origin`, async () => {
      const response = await get(call.url);
      expect(response.statusCode, call.url).toBe(200);
      // The session probe is sent with credentials: its origin is echoed (ADR 0044); every other read is '*'.
      expect(response.headers['access-control-allow-origin']).toBe(
        call.url.startsWith('/api/users') ? ORIGIN : '*',
      );
      const validate = validator(call.contract);
      const ok = validate(response.json());
      expect(validate.errors ?? [], `${call.url} violates ${call.contract}`).toEqual([]);
      expect(ok).toBe(true);
    });
  }

  it('lists the legacy frameworks with the attribute types in the order of version_manager', async () => {
    const legacy = (await get('/api/v1/framework?_format=json')).json() as {
      name: string;
      attribute_types: { title: string }[];
    }[];
    const manager = (await get('/api/version_manager?_format=json')).json() as {
      title: string;
      attribute_types: { title: string }[];
    }[];
    expect(legacy.map((f) => f.name)).toEqual(manager.map((f) => f.title));
    const bioexcel = legacy.find((f) => f.name.toLowerCase() === 'bioexcel');
    expect(bioexcel?.attribute_types.map((t) => t.title)).toEqual(
      manager.find((f) => f.title === 'BioExcel')?.attribute_types.map((t) => t.title),
    );
    expect(bioexcel?.attribute_types.length).toBeGreaterThan(0);
  });

  it('answers the session probe with a user without roles, so the client lets a visitor save a guest profile', async () => {
    // The original client's guest profile form saves (and its label says 'your profile') only when
    // `roles` is empty; any role, 'anonymous' included, makes it a manager's form that saves nothing.
    const { user } = (await get('/api/users?_format=json')).json() as {
      user: { is_logged_in: boolean; roles: string[] };
    };
    expect(user.is_logged_in).toBe(false);
    expect(user.roles).toEqual([]);
  });

  it('answers the Drupal CSRF-token probes with a token as text/plain', async () => {
    for (const url of ['/rest/session/token', '/session/token?_format=json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^[\w-]{20,}$/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['access-control-allow-origin']).toBe(ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('answers unknown Drupal and API paths with a JSON 404, never a page', async () => {
    const error = validator('error');
    for (const url of [
      '/node/5?_format=json',
      '/rest/nothing',
      '/user/1?_format=json',
      '/api/v1/nothing',
      '/ims/case/v1p1/nothing',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(error(response.json()), url).toBe(true);
    }
  });
});
