/**
 * A framework's draft as the export model (ADR 0059): the same `VersionContentModel` a released version's
 * exports are built from, for the managers' working-copy downloads (CSV and framework JSON). Visitor reads
 * never call it: the caller has checked that the user manages the framework.
 */
import type { Db } from '../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../db/rows.js';
import {
  findAttributeTypes,
  findCompetencyRelations,
  findVersion,
  findVersionsOf,
  loadContentTree,
} from '../content/index.js';
import * as repo from './repository.js';
import type { ExportModel } from './service.js';

/**
 * Loads the draft `draft` of `fw` with everything an export reads; its live versions and, for an
 * extension, its released core version's tree (an extension's export holds both; ADR 0045). No reference
 * profile columns: profiles rate released versions.
 * @returns the export model of the draft
 */
export async function getDraftExportModel(db: Db, fw: FrameworkRow, draft: VersionRow): Promise<ExportModel> {
  const core = fw.coreFrameworkId !== null ? await repo.findFrameworkById(db, fw.coreFrameworkId) : undefined;
  const coreVersion =
    core && fw.coreVersionNumber ? await findVersion(db, core.id, fw.coreVersionNumber) : undefined;
  const [versions, attributeTypes, expertiseLevels, sources, tree, coreTree, relations] = await Promise.all([
    findVersionsOf(db, fw.id),
    findAttributeTypes(db, fw.id),
    repo.findExpertiseLevels(db, [fw.id]),
    repo.findSources(db, fw.id),
    loadContentTree(db, draft),
    coreVersion?.status === 'live' ? loadContentTree(db, coreVersion) : Promise.resolve(null),
    findCompetencyRelations(db, draft.id),
  ]);
  return {
    detail: {
      framework: fw,
      liveVersions: versions.filter((v) => v.status === 'live'),
      core: core && fw.coreVersionNumber ? { framework: core, versionNumber: fw.coreVersionNumber } : null,
      extensions: [],
    },
    version: draft,
    attributeTypes,
    expertiseLevels,
    domains: tree.domains,
    coreDomains: coreTree?.domains ?? [],
    ...(coreVersion?.status === 'live' ? { coreVersionUuid: coreVersion.uuid } : {}),
    sources,
    relations,
    profiles: [],
  };
}
