/**
 * The framework's publisher (docs/features/interchange-files.md §8): shipped frameworks carry their owner from the data's
 * attribution; a manager of the framework reads and sets it (audited), which the CTDL-ASN graph names as
 * publisher and creator at once; other users and writes without CSRF are refused.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditEvent } from '../src/db/schema/index.js';
import { createUser, signIn } from './auth-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const PASSWORD = 'correct horse battery staple';
const URL = '/api/v1/manage/frameworks/bioexcel/publisher';

describeWithSeededApp('framework publisher', (ctx) => {
  it('is set from the shipped data, changed by a manager with audit, and named in CTDL-ASN', async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'pub-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    await createUser(database.db, {
      username: 'pub-other',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    const manager = (await signIn(app, 'pub-manager', PASSWORD)).headers;
    const other = (await signIn(app, 'pub-other', PASSWORD)).headers;

    const read = await app.inject({ url: URL, headers: manager });
    expect(read.statusCode).toBe(200);
    const seen = read.json();
    expect(seen).toEqual({ name: 'BioExcel', url: null, ctid: null, revision: expect.any(Number) });

    // Named only: the graph says that the Credential Registry lacks the owner's CTID and web page.
    const named = (await app.inject('/api/v1/frameworks/bioexcel/versions/1.0/ctdl-asn')).json();
    const namedAgent = named['@graph'].find(
      (n: { '@type': string }) => n['@type'] === 'ceterms:CredentialOrganization',
    );
    expect(namedAgent['ceterms:ctid']).toBeUndefined();
    expect(namedAgent['ceterms:description'].en).toContain('no CTID and no web page');

    const body = {
      name: 'BioExcel Centre of Excellence',
      url: 'https://bioexcel.eu',
      ctid: 'ce-00000000-0000-4000-8000-0000000000a1',
    };
    expect((await app.inject({ method: 'PUT', url: URL, headers: other, payload: body })).statusCode).toBe(
      403,
    );
    expect(
      (await app.inject({ method: 'PUT', url: URL, headers: { cookie: manager.cookie }, payload: body }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'PUT', url: URL, payload: body })).statusCode).toBeGreaterThanOrEqual(
      401,
    );
    const bad = await app.inject({
      method: 'PUT',
      url: URL,
      headers: manager,
      payload: { name: 'x', url: 'ftp:/x' },
    });
    expect(bad.statusCode).toBe(400);
    const badCtid = await app.inject({
      method: 'PUT',
      url: URL,
      headers: manager,
      payload: { name: 'x', ctid: 'bioexcel' },
    });
    expect(badCtid.statusCode).toBe(400);

    const saved = await app.inject({ method: 'PUT', url: URL, headers: manager, payload: body });
    expect(saved.statusCode).toBe(200);
    // The answer carries the framework's new revision: the If-Match of the next change (ADR 0021).
    expect(saved.json()).toEqual({ ...body, revision: seen.revision + 1 });

    const graph = (await app.inject('/api/v1/frameworks/bioexcel/versions/1.0/ctdl-asn')).json() as {
      '@graph': Record<string, unknown>[];
    };
    const [framework] = graph['@graph'];
    const registryUri = `https://credentialengineregistry.org/resources/${body.ctid}`;
    expect(framework?.['ceasn:publisher']).toEqual([registryUri]);
    expect(framework?.['ceasn:creator']).toEqual([registryUri]);
    const agent = graph['@graph'].find((n) => n['@id'] === registryUri);
    expect(agent).toMatchObject({
      'ceterms:ctid': body.ctid,
      'ceterms:subjectWebpage': 'https://bioexcel.eu',
    });
    expect(agent?.['ceterms:description']).toBeUndefined();
    expect(framework?.['ceasn:publisherName']).toEqual({ en: ['BioExcel Centre of Excellence'] });

    const events = await database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'framework.update_publisher'));
    expect(events).toHaveLength(1);
    expect(events[0]?.before).toEqual({ name: 'BioExcel', url: null, ctid: null });
  });
});
