/**
 * The resolver of the public identifiers that structured data uses as `@id` (docs/features/browsing.md §12; `@hub/domain`
 * public-ids): `GET /id/{versionUuid}` answers 303 See Other to the released version's framework page, and
 * `GET /id/{versionUuid}/{lineageUuid}` to the page of that competency (or, for a domain, the framework page)
 * as released in that version (for an extension, also its core version's items, which its pages show).
 * Drafts and unknown ids answer the JSON 404; malformed ids a 400.
 */
import { PUBLIC_ID_PATH } from '@hub/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { absoluteUri } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';

type Rows<T> = { rows: T[] };
const enc = encodeURIComponent;

/** The framework page path of a released version, or null when no live version has that uuid. */
export async function releasedVersionPath(
  db: Db,
  versionUuid: string,
): Promise<{ id: number; path: string } | null> {
  const result = (await db.execute(sql`
    SELECT v.id AS id, f.machine_name AS framework, v.number AS number
    FROM framework_version v JOIN framework f ON f.id = v.framework_id
    WHERE v.uuid = ${versionUuid} AND v.status = 'live'`)) as unknown as Rows<{
    id: number;
    framework: string;
    number: string;
  }>;
  const row = result.rows[0];
  return row ? { id: row.id, path: `/framework/${enc(row.framework)}/${enc(row.number)}` } : null;
}

/**
 * The released core version an extension's version builds on (its core domains are that version's), or
 * null for a version of a framework that extends nothing.
 */
async function coreVersionId(db: Db, versionId: number): Promise<number | null> {
  const result = (await db.execute(sql`
    SELECT core.id AS id
    FROM framework_version v
    JOIN framework f ON f.id = v.framework_id
    JOIN framework_version core
      ON core.framework_id = f.core_framework_id AND core.number = f.core_version_number AND core.status = 'live'
    WHERE v.id = ${versionId}`)) as unknown as Rows<{ id: number }>;
  return result.rows[0]?.id ?? null;
}

/** The row id of the competency, else `true` for a domain, with that lineage uuid in a version; else null. */
async function itemIn(db: Db, versionId: number, lineageUuid: string): Promise<number | true | null> {
  const competencies = (await db.execute(sql`
    SELECT id FROM competency WHERE version_id = ${versionId} AND uuid = ${lineageUuid}`)) as unknown as Rows<{
    id: number;
  }>;
  const competency = competencies.rows[0];
  if (competency) return competency.id;
  const domains = (await db.execute(sql`
    SELECT id FROM domain WHERE version_id = ${versionId} AND uuid = ${lineageUuid}`)) as unknown as Rows<{
    id: number;
  }>;
  return domains.rows[0] ? true : null;
}

/**
 * The page of an item (competency, else domain) of a released version, by its lineage uuid. An
 * extension's version also shows its core version's items on its own pages (and publishes their `@id`s
 * under its own version; ADR 0045): those resolve to the extension's page of that item.
 * @returns the competency details path, the framework page for a domain, or null
 */
export async function releasedItemPath(
  db: Db,
  versionUuid: string,
  lineageUuid: string,
): Promise<string | null> {
  const version = await releasedVersionPath(db, versionUuid);
  if (!version) return null;
  let item = await itemIn(db, version.id, lineageUuid);
  if (item === null) {
    const core = await coreVersionId(db, version.id);
    if (core !== null) item = await itemIn(db, core, lineageUuid);
  }
  if (item === null) return null;
  return item === true ? version.path : `${version.path}/competency/details/${item}`;
}

const versionParams = z.object({ version: z.uuid() });
const itemParams = versionParams.extend({ item: z.uuid() });

/** Registers `GET /id/:version` and `GET /id/:version/:item` (303 to the page under `PUBLIC_URL`; HEAD alike). */
export async function identifierRoutes(
  app: FastifyInstance,
  opts: { db: Db; publicUrl: string },
): Promise<void> {
  app.get(
    `${PUBLIC_ID_PATH}/:version`,
    { schema: { hide: true, params: versionParams } },
    async (request, reply) => {
      const { version } = request.params as z.infer<typeof versionParams>;
      const found = await releasedVersionPath(opts.db, version.toLowerCase());
      if (!found) throw notFound('No released version has this identifier');
      return reply.redirect(absoluteUri(opts.publicUrl, found.path), 303);
    },
  );
  app.get(
    `${PUBLIC_ID_PATH}/:version/:item`,
    { schema: { hide: true, params: itemParams } },
    async (request, reply) => {
      const { version, item } = request.params as z.infer<typeof itemParams>;
      const path = await releasedItemPath(opts.db, version.toLowerCase(), item.toLowerCase());
      if (!path) throw notFound('No released competency or domain has this identifier');
      return reply.redirect(absoluteUri(opts.publicUrl, path), 303);
    },
  );
}
