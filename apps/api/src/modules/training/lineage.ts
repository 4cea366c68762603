/**
 * Resolves training mappings (framework + competency lineage uuid + optional attribute uuid; ADR 0013) to
 * the rows a page shows: the competency in the framework's newest live version that holds it (active
 * there when possible), its domain, and the mapped attributes. A mapping is *deprecated* when its
 * competency (or attribute) is archived or absent in the framework's newest live version; an archived
 * domain archives its competencies. docs/features/training.md §5; computed on read, never stored.
 */
import { sortVersionsNewestFirst } from '@hub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../db/rows.js';
import {
  attribute,
  attributeType,
  competency,
  domain,
  framework,
  frameworkVersion,
} from '../../db/schema/index.js';

/** What a mapping names. */
export interface MappingKey {
  frameworkId: number;
  competencyUuid: string;
  attributeUuid: string | null;
}

export interface ResolvedCompetency {
  framework: FrameworkRow;
  /** The version the competency is shown in (the newest live one that holds it, active there if possible). */
  version: VersionRow;
  /** The framework's newest live version. */
  newestLive: VersionRow;
  id: number;
  uuid: string;
  code: string | null;
  title: string;
  position: number;
  domain: { uuid: string; title: string; position: number };
  /** Archived or absent in the framework's newest live version. */
  deprecated: boolean;
}

export interface ResolvedAttribute {
  id: number;
  uuid: string;
  title: string;
  /** Attribute type title. */
  type: string;
  position: number;
  /** Archived or absent in the newest live version, or its competency is deprecated. */
  deprecated: boolean;
}

interface CompetencyHit {
  versionId: number;
  id: number;
  uuid: string;
  code: string | null;
  title: string;
  position: number;
  active: boolean;
  domain: { uuid: string; title: string; position: number };
}

interface AttributeHit {
  versionId: number;
  competencyId: number;
  id: number;
  uuid: string;
  title: string;
  type: string;
  position: number;
  archived: boolean;
}

/** The loaded rows behind a set of mappings, and the resolution of each. */
export class Lineage {
  constructor(
    private readonly frameworks: Map<number, { row: FrameworkRow; live: VersionRow[] }>,
    private readonly competencies: Map<string, CompetencyHit[]>,
    private readonly attributes: Map<string, AttributeHit[]>,
  ) {}

  /** The framework's row and newest live version (null when it has none). */
  framework(frameworkId: number): { row: FrameworkRow; newestLive: VersionRow | null } | null {
    const fw = this.frameworks.get(frameworkId);
    return fw ? { row: fw.row, newestLive: fw.live[0] ?? null } : null;
  }

  /**
   * The competency of a mapping as shown: in the newest live version where it is active, else the newest
   * live version that holds it.
   * @returns null when no live version of the framework holds the uuid
   */
  competency(frameworkId: number, uuid: string): ResolvedCompetency | null {
    const fw = this.frameworks.get(frameworkId);
    const newestLive = fw?.live[0];
    if (!fw || !newestLive) return null;
    const hits = new Map(
      (this.competencies.get(`${frameworkId}:${uuid}`) ?? []).map((h) => [h.versionId, h]),
    );
    const version =
      fw.live.find((v) => hits.get(v.id)?.active) ?? fw.live.find((v) => hits.has(v.id)) ?? null;
    const hit = version ? hits.get(version.id) : undefined;
    if (!version || !hit) return null;
    return {
      framework: fw.row,
      version,
      newestLive,
      id: hit.id,
      uuid: hit.uuid,
      code: hit.code,
      title: hit.title,
      position: hit.position,
      domain: hit.domain,
      deprecated: !hits.get(newestLive.id)?.active,
    };
  }

  /**
   * A mapped attribute of a resolved competency: in the competency's shown version when it is there,
   * else in the newest live version that holds it.
   * @returns null when no live version holds the uuid
   */
  attribute(owner: ResolvedCompetency, uuid: string): ResolvedAttribute | null {
    const hits = this.attributes.get(`${owner.framework.id}:${uuid}`) ?? [];
    const live = this.frameworks.get(owner.framework.id)?.live ?? [];
    const hit =
      hits.find((h) => h.versionId === owner.version.id) ??
      live.map((v) => hits.find((h) => h.versionId === v.id)).find((h) => h !== undefined);
    if (!hit) return null;
    const inNewest = hits.find((h) => h.versionId === owner.newestLive.id);
    return {
      id: hit.id,
      uuid: hit.uuid,
      title: hit.title,
      type: hit.type,
      position: hit.position,
      deprecated: owner.deprecated || !inNewest || inNewest.archived,
    };
  }
}

/**
 * Loads what resolving `mappings` needs: the frameworks, their live versions (newest first), and the
 * competency and attribute rows of those versions with the mapped uuids. A handful of queries, whatever
 * the number of mappings.
 */
export async function loadLineage(db: Db, mappings: readonly MappingKey[]): Promise<Lineage> {
  const frameworkIds = [...new Set(mappings.map((m) => m.frameworkId))];
  const competencyUuids = [...new Set(mappings.map((m) => m.competencyUuid))];
  const attributeUuids = [...new Set(mappings.flatMap((m) => (m.attributeUuid ? [m.attributeUuid] : [])))];
  if (frameworkIds.length === 0) return new Lineage(new Map(), new Map(), new Map());

  const [frameworkRows, versionRows] = await Promise.all([
    db.select().from(framework).where(inArray(framework.id, frameworkIds)),
    db
      .select()
      .from(frameworkVersion)
      .where(and(inArray(frameworkVersion.frameworkId, frameworkIds), eq(frameworkVersion.status, 'live'))),
  ]);
  const frameworks = new Map(
    frameworkRows.map((row) => [
      row.id,
      { row, live: sortVersionsNewestFirst(versionRows.filter((v) => v.frameworkId === row.id)) },
    ]),
  );
  const frameworkOfVersion = new Map(versionRows.map((v) => [v.id, v.frameworkId]));
  const liveIds = versionRows.map((v) => v.id);
  if (liveIds.length === 0) return new Lineage(frameworks, new Map(), new Map());

  const [competencyRows, attributeRows] = await Promise.all([
    db
      .select({
        versionId: competency.versionId,
        id: competency.id,
        uuid: competency.uuid,
        code: competency.code,
        title: competency.title,
        position: competency.position,
        archived: competency.archived,
        domainUuid: domain.uuid,
        domainTitle: domain.title,
        domainPosition: domain.position,
        domainArchived: domain.archived,
      })
      .from(competency)
      .innerJoin(domain, eq(competency.domainId, domain.id))
      .where(and(inArray(competency.versionId, liveIds), inArray(competency.uuid, competencyUuids))),
    attributeUuids.length === 0
      ? Promise.resolve([])
      : db
          .select({
            versionId: attribute.versionId,
            competencyId: attribute.competencyId,
            id: attribute.id,
            uuid: attribute.uuid,
            title: attribute.title,
            type: attributeType.title,
            position: attribute.position,
            archived: attribute.archived,
          })
          .from(attribute)
          .innerJoin(attributeType, eq(attribute.attributeTypeId, attributeType.id))
          .where(and(inArray(attribute.versionId, liveIds), inArray(attribute.uuid, attributeUuids))),
  ]);

  const competencies = new Map<string, CompetencyHit[]>();
  for (const r of competencyRows) {
    const key = `${frameworkOfVersion.get(r.versionId)}:${r.uuid}`;
    const list = competencies.get(key) ?? [];
    list.push({
      versionId: r.versionId,
      id: r.id,
      uuid: r.uuid,
      code: r.code,
      title: r.title,
      position: r.position,
      active: !r.archived && !r.domainArchived,
      domain: { uuid: r.domainUuid, title: r.domainTitle, position: r.domainPosition },
    });
    competencies.set(key, list);
  }
  const attributes = new Map<string, AttributeHit[]>();
  for (const r of attributeRows) {
    const key = `${frameworkOfVersion.get(r.versionId)}:${r.uuid}`;
    attributes.set(key, [...(attributes.get(key) ?? []), r]);
  }
  return new Lineage(frameworks, competencies, attributes);
}
