/**
 * Cleans a training resource form before storage (docs/features/training.md §4, §3; docs/features/curation.md §11; docs/features/original-hub.md: rich text
 * sanitised on the server): rich-text fields through the allow-list sanitiser, plain fields stripped of
 * markup, the title required after stripping, keywords de-duplicated. The URL scheme and the date order
 * are already checked by `trainingResourceRequestSchema`.
 */
import { TRAINING_MESSAGES, type TrainingResourceRequest } from '@hub/domain';
import type { ErrorIssue } from '../../lib/errors.js';
import { sanitizeRichText, stripTags } from '../../lib/sanitize.js';
import { requiredText, throwIfIssues } from '../../lib/text-input.js';
import type { TrainingResourceInsert } from './repository.js';

/**
 * The stored values of a form (no slug, author or TeSS fields).
 * @throws AppError VALIDATION (400) when the title is blank once markup is removed
 */
export function resourceValues(
  body: TrainingResourceRequest,
): Omit<TrainingResourceInsert, 'slug' | 'authorId'> {
  const issues: ErrorIssue[] = [];
  const title = requiredText(body.title, 'title', TRAINING_MESSAGES.title, issues);
  throwIfIssues(issues);
  const keywords = [...new Set(body.keywords.map((k) => stripTags(k)).filter((k) => k !== ''))];
  return {
    title,
    url: body.url.trim(),
    type: body.type,
    startDate: body.startDate,
    endDate: body.endDate,
    description: sanitizeRichText(body.description),
    learningOutcomes: sanitizeRichText(body.learningOutcomes),
    targetAudience: sanitizeRichText(body.targetAudience),
    organisers: sanitizeRichText(body.organisers),
    trainers: sanitizeRichText(body.trainers),
    location: stripTags(body.location),
    keywords,
    tessId: body.tess?.id ?? null,
    tessContentProvider: body.tess ? stripTags(body.tess.contentProvider) : null,
    tessCategory: body.tess?.category ?? null,
  };
}
