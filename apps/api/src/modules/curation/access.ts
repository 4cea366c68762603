/**
 * The `manage` step every framework manager's route starts with (resolve the framework, then check the
 * caller), used by the curation routes and by the CSV import and draft review routes of other modules.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { SessionUser } from '../../plugins/auth.js';
import { authoriseFrameworkManagement } from './policy.js';
import { getFramework } from './service/views.js';

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
