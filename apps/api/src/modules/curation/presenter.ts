/**
 * Shapes curation models into the `/api/v1/manage/frameworks` responses (schemas in
 * packages/domain/src/schemas/curation.ts). Never returns raw rows.
 */
import type {
  ContentAttribute,
  ContentCompetency,
  ContentDomain,
  ManageAttribute,
  ManageAttributeType,
  ManageCompetency,
  ManageCompetencyView,
  ManageDomain,
  ManagedFramework,
  ManageExpertiseLevel,
  ManageFrameworkView,
  ManageTreeCompetency,
  ManageVersion,
  ManageViewCapabilities,
} from '@hub/domain';
import type {
  AttributeRow,
  AttributeTypeRow,
  DomainRow,
  ExpertiseLevelRow,
  VersionRow,
} from '../../db/rows.js';
import { orderEtag } from '../../lib/revision.js';
import type { ManageCompetencyModel, ManagedFrameworkModel, ManageViewModel } from './service/views.js';

/** Ids in the order the curation services compare (position, then id): an order's ETag input. */
function inOrder(items: readonly { id: number; position: number }[]): number[] {
  return [...items].sort((a, b) => a.position - b.position || a.id - b.id).map((i) => i.id);
}

/** A version (draft or live) → ManageVersion. */
export function presentManageVersion(v: VersionRow): ManageVersion {
  return {
    id: v.id,
    revision: v.revision,
    number: v.number,
    status: v.status,
    releaseDate: v.releaseDate,
    releaseNotes: v.releaseNotes,
  };
}

/** An attribute type → ManageAttributeType (with its released flag). */
export function presentManageAttributeType(t: AttributeTypeRow): ManageAttributeType {
  return {
    id: t.id,
    revision: t.revision,
    title: t.title,
    description: t.description,
    position: t.position,
    released: t.released,
  };
}

/** An expertise level → ManageExpertiseLevel (with its released flag). */
export function presentManageExpertiseLevel(l: ExpertiseLevelRow): ManageExpertiseLevel {
  return {
    id: l.id,
    revision: l.revision,
    title: l.title,
    description: l.description,
    ratingLevel: l.ratingLevel,
    released: l.released,
  };
}

/** An attribute (a row, or a node of the content tree) → ManageAttribute. */
export function presentManageAttribute(a: AttributeRow | ContentAttribute): ManageAttribute {
  return {
    id: a.id,
    revision: a.revision ?? 1,
    uuid: a.uuid,
    title: a.title,
    position: a.position,
    archived: a.archived,
    attributeTypeId: 'attributeType' in a ? a.attributeType.id : a.attributeTypeId,
    competencyId: a.competencyId,
  };
}

/** A competency's own fields, as the manage view's tree and the competency's view both show them. */
function manageCompetencyFields(c: ContentCompetency) {
  return {
    id: c.id,
    revision: c.revision ?? 1,
    uuid: c.uuid,
    code: c.code,
    title: c.title,
    position: c.position,
    archived: c.archived,
    mappedOtherCompetency: c.mappedOtherCompetency,
    domainId: c.domainId,
  };
}

/** A competency with its attributes → ManageCompetency. */
export function presentManageCompetency(c: ContentCompetency): ManageCompetency {
  return {
    ...manageCompetencyFields(c),
    attributes: c.attributes.map(presentManageAttribute),
    attributeOrder: orderEtag(inOrder(c.attributes)),
  };
}

/**
 * A competency as the manage view's tree holds it → ManageTreeCompetency: its fields and attribute count,
 * not its attributes (ADR 0072). `count` is the attribute count when the node was loaded without them.
 */
export function presentManageTreeCompetency(
  c: ContentCompetency,
  count = c.attributes.length,
): ManageTreeCompetency {
  return { ...manageCompetencyFields(c), attributeCount: count };
}

/**
 * A domain (with its competencies, or none for a domain just created) → ManageDomain; `counts` holds the
 * attribute counts of competencies loaded without their attributes (the manage view, ADR 0072).
 */
export function presentManageDomain(
  d: ContentDomain | DomainRow,
  counts?: ReadonlyMap<number, number>,
): ManageDomain {
  const competencies = 'competencies' in d ? d.competencies : [];
  return {
    id: d.id,
    revision: d.revision ?? 1,
    uuid: d.uuid,
    code: d.code,
    title: d.title,
    position: d.position,
    archived: d.archived,
    competencies: competencies.map((c) =>
      presentManageTreeCompetency(c, counts ? (counts.get(c.id) ?? 0) : c.attributes.length),
    ),
    competencyOrder: orderEtag(inOrder(competencies)),
  };
}

/** One entry of the 'Manage frameworks' list (docs/features/curation.md §3). */
export function presentManagedFramework(m: ManagedFrameworkModel): ManagedFramework {
  return {
    machineName: m.framework.machineName,
    title: m.framework.title,
    liveVersion: m.liveVersions[0]?.number ?? null,
    hasDraft: m.hasDraft,
  };
}

/** The framework part of the manage views: names, the core it extends, revision and metadata. */
function presentManagedFrameworkMeta(m: Pick<ManageViewModel, 'framework' | 'core'>) {
  return {
    machineName: m.framework.machineName,
    title: m.framework.title,
    core: m.core
      ? {
          machineName: m.core.framework.machineName,
          title: m.core.framework.title,
          version: m.core.versionNumber,
        }
      : null,
    revision: m.framework.revision,
    description: m.framework.description,
    category: m.framework.category,
    licence: m.framework.licence,
  };
}

/** The manage view (docs/features/curation.md §4, §8) → ManageFrameworkView. */
export function presentManageView(m: ManageViewModel, can: ManageViewCapabilities): ManageFrameworkView {
  return {
    framework: presentManagedFrameworkMeta(m),
    version: m.version ? presentManageVersion(m.version) : null,
    editable: m.editable,
    currentLiveVersion: m.liveVersions[0]?.number ?? null,
    liveVersions: m.liveVersions.map(presentManageVersion),
    attributeTypes: m.attributeTypes.map(presentManageAttributeType),
    expertiseLevels: m.expertiseLevels.map(presentManageExpertiseLevel),
    domains: m.domains.map((d) => presentManageDomain(d, m.attributeCounts)),
    domainOrder: orderEtag(inOrder(m.domains)),
    addedInDraft: m.addedInDraft,
    draftEtag: m.draftRevision === null ? null : `"d${m.draftRevision}"`,
    can,
  };
}

/** One competency of the managed version (docs/features/curation.md §5) → ManageCompetencyView. */
export function presentManageCompetencyView(m: ManageCompetencyModel): ManageCompetencyView {
  const d = m.domain;
  return {
    framework: presentManagedFrameworkMeta(m),
    version: presentManageVersion(m.version),
    editable: m.editable,
    attributeTypes: m.attributeTypes.map(presentManageAttributeType),
    domain: {
      id: d.id,
      revision: d.revision,
      uuid: d.uuid,
      code: d.code,
      title: d.title,
      position: d.position,
      archived: d.archived,
    },
    competency: presentManageCompetency(m.competency),
    addedAttributes: m.addedAttributes,
  };
}
