/**
 * Loads released versions for the interchange exports (docs/features/interchange-files.md §1): one version with the version that
 * follows it (CASE lineage associations, CTDL-ASN previous/next links), and every released version's CASE
 * package, kept in memory per database until the change feed reports a visible change (ADR 0017, 0021), so
 * item and association lookups by identifier need no per-request rebuild and draft edits never rebuild it.
 */
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { changeFeedCurrent, onContentChange } from '../../lib/response-cache.js';
import { getVersionContent, listLiveFrameworks, type VersionContentModel } from '../frameworks/index.js';
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
  /** The framework (machine name) of each document, for the response cache's tags. */
  frameworkOf: Map<string, string>;
  items: Map<string, { pkg: CfPackage; item: CfPackage['CFItems'][number] }>;
  associations: Map<string, { pkg: CfPackage; association: CfPackage['CFAssociations'][number] }>;
  /** Each item's associations (as origin or destination), for `CFItemAssociations`. */
  itemAssociations: Map<string, CfPackage['CFAssociations']>;
  itemTypes: Map<string, CfPackage['CFDefinitions']['CFItemTypes'][number]>;
  licenses: Map<string, CfPackage['CFDefinitions']['CFLicenses'][number]>;
  rubrics: Map<string, { pkg: CfPackage; rubric: NonNullable<CfPackage['CFRubrics']>[number] }>;
}

/** Per database: the built indexes by CASE version and URL, and a counter bumped by every visible change. */
interface IndexCache {
  generation: number;
  built: Map<string, { generation: number; index: CaseIndex }>;
}

const indexes = new WeakMap<Db, IndexCache | null>();

/** The database's index cache, subscribed to its change feed on first use; null without a feed. */
function indexCacheOf(db: Db): IndexCache | null {
  let cache = indexes.get(db);
  if (cache === undefined) {
    const created: IndexCache = { generation: 0, built: new Map() };
    const subscribed = onContentChange(db, () => {
      created.generation += 1;
      created.built.clear();
    });
    cache = subscribed ? created : null;
    indexes.set(db, cache);
  }
  return cache;
}

async function buildIndex(db: Db, publicUrl: string, caseVersion: CaseVersion): Promise<CaseIndex> {
  const index: CaseIndex = {
    packages: [],
    byDocument: new Map(),
    frameworkOf: new Map(),
    items: new Map(),
    associations: new Map(),
    itemAssociations: new Map(),
    itemTypes: new Map(),
    licenses: new Map(),
    rubrics: new Map(),
  };
  const linkItem = (id: string, association: CfPackage['CFAssociations'][number]) => {
    const list = index.itemAssociations.get(id) ?? [];
    list.push(association);
    index.itemAssociations.set(id, list);
  };
  for (const fw of await listLiveFrameworks(db)) {
    const models = await Promise.all(
      fw.liveVersions.map((v) => getVersionContent(db, fw.framework.machineName, v.number)),
    );
    models.forEach((model, i) => {
      const pkg = buildCasePackage(model, models[i - 1] ?? null, publicUrl, caseVersion);
      index.packages.push(pkg);
      index.byDocument.set(pkg.CFDocument.identifier, pkg);
      index.frameworkOf.set(pkg.CFDocument.identifier, fw.framework.machineName);
      for (const item of pkg.CFItems) index.items.set(item.identifier, { pkg, item });
      for (const association of pkg.CFAssociations) {
        index.associations.set(association.identifier, { pkg, association });
        linkItem(association.originNodeURI.identifier, association);
        linkItem(association.destinationNodeURI.identifier, association);
      }
      for (const type of pkg.CFDefinitions.CFItemTypes) index.itemTypes.set(type.identifier, type);
      for (const licence of pkg.CFDefinitions.CFLicenses) index.licenses.set(licence.identifier, licence);
      for (const rubric of pkg.CFRubrics ?? []) index.rubrics.set(rubric.identifier, { pkg, rubric });
    });
  }
  return index;
}

/**
 * Every released version's CASE package (newest version of each framework first), kept until the change
 * feed reports a visible change; built afresh on every call while the feed is down (or absent).
 */
export async function caseIndex(db: Db, publicUrl: string, caseVersion: CaseVersion): Promise<CaseIndex> {
  const cache = indexCacheOf(db);
  if (!cache || !(await changeFeedCurrent(db))) return buildIndex(db, publicUrl, caseVersion);
  const key = `${caseVersion}:${publicUrl}`;
  const hit = cache.built.get(key);
  if (hit && hit.generation === cache.generation) return hit.index;
  const generation = cache.generation;
  const index = await buildIndex(db, publicUrl, caseVersion);
  // A change that arrived while building may have made it stale already: keep it only if none did.
  if (generation === cache.generation) cache.built.set(key, { generation, index });
  return index;
}

/** @throws AppError NOT_FOUND unless found */
export function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`${what} not found`);
  return value;
}
