/**
 * A reader's scope of reference profiles (Live only for anonymous readers; drafts for signed-in users and
 * the framework's managers), with the cache key part and Cache-Control that go with it. Shared by the
 * `/api/v1` profile reads and the hub API's profile routes.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE } from '../../lib/http-cache.js';
import type { SessionUser } from '../../lib/session-user.js';
import { type ReadScope, readScope } from './policy.js';
import * as profiles from './service.js';

/** The Cache-Control of a profile read: shared for anonymous readers, private for a signed-in one. */
export function readCacheControl(user: SessionUser | null): string {
  return user ? 'private, no-cache' : CACHE_REVALIDATE;
}

/**
 * The reader's scope for a framework, and the cache key part and Cache-Control that go with it.
 * @param user the signed-in reader, null for an anonymous one (the page renderer's reads, ADR 0071)
 * @throws AppError NOT_FOUND for an unknown framework
 */
export async function resolveReadScope(db: Db, user: SessionUser | null, machineName: string) {
  // Anonymous readers see Live profiles of live versions whatever the framework, so their cached reads
  // need no framework lookup (ADR 0017); a signed-in reader's scope depends on the framework.
  const known = user ? await profiles.getFramework(db, machineName) : undefined;
  const scope: ReadScope = known ? readScope(user, known) : readScope(null, ANY_FRAMEWORK);
  const key = scopeKey(scope);
  const cacheControl = readCacheControl(user);
  /** The framework row (loaded on first call when the reader is anonymous). */
  const fw = async () => known ?? profiles.getFramework(db, machineName);
  return { fw, scope, key, cacheControl };
}

/** Stands for any framework where the scope of an anonymous reader does not depend on it. */
const ANY_FRAMEWORK = { id: 0 } as Parameters<typeof readScope>[1];

/** The cache key part of a read scope: which profiles and versions it shows. */
const scopeKey = (scope: ReadScope) =>
  `${scope.drafts ? 'all' : 'live'}:${scope.draftVersion ? 'draftv' : 'livev'}`;

/** The cache key part of an anonymous reader's scope (the same for every framework). */
export const ANONYMOUS_SCOPE_KEY = scopeKey(readScope(null, ANY_FRAMEWORK));

/** Marks a response that depends on the session cookie. */
export const varyOnCookie = (reply: FastifyReply) => reply.header('Vary', 'Cookie');
