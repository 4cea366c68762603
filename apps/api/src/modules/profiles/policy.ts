/**
 * Who may read and write reference profiles (docs/features/browsing.md §9; docs/features/profiles.md §8; docs/features/curation.md §12; docs/features/original-hub.md: every rule enforced by the server; docs/features/profiles.md §1).
 *
 * - Reads: anonymous visitors see Live profiles of live versions; signed-in users see Live and Draft
 *   profiles; the framework's managers also see the profiles of its draft version.
 * - Writes: a signed-in framework_manager with the framework in their list (and a CSRF token, checked
 *   by plugins/auth.ts before any handler runs).
 */
import type { FastifyRequest } from 'fastify';
import { managesFramework } from '../../lib/access.js';
import { requireFrameworkManager, type SessionUser } from '../../plugins/auth.js';
import type { FrameworkRow } from './repository.js';

/** What one caller may see of a framework's profiles. */
export interface ReadScope {
  /** Draft profiles are listed and readable. */
  drafts: boolean;
  /** The framework's draft version is readable (its managers only). */
  draftVersion: boolean;
}

/**
 * The read scope of the caller for one framework.
 * @param user the signed-in user or null
 */
export function readScope(user: SessionUser | null, fw: FrameworkRow): ReadScope {
  return { drafts: user !== null, draftVersion: managesFramework(user, fw.id) };
}

/**
 * Changing a framework's profiles (or reading the clone preview) needs the framework_manager role and
 * the framework in the user's list.
 * @returns the signed-in manager (the actor recorded in the audit trail)
 * @throws AppError UNAUTHORISED (401) anonymous; FORBIDDEN (403) without the role or the framework
 */
export function authoriseProfileWrite(request: FastifyRequest, fw: FrameworkRow): SessionUser {
  return requireFrameworkManager(request, fw.id);
}
