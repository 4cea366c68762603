/**
 * Framework reads for visitors (docs/features/browsing.md §3; docs/features/public-api.md §1). Both the app's own
 * `/api/v1` and the original hub API present the models built here. Drafts are never served here:
 * a draft-only framework or a draft version is 'not found' for visitors.
 */

import { type ContentCompetency, type ContentDomain, sortVersionsNewestFirst } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type {
  AttributeTypeRow,
  ExpertiseLevelRow,
  FrameworkRow,
  SourceRow,
  VersionRow,
} from '../../db/rows.js';
import { notFound } from '../../lib/errors.js';
import {
  type CompetencyRelation,
  findAttributeTypes,
  findCompetencyRelations,
  findFrameworkByMachineName,
  findVersion,
  findVersionsOf,
  loadContentTree,
} from '../content/index.js';
import { type LiveProfileLevels, listLiveProfileLevels } from '../profiles/index.js';
import * as repo from './repository.js';

export interface FrameworkModel {
  framework: FrameworkRow;
  /** Live versions, newest first. */
  liveVersions: VersionRow[];
  /** The core framework and version this one extends, when it is an extension. */
  core: { framework: FrameworkRow; versionNumber: string } | null;
}

export interface FrameworkDetailModel extends FrameworkModel {
  extensions: { framework: FrameworkRow; firstVersion: string }[];
}

export interface VersionContentModel {
  detail: FrameworkDetailModel;
  version: VersionRow;
  attributeTypes: AttributeTypeRow[];
  expertiseLevels: ExpertiseLevelRow[];
  /** The version's content tree (archived nodes included). */
  domains: ContentDomain[];
  /** The core version's content tree when this framework is an extension, else empty. */
  coreDomains: ContentDomain[];
  /** The released core version's uuid when this framework is an extension (the CASE extension relation). */
  coreVersionUuid?: string;
  sources: SourceRow[];
  /** Relations between the version's competencies outside the tree (CASE imports; docs/features/interchange-files.md §9). */
  relations?: CompetencyRelation[];
}

/** The core framework version an extension extends, or null for a framework that is not an extension. */
function coreOf(fw: FrameworkRow, coreFramework: FrameworkRow | undefined): FrameworkModel['core'] {
  return coreFramework && fw.coreVersionNumber
    ? { framework: coreFramework, versionNumber: fw.coreVersionNumber }
    : null;
}

const liveOnly = (versions: VersionRow[]) =>
  sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'));

/**
 * Lists the frameworks that have at least one live version (home cards; draft-only frameworks hidden).
 * @returns frameworks ordered by title, each with its live versions newest first
 */
export async function listLiveFrameworks(db: Db): Promise<FrameworkModel[]> {
  const [frameworks, versions] = await Promise.all([repo.findAllFrameworks(db), repo.findAllVersions(db)]);
  const byId = new Map(frameworks.map((f) => [f.id, f]));
  const models: FrameworkModel[] = [];
  for (const fw of frameworks) {
    const liveVersions = liveOnly(versions.filter((v) => v.frameworkId === fw.id));
    if (liveVersions.length === 0) continue;
    const coreFramework = fw.coreFrameworkId ? byId.get(fw.coreFrameworkId) : undefined;
    models.push({
      framework: fw,
      liveVersions,
      core: coreOf(fw, coreFramework),
    });
  }
  return models;
}

/**
 * Loads one live framework with its versions and extensions.
 * @throws AppError NOT_FOUND when the framework does not exist or has no live version
 */
export async function getFrameworkDetail(db: Db, machineName: string): Promise<FrameworkDetailModel> {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) throw notFound(`Framework "${machineName}" not found`);
  const [versions, extensionRows, coreFramework] = await Promise.all([
    findVersionsOf(db, fw.id),
    repo.findExtensionsOf(db, fw.id),
    fw.coreFrameworkId ? repo.findFrameworkById(db, fw.coreFrameworkId) : Promise.resolve(undefined),
  ]);
  const liveVersions = liveOnly(versions);
  if (liveVersions.length === 0) throw notFound(`Framework "${machineName}" has no released version`);
  const extensions: FrameworkDetailModel['extensions'] = [];
  for (const ext of extensionRows) {
    const extLive = liveOnly(await findVersionsOf(db, ext.id));
    const first = extLive[extLive.length - 1];
    if (first) extensions.push({ framework: ext, firstVersion: first.number });
  }
  return {
    framework: fw,
    liveVersions,
    core: coreOf(fw, coreFramework),
    extensions,
  };
}

/**
 * Loads everything the framework page shows for one live version.
 * @throws AppError NOT_FOUND for an unknown framework or version, or a draft version
 */
export async function getVersionContent(
  db: Db,
  machineName: string,
  number: string,
): Promise<VersionContentModel> {
  const detail = await getFrameworkDetail(db, machineName);
  const version = detail.liveVersions.find((v) => v.number === number);
  if (!version) throw notFound(`Version "${number}" of framework "${machineName}" not found`);
  const fw = detail.framework;

  const coreVersion = detail.core
    ? await findVersion(db, detail.core.framework.id, detail.core.versionNumber)
    : undefined;
  const [attributeTypes, expertiseLevels, sources, tree, coreTree, relations] = await Promise.all([
    findAttributeTypes(db, fw.id),
    repo.findExpertiseLevels(db, [fw.id]),
    repo.findSources(db, fw.id),
    loadContentTree(db, version),
    coreVersion && coreVersion.status === 'live' ? loadContentTree(db, coreVersion) : Promise.resolve(null),
    findCompetencyRelations(db, version.id),
  ]);
  const domains = tree.domains;
  const coreDomains = coreTree?.domains ?? [];
  const coreVersionUuid = coreVersion?.status === 'live' ? coreVersion.uuid : undefined;
  return {
    detail,
    version,
    attributeTypes,
    expertiseLevels,
    domains,
    coreDomains,
    ...(coreVersionUuid ? { coreVersionUuid } : {}),
    sources,
    relations,
  };
}

/**
 * Finds one competency of a live version.
 * @throws AppError NOT_FOUND when the framework, version or competency does not exist
 */
export async function getCompetency(
  db: Db,
  machineName: string,
  number: string,
  competencyId: number,
): Promise<{ content: VersionContentModel; domain: ContentDomain; competency: ContentCompetency }> {
  const content = await getVersionContent(db, machineName, number);
  for (const d of [...content.domains, ...content.coreDomains]) {
    const c = d.competencies.find((x) => x.id === competencyId);
    if (c) return { content, domain: d, competency: c };
  }
  throw notFound(`Competency ${competencyId} not found in ${machineName} ${number}`);
}

/*
 * Row lookups other modules use (ADR 0026: a module reads another's data through its service, never its
 * repository). Any status: callers decide what a visitor may see.
 */

/**
 * A framework by its row id.
 * @returns the framework row, or undefined for an unknown id
 */
export function findFrameworkById(db: Db, id: number): Promise<FrameworkRow | undefined> {
  return repo.findFrameworkById(db, id);
}

/** A version's content with its Live reference profiles' expected levels: what the export is built from. */
export interface ExportModel extends VersionContentModel {
  profiles: LiveProfileLevels[];
}

/**
 * The export of a live version: its content and its Live reference profiles with their expected levels
 * (ADR 0030).
 * @throws AppError NOT_FOUND for an unknown framework or a version that is not live
 */
export async function getExportModel(db: Db, machineName: string, number: string): Promise<ExportModel> {
  const content = await getVersionContent(db, machineName, number);
  return { ...content, profiles: await listLiveProfileLevels(db, content.version.id) };
}
