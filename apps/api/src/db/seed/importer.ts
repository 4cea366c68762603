/**
 * Imports framework files (format of ../shared/data/frameworks) into the database. docs/features/browsing.md §8.
 *
 * - Validates with Zod and reports every problem with its JSON path (ImportValidationError).
 * - Runs in one transaction: a bad file changes nothing.
 * - Idempotent: a file already imported with the same content is skipped; different content for an
 *   already imported version is refused (live versions never change).
 * - A file with at least one competency becomes a live version. A file without competencies creates the
 *   framework with a draft holding its domains (hidden from visitors) when the framework has no version
 *   yet; for a framework that already has versions it adds only framework-level data (attribute types,
 *   expertise levels) and its provenance (ADR 0003).
 * - Ids are deterministic (ADR 0009): versions, attribute types, expertise levels, domains, competencies
 *   and attributes get UUIDv5s from the machine name and number, title, rating, code or path of titles
 *   (`@hub/domain` identity), unless the file gives an explicit `uuid`.
 */
import { createHash } from 'node:crypto';
import { assignLineageUuids, attributeTypeUuid, expertiseLevelUuid, versionUuid } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { Db } from '../client.js';
import { insertAttributes, insertCompetencies, insertDomains } from '../content-writer.js';
import { ImportConflictError, ImportValidationError } from '../import-contract.js';
import { holdsOtherLineage, OTHER_FRAMEWORK_LINEAGE } from '../lineage.js';
import {
  attributeType,
  expertiseLevel,
  framework,
  frameworkSource,
  frameworkVersion,
} from '../schema/index.js';
import type { FrameworkFile } from './file-schema.js';
import { parseFrameworkFile } from './framework-file-parse.js';
import { insertRelations } from './relations-writer.js';

export type { ImportProblem } from '../import-contract.js';
export {
  checkJsonText,
  frameworkFileFromJson,
  parseFrameworkFile,
  parseJson,
  parseJsonFile,
} from './framework-file-parse.js';
export { ImportConflictError, ImportValidationError };

export type ImportOutcome =
  | { status: 'created-live'; machineName: string; version: string; competencies: number; attributes: number }
  | { status: 'created-draft'; machineName: string; version: string; domains: number }
  | { status: 'metadata-only'; machineName: string; version: string }
  | { status: 'unchanged'; machineName: string; version: string };

/** A checked framework file with the hash that tells a re-import apart from changed content. */
export interface PreparedFrameworkFile {
  file: FrameworkFile;
  fileHash: string;
}

/** Hashes a checked file's content (outside any transaction). */
export function prepareFrameworkFile(file: FrameworkFile): PreparedFrameworkFile {
  // The visitors' text (citations, about) is left out of the hash: changing it is not a new version.
  const { citations: _citations, about: _about, ...content } = file;
  return { file, fileHash: createHash('sha256').update(JSON.stringify(content)).digest('hex') };
}

/**
 * Writes a prepared framework file in one transaction.
 * @returns what happened; @throws ImportConflictError when it conflicts with the database
 */
export function writeFrameworkFile(db: Db, prepared: PreparedFrameworkFile): Promise<ImportOutcome> {
  return db.transaction(async (tx) => importFile(tx as unknown as Db, prepared.file, prepared.fileHash));
}

/**
 * Imports one framework file's text.
 * @returns what happened (created a live version, a draft, metadata only, or nothing because unchanged)
 * @throws ImportValidationError for an invalid file; ImportConflictError when it conflicts with the database
 */
export async function importFrameworkText(
  db: Db,
  textContent: string,
  fileName?: string,
): Promise<ImportOutcome> {
  return writeFrameworkFile(db, prepareFrameworkFile(parseFrameworkFile(textContent, fileName)));
}

async function importFile(tx: Db, file: FrameworkFile, fileHash: string): Promise<ImportOutcome> {
  const ref = { machineName: file.machine_name, version: file.version };
  let [fw] = await tx.select().from(framework).where(eq(framework.machineName, file.machine_name));

  if (fw) {
    const [source] = await tx
      .select()
      .from(frameworkSource)
      .where(and(eq(frameworkSource.frameworkId, fw.id), eq(frameworkSource.versionNumber, file.version)));
    if (source) {
      if (source.fileHash === fileHash) {
        await updateVisitorText(tx, source, file);
        return { status: 'unchanged', ...ref };
      }
      throw new ImportConflictError(
        `${file.machine_name} ${file.version} was already imported with different content; released versions never change`,
      );
    }
  } else {
    let coreFrameworkId: number | null = null;
    if (file.extends) {
      const [core] = await tx
        .select()
        .from(framework)
        .where(eq(framework.machineName, file.extends.machine_name));
      const coreVersion = core
        ? (
            await tx
              .select()
              .from(frameworkVersion)
              .where(
                and(
                  eq(frameworkVersion.frameworkId, core.id),
                  eq(frameworkVersion.number, file.extends.version),
                ),
              )
          )[0]
        : undefined;
      if (!core || !coreVersion) {
        throw new ImportConflictError(
          `${file.machine_name} extends ${file.extends.machine_name} ${file.extends.version}, which is not in the database: import that file first`,
        );
      }
      coreFrameworkId = core.id;
    }
    [fw] = await tx
      .insert(framework)
      .values({
        machineName: file.machine_name,
        title: file.title,
        description: file.description,
        category: file.category,
        licence: file.licence,
        logoUrl: file.logo_url ?? null,
        publisherName: file.publisher?.name ?? null,
        publisherUrl: file.publisher?.url ?? null,
        publisherCtid: file.publisher?.ctid ?? null,
        acknowledgement: file.acknowledgement ?? '',
        coreFrameworkId,
        coreVersionNumber: file.extends?.version ?? null,
      })
      .returning();
  }
  if (!fw) throw new Error('framework insert returned no row');
  const explicit = file.domains.flatMap((d) => [
    d.uuid,
    ...d.competencies.flatMap((c) => [c.uuid, ...c.attributes.map((a) => a.uuid)]),
  ]);
  if (
    await holdsOtherLineage(
      tx,
      fw.id,
      explicit.filter((u): u is string => u !== undefined),
    )
  ) {
    throw new ImportConflictError(OTHER_FRAMEWORK_LINEAGE);
  }

  const typeIds = await upsertAttributeTypes(tx, fw, file.attribute_types);
  await insertMissingExpertiseLevels(tx, fw, file.expertise_levels);

  const existingVersions = await tx
    .select()
    .from(frameworkVersion)
    .where(eq(frameworkVersion.frameworkId, fw.id));
  if (existingVersions.some((v) => v.number.toLowerCase() === file.version.toLowerCase())) {
    throw new ImportConflictError(`${file.machine_name} already has a version ${file.version}`);
  }
  const competencyCount = file.domains.reduce((n, d) => n + d.competencies.length, 0);

  let outcome: ImportOutcome;
  let versionId: number | null = null;
  if (competencyCount > 0 || existingVersions.length === 0) {
    // Built as a draft; a version with competencies is released (made live) before commit.
    const [version] = await tx
      .insert(frameworkVersion)
      .values({
        frameworkId: fw.id,
        number: file.version,
        status: 'draft',
        uuid: file.version_uuid ?? versionUuid(file.machine_name, file.version),
        releaseDate: file.release_date ?? null,
        releaseNotes: file.release_notes ?? '',
      })
      .returning();
    if (!version) throw new Error('version insert returned no row');
    versionId = version.id;
    const attributes = await insertContent(tx, version.id, file, typeIds);
    if (competencyCount > 0) {
      await tx.update(frameworkVersion).set({ status: 'live' }).where(eq(frameworkVersion.id, version.id));
      outcome = { status: 'created-live', ...ref, competencies: competencyCount, attributes };
    } else {
      outcome = { status: 'created-draft', ...ref, domains: file.domains.length };
    }
  } else {
    outcome = { status: 'metadata-only', ...ref };
  }
  if (competencyCount > 0 || existingVersions.some((v) => v.status === 'live')) {
    // A live version shows these: they are published, and from now on immutable (ADR 0007).
    await tx.update(attributeType).set({ released: true }).where(eq(attributeType.frameworkId, fw.id));
    await tx.update(expertiseLevel).set({ released: true }).where(eq(expertiseLevel.frameworkId, fw.id));
  }

  await tx.insert(frameworkSource).values({
    frameworkId: fw.id,
    versionId,
    versionNumber: file.version,
    licence: file.licence,
    sources: file.source,
    complete: file.complete,
    notes: file.notes,
    citations: file.citations ?? [],
    about: file.about ?? '',
    fileHash,
  });
  return outcome;
}

/**
 * Brings the visitors' 'About this data' (citations, about) of an already imported file up to date: the
 * only part of a file that may change after import, since it is not framework content (ADR 0030).
 */
async function updateVisitorText(
  tx: Db,
  source: typeof frameworkSource.$inferSelect,
  file: FrameworkFile,
): Promise<void> {
  const citations = file.citations ?? [];
  const about = file.about ?? '';
  if (JSON.stringify(source.citations) === JSON.stringify(citations) && source.about === about) return;
  await tx.update(frameworkSource).set({ citations, about }).where(eq(frameworkSource.id, source.id));
}

type FrameworkRef = { id: number; machineName: string };

async function upsertAttributeTypes(
  tx: Db,
  fw: FrameworkRef,
  titles: string[],
): Promise<Map<string, number>> {
  const frameworkId = fw.id;
  const existing = await tx.select().from(attributeType).where(eq(attributeType.frameworkId, frameworkId));
  const ids = new Map(existing.map((t) => [t.title, t.id]));
  let position = existing.length;
  for (const title of titles) {
    if (ids.has(title)) continue;
    const [row] = await tx
      .insert(attributeType)
      .values({ frameworkId, title, position: position++, uuid: attributeTypeUuid(fw.machineName, title) })
      .returning();
    if (row) ids.set(title, row.id);
  }
  return ids;
}

async function insertMissingExpertiseLevels(
  tx: Db,
  fw: FrameworkRef,
  levels: FrameworkFile['expertise_levels'],
): Promise<void> {
  const frameworkId = fw.id;
  const existing = await tx.select().from(expertiseLevel).where(eq(expertiseLevel.frameworkId, frameworkId));
  const ratings = new Set(existing.map((l) => l.ratingLevel));
  const missing = levels.filter((l) => !ratings.has(l.rating_level));
  if (missing.length === 0) return;
  await tx.insert(expertiseLevel).values(
    missing.map((l) => ({
      frameworkId,
      uuid: l.uuid ?? expertiseLevelUuid(fw.machineName, l.rating_level),
      title: l.title,
      description: l.description,
      ratingLevel: l.rating_level,
    })),
  );
}

/**
 * Inserts domains, competencies and attributes in file order, each level in bulk through the content
 * writer; returns the number of attributes.
 */
async function insertContent(
  tx: Db,
  versionId: number,
  file: FrameworkFile,
  typeIds: Map<string, number>,
): Promise<number> {
  const ids = assignLineageUuids(file.machine_name, file.domains);
  const domainIds = byUuid(
    await insertDomains(
      tx,
      file.domains.map((d, di) => ({
        versionId,
        uuid: ids[di]?.uuid as string,
        title: d.title,
        code: d.code ?? null,
        description: d.description ?? '',
        groupTitle: d.group?.title ?? null,
        groupDescription: d.group?.description ?? '',
        position: di + 1,
        archived: d.archived ?? false,
      })),
    ),
  );
  const competencyIds = byUuid(
    await insertCompetencies(
      tx,
      file.domains.flatMap((d, di) =>
        d.competencies.map((c, ci) => ({
          versionId,
          domainId: domainIds.get(ids[di]?.uuid as string) as number,
          uuid: ids[di]?.competencies[ci]?.uuid as string,
          title: c.title,
          code: c.code ?? null,
          position: ci + 1,
          archived: c.archived ?? false,
          mappedOtherCompetency: sanitizeRichText(c.mapped_other_competency),
        })),
      ),
    ),
  );
  const attributes = await insertAttributes(
    tx,
    file.domains.flatMap((d, di) =>
      d.competencies.flatMap((c, ci) => {
        const lineage = ids[di]?.competencies[ci];
        return c.attributes.map((a, ai) => ({
          versionId,
          competencyId: competencyIds.get(lineage?.uuid as string) as number,
          attributeTypeId: typeIds.get(a.type) as number,
          uuid: lineage?.attributes[ai] as string,
          title: a.title,
          position: ai + 1,
          archived: a.archived ?? false,
        }));
      }),
    ),
  );
  await insertRelations(tx, versionId, file, ids, competencyIds);
  return attributes.length;
}

/** Row id by lineage uuid. */
const byUuid = (rows: { id: number; uuid: string }[]) => new Map(rows.map((r) => [r.uuid, r.id]));
