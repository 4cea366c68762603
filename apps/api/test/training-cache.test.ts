/**
 * Training reads are cached like the hub reads (ADR 0039, ADR 0029, migration 0015), on every driver: a
 * read warmed into the cache shows an edit on the very next read, including an edit that changes only the
 * update time (lists are ordered by it), and a page view shows its hit count on the resource page.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { trainingResource } from '../src/db/schema/index.js';
import { anonymousHeaders } from './auth-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('training reads are cached and invalidated', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  /** Reads a URL twice (the second answer comes from the cache) and returns the JSON. */
  const warm = async (url: string) => {
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const second = await get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    return second.json();
  };
  const LIST = '/api/v1/frameworks/bioexcel/training-resources';
  const update = (id: number, values: Partial<typeof trainingResource.$inferInsert>) =>
    ctx().database.db.update(trainingResource).set(values).where(eq(trainingResource.id, id));

  it('moves a resource whose update time alone changed to the top of the cached lists', async () => {
    const before = await warm(LIST);
    const second = before.items[1] as { id: number; slug: string };
    const hubBefore = await warm('/api/competency_framework_resources?framework=bioexcel&_format=json');
    expect(hubBefore[1].id).toBe(String(second.id));
    // What saving a resource without changing a field does to its row.
    await update(second.id, { updatedAt: sql`now() + interval '2 minutes'` as unknown as Date });
    const after = (await get(LIST)).json();
    expect(after.items[0].id).toBe(second.id);
    const hubAfter = (
      await get('/api/competency_framework_resources?framework=bioexcel&_format=json')
    ).json();
    expect(hubAfter[0].id).toBe(String(second.id));
  });

  it('shows an edited title on the next read of the lists, the resource page and the hub answers', async () => {
    const [row] = (await warm(LIST)).items as { id: number; slug: string; title: string }[];
    if (!row) throw new Error('no resource');
    const page = `/api/v1/training-resources/${row.slug}`;
    const hub = `/api/resources?slug=${row.slug}&_format=json`;
    const competency = '/api/competency-resources/count?field_competency_target_id=1&_format=json';
    await warm(page);
    await warm(hub);
    await warm(competency);
    await warm('/api/v1/all-training-resources');
    const title = `Cached title ${Date.now()}`;
    await update(row.id, { title });
    expect((await get(LIST)).json().items.find((i: { id: number }) => i.id === row.id)?.title).toBe(title);
    expect((await get(page)).json().title).toBe(title);
    expect((await get(hub)).json().title).toBe(title);
    const all = (await get('/api/v1/all-training-resources')).json() as { nid: string; title: string }[];
    expect(all.find((r) => r.nid === String(row.id))?.title).toBe(title);
    const mapped = (await get(competency)).json() as { nid: string; title: string }[];
    if (mapped.some((r) => r.nid === String(row.id))) {
      expect(mapped.find((r) => r.nid === String(row.id))?.title).toBe(title);
    }
    // Archived: gone from the visitors' lists and pages at once.
    await update(row.id, { archived: true });
    expect((await get(page)).statusCode).toBe(404);
    expect((await get(hub)).statusCode).toBe(404);
    expect((await get(LIST)).json().items.some((i: { id: number }) => i.id === row.id)).toBe(false);
    await update(row.id, { archived: false });
  });

  it('shows a page view on the next read of the resource page, in both APIs', async () => {
    const [row] = (await warm(LIST)).items as { slug: string }[];
    if (!row) throw new Error('no resource');
    const page = `/api/v1/training-resources/${row.slug}`;
    const hub = `/api/resources?slug=${row.slug}`;
    const count = (await warm(page)).hitCount as number;
    expect((await warm(hub)).hitcount).toBe(String(count));
    const view = await ctx().app.inject({
      method: 'POST',
      url: `${page}/views`,
      headers: await anonymousHeaders(ctx().app),
    });
    expect(view.statusCode).toBe(204);
    expect((await get(page)).json().hitCount).toBe(count + 1);
    expect((await get(hub)).json().hitcount).toBe(String(count + 1));
  });
});
