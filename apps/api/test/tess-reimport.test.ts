/**
 * A TeSS re-import keeps what content managers changed, and TeSS Markdown becomes sanitised HTML (ADR 0052),
 * on every driver, with the TeSS stand-in (`tess-stub/server.ts`): manager A curates the title and the
 * learning outcomes of an imported item; manager B re-imports it; A's values stay, untouched fields take
 * TeSS's new values, and the kept fields come back to be accepted one by one.
 */
import { tessImportDraftSchema, trainingResourceCreatedSchema, trainingResourceSchema } from '@hub/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { trainingResource } from '../src/db/schema/index.js';
import { markdownToHtml } from '../src/modules/tess/convert.js';
import { startTessStub } from '../tess-stub/server.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { drivers, openTemplateClone } from './helpers.js';

const PASSWORD = 'correct horse battery staple';
const M = '/api/v1/manage';

describe('TeSS Markdown as sanitised HTML', () => {
  it('renders emphasis, links and lists, and never lets a script or a javascript: link through', () => {
    expect(markdownToHtml('**Event description**\n\nSee [the page](https://example.org/a).')).toBe(
      '<p><strong>Event description</strong></p>\n<p>See <a href="https://example.org/a">the page</a>.</p>',
    );
    expect(markdownToHtml('- one\n- two')).toContain('<li>one</li>');
    for (const attack of [
      'Hi <script>alert(1)</script>',
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;',
      '[click](javascript:alert(1))',
      '<img src=x onerror="alert(1)">',
      '```\n<script>alert(1)</script>\n```',
    ]) {
      const html = markdownToHtml(attack);
      expect(html, attack).not.toMatch(/<script|javascript:|onerror|<img/i);
    }
    expect(markdownToHtml('  ')).toBe('');
  });

  it('never outputs a script element, whatever Markdown surrounds one', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(markdownToHtml(`${before}<script>alert(1)</script>${after}`)).not.toMatch(/<script/i);
      }),
      { numRuns: 200 },
    );
  });
});

for (const driver of drivers) {
  describe(`TeSS re-import keeps content managers' changes [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let stub: Awaited<ReturnType<typeof startTessStub>>;
    let a: AuthHeaders;
    let b: AuthHeaders;
    const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: unknown) =>
      app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });
    const draftOf = async (category: string, id: string, provider: string) =>
      tessImportDraftSchema.parse(
        (
          await send('GET', `${M}/tess/items/${category}/${id}?provider=${encodeURIComponent(provider)}`, a)
        ).json(),
      );

    beforeAll(async () => {
      stub = await startTessStub({ port: 0 });
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: '/nonexistent',
          TESS_URL: stub.url,
          TESS_TIMEOUT_MS: 2000,
        },
        database,
      );
      await createUser(database.db, {
        username: 'content-a',
        password: PASSWORD,
        roles: ['content_manager'],
      });
      await createUser(database.db, {
        username: 'content-b',
        password: PASSWORD,
        roles: ['content_manager'],
      });
      a = (await signIn(app, 'content-a', PASSWORD)).headers;
      b = (await signIn(app, 'content-b', PASSWORD)).headers;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await stub?.close();
    });

    it('fills the form with TeSS Markdown as HTML and keeps the Markdown with the import', async () => {
      const draft = await draftOf('material', '60104', 'Australian BioCommons');
      expect(draft.description).toContain('<strong>Event description</strong>');
      expect(draft.description).not.toContain('**');
      expect(draft.tess.descriptionMarkdown).toContain('**Event description**');
      const saved = await send('POST', `${M}/training-resources`, a, { ...draft, existingSlug: undefined });
      expect(saved.statusCode, saved.body).toBe(201);
      const [row] = await database.db
        .select({ description: trainingResource.description, imported: trainingResource.tessImported })
        .from(trainingResource)
        .where(eq(trainingResource.id, saved.json().id));
      expect(row?.description).toContain('<strong>Event description</strong>');
      expect(row?.imported?.descriptionMarkdown).toContain('**Event description**');
    });

    it("keeps A's curated title and learning outcomes, updates untouched fields, and names the kept ones", async () => {
      const draft = await draftOf('event', '48318', 'Australian BioCommons');
      // The first import, when TeSS still had an older title and outcomes.
      const first = await send('POST', `${M}/training-resources`, a, {
        ...draft,
        existingSlug: undefined,
        title: 'Metabarcoding (old TeSS title)',
        learningOutcomes: '<p>Old outcomes</p>',
        keywords: ['old'],
      });
      expect(first.statusCode, first.body).toBe(201);
      const id = first.json().id as number;
      // A curates the title and the learning outcomes.
      const page = trainingResourceSchema.parse(
        (await send('GET', `${M}/training-resources/${id}`, a)).json(),
      );
      const curated = await send('PUT', `${M}/training-resources/${id}`, a, {
        ...page,
        title: 'Metabarcoding with QIIME2 (curated)',
        learningOutcomes: '<p>Curated outcomes</p>',
        tess: draft.tess,
      });
      expect(curated.statusCode, curated.body).toBe(200);

      // B re-imports the item as TeSS has it now.
      const reimport = await send('POST', `${M}/training-resources`, b, {
        ...draft,
        existingSlug: undefined,
        learningOutcomes: '<p>New outcomes</p>',
      });
      expect(reimport.statusCode, reimport.body).toBe(200);
      const result = trainingResourceCreatedSchema.parse(reimport.json());
      expect(result.id).toBe(id);
      expect(result.tessKept).toEqual([
        { field: 'title', kept: 'Metabarcoding with QIIME2 (curated)', tess: draft.title },
        { field: 'learningOutcomes', kept: '<p>Curated outcomes</p>', tess: '<p>New outcomes</p>' },
      ]);
      const after = trainingResourceSchema.parse(
        (await send('GET', `${M}/training-resources/${id}`, b)).json(),
      );
      expect(after.title).toBe('Metabarcoding with QIIME2 (curated)');
      expect(after.learningOutcomes).toBe('<p>Curated outcomes</p>');
      expect(after.keywords).toEqual(draft.keywords);
      expect(after.description).toBe(draft.description);

      // B accepts TeSS's title; a stale revision is refused.
      const stale = await app.inject({
        method: 'PUT',
        url: `${M}/training-resources/${id}/tess-values/title`,
        headers: { ...b, 'if-match': `"r${page.revision}"` },
      });
      expect(stale.statusCode).toBe(409);
      const accepted = await app.inject({
        method: 'PUT',
        url: `${M}/training-resources/${id}/tess-values/title`,
        headers: { ...b, 'if-match': `"r${result.revision}"` },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const now = trainingResourceSchema.parse(
        (await send('GET', `${M}/training-resources/${id}`, b)).json(),
      );
      expect(now.title).toBe(draft.title);
      expect(now.learningOutcomes).toBe('<p>Curated outcomes</p>');

      // The same import again: TeSS has nothing new, A's outcomes stay and nothing is reported.
      const again = await send('POST', `${M}/training-resources`, b, {
        ...draft,
        existingSlug: undefined,
        learningOutcomes: '<p>New outcomes</p>',
      });
      expect(again.json().tessKept).toEqual([]);
      const last = trainingResourceSchema.parse(
        (await send('GET', `${M}/training-resources/${id}`, b)).json(),
      );
      expect(last.learningOutcomes).toBe('<p>Curated outcomes</p>');
      expect(last.title).toBe(draft.title);
    });
  });
}
