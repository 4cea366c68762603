/**
 * Shapes service models into the app's own `/api/v1` responses (schemas in @hub/domain).
 * Never returns raw rows.
 */
import {
  type CompetencyDetail,
  type Competency as CompetencyDto,
  type ContentCompetency,
  type ContentDomain,
  type Domain as DomainDto,
  EXPORT_COLUMNS,
  EXPORT_GROUP_COLUMN,
  EXPORT_IDENTIFIER_COLUMNS,
  EXPORT_LEVEL_COLUMNS,
  type ExportTable,
  exportProfileColumns,
  type FrameworkDetail,
  type FrameworkSummary,
  type FrameworkVersionContent,
  type VersionSummary,
  withoutArchived,
} from '@hub/domain';
import type { AttributeTypeRow, FrameworkRow, VersionRow } from '../../db/rows.js';
import type { ExportModel, FrameworkDetailModel, FrameworkModel, VersionContentModel } from './service.js';

const presentAttributeType = (t: AttributeTypeRow) => ({
  id: t.id,
  title: t.title,
  description: t.description,
});

export function presentVersion(v: VersionRow): VersionSummary {
  return {
    uuid: v.uuid,
    number: v.number,
    status: v.status,
    releaseDate: v.releaseDate,
    releaseNotes: v.releaseNotes,
  };
}

export function presentFrameworkSummary(model: FrameworkModel): FrameworkSummary {
  const fw: FrameworkRow = model.framework;
  return {
    machineName: fw.machineName,
    title: fw.title,
    description: fw.description,
    category: fw.category,
    logoUrl: fw.logoUrl,
    licence: fw.licence,
    acknowledgement: fw.acknowledgement,
    latestLiveVersion: model.liveVersions[0]?.number ?? null,
    extends: model.core
      ? {
          machineName: model.core.framework.machineName,
          title: model.core.framework.title,
          version: model.core.versionNumber,
        }
      : null,
  };
}

/** The training data behind a framework page's tabs (docs/features/training.md §1; computed per request, not cached). */
export interface FrameworkTrainingCounts {
  trainingResourceCount: number;
  learningPathwayCount: number;
}

export function presentFrameworkDetail(
  model: FrameworkDetailModel,
  counts: FrameworkTrainingCounts,
): FrameworkDetail {
  return {
    ...presentFrameworkSummary(model),
    versions: model.liveVersions.map(presentVersion),
    extensions: model.extensions.map((e) => ({
      machineName: e.framework.machineName,
      title: e.framework.title,
      firstVersion: e.firstVersion,
    })),
    trainingResourceCount: counts.trainingResourceCount,
    learningPathwayCount: counts.learningPathwayCount,
  };
}

function presentCompetency(c: ContentCompetency): CompetencyDto {
  return {
    id: c.id,
    uuid: c.uuid,
    code: c.code,
    title: c.title,
    position: c.position,
    archived: c.archived,
    mappedOtherCompetency: c.mappedOtherCompetency,
    attributes: c.attributes.map((a) => ({
      id: a.id,
      uuid: a.uuid,
      title: a.title,
      typeId: a.attributeType.id,
      type: a.attributeType.title,
      position: a.position,
      archived: a.archived,
    })),
  };
}

function presentDomain(d: ContentDomain): DomainDto {
  return {
    id: d.id,
    uuid: d.uuid,
    code: d.code,
    title: d.title,
    position: d.position,
    archived: d.archived,
    ...(d.description ? { description: d.description } : {}),
    ...(d.group ? { group: d.group } : {}),
    competencies: d.competencies.map(presentCompetency),
  };
}

export function presentVersionContent(
  model: VersionContentModel,
  counts: FrameworkTrainingCounts,
): FrameworkVersionContent {
  const own = model.sources.filter((s) => s.versionId === model.version.id);
  const others = model.sources.filter((s) => s.versionId !== model.version.id);
  return {
    framework: presentFrameworkDetail(model.detail, counts),
    version: presentVersion(model.version),
    attributeTypes: model.attributeTypes.map(presentAttributeType),
    expertiseLevels: model.expertiseLevels.map((l) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      ratingLevel: l.ratingLevel,
    })),
    domains: model.domains.map(presentDomain),
    coreDomains: model.coreDomains.map(presentDomain),
    sources: [...own, ...others].map((s) => ({
      versionNumber: s.versionNumber,
      licence: s.licence,
      sources: s.sources,
      complete: s.complete,
      notes: s.notes,
      citations: s.citations,
      about: s.about,
    })),
  };
}

export function presentCompetencyDetail(
  content: VersionContentModel,
  domain: ContentDomain,
  competency: ContentCompetency,
): CompetencyDetail {
  return {
    framework: presentFrameworkSummary(content.detail),
    version: presentVersion(content.version),
    domain: {
      id: domain.id,
      title: domain.title,
      ...(domain.description ? { description: domain.description } : {}),
      ...(domain.group ? { group: domain.group } : {}),
    },
    competency: presentCompetency(competency),
    attributeTypes: content.attributeTypes.map(presentAttributeType),
    relatedCompetencies: relatedCompetencies(content, competency),
  };
}

/** The competency's relations outside the tree, to visible competencies of the same version (docs/features/interchange-files.md §9). */
function relatedCompetencies(content: VersionContentModel, competency: ContentCompetency) {
  const byUuid = new Map(
    withoutArchived(content.domains).flatMap((d) => d.competencies.map((c) => [c.uuid, c] as const)),
  );
  return (content.relations ?? []).flatMap((r) => {
    const target = r.originUuid === competency.uuid ? byUuid.get(r.targetUuid) : undefined;
    return target ? [{ relation: r.relation, id: target.id, uuid: target.uuid, title: target.title }] : [];
  });
}

/**
 * Writes the scale into the export rows' level cells (those of `headers`), level i on row i, and adds rows
 * holding only level cells (every other header empty) when the levels outnumber the rows.
 */
function addLevelCells(
  data: Record<string, string>[],
  headers: readonly string[],
  levels: readonly { uuid: string; title: string; description: string; ratingLevel: number }[],
): void {
  const [rating, title, description, uuid] = EXPORT_LEVEL_COLUMNS;
  const shown = EXPORT_LEVEL_COLUMNS.filter((c) => headers.includes(c));
  if (shown.length === 0) return;
  for (const [i, level] of levels.entries()) {
    const cells: Record<string, string> = {
      [rating]: String(level.ratingLevel),
      [title]: level.title,
      [description]: level.description,
      [uuid]: level.uuid,
    };
    const row = data[i] ?? Object.fromEntries(headers.map((h) => [h, '']));
    if (i >= data.length) data.push(row);
    for (const column of shown) row[column] = cells[column] ?? '';
  }
  // Rows written before the scale's last level lack its cells: every row has every header.
  for (const row of data) for (const column of shown) row[column] ??= '';
}

/**
 * Builds the export table: one row per visible attribute, a competency without attributes as one row
 * with empty attribute cells; archived domains, competencies and attributes are left out. After the fixed
 * columns, one column per Live reference profile (ADR 0030) holding its expected level for the row's
 * competency: the level's title, or the framework's rating-0 title ('Not applicable') where the profile
 * does not map the competency. Last, for a framework with expertise levels, the level columns (ADR 0067):
 * its scale beside the rows, lowest rating first, one level per row from the first row down (rows with only
 * level cells follow when the scale outnumbers the rows).
 * @param excluded column names to leave out (unknown names are ignored)
 */
export function buildExportTable(model: ExportModel, excluded: Set<string>): ExportTable {
  const profileColumns = exportProfileColumns(model.profiles);
  const notApplicable = model.expertiseLevels.find((l) => l.ratingLevel === 0)?.title ?? 'Not applicable';
  // A version with domain groups (ADR 0046) gets the group column first.
  const grouped = model.domains.some((d) => d.group) && !excluded.has(EXPORT_GROUP_COLUMN);
  const fixed = EXPORT_COLUMNS.filter((c) => !excluded.has(c));
  const profiles = model.profiles
    .map((p, i) => ({ column: profileColumns[i] as string, levels: p.levels }))
    .filter((p) => !excluded.has(p.column));
  const levels = [...model.expertiseLevels].sort((a, b) => a.ratingLevel - b.ratingLevel);
  const levelColumns = levels.length > 0 ? [...EXPORT_LEVEL_COLUMNS] : [];
  const headers = [
    ...(grouped ? [EXPORT_GROUP_COLUMN] : []),
    ...fixed,
    ...profiles.map((p) => p.column),
    ...levelColumns.filter((c) => !excluded.has(c)),
  ];
  const data: Record<string, string>[] = [];
  let group = '';
  const row = (full: Record<(typeof EXPORT_COLUMNS)[number], string>, competencyId: number) => ({
    ...(grouped ? { [EXPORT_GROUP_COLUMN]: group } : {}),
    ...Object.fromEntries(fixed.map((h) => [h, full[h]])),
    ...Object.fromEntries(profiles.map((p) => [p.column, p.levels.get(competencyId) ?? notApplicable])),
  });
  // An extension's version is its core version's domains and its own (as its framework page shows them),
  // and its reference profiles rate both: the export holds the whole version (ADR 0045).
  for (const d of [...withoutArchived(model.coreDomains), ...withoutArchived(model.domains)]) {
    group = d.group?.title ?? '';
    for (const c of d.competencies) {
      const base = {
        'Domain ID': String(d.id),
        'Domain UUID': d.uuid,
        'Domain code': d.code ?? '',
        Domain: d.title,
        'Competency ID': String(c.id),
        'Competency UUID': c.uuid,
        'Competency code': c.code ?? '',
        Competency: c.title,
      };
      if (c.attributes.length === 0) {
        data.push(
          row(
            { ...base, 'Attribute ID': '', 'Attribute UUID': '', 'Attribute type': '', Attribute: '' },
            c.id,
          ),
        );
      }
      for (const a of c.attributes) {
        data.push(
          row(
            {
              ...base,
              'Attribute ID': String(a.id),
              'Attribute UUID': a.uuid,
              'Attribute type': a.attributeType.title,
              Attribute: a.title,
            },
            c.id,
          ),
        );
      }
    }
  }
  addLevelCells(data, headers, levels);
  return {
    headers,
    data,
    filters: { identifiers: [...EXPORT_IDENTIFIER_COLUMNS], profiles: profileColumns, levels: levelColumns },
    fileName: `${model.detail.framework.machineName}_${model.version.number}.csv`,
  };
}
