/**
 * Lookups the original hub's training endpoints need (docs/features/public-api.md §7): a framework named by the
 * original client (machine name, or title with or without spaces, in any case) and a competency named by
 * its row id, and a training resource named by the original client's own slug of its title. Only frameworks
 * and competencies of live versions are found: drafts are never served.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import { competency, framework, frameworkVersion, trainingResource } from '../../db/schema/index.js';

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * The framework an original client names: `bioexcel`, `BioExcel`, `Data Steward`, `datasteward`.
 * @returns undefined when no framework with a live version has that machine name or title
 */
export async function findFrameworkByLabel(db: Db, label: string): Promise<FrameworkRow | undefined> {
  const wanted = squash(label);
  if (!wanted) return undefined;
  const rows = await db
    .selectDistinct({ framework })
    .from(framework)
    .innerJoin(frameworkVersion, eq(frameworkVersion.frameworkId, framework.id))
    .where(eq(frameworkVersion.status, 'live'));
  const all = rows.map((r) => r.framework);
  return (
    all.find((f) => f.machineName.toLowerCase() === wanted) ??
    all.find((f) => squash(f.title) === wanted) ??
    all.find((f) => squash(f.machineName) === wanted)
  );
}

/**
 * The framework and lineage uuid of a competency row of a live version (any version: mappings follow the
 * uuid; ADR 0013).
 * @returns undefined for an unknown id or a competency of a draft
 */
export async function findLiveCompetency(
  db: Db,
  id: number,
): Promise<{ frameworkId: number; uuid: string } | undefined> {
  const [row] = await db
    .select({ frameworkId: frameworkVersion.frameworkId, uuid: competency.uuid })
    .from(competency)
    .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
    .where(and(eq(competency.id, id), eq(frameworkVersion.status, 'live')));
  return row;
}

/**
 * The slug of the training resource an original client names (docs/features/public-api.md §7): our slug, or
 * the slug the original client makes from the title in the browser for its competency pages' links
 * (lower-cased; every character but ASCII letters, digits, `_` and spaces removed; each run of spaces one
 * `-`), which differs from ours when the title has `&`, `/`, hyphens or accents. Two titles with one
 * client slug: the resource not archived first, then the oldest.
 * @returns the slug as given when no resource has it in either form
 */
export async function resolveResourceSlug(db: Db, slug: string): Promise<string> {
  const clientSlug = sql`regexp_replace(regexp_replace(lower(${trainingResource.title}), '[^a-z0-9_ ]+', '', 'g'), ' +', '-', 'g')`;
  const result = (await db.execute(sql`
    (SELECT ${trainingResource.slug} AS slug FROM ${trainingResource} WHERE ${trainingResource.slug} = ${slug})
    UNION ALL
    (SELECT ${trainingResource.slug} AS slug FROM ${trainingResource} WHERE ${clientSlug} = ${slug}
      ORDER BY ${trainingResource.archived}, ${trainingResource.id} LIMIT 1)
    LIMIT 1`)) as unknown as { rows: { slug: string }[] };
  return result.rows[0]?.slug ?? slug;
}
