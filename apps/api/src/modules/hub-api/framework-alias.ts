/**
 * The original hub client builds `{framework}` in hub API paths from the version_manager title, lower-cased
 * with spaces removed (`ISCB core facility extension` → `iscbcorefacilityextension`), and in some calls
 * with the spaces kept (`iscb core facility extension`, sent as `%20`). ADR 0024: every
 * hub API route (the `/api/...` routes outside `/api/v1`) accepts that form as well as the machine name, in
 * the path (`:framework`) or the query (`?framework=`). One preValidation hook rewrites it to the machine
 * name before any route, cache key or service sees it. The alias table is read once and dropped by the
 * change feed when any framework changes.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { changeFeedOf, type Db } from '../../db/client.js';

/** The title form of the original client: lower-cased, spaces removed. */
export function titleAlias(title: string): string {
  return title.toLowerCase().replace(/\s+/g, '');
}

/** Loads `alias → machine name` for every framework (lower-cased machine names too). */
async function loadAliases(db: Db): Promise<Map<string, string>> {
  const result = (await db.execute(
    sql`SELECT machine_name, title FROM framework ORDER BY id`,
  )) as unknown as {
    rows: { machine_name: string; title: string }[];
  };
  const aliases = new Map<string, string>();
  // Machine names win over titles when both forms collide.
  for (const row of result.rows) aliases.set(titleAlias(row.title), row.machine_name);
  for (const row of result.rows) aliases.set(row.machine_name.toLowerCase(), row.machine_name);
  return aliases;
}

const isHubPath = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/v1');

/** Registers the alias rewrite for the hub API routes of the whole application. */
export const registerHubFrameworkAliases = fp<{ db: Db }>(async (app: FastifyInstance, { db }) => {
  let aliases: Map<string, string> | undefined;
  let loading: Promise<Map<string, string>> | undefined;
  changeFeedOf(db)?.onChange(() => {
    aliases = undefined;
    loading = undefined;
  });
  const load = () => {
    const current = loadAliases(db).then(
      (map) => {
        if (loading === current) aliases = map;
        return map;
      },
      (error) => {
        if (loading === current) loading = undefined;
        throw error;
      },
    );
    loading = current;
    return current;
  };
  // Either form of the title (spaces removed or kept), or the machine name in any case.
  const resolve = (map: Map<string, string>, value: string) =>
    map.get(value.toLowerCase()) ?? map.get(titleAlias(value)) ?? value;
  const rewrite = (request: FastifyRequest, map: Map<string, string>) => {
    const params = request.params as Record<string, unknown> | undefined;
    if (typeof params?.framework === 'string') {
      params.framework = resolve(map, params.framework);
    }
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof query?.framework === 'string' && query.framework !== '') {
      query.framework = resolve(map, query.framework);
    }
  };
  // A callback hook with a synchronous path once the table is loaded: it runs on every hub API read.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!isHubPath(request.url)) return done();
    const params = request.params as Record<string, unknown> | undefined;
    const query = request.query as Record<string, unknown> | undefined;
    if (typeof params?.framework !== 'string' && typeof query?.framework !== 'string') return done();
    if (aliases) {
      rewrite(request, aliases);
      return done();
    }
    (loading ?? load()).then(
      (map) => {
        rewrite(request, map);
        done();
      },
      (error: Error) => done(error),
    );
  });
});
