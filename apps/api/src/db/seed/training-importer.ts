/**
 * Imports training resource files (format of ../shared/data/training-resources; data/training/README.md)
 * with their competency mappings. docs/features/training.md §5 (shipped data).
 *
 * - Validates with Zod and reports every problem with its JSON path (ImportValidationError), including
 *   competency codes the framework version does not have and import keys used twice.
 * - One transaction: a bad file changes nothing.
 * - Idempotent per resource: each item has a stable `import_key` (`bioexcel-kb:nid:<nid>`, else
 *   `bioexcel-kb:2017:<first 2017 row>`); items already in the database are left as they are (content
 *   managers may have edited, archived or re-mapped them), the others are added.
 * - Each `competencies[]` code → the competency's lineage uuid in that framework version (or in the core
 *   version an extension extends), stored as a competency-level mapping (attribute_uuid null; ADR 0013).
 * - Slugs from the title (`-2` on collision), keywords split at commas, rich text sanitised, titles and
 *   keywords stripped of tags, provenance kept in `source` (the page's credit line).
 */
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { plainTextFromHtml, sanitizeRichText } from '../../lib/sanitize.js';
import { uniqueSlug } from '../../lib/slug.js';
import type { Db } from '../client.js';
import {
  competency,
  framework,
  frameworkVersion,
  trainingResource,
  trainingResourceMapping,
} from '../schema/index.js';
import { jsonPath } from './file-schema.js';
import { ImportConflictError, type ImportProblem, ImportValidationError, parseJson } from './importer.js';
import {
  importKeyOf,
  type TrainingResourceFile,
  type TrainingResourceFileItem,
  trainingResourceFileSchema,
} from './training-file-schema.js';

export interface TrainingImportOutcome {
  /** 'created' when at least one resource was added, else 'unchanged'. */
  status: 'created' | 'unchanged';
  file: string;
  /** Resources added. */
  created: number;
  /** Resources already imported (left as they are). */
  existing: number;
  /** Competency mappings added with the new resources. */
  mappings: number;
}

/** A resolved competency of a file: the framework that holds it and its lineage uuid. */
interface CompetencyTarget {
  frameworkId: number;
  uuid: string;
}

/**
 * Parses and validates training resource file text (structure only; codes are checked against the database).
 * @throws ImportValidationError with the JSON path of every problem
 */
export function parseTrainingResourceFile(textContent: string, fileName?: string): TrainingResourceFile {
  return trainingFileFromJson(parseJson(textContent, fileName), fileName);
}

/**
 * Validates parsed JSON as a training resource file (structure and import keys; codes are checked
 * against the database when written).
 * @throws ImportValidationError with the JSON path of every problem
 */
export function trainingFileFromJson(json: unknown, fileName?: string): TrainingResourceFile {
  const result = trainingResourceFileSchema.safeParse(json);
  if (!result.success) {
    throw new ImportValidationError(
      result.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })),
      fileName,
    );
  }
  const problems: ImportProblem[] = [];
  const firstIndex = new Map<string, number>();
  result.data.forEach((item, i) => {
    const key = importKeyOf(item);
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, i);
    else problems.push({ path: `$[${i}].source_ref`, message: `same resource key "${key}" as $[${first}]` });
  });
  if (problems.length > 0) throw new ImportValidationError(problems, fileName);
  return result.data;
}

/**
 * Imports one training resource file's text.
 * @param fileName the file's base name, kept in each resource's provenance (`source.file`)
 * @throws ImportValidationError for an invalid file or unknown competency codes; ImportConflictError when a
 *   framework version it names is not in the database
 */
export async function importTrainingText(
  db: Db,
  textContent: string,
  fileName: string,
): Promise<TrainingImportOutcome> {
  return writeTrainingFile(db, parseTrainingResourceFile(textContent, fileName), fileName);
}

/**
 * Writes a checked training resource file in one transaction.
 * @param fileName kept (its base name) in each resource's provenance
 * @throws as importTrainingText
 */
export function writeTrainingFile(
  db: Db,
  file: TrainingResourceFile,
  fileName: string,
): Promise<TrainingImportOutcome> {
  const name = path.basename(fileName);
  return db.transaction(async (tx) => importResources(tx as unknown as Db, file, name));
}

async function importResources(
  tx: Db,
  file: TrainingResourceFile,
  name: string,
): Promise<TrainingImportOutcome> {
  const targets = await resolveCompetencies(tx, file, name);
  const keys = file.map(importKeyOf);
  const existing = new Set(
    (
      await tx
        .select({ key: trainingResource.importKey })
        .from(trainingResource)
        .where(inArray(trainingResource.importKey, keys))
    ).map((r) => r.key),
  );
  const fresh = file.filter((_, i) => !existing.has(keys[i] as string));
  if (fresh.length === 0) {
    return { status: 'unchanged', file: name, created: 0, existing: file.length, mappings: 0 };
  }

  const taken = new Set(
    (await tx.select({ slug: trainingResource.slug }).from(trainingResource)).map((r) => r.slug),
  );
  const values = fresh.map((item) => {
    const row = resourceValues(item, name);
    const slug = uniqueSlug(row.title, taken);
    taken.add(slug);
    return { ...row, slug };
  });
  const inserted = await tx
    .insert(trainingResource)
    .values(values)
    .returning({ id: trainingResource.id, importKey: trainingResource.importKey });
  const idByKey = new Map(inserted.map((r) => [r.importKey as string, r.id]));

  const mappings: (typeof trainingResourceMapping.$inferInsert)[] = [];
  for (const item of fresh) {
    const resourceId = idByKey.get(importKeyOf(item)) as number;
    const seen = new Set<string>();
    for (const ref of item.competencies) {
      const target = targets.get(refKey(ref)) as CompetencyTarget;
      const pair = `${target.frameworkId}:${target.uuid}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      mappings.push({ resourceId, frameworkId: target.frameworkId, competencyUuid: target.uuid });
    }
  }
  if (mappings.length > 0) await tx.insert(trainingResourceMapping).values(mappings);
  return {
    status: 'created',
    file: name,
    created: fresh.length,
    existing: file.length - fresh.length,
    mappings: mappings.length,
  };
}

/** The row of one file item: sanitised rich text, plain title/location/keywords, provenance. */
function resourceValues(item: TrainingResourceFileItem, fileName: string) {
  return {
    title: plainTextFromHtml(item.title),
    type: item.type,
    description: sanitizeRichText(item.description),
    learningOutcomes: sanitizeRichText(item.learning_outcomes),
    targetAudience: sanitizeRichText(item.target_audience),
    organisers: sanitizeRichText(item.organisers),
    trainers: sanitizeRichText(item.trainers),
    startDate: item.start_date,
    endDate: item.end_date,
    location: plainTextFromHtml(item.location),
    url: item.url,
    keywords: splitKeywords(item.keywords),
    importKey: importKeyOf(item),
    source: {
      file: fileName,
      ...(item.source_ref
        ? {
            kb2019_nid: item.source_ref.kb2019_nid,
            kb2017_rows: item.source_ref.kb2017_rows,
            filled_from_2017: item.source_ref.filled_from_2017,
          }
        : { kb2019_nid: null, kb2017_rows: [], filled_from_2017: [] }),
      ...(item.language ? { language: item.language } : {}),
      ...(item.mapped_by ? { mapped_by: item.mapped_by } : {}),
      ...(item.provenance ? { provenance: item.provenance } : {}),
    },
  };
}

/** "HADDOCK, GROMACS, Molecular Dynamics" → ['HADDOCK', 'GROMACS', 'Molecular Dynamics'] (plain, once each). */
export function splitKeywords(keywords: string): string[] {
  const out: string[] = [];
  for (const part of keywords.split(',')) {
    const keyword = plainTextFromHtml(part).slice(0, 200).trim();
    if (keyword && !out.includes(keyword)) out.push(keyword);
  }
  return out;
}

/** A reference's competency key: `code:<code>`, or `title:<title>` without a code (ADR 0046). */
const competencyKey = (ref: { code?: string; title: string }) =>
  ref.code !== undefined ? `code:${ref.code.trim()}` : `title:${ref.title.trim()}`;

const refKey = (ref: { framework: string; version: string; code?: string; title: string }) =>
  `${ref.framework}\u0000${ref.version}\u0000${competencyKey(ref)}`;

/**
 * Resolves every competency reference of the file to a framework id and lineage uuid.
 * @throws ImportConflictError when a framework version is missing; ImportValidationError for unknown codes
 */
async function resolveCompetencies(
  tx: Db,
  file: TrainingResourceFile,
  fileName: string,
): Promise<Map<string, CompetencyTarget>> {
  const versions = new Map<string, { framework: string; version: string }>();
  for (const item of file) {
    for (const ref of item.competencies) versions.set(`${ref.framework}\u0000${ref.version}`, ref);
  }
  const byVersion = new Map<string, Map<string, CompetencyTarget>>();
  for (const [key, ref] of versions) {
    byVersion.set(key, await competencyCodes(tx, ref.framework, ref.version, fileName));
  }
  const targets = new Map<string, CompetencyTarget>();
  const problems: ImportProblem[] = [];
  file.forEach((item, i) => {
    item.competencies.forEach((ref, j) => {
      const codes = byVersion.get(`${ref.framework}\u0000${ref.version}`);
      const target = codes?.get(competencyKey(ref));
      if (target) targets.set(refKey(ref), target);
      else if (ref.code !== undefined) {
        problems.push({
          path: `$[${i}].competencies[${j}].code`,
          message: `no competency with code "${ref.code}" in ${ref.framework} ${ref.version} or its core version`,
        });
      } else {
        problems.push({
          path: `$[${i}].competencies[${j}].title`,
          message: `no competency titled "${ref.title}" (once) in ${ref.framework} ${ref.version}`,
        });
      }
    });
  });
  if (problems.length > 0) throw new ImportValidationError(problems, fileName);
  return targets;
}

/**
 * Competency key (`code:…`, and `title:…` for titles that occur once) → framework id and lineage uuid, over
 * the version and (for an extension) its core version.
 */
async function competencyCodes(
  tx: Db,
  machineName: string,
  number: string,
  fileName: string,
): Promise<Map<string, CompetencyTarget>> {
  const [fw] = await tx.select().from(framework).where(eq(framework.machineName, machineName));
  const [version] = fw
    ? await tx
        .select()
        .from(frameworkVersion)
        .where(and(eq(frameworkVersion.frameworkId, fw.id), eq(frameworkVersion.number, number)))
    : [];
  if (!fw || !version) {
    throw new ImportConflictError(
      `${fileName}: ${machineName} ${number} is not in the database: import that framework file first`,
    );
  }
  const sources = [{ frameworkId: fw.id, versionId: version.id }];
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
    if (core) sources.push({ frameworkId: fw.coreFrameworkId, versionId: core.id });
  }
  const codes = new Map<string, CompetencyTarget>();
  const titleCount = new Map<string, number>();
  for (const source of sources) {
    const rows = await tx
      .select({ code: competency.code, title: competency.title, uuid: competency.uuid })
      .from(competency)
      .where(eq(competency.versionId, source.versionId));
    for (const row of rows) {
      const target = { frameworkId: source.frameworkId, uuid: row.uuid };
      const code = row.code?.trim();
      if (code && !codes.has(`code:${code}`)) codes.set(`code:${code}`, target);
      const title = `title:${row.title.trim()}`;
      titleCount.set(title, (titleCount.get(title) ?? 0) + 1);
      codes.set(title, target);
    }
  }
  for (const [title, n] of titleCount) if (n > 1) codes.delete(title);
  return codes;
}
