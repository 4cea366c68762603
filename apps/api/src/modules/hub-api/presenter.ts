/**
 * Presents service models in the original hub API's JSON shapes (see schemas.ts).
 */
import type { ContentDomain, ExportTable } from '@hub/domain';
import { sortVersionsNewestFirst } from '@hub/domain';
import type { AttributeTypeRow, ExpertiseLevelRow, VersionRow } from '../../db/rows.js';
import type { FrameworkModel, VersionContentModel } from '../frameworks/index.js';

const flag = (archived: boolean) => (archived ? '1' : '0');

function hubDomains(domains: ContentDomain[]) {
  return domains.map((d) => ({
    nid: String(d.id),
    id: String(d.id),
    uuid: d.uuid,
    title: d.title,
    type: 'Domain' as const,
    archived: flag(d.archived),
    competencies: d.competencies.map((c) => ({
      id: String(c.id),
      uuid: c.uuid,
      title: c.title,
      type: 'Competency' as const,
      archived: flag(c.archived),
      position: String(c.position),
      mapped_other_competency: c.mappedOtherCompetency,
      attributes: c.attributes.map((a) => ({
        id: String(a.id),
        uuid: a.uuid,
        title: a.title,
        type: a.attributeType.title,
        archived: flag(a.archived),
      })),
    })),
  }));
}

/** `GET /api/{framework}/{version}`: a one-item array describing the version and its content. */
export function presentHubFramework(model: VersionContentModel) {
  const fw = model.detail.framework;
  return [
    {
      nid: String(fw.id),
      uuid: model.version.uuid,
      title: fw.title,
      description: fw.description,
      version: model.version.number,
      status: model.version.status,
      release_notes: model.version.releaseNotes,
      release_date: model.version.releaseDate,
      type: 'framework' as const,
      extension: model.detail.core
        ? {
            core_framework_name: model.detail.core.framework.machineName,
            version_number: model.detail.core.versionNumber,
          }
        : null,
      domains: hubDomains(model.domains),
      core_domains: hubDomains(model.coreDomains),
    },
  ];
}

export interface VersionManagerEntryInput {
  model: FrameworkModel;
  attributeTypes: AttributeTypeRow[];
  expertiseLevels: ExpertiseLevelRow[];
  latestDomains: ContentDomain[];
  coreDomains: ContentDomain[];
}

const versionEntry = (v: VersionRow) => ({
  id: String(v.id),
  uuid: v.uuid,
  number: v.number,
  status: v.status,
  release_notes: v.releaseNotes,
  release_date: v.releaseDate,
});

const domainRef = (d: ContentDomain) => ({ id: String(d.id), uuid: d.uuid, title: d.title });

/** One `GET /api/version_manager` entry; versions are listed oldest first, as the original did. */
export function presentVersionManagerEntry(input: VersionManagerEntryInput) {
  const { model } = input;
  const fw = model.framework;
  return {
    nid: String(fw.id),
    title: fw.title,
    machine_name: fw.machineName,
    description: fw.description,
    logo: fw.logoUrl ? [{ url: fw.logoUrl, alt: `${fw.title} logo` }] : [],
    attribute_types: input.attributeTypes.map((t) => ({ id: String(t.id), uuid: t.uuid, title: t.title })),
    expertise_levels: input.expertiseLevels.map((l) => ({
      id: String(l.id),
      uuid: l.uuid,
      title: l.title,
      rating_level: String(l.ratingLevel),
      description: l.description,
    })),
    domains: input.latestDomains.filter((d) => !d.archived).map(domainRef),
    core_domains: input.coreDomains.filter((d) => !d.archived).map(domainRef),
    versions: sortVersionsNewestFirst(model.liveVersions).reverse().map(versionEntry),
    extension: model.core
      ? [
          {
            extension: '1' as const,
            core_framework_name: model.core.framework.machineName,
            version_number: model.core.versionNumber,
          },
        ]
      : [],
  };
}

/**
 * `GET /api/export/{framework}/{version}`: the export table without the app-only `fileName` and level
 * columns (the original client's table has none; build it with EXPORT_LEVEL_COLUMNS excluded, ADR 0067).
 */
export function presentHubExport(table: ExportTable) {
  const { identifiers, profiles } = table.filters;
  return { headers: table.headers, data: table.data, filters: { identifiers, profiles } };
}
