/**
 * Who may use the curation API (docs/features/curation.md §12; docs/features/original-hub.md: every rule enforced
 * by the server). The manage screens, reads included, are for the framework's assigned managers only.
 */
import type { FastifyRequest } from 'fastify';
import type { FrameworkRow } from '../../db/rows.js';
import { requireFrameworkManager, requireUser, type SessionUser } from '../../plugins/auth.js';

/**
 * The 'Manage frameworks' list (docs/features/curation.md §3) needs a signed-in user; users without the framework_manager role
 * simply see an empty list.
 * @returns the signed-in user
 * @throws AppError UNAUTHORISED (401) for an anonymous visitor
 */
export function authoriseManagedList(request: FastifyRequest): SessionUser {
  return requireUser(request);
}

/**
 * Reading or changing a framework's curation data needs the framework_manager role and the framework in
 * the user's list.
 * @returns the signed-in framework manager (the actor recorded in the audit trail)
 * @throws AppError UNAUTHORISED (401) for an anonymous visitor; FORBIDDEN (403) without the role or
 *   when the framework is not assigned to the user
 */
export function authoriseFrameworkManagement(request: FastifyRequest, fw: FrameworkRow): SessionUser {
  return requireFrameworkManager(request, fw.id);
}
