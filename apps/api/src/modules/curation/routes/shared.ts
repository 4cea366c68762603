/**
 * What the curation route files share: OpenAPI tags, error-response maps and access texts, and (from
 * `../access.ts`) the `manage` step every framework route starts with.
 */
import { errorBodySchema } from '@hub/domain';
import { z } from 'zod';
import { IF_MATCH_TEXT } from '../../../lib/revision.js';

export { managerAccess } from '../access.js';

export const tags = ['Curation'];
export const noContent = z.null().describe('No content');

/** Error responses of a read of one framework's curation data. */
export const readErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** Error responses of a write (400 bad input, 401, 403 incl. CSRF, 404 unknown id, 409 state conflict). */
export const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const ACCESS =
  'Needs a signed-in framework manager to whom the framework is assigned (401 anonymous, 403 otherwise).';
export const WRITE_ACCESS = `${ACCESS} Needs the CSRF token in \`X-CSRF-Token\` (403 without it).`;
/** The If-Match text of every write to an existing item or order (ADR 0021). */
export const IF_MATCH = IF_MATCH_TEXT;
export const DRAFT_ONLY = 'Acts on the framework draft only: 409 when the framework has no draft.';
