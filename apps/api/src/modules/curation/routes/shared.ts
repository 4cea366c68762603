/**
 * What the curation route files share: OpenAPI tags, error-response maps and access texts, and the
 * `manage` step every framework route starts with (resolve the framework, then check the caller).
 */
import { errorBodySchema } from '@hub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { IF_MATCH_TEXT } from '../../../lib/revision.js';
import type { SessionUser } from '../../../plugins/auth.js';
import { authoriseFrameworkManagement } from '../policy.js';
import { getFramework } from '../service/views.js';

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

/**
 * The access helpers of the curation routes over one database.
 * @returns `manage`: resolves the framework (404) and checks the caller manages it (401/403), giving the
 *   framework and the actor; `noStore`: marks a response not cacheable
 */
export function managerAccess(db: Db) {
  const manage = async (
    request: FastifyRequest,
    machineName: string,
  ): Promise<{ fw: FrameworkRow; actor: SessionUser }> => {
    const fw = await getFramework(db, machineName);
    const actor = authoriseFrameworkManagement(request, fw);
    return { fw, actor };
  };
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  return { manage, noStore };
}
