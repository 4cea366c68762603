/**
 * Imports reference profile files (format of ../shared/data/profiles; data/profiles/README.md) as Live
 * profiles of an already imported framework version. docs/features/profiles.md §1 (shipped data).
 *
 * - Validates with Zod and reports every problem with its JSON path (ImportValidationError), including
 *   competency codes and ratings the framework does not have.
 * - One transaction: a bad file changes nothing.
 * - Idempotent: a file recorded in `profile_import` with the same content is skipped; the same file name
 *   with different content is refused (profiles may have been edited since; nothing is overwritten).
 * - The file's expertise levels are added to the framework when it lacks a level of that rating
 *   (released at once when the framework has a live version, ADR 0007); an existing level of the same
 *   rating with another title is a conflict.
 * - `seniority_level` 1-4 (the source's career-stage numbers) → SENIORITY_BY_STAGE; rating 0 ('Not
 *   applicable') is not stored as a mapping.
 */
import { createHash } from 'node:crypto';
import { expertiseLevelUuid, NOT_APPLICABLE_RATING, type SeniorityLevel } from '@hub/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { escapeUTF8 } from 'entities';
import { uniqueAlias } from '../../lib/alias.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { Db } from '../client.js';
import {
  competency,
  expertiseLevel,
  framework,
  frameworkVersion,
  profile,
  profileImport,
  profileMapping,
} from '../schema/index.js';
import { jsonPath } from './file-schema.js';
import { ImportConflictError, type ImportProblem, ImportValidationError, parseJson } from './importer.js';
import { type ProfileFile, profileFileSchema } from './profile-file-schema.js';

/** Career stage 1-4 of a source → the hub's seniority option (documented in data/profiles/README.md). */
export const SENIORITY_BY_STAGE: Record<number, SeniorityLevel> = {
  1: 'entry_level',
  2: 'mid_level',
  3: 'high_level_level',
  4: 'managerial',
};

export type ProfileImportOutcome =
  | {
      status: 'created';
      machineName: string;
      version: string;
      profiles: number;
      mappings: number;
      levels: number;
    }
  | { status: 'unchanged'; machineName: string; version: string };

/**
 * Parses and validates profile file text (structure only; codes are checked against the database).
 * @throws ImportValidationError with the JSON path of every problem
 */
export function parseProfileFile(textContent: string, fileName?: string): ProfileFile {
  return profileFileFromJson(parseJson(textContent, fileName), fileName);
}

/**
 * Validates parsed JSON as a profile file (structure only).
 * @throws ImportValidationError with the JSON path of every problem
 */
export function profileFileFromJson(json: unknown, fileName?: string): ProfileFile {
  const result = profileFileSchema.safeParse(json);
  if (!result.success) {
    throw new ImportValidationError(
      result.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })),
      fileName,
    );
  }
  return result.data;
}

/** A checked profile file, its base name and the hash that tells a re-import apart from changed content. */
export interface PreparedProfileFile {
  file: ProfileFile;
  fileName: string;
  fileHash: string;
}

/** Hashes a checked file's content (outside any transaction). */
export function prepareProfileFile(file: ProfileFile, fileName: string): PreparedProfileFile {
  // The visitors' citation is left out of the hash: changing it only updates the stored provenance.
  const { citation: _citation, ...content } = file;
  return { file, fileName, fileHash: createHash('sha256').update(JSON.stringify(content)).digest('hex') };
}

/**
 * Writes a prepared profile file in one transaction.
 * @throws as importProfileText (codes and ratings are checked against the database here)
 */
export function writeProfileFile(db: Db, prepared: PreparedProfileFile): Promise<ProfileImportOutcome> {
  return db.transaction(async (tx) =>
    importProfiles(tx as unknown as Db, prepared.file, prepared.fileName, prepared.fileHash),
  );
}

/**
 * Imports one profile file's text.
 * @param fileName identifies the file for idempotency (its base name)
 * @throws ImportValidationError for an invalid file or unknown codes/ratings; ImportConflictError when the
 *   framework version is missing, a level title conflicts, or the file was imported with other content
 */
export async function importProfileText(
  db: Db,
  textContent: string,
  fileName: string,
): Promise<ProfileImportOutcome> {
  return writeProfileFile(db, prepareProfileFile(parseProfileFile(textContent, fileName), fileName));
}

async function importProfiles(
  tx: Db,
  file: ProfileFile,
  fileName: string,
  fileHash: string,
): Promise<ProfileImportOutcome> {
  const ref = { machineName: file.framework, version: file.version };
  const [done] = await tx.select().from(profileImport).where(eq(profileImport.fileName, fileName));
  if (done) {
    if (done.fileHash === fileHash) {
      await updateCitation(tx, file, fileName);
      return { status: 'unchanged', ...ref };
    }
    throw new ImportConflictError(
      `${fileName} was already imported with different content; its profiles may have been edited since, so nothing is overwritten`,
    );
  }
  const [fw] = await tx.select().from(framework).where(eq(framework.machineName, file.framework));
  const versions = fw
    ? await tx.select().from(frameworkVersion).where(eq(frameworkVersion.frameworkId, fw.id))
    : [];
  const version = versions.find((v) => v.number === file.version);
  if (!fw || !version) {
    throw new ImportConflictError(
      `${fileName}: ${file.framework} ${file.version} is not in the database: import that framework file first`,
    );
  }

  const levels = await addLevels(
    tx,
    fw.id,
    file,
    versions.some((v) => v.status === 'live'),
    fileName,
  );
  const competencies = await competencyKeys(tx, version.id, fw);
  const competencyOf = (m: ProfileFile['profiles'][number]['mapping'][number]) =>
    m.competency_code !== undefined
      ? competencies.codes.get(m.competency_code)
      : competencies.titles.get(m.competency_title.trim());
  const problems: ImportProblem[] = [];
  file.profiles.forEach((p, pi) => {
    p.mapping.forEach((m, mi) => {
      const at = `$.profiles[${pi}].mapping[${mi}]`;
      if (competencyOf(m) === undefined) {
        problems.push(
          m.competency_code !== undefined
            ? {
                path: `${at}.competency_code`,
                message: `no competency with code "${m.competency_code}" in ${file.framework} ${file.version} or its core version`,
              }
            : {
                path: `${at}.competency_title`,
                message: `no competency titled "${m.competency_title}" (once) in ${file.framework} ${file.version}`,
              },
        );
      }
      if (m.rating_level !== NOT_APPLICABLE_RATING && !levels.has(m.rating_level)) {
        problems.push({
          path: `${at}.rating_level`,
          message: `${file.framework} has no expertise level rated ${m.rating_level}`,
        });
      }
    });
  });
  if (problems.length > 0) throw new ImportValidationError(problems, fileName);

  const taken = new Set(
    (await tx.select({ alias: profile.urlAlias }).from(profile).where(eq(profile.versionId, version.id))).map(
      (r) => r.alias,
    ),
  );
  const source = provenance(file, fileName);
  let mappings = 0;
  for (const p of file.profiles) {
    const urlAlias = uniqueAlias(p.title, taken);
    taken.add(urlAlias);
    const [row] = await tx
      .insert(profile)
      .values({
        versionId: version.id,
        title: p.title,
        jobTitle: p.job_title,
        seniorityLevel: p.seniority_level ? (SENIORITY_BY_STAGE[p.seniority_level] ?? null) : null,
        currentRole: p.persona
          ? sanitizeRichText(p.persona.map((t) => `<p>${escapeUTF8(t)}</p>`).join(''))
          : '',
        publishingStatus: 'Live',
        urlAlias,
        source,
      })
      .returning({ id: profile.id });
    if (!row) throw new Error('profile insert returned no row');
    const rows = p.mapping
      .filter((m) => m.rating_level !== NOT_APPLICABLE_RATING)
      .map((m) => ({
        profileId: row.id,
        competencyId: competencyOf(m) as number,
        expertiseLevelId: levels.get(m.rating_level) as number,
        attributeIds: [],
      }));
    if (rows.length > 0) await tx.insert(profileMapping).values(rows);
    mappings += rows.length;
  }
  await tx.insert(profileImport).values({ fileName, fileHash });
  return {
    status: 'created',
    ...ref,
    profiles: file.profiles.length,
    mappings,
    levels: file.expertise_levels.length,
  };
}

/**
 * Adds the file's levels the framework lacks, with the deterministic level uuid (ADR 0009); returns
 * rating → level id for all of its levels.
 */
async function addLevels(
  tx: Db,
  frameworkId: number,
  file: ProfileFile,
  hasLive: boolean,
  fileName: string,
): Promise<Map<number, number>> {
  const existing = await tx.select().from(expertiseLevel).where(eq(expertiseLevel.frameworkId, frameworkId));
  const byRating = new Map(existing.map((l) => [l.ratingLevel, l]));
  for (const level of file.expertise_levels) {
    const found = byRating.get(level.rating_level);
    if (found && found.title !== level.title) {
      throw new ImportConflictError(
        `${fileName}: ${file.framework} already has the level "${found.title}" rated ${level.rating_level}, the file calls it "${level.title}"`,
      );
    }
    if (found) continue;
    const [row] = await tx
      .insert(expertiseLevel)
      .values({
        frameworkId,
        uuid: expertiseLevelUuid(file.framework, level.rating_level),
        title: level.title,
        description: level.description,
        ratingLevel: level.rating_level,
        released: hasLive,
      })
      .returning();
    if (row) byRating.set(row.ratingLevel, row);
  }
  return new Map([...byRating.values()].map((l) => [l.ratingLevel, l.id]));
}

/**
 * Competency code → id, over the version and (for an extension) the core version it extends; and title →
 * id of the titles that occur once there (a title given twice matches nothing).
 */
async function competencyKeys(
  tx: Db,
  versionId: number,
  fw: typeof framework.$inferSelect,
): Promise<{ codes: Map<string, number>; titles: Map<string, number> }> {
  const versionIds = [versionId];
  if (fw.coreFrameworkId && fw.coreVersionNumber) {
    const [core] = await tx
      .select()
      .from(frameworkVersion)
      .where(
        and(
          eq(frameworkVersion.frameworkId, fw.coreFrameworkId),
          eq(frameworkVersion.number, fw.coreVersionNumber),
        ),
      );
    if (core) versionIds.push(core.id);
  }
  const rows = await tx
    .select({ id: competency.id, code: competency.code, title: competency.title })
    .from(competency)
    .where(inArray(competency.versionId, versionIds));
  const titles = new Map<string, number>();
  const repeated = new Set<string>();
  for (const r of rows) {
    if (titles.has(r.title)) repeated.add(r.title);
    titles.set(r.title, r.id);
  }
  for (const t of repeated) titles.delete(t);
  return { codes: new Map(rows.filter((r) => r.code).map((r) => [r.code as string, r.id])), titles };
}

/**
 * The 'Source' shown on each imported profile: the file's title and sources, and its level rule in one
 * sentence when the derivation names the median rule (else the derivation itself).
 */
function provenance(file: ProfileFile, fileName: string) {
  const counts = new Set(file.profiles.flatMap((p) => p.mapping.map((m) => m.n)).filter((n) => n));
  const levels = file.expertise_levels.map((l) => `${l.title} = ${l.rating_level}`).join(', ');
  const n = counts.size === 1 ? ` of the n = ${[...counts][0]} answers` : '';
  const text = /\bmedian\b/i.test(file.derivation)
    ? `Expected level per competency = the median${n} for this career stage (the median rule)` +
      `${levels ? `, answers scored ${levels}` : ''}. A competency rated 0 is shown as not applicable.`
    : file.derivation;
  return {
    title: file.title,
    text,
    sources: file.source,
    complete: file.complete ?? false,
    file: fileName,
    ...(file.label ? { label: file.label } : {}),
    ...(file.citation ? { citation: file.citation } : {}),
  };
}

/**
 * Brings the citation of the profiles imported from `fileName` up to date (ADR 0030): the one part of
 * a profile file that may change after import, as it is how the source is named, not profile content.
 * Profiles whose provenance names another file, or none (entered in the hub), are untouched.
 */
async function updateCitation(tx: Db, file: ProfileFile, fileName: string): Promise<void> {
  const rows = await tx
    .select({ id: profile.id, source: profile.source })
    .from(profile)
    .where(sql`${profile.source}->>'file' = ${fileName}`);
  for (const row of rows) {
    if (!row.source || JSON.stringify(row.source.citation) === JSON.stringify(file.citation)) continue;
    const { citation: _old, ...rest } = row.source;
    const source = file.citation ? { ...rest, citation: file.citation } : rest;
    await tx.update(profile).set({ source }).where(eq(profile.id, row.id));
  }
}
