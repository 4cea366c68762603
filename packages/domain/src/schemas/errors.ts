/**
 * The single error body every API route returns on failure (both `/api/v1` and the original hub API).
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHORISED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'INTERNAL',
  /** 502: the training portal (TeSS) failed, timed out or answered garbage (docs/features/training.md §4). */
  'TESS_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The details of a refused stale write (ADR 0021): the item's current ETag (send it in
 * `If-Match` to write over it), its current value as the item's read presents it, and the last change
 * recorded for it (null when none was recorded, e.g. an import from the command line).
 */
export const writeConflictSchema = z.object({
  etag: z.string(),
  current: z.unknown(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type WriteConflict = z.infer<typeof writeConflictSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level problems, each with the path of the offending value. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** A stale write (409, ADR 0021): what the item is now and who changed it when. */
    conflict: writeConflictSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
