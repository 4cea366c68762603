/**
 * Pure helpers over a version's content tree (schemas/content-tree.ts; ADR 0010): build it from
 * flat rows, index it by uuid or id, walk it, and hide archived nodes. Used by the API's tree loader
 * and by features that compare or map trees (diff, profiles, mapping, interchange).
 */
import type {
  ContentAttribute,
  ContentAttributeTypeRef,
  ContentCompetency,
  ContentDomain,
} from '../schemas/content-tree.js';

/** A domain as stored (extra columns are ignored): its group as the stored title and description columns. */
export type DomainInput = Omit<ContentDomain, 'competencies' | 'group'> & {
  groupTitle?: string | null;
  groupDescription?: string;
};
/** A competency as stored (extra columns are ignored). */
export type CompetencyInput = Omit<ContentCompetency, 'attributes'>;
/** An attribute as stored, with its attribute type (extra columns are ignored). */
export type AttributeInput = Omit<ContentAttribute, 'attributeType'> & {
  attributeType: ContentAttributeTypeRef;
};

/** Flat rows of one version (or of part of it) to assemble into domains. */
export interface ContentRows {
  domains: readonly DomainInput[];
  competencies: readonly CompetencyInput[];
  attributes: readonly AttributeInput[];
}

const byPositionThenId = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

/**
 * Assembles flat competency and attribute rows into competencies with their attributes, each level
 * ordered by position then id; attributes whose competency is not among the rows are left out.
 * @returns new competency nodes; the inputs are not mutated
 */
export function assembleContentCompetencies(
  rows: Pick<ContentRows, 'competencies' | 'attributes'>,
): ContentCompetency[] {
  const attributesByCompetency = new Map<number, ContentAttribute[]>();
  for (const a of [...rows.attributes].sort(byPositionThenId)) {
    const node: ContentAttribute = {
      id: a.id,
      uuid: a.uuid,
      competencyId: a.competencyId,
      title: a.title,
      position: a.position,
      archived: a.archived,
      ...(a.revision === undefined ? {} : { revision: a.revision }),
      attributeType: { id: a.attributeType.id, uuid: a.attributeType.uuid, title: a.attributeType.title },
    };
    const list = attributesByCompetency.get(a.competencyId) ?? [];
    list.push(node);
    attributesByCompetency.set(a.competencyId, list);
  }
  return [...rows.competencies].sort(byPositionThenId).map((c) => ({
    id: c.id,
    uuid: c.uuid,
    domainId: c.domainId,
    code: c.code,
    title: c.title,
    position: c.position,
    archived: c.archived,
    mappedOtherCompetency: c.mappedOtherCompetency,
    ...(c.revision === undefined ? {} : { revision: c.revision }),
    attributes: attributesByCompetency.get(c.id) ?? [],
  }));
}

/**
 * Assembles flat rows into domains → competencies → attributes, each level ordered by position then
 * id. Only the tree's fields are copied (no database-only columns). Competencies whose domain and
 * attributes whose competency are not among the rows are left out.
 * @returns new domain nodes; the inputs are not mutated
 */
export function assembleContentDomains(rows: ContentRows): ContentDomain[] {
  const competenciesByDomain = new Map<number, ContentCompetency[]>();
  for (const c of assembleContentCompetencies(rows)) {
    const list = competenciesByDomain.get(c.domainId) ?? [];
    list.push(c);
    competenciesByDomain.set(c.domainId, list);
  }
  return [...rows.domains].sort(byPositionThenId).map((d) => ({
    id: d.id,
    uuid: d.uuid,
    code: d.code,
    title: d.title,
    ...(d.description ? { description: d.description } : {}),
    ...(d.groupTitle ? { group: { title: d.groupTitle, description: d.groupDescription ?? '' } } : {}),
    position: d.position,
    archived: d.archived,
    ...(d.revision === undefined ? {} : { revision: d.revision }),
    competencies: competenciesByDomain.get(d.id) ?? [],
  }));
}

/** Callbacks of `walkContent`; each receives the node and its parents. */
export interface ContentVisitor {
  domain?: (domain: ContentDomain) => void;
  competency?: (competency: ContentCompetency, domain: ContentDomain) => void;
  attribute?: (attribute: ContentAttribute, competency: ContentCompetency, domain: ContentDomain) => void;
}

/** Visits every node depth first in tree order (a domain, then its competencies, each followed by its attributes). */
export function walkContent(domains: readonly ContentDomain[], visitor: ContentVisitor): void {
  for (const d of domains) {
    visitor.domain?.(d);
    for (const c of d.competencies) {
      visitor.competency?.(c, d);
      for (const a of c.attributes) visitor.attribute?.(a, c, d);
    }
  }
}

/** Maps from a key (uuid or id) to the nodes of one tree. */
export interface ContentIndex<K> {
  domains: Map<K, ContentDomain>;
  competencies: Map<K, ContentCompetency>;
  attributes: Map<K, ContentAttribute>;
}

function indexBy<K>(domains: readonly ContentDomain[], key: (node: { id: number; uuid: string }) => K) {
  const index: ContentIndex<K> = { domains: new Map(), competencies: new Map(), attributes: new Map() };
  walkContent(domains, {
    domain: (d) => index.domains.set(key(d), d),
    competency: (c) => index.competencies.set(key(c), c),
    attribute: (a) => index.attributes.set(key(a), a),
  });
  return index;
}

/** Indexes a tree's nodes by lineage uuid (stable across versions of a framework). */
export function indexContentByUuid(domains: readonly ContentDomain[]): ContentIndex<string> {
  return indexBy(domains, (n) => n.uuid);
}

/** Indexes a tree's nodes by database id (unique within one version). */
export function indexContentById(domains: readonly ContentDomain[]): ContentIndex<number> {
  return indexBy(domains, (n) => n.id);
}

/**
 * What visitors see: archived domains, competencies and attributes removed (with everything under an
 * archived parent). Export and visitor listings use it.
 * @returns new nodes; the input is not mutated
 */
export function withoutArchived(domains: readonly ContentDomain[]): ContentDomain[] {
  return domains
    .filter((d) => !d.archived)
    .map((d) => ({
      ...d,
      competencies: d.competencies
        .filter((c) => !c.archived)
        .map((c) => ({ ...c, attributes: c.attributes.filter((a) => !a.archived) })),
    }));
}
