/**
 * Web delivery routes (docs/features/public-api.md §11): `/robots.txt` (everything public may be crawled; the sign-in,
 * account and management screens and the write API may not; points to the sitemap) and `/sitemap.xml`.
 * HEAD is answered like GET (Fastify's head routes).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { identifierRoutes } from './identifiers.js';
import { sitemapSource } from './sitemap.js';

/** robots.txt for a hub served at `publicUrl`. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/v1/manage/',
    'Disallow: /manage-frameworks',
    'Disallow: /framework/*/manage/',
    'Disallow: /all-training-resources',
    'Disallow: /user/',
    'Disallow: /login',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function webDeliveryRoutes(
  app: FastifyInstance,
  opts: { db: Db; publicUrl: string },
): Promise<void> {
  const robots = robotsTxt(opts.publicUrl);
  const sitemap = sitemapSource(opts.db, opts.publicUrl);
  // The public identifiers of structured data resolve to their pages (docs/features/browsing.md §12).
  await app.register(identifierRoutes, opts);

  /** GET /robots.txt → text/plain. */
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  /** GET /sitemap.xml → application/xml: every public page (sitemap.ts). */
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(await sitemap()),
  );
}
