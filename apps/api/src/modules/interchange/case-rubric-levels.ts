/**
 * The expertise levels of a CASE package's rubrics, for the CASE import (docs/features/interchange-files.md
 * §1, ADR 0043): pure, called by case-package.ts with its text rule.
 */
import { type ContentTextField, publicDerivedId } from '@hub/domain';
import type { z } from 'zod';
import { stripTags } from '../../lib/sanitize.js';
import type { CaseTree } from './case-package.js';
import { type rubric, UUID } from './case-package-schema.js';

/**
 * The expertise levels a package's rubrics carry: each criterion level with a quality and a whole score
 * becomes a level (title = quality, rating = score), the first of each rating kept.
 */
export function rubricLevels(
  rubrics: z.infer<typeof rubric>[],
  docId: string,
  rule: (field: ContentTextField, text: string, path: string) => void,
): CaseTree['expertiseLevels'] {
  const levels = new Map<number, CaseTree['expertiseLevels'][number]>();
  for (const [ri, r] of rubrics.entries()) {
    for (const [ci, criterion] of r.CFRubricCriteria.entries()) {
      for (const [li, level] of criterion.CFRubricCriterionLevels.entries()) {
        const title = stripTags(level.quality ?? '');
        if (title) {
          const at = `$.CFRubrics[${ri}].CFRubricCriteria[${ci}].CFRubricCriterionLevels[${li}]`;
          rule('title', title, `${at}.quality`);
          rule('description', stripTags(level.description ?? ''), `${at}.description`);
        }
        const rating = level.score;
        if (!title || rating === undefined || !Number.isInteger(rating) || rating < 0 || rating > 100)
          continue;
        if (levels.has(rating)) continue;
        const own = [level.extensions ?? []].flat().find((e) => e.expertiseLevelUuid)?.expertiseLevelUuid;
        levels.set(rating, {
          uuid:
            own && UUID.test(own)
              ? own.toLowerCase()
              : publicDerivedId(['case-level', docId, level.identifier.toLowerCase()]),
          title,
          description: stripTags(level.description ?? ''),
          ratingLevel: rating,
        });
      }
    }
  }
  return [...levels.values()].sort((a, b) => a.ratingLevel - b.ratingLevel);
}
