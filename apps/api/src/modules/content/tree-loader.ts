/**
 * The one server loader of a version's content tree (ADR 0010; type in @hub/domain
 * schemas/content-tree.ts). The visitor API, the hub API, export and curation read content through it.
 * Archived nodes are included; presenters decide what to hide.
 */
import {
  assembleContentCompetencies,
  assembleContentDomains,
  type ContentCompetency,
  type ContentDomain,
  type ContentTree,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import { readAll } from '../../db/reads.js';
import type { CompetencyRow, DomainRow, VersionRow } from '../../db/rows.js';
import { findAttributesWithType, findCompetencies, findDomains } from './queries.js';

/** The version meta of a tree. */
function versionMeta(v: VersionRow): ContentTree['version'] {
  return {
    id: v.id,
    uuid: v.uuid,
    frameworkId: v.frameworkId,
    number: v.number,
    status: v.status,
    releaseDate: v.releaseDate,
    releaseNotes: v.releaseNotes,
  };
}

/**
 * Loads one version's whole tree: domains → competencies → attributes (with attribute type), each
 * level ordered by position then id, archived nodes included.
 */
export async function loadContentTree(db: Db, version: VersionRow): Promise<ContentTree> {
  const [domains, competencies, attributes] = await readAll(db, [
    () => findDomains(db, version.id),
    () => findCompetencies(db, version.id),
    () => findAttributesWithType(db, version.id),
  ]);
  return {
    version: versionMeta(version),
    domains: assembleContentDomains({ domains, competencies, attributes }),
  };
}

/** Loads one domain (a row of some version) with its competencies and their attributes. */
export async function loadDomainContent(db: Db, row: DomainRow): Promise<ContentDomain> {
  const competencies = await findCompetencies(db, row.versionId, row.id);
  const attributes = await findAttributesWithType(
    db,
    row.versionId,
    competencies.map((c) => c.id),
  );
  const [node] = assembleContentDomains({ domains: [row], competencies, attributes });
  if (!node) throw new Error(`domain ${row.id} could not be assembled`);
  return node;
}

/** Loads one competency (a row of some version) with its attributes. */
export async function loadCompetencyContent(db: Db, row: CompetencyRow): Promise<ContentCompetency> {
  const attributes = await findAttributesWithType(db, row.versionId, [row.id]);
  const [node] = assembleContentCompetencies({ competencies: [row], attributes });
  if (!node) throw new Error(`competency ${row.id} could not be assembled`);
  return node;
}
