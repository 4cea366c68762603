/**
 * Loads released versions for the interchange exports (issue #9 §2): one version with the version that
 * follows it (CASE lineage associations, CTDL-ASN previous/next links), and every released version's CASE
 * package, kept in memory per database until the content revision changes (so item and association
 * lookups by identifier need no per-request rebuild).
 */
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { currentRevision } from '../../lib/response-cache.js';
import { getVersionContent, listLiveFrameworks, type VersionContentModel } from '../frameworks/service.js';
import { buildCasePackage, type CaseVersion, type CfPackage } from './case.js';

/** A released version with its neighbours in release order (by version number). */
export interface ReleasedVersion {
  model: VersionContentModel;
  previous: VersionContentModel | null;
  next: VersionContentModel | null;
}

/**
 * Loads a released version and the released versions just before and after it.
 * @throws AppError NOT_FOUND for an unknown framework or a version that is not released
 */
export async function loadReleasedVersion(
  db: Db,
  machineName: string,
  number: string,
): Promise<ReleasedVersion> {
  const model = await getVersionContent(db, machineName, number);
  const newestFirst = model.detail.liveVersions;
  const at = newestFirst.findIndex((v) => v.id === model.version.id);
  const newer = newestFirst[at - 1];
  const older = newestFirst[at + 1];
  const [next, previous] = await Promise.all([
    newer ? getVersionContent(db, machineName, newer.number) : null,
    older ? getVersionContent(db, machineName, older.number) : null,
  ]);
  return { model, previous, next };
}

/** Every released version's package, with lookups by identifier. */
export interface CaseIndex {
  packages: CfPackage[];
  byDocument: Map<string, CfPackage>;
  items: Map<string, { pkg: CfPackage; item: CfPackage['CFItems'][number] }>;
  associations: Map<string, { pkg: CfPackage; association: CfPackage['CFAssociations'][number] }>;
}

const indexes = new WeakMap<Db, Map<string, { revision: number; index: CaseIndex }>>();

async function buildIndex(db: Db, publicUrl: string, caseVersion: CaseVersion): Promise<CaseIndex> {
  const index: CaseIndex = { packages: [], byDocument: new Map(), items: new Map(), associations: new Map() };
  for (const fw of await listLiveFrameworks(db)) {
    const models = await Promise.all(
      fw.liveVersions.map((v) => getVersionContent(db, fw.framework.machineName, v.number)),
    );
    models.forEach((model, i) => {
      const pkg = buildCasePackage(model, models[i - 1] ?? null, publicUrl, caseVersion);
      index.packages.push(pkg);
      index.byDocument.set(pkg.CFDocument.identifier, pkg);
      for (const item of pkg.CFItems) index.items.set(item.identifier, { pkg, item });
      for (const association of pkg.CFAssociations) {
        index.associations.set(association.identifier, { pkg, association });
      }
    });
  }
  return index;
}

/**
 * Every released version's CASE package (newest version of each framework first), rebuilt only when the
 * content revision has changed since the last call.
 */
export async function caseIndex(db: Db, publicUrl: string, caseVersion: CaseVersion): Promise<CaseIndex> {
  let cache = indexes.get(db);
  if (!cache) {
    cache = new Map();
    indexes.set(db, cache);
  }
  const revision = await currentRevision(db);
  const key = `${caseVersion}:${publicUrl}`;
  const hit = cache.get(key);
  if (hit && hit.revision === revision) return hit.index;
  const index = await buildIndex(db, publicUrl, caseVersion);
  cache.set(key, { revision, index });
  return index;
}

/** @throws AppError NOT_FOUND unless found */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`${what} not found`);
  return value;
}
