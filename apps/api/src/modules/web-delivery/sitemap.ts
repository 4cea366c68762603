/**
 * `/sitemap.xml` (docs/features/public-api.md §11): the public pages a search engine should know, from the database:
 * the static pages, every released version, its competencies (not archived), its Live reference profiles
 * (at their canonical address, with the alias), and the training resources (not archived): each URL the
 * page's own canonical link (docs/features/browsing.md §12). Absolute URLs under PUBLIC_URL. Built with the `sitemap`
 * package; kept in memory until the change feed reports a change or five minutes pass (training
 * resources are not in the feed).
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SitemapStream, streamToPromise } from 'sitemap';
import { changeFeedOf, type Db } from '../../db/client.js';

const STATIC_PAGES = ['/', '/about', '/documentation', '/privacy-notice', '/guidelines-course-creation'];
const TTL_MS = 5 * 60_000;

type Rows<T> = { rows: T[] };
const enc = encodeURIComponent;

/** Every public page's path, in a stable order. */
export async function sitemapPaths(db: Db): Promise<string[]> {
  const versions = (await db.execute(sql`
    SELECT f.machine_name AS framework, v.number AS version, v.id AS id
    FROM framework_version v JOIN framework f ON f.id = v.framework_id
    WHERE v.status = 'live' ORDER BY f.machine_name, v.id`)) as unknown as Rows<{
    framework: string;
    version: string;
    id: number;
  }>;
  const competencies = (await db.execute(sql`
    SELECT c.version_id AS version_id, c.id AS id FROM competency c
    JOIN framework_version v ON v.id = c.version_id
    WHERE v.status = 'live' AND NOT c.archived ORDER BY c.version_id, c.id`)) as unknown as Rows<{
    version_id: number;
    id: number;
  }>;
  const profiles = (await db.execute(sql`
    SELECT p.version_id AS version_id, p.id AS id, p.url_alias AS url_alias FROM profile p
    JOIN framework_version v ON v.id = p.version_id
    WHERE v.status = 'live' AND p.publishing_status = 'Live' ORDER BY p.version_id, p.id`)) as unknown as Rows<{
    version_id: number;
    id: number;
    url_alias: string;
  }>;
  const resources = (await db.execute(
    sql`SELECT slug FROM training_resource WHERE NOT archived ORDER BY slug`,
  )) as unknown as Rows<{ slug: string }>;

  const paths = [...STATIC_PAGES];
  const byVersion = new Map(
    versions.rows.map((v) => [v.id, `/framework/${enc(v.framework)}/${enc(v.version)}`]),
  );
  paths.push(...byVersion.values());
  for (const c of competencies.rows) {
    const base = byVersion.get(c.version_id);
    if (base) paths.push(`${base}/competency/details/${c.id}`);
  }
  for (const p of profiles.rows) {
    const base = byVersion.get(p.version_id);
    // The canonical address carries the alias (`/core-facility-scientist-i`); without it, the page redirects.
    const alias = p.url_alias.split('/').map(enc).join('/');
    if (base) paths.push(`${base}/profile/view/${p.id}${alias}`);
  }
  for (const r of resources.rows) paths.push(`/training-resources/${enc(r.slug)}`);
  return paths;
}

/** The sitemap XML of `paths` under `publicUrl` (which may hold a base path). */
export async function sitemapXml(publicUrl: string, paths: string[]): Promise<string> {
  const base = publicUrl.replace(/\/+$/, '');
  const stream = new SitemapStream();
  const xml = streamToPromise(Readable.from(paths.map((path) => ({ url: `${base}${path}` }))).pipe(stream));
  return (await xml).toString('utf8');
}

/** A memo of the sitemap per database, dropped by the change feed or after five minutes. */
export function sitemapSource(db: Db, publicUrl: string): () => Promise<string> {
  let cached: { xml: Promise<string>; at: number } | undefined;
  changeFeedOf(db)?.onChange(() => {
    cached = undefined;
  });
  return () => {
    if (!cached || Date.now() - cached.at > TTL_MS) {
      const xml = sitemapPaths(db).then((paths) => sitemapXml(publicUrl, paths));
      cached = { xml, at: Date.now() };
      xml.catch(() => {
        cached = undefined;
      });
    }
    return cached.xml;
  };
}
