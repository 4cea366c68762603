/**
 * Curation reads (docs/features/curation.md §3, §8): the framework a manage route addresses,
 * the 'Manage frameworks' list, the manage view of one framework and of one of its competencies.
 */
import {
  assembleContentDomains,
  type ContentCompetency,
  type ContentDomain,
  sortVersionsNewestFirst,
} from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type {
  AttributeRow,
  AttributeTypeRow,
  DomainRow,
  ExpertiseLevelRow,
  FrameworkRow,
  VersionRow,
} from '../../../db/rows.js';
import { managesFramework } from '../../../lib/access.js';
import { notFound } from '../../../lib/errors.js';
import type { SessionUser } from '../../../lib/session-user.js';
import * as queries from '../../content/index.js';
import { loadCompetencyContent } from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import * as draftRepo from '../repository/drafts.js';
import * as versionRepo from '../repository/versions.js';
import * as vocabRepo from '../repository/vocabularies.js';

export interface ManagedFrameworkModel {
  framework: FrameworkRow;
  /** Live versions, newest first. */
  liveVersions: VersionRow[];
  hasDraft: boolean;
}

/** Everything the manage screens show for one framework (docs/features/curation.md §4, §8). */
export interface ManageViewModel {
  framework: FrameworkRow;
  /** The core framework and version this framework extends, when it is an extension. */
  core: { framework: FrameworkRow; versionNumber: string } | null;
  /** The draft when there is one, else the newest live version, else null. */
  version: VersionRow | null;
  editable: boolean;
  /** Live versions, newest first. */
  liveVersions: VersionRow[];
  attributeTypes: AttributeTypeRow[];
  expertiseLevels: ExpertiseLevelRow[];
  /** The version's domains and competencies, archived included, without attributes (ADR 0072). */
  domains: ContentDomain[];
  /** How many attributes each competency has (archived included); absent when none. */
  attributeCounts: ReadonlyMap<number, number>;
  /** Ids of the draft's domains and competencies added in it (no live version has their uuid); empty for a live version. */
  addedInDraft: { domains: number[]; competencies: number[] };
  /** The draft-wide revision (ADR 0058), null without a draft. */
  draftRevision: number | null;
}

/** Finds a framework by machine name (every manage route starts here, before the policy check). */
export { getFramework } from '../../content/index.js';

/**
 * Lists the frameworks a user may manage (docs/features/curation.md §3): empty without the framework_manager role.
 * @returns frameworks ordered by title, each with its live versions (newest first) and whether it has a draft
 */
export async function listManagedFrameworks(db: Db, user: SessionUser): Promise<ManagedFrameworkModel[]> {
  const ids = user.frameworkIds.filter((id) => managesFramework(user, id));
  if (ids.length === 0) return [];
  const frameworks = await versionRepo.findFrameworksByIds(db, ids);
  const versions = await versionRepo.findVersionsOfFrameworks(
    db,
    frameworks.map((f) => f.id),
  );
  return frameworks.map((fw) => {
    const own = versions.filter((v) => v.frameworkId === fw.id);
    return {
      framework: fw,
      liveVersions: sortVersionsNewestFirst(own.filter((v) => v.status === 'live')),
      hasDraft: own.some((v) => v.status === 'draft'),
    };
  });
}

/** The core framework and version `fw` extends, or null when it is not an extension. */
async function findCore(db: Db, fw: FrameworkRow): Promise<ManageViewModel['core']> {
  if (!fw.coreFrameworkId || !fw.coreVersionNumber) return null;
  const [core] = await versionRepo.findFrameworksByIds(db, [fw.coreFrameworkId]);
  return core ? { framework: core, versionNumber: fw.coreVersionNumber } : null;
}

/**
 * Loads the manage view (docs/features/curation.md §4, §8, §10): the draft when one exists (editable), else the newest live
 * version (read-only), else no version; every domain and competency, archived included, ordered by
 * position then id, with each competency's attribute count instead of its attributes (ADR 0072).
 */
export async function getManageView(db: Db, fw: FrameworkRow): Promise<ManageViewModel> {
  const [versions, attributeTypes, expertiseLevels, core] = await Promise.all([
    versionRepo.findVersionsOfFrameworks(db, [fw.id]),
    queries.findAttributeTypes(db, fw.id),
    vocabRepo.findExpertiseLevels(db, fw.id),
    findCore(db, fw),
  ]);
  const liveVersions = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'));
  const draft = versions.find((v) => v.status === 'draft');
  const version = draft ?? liveVersions[0] ?? null;
  const [domains, attributeCounts, fresh, draftRevision] = await Promise.all([
    version ? loadDomainsAndCompetencies(db, version.id) : Promise.resolve([]),
    version ? contentRepo.countAttributesByCompetency(db, version.id) : Promise.resolve(new Map()),
    draft ? draftRepo.findNewItems(db, fw.id, draft.id, { attributes: false }) : Promise.resolve(null),
    draft ? draftRepo.draftRevision(db, fw.id) : Promise.resolve(null),
  ]);
  return {
    framework: fw,
    core,
    version,
    editable: draft !== undefined,
    liveVersions,
    attributeTypes,
    expertiseLevels,
    domains,
    attributeCounts,
    addedInDraft: fresh ? addedIds(domains, fresh) : { domains: [], competencies: [] },
    draftRevision,
  };
}

/** The ids of the tree's items whose uuid is among the draft's new items. */
function addedIds(domains: ContentDomain[], fresh: draftRepo.NewItems): ManageViewModel['addedInDraft'] {
  const out: ManageViewModel['addedInDraft'] = { domains: [], competencies: [] };
  for (const d of domains) {
    if (fresh.domains.has(d.uuid)) out.domains.push(d.id);
    for (const c of d.competencies) if (fresh.competencies.has(c.uuid)) out.competencies.push(c.id);
  }
  return out;
}

/** A version's domains with their competencies (each with no attributes), ordered by position then id. */
async function loadDomainsAndCompetencies(db: Db, versionId: number): Promise<ContentDomain[]> {
  const [domains, competencies] = await Promise.all([
    queries.findDomains(db, versionId),
    queries.findCompetencies(db, versionId),
  ]);
  return assembleContentDomains({ domains, competencies, attributes: [] });
}

/** One competency of the managed version with what its manage attributes screen shows (docs/features/curation.md §5). */
export interface ManageCompetencyModel {
  framework: FrameworkRow;
  core: ManageViewModel['core'];
  /** The draft when there is one, else the newest live version. */
  version: VersionRow;
  editable: boolean;
  attributeTypes: AttributeTypeRow[];
  domain: DomainRow;
  /** The competency with every attribute, archived included, by position then id. */
  competency: ContentCompetency;
  /** Ids of its attributes added in the draft; empty for a live version. */
  addedAttributes: number[];
}

/**
 * Loads one competency of the version the manage view shows (the draft, else the newest live version)
 * with its attributes, without the rest of the framework (docs/features/curation.md §5).
 * @throws AppError NOT_FOUND when that version has no competency with this id (or there is no version)
 */
export async function getManageCompetency(
  db: Db,
  fw: FrameworkRow,
  competencyId: number,
): Promise<ManageCompetencyModel> {
  const [versions, attributeTypes, core] = await Promise.all([
    versionRepo.findVersionsOfFrameworks(db, [fw.id]),
    queries.findAttributeTypes(db, fw.id),
    findCore(db, fw),
  ]);
  const draft = versions.find((v) => v.status === 'draft');
  const version = draft ?? sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'))[0];
  const row = version ? await contentRepo.findCompetency(db, version.id, competencyId) : undefined;
  const domain = row ? await contentRepo.findDomain(db, row.versionId, row.domainId) : undefined;
  if (!version || !row || !domain) {
    throw notFound(
      `Competency ${competencyId} not found in the version of "${fw.machineName}" being managed`,
    );
  }
  const [competency, addedAttributes] = await Promise.all([
    loadCompetencyContent(db, row),
    draft ? draftRepo.findNewAttributeIds(db, fw.id, draft.id, row.id) : Promise.resolve([]),
  ]);
  return {
    framework: fw,
    core,
    version,
    editable: draft !== undefined,
    attributeTypes,
    domain,
    competency,
    addedAttributes,
  };
}

/**
 * One attribute of the version the manage view shows (the draft, else the newest live version), with
 * the competency it belongs to now (docs/features/curation.md §6, §17: the attribute settings screen
 * finds it there, and sees a colleague's move; ADR 0072).
 * @throws AppError NOT_FOUND when that version has no attribute with this id (or there is no version)
 */
export async function getManageAttribute(
  db: Db,
  fw: FrameworkRow,
  attributeId: number,
): Promise<AttributeRow> {
  const versions = await versionRepo.findVersionsOfFrameworks(db, [fw.id]);
  const draft = versions.find((v) => v.status === 'draft');
  const version = draft ?? sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'))[0];
  const row = version ? await contentRepo.findAttribute(db, version.id, attributeId) : undefined;
  if (!row) {
    throw notFound(`Attribute ${attributeId} not found in the version of "${fw.machineName}" being managed`);
  }
  return row;
}
