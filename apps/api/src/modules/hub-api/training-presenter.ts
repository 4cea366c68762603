/**
 * Presents training resource models in the original hub's JSON shapes (training-schemas.ts;
 * docs/features/public-api.md §7): digit-string ids, `archived` as `'archived'`/`''`, dates as `YYYY-MM-DD` or `''`,
 * the total of a list in every row's `hitcount` (the original client reads row 0's).
 */

import { compareVersionNumbers } from '@hub/domain';
import type { z } from 'zod';
import type { ResourceDetailModel, ResourceSummaryModel, TrainingResourceRow } from '../training/index.js';
import type {
  hubAllResourcesSchema,
  hubCompetencyResourceSchema,
  hubFrameworkResourceRowSchema,
  hubResourceListRowSchema,
  hubResourceSchema,
} from './training-schemas.js';

const archivedWord = (archived: boolean) => (archived ? ('archived' as const) : ('' as const));

/** A row of `competency_framework_resources`; `total` goes into `hitcount`. */
export function presentHubFrameworkResourceRow(
  model: ResourceSummaryModel,
  total: number,
): z.infer<typeof hubFrameworkResourceRowSchema> {
  const r = model.resource;
  return {
    id: String(r.id),
    nid: String(r.id),
    slug: r.slug,
    title: r.title,
    type: r.type,
    archived: archivedWord(r.archived),
    hitcount: String(total),
    competency_profile: model.competencies.map((c) => ({
      framework_label: c.framework.machineName,
      competency_id: String(c.id),
      competency_label: c.title,
    })),
  };
}

type HubProfile = z.infer<typeof hubResourceSchema>['competency_profile'][number];

/**
 * `competency_profile` of `resources?slug=`: one entry per framework version the mapped competencies are
 * shown in (so that each competency id belongs to the entry's `version`; a deprecated competency may live
 * in an older one), by framework title and newest version first; domains → competencies → attributes.
 */
function hubCompetencyProfile(model: ResourceDetailModel): HubProfile[] {
  const entries = new Map<string, HubProfile & { frameworkTitle: string }>();
  const sorted = [...model.mappings].sort(
    (a, b) =>
      a.competency.domain.position - b.competency.domain.position ||
      a.competency.position - b.competency.position ||
      (a.attribute?.position ?? 0) - (b.attribute?.position ?? 0),
  );
  for (const { competency: c, attribute } of sorted) {
    const key = `${c.framework.id}:${c.version.id}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        id: String(c.framework.id),
        title: c.framework.title,
        machine_name: c.framework.machineName,
        version: c.version.number,
        domains: [],
        frameworkTitle: c.framework.title,
      };
      entries.set(key, entry);
    }
    let domain = entry.domains.find((d) => d.title === c.domain.title);
    if (!domain) {
      domain = { title: c.domain.title, competencies: [] };
      entry.domains.push(domain);
    }
    let item = domain.competencies.find((x) => x.id === String(c.id));
    if (!item) {
      item = { id: String(c.id), title: c.title, archived: archivedWord(c.deprecated), attributes: [] };
      domain.competencies.push(item);
    }
    if (attribute && !item.attributes.some((a) => a.id === String(attribute.id))) {
      item.attributes.push({ id: String(attribute.id), title: attribute.title });
    }
  }
  return [...entries.values()]
    .sort(
      (a, b) =>
        a.frameworkTitle.localeCompare(b.frameworkTitle) || compareVersionNumbers(b.version, a.version),
    )
    .map(({ frameworkTitle: _title, ...entry }) => entry);
}

/** `GET /api/resources/?slug=`: one resource with a nested `competency_profile`. */
export function presentHubResource(model: ResourceDetailModel): z.infer<typeof hubResourceSchema> {
  const r = model.resource;
  return {
    id: String(r.id),
    nid: String(r.id),
    slug: r.slug,
    title: r.title,
    description: r.description,
    url: r.url,
    type: r.type,
    dates: r.startDate ?? '',
    end_date: r.endDate ?? '',
    location: r.location,
    keywords: r.keywords.join(', '),
    target_audience: r.targetAudience,
    learning_outcomes: r.learningOutcomes,
    organisers: r.organisers,
    trainers: r.trainers,
    tess_id: r.tessId ?? '',
    tess_content_provider: r.tessContentProvider ?? '',
    tess_category: r.tessCategory ?? '',
    archived: archivedWord(r.archived),
    hitcount: String(r.hitCount),
    competency_profile: hubCompetencyProfile(model),
  };
}

/**
 * A row of the content managers' `GET /api/resources` list; `total` goes into `hitcount`.
 * @param showAuthor the author's user id is given to content managers only
 */
export function presentHubResourceListRow(
  r: TrainingResourceRow,
  total: number,
  showAuthor: boolean,
): z.infer<typeof hubResourceListRowSchema> {
  return {
    id: String(r.id),
    nid: String(r.id),
    slug: r.slug,
    title: r.title,
    dates: r.startDate ?? '',
    end_date: r.endDate ?? '',
    type: r.type,
    url: r.url,
    archived: archivedWord(r.archived),
    author: showAuthor && r.authorId !== null ? String(r.authorId) : '',
    hitcount: String(total),
  };
}

/** A row of `GET /api/competency-resources`. */
export function presentHubCompetencyResource(
  r: TrainingResourceRow,
): z.infer<typeof hubCompetencyResourceSchema> {
  return { nid: String(r.id), title: r.title, slug: r.slug, type: r.type };
}

/** A row of `GET /api/v1/all-training-resources`: `view_node` is `/training/{slug}` as in the original. */
export function presentHubSitemapRow(r: TrainingResourceRow): z.infer<typeof hubAllResourcesSchema>[number] {
  return { nid: String(r.id), title: r.title, slug: r.slug, view_node: `/training/${r.slug}` };
}
