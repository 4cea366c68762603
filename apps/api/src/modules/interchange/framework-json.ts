/**
 * Framework JSON export (docs/features/interchange-files.md §1): a released version in the project's own import format (the format
 * of `apps/api/src/db/seed/data`, schema in db/seed/file-schema.ts), with every uuid, the archived flags,
 * the release date and notes, so that export → import (into an empty database) → export gives the same
 * bytes. Reference profiles travel in their own files and are not part of it (`profiles: []`).
 */
import type { FrameworkFile } from '../../db/seed/file-schema.js';
import type { VersionContentModel } from '../frameworks/index.js';

/** Sorts attribute types and expertise levels the way the screens list them. */
const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

/**
 * Builds the framework file of one released version.
 * @param model the version as the visitor reads load it (getVersionContent)
 * @returns an object that frameworkFileSchema accepts; key order is fixed, so its JSON is deterministic
 */
export function buildFrameworkFile(model: VersionContentModel): FrameworkFile {
  const { detail, version } = model;
  const fw = detail.framework;
  const source = model.sources.find((s) => s.versionNumber === version.number);
  const typeTitles = new Map(model.attributeTypes.map((t) => [t.id, t.title]));
  // Relations between competencies of the file (the import refuses a target outside it).
  const inFile = new Set(model.domains.flatMap((d) => d.competencies.map((c) => c.uuid)));
  const relationsOf = new Map<string, { relation: string; target: string }[]>();
  for (const r of model.relations ?? []) {
    if (!inFile.has(r.targetUuid)) continue;
    relationsOf.set(r.originUuid, [
      ...(relationsOf.get(r.originUuid) ?? []),
      { relation: r.relation, target: r.targetUuid },
    ]);
  }
  return {
    machine_name: fw.machineName,
    title: fw.title,
    version: version.number,
    version_uuid: version.uuid,
    ...(version.releaseDate ? { release_date: version.releaseDate } : {}),
    ...(version.releaseNotes ? { release_notes: version.releaseNotes } : {}),
    description: fw.description,
    category: fw.category as FrameworkFile['category'],
    licence: source?.licence ?? fw.licence,
    ...(fw.publisherName
      ? {
          publisher: {
            name: fw.publisherName,
            ...(fw.publisherUrl ? { url: fw.publisherUrl } : {}),
            ...(fw.publisherCtid ? { ctid: fw.publisherCtid } : {}),
          },
        }
      : {}),
    source: source?.sources ?? [],
    complete: source?.complete ?? true,
    notes: source?.notes ?? '',
    ...(source && source.citations.length > 0 ? { citations: source.citations } : {}),
    ...(source?.about ? { about: source.about } : {}),
    ...(detail.core
      ? { extends: { machine_name: detail.core.framework.machineName, version: detail.core.versionNumber } }
      : {}),
    ...(fw.logoUrl ? { logo_url: fw.logoUrl } : {}),
    ...(fw.acknowledgement ? { acknowledgement: fw.acknowledgement } : {}),
    attribute_types: [...model.attributeTypes].sort(byPosition).map((t) => t.title),
    expertise_levels: [...model.expertiseLevels]
      .sort((a, b) => a.ratingLevel - b.ratingLevel)
      .map((l) => ({
        uuid: l.uuid,
        rating_level: l.ratingLevel,
        title: l.title,
        description: l.description,
      })),
    domains: model.domains.map((d) => ({
      uuid: d.uuid,
      title: d.title,
      ...(d.code !== null ? { code: d.code } : {}),
      ...(d.description ? { description: d.description } : {}),
      ...(d.group ? { group: { title: d.group.title, description: d.group.description } } : {}),
      ...(d.archived ? { archived: true } : {}),
      competencies: d.competencies.map((c) => ({
        uuid: c.uuid,
        title: c.title,
        ...(c.code !== null ? { code: c.code } : {}),
        mapped_other_competency: c.mappedOtherCompetency,
        ...(c.archived ? { archived: true } : {}),
        attributes: c.attributes.map((a) => ({
          uuid: a.uuid,
          type: typeTitles.get(a.attributeType.id) ?? a.attributeType.title,
          title: a.title,
          ...(a.archived ? { archived: true } : {}),
        })),
        ...(relationsOf.has(c.uuid) ? { relations: relationsOf.get(c.uuid) } : {}),
      })),
    })),
    profiles: [],
  };
}

/** The file's text: two-space JSON with a final newline, as the shipped files are written. */
export function frameworkFileText(model: VersionContentModel): string {
  return `${JSON.stringify(buildFrameworkFile(model), null, 2)}\n`;
}
