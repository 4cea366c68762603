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
  /** 502: the training portal (TeSS) failed, timed out or answered garbage (issue #8 §3). */
  'TESS_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level problems, each with the path of the offending value. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
