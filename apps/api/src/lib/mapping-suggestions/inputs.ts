/**
 * What the mapping suggestions read, made from the hub's own shapes (ADR 0048): a resource's fields as
 * plain text, and a version's content tree as the competencies to rank. The route and `npm run
 * bench:mapping` both go through these, so the bench measures the route's ranking.
 */
import type { ContentDomain } from '@hub/domain';
import { plainTextFromHtml } from '../sanitize.js';
import type { ResourceText, SuggestionCompetency } from './indexes.js';

/** The text fields of a training resource (rich text as stored or as shipped). */
export interface ResourceFields {
  title: string;
  keywords: readonly string[];
  description?: string;
  learningOutcomes?: string;
  targetAudience?: string;
}

/**
 * A resource as the ranking reads it.
 * @returns title and keywords as given, the rich-text fields as one plain text
 */
export function resourceText(r: ResourceFields): ResourceText {
  const text = [r.description, r.learningOutcomes, r.targetAudience]
    .filter((t): t is string => Boolean(t))
    .map((t) => plainTextFromHtml(t))
    .join('\n');
  return { title: plainTextFromHtml(r.title), keywords: r.keywords, text };
}

/**
 * The competencies of a version's tree that can be mapped: archived domains, competencies and attributes
 * left out; a competency's context is its domain group's title, if any, and its domain's title (their
 * descriptions, measured, add more noise than signal).
 * @param domains the tree's domains (`ContentTree.domains`)
 * @param descriptions plain-text descriptions by competency uuid, where the framework has them
 */
export function competenciesOfTree(
  domains: readonly ContentDomain[],
  descriptions?: ReadonlyMap<string, string>,
): SuggestionCompetency[] {
  const out: SuggestionCompetency[] = [];
  for (const d of domains) {
    if (d.archived) continue;
    for (const c of d.competencies) {
      if (c.archived) continue;
      const description = descriptions?.get(c.uuid);
      out.push({
        uuid: c.uuid,
        code: c.code,
        title: c.title,
        ...(description ? { description } : {}),
        context: [d.group?.title, d.title].filter(Boolean).join('\n'),
        attributes: c.attributes
          .filter((a) => !a.archived)
          .map((a) => ({ uuid: a.uuid, title: a.title, type: a.attributeType.title })),
      });
    }
  }
  return out;
}
