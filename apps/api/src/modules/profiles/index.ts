/**
 * The profiles module's public face (ADR 0026): the reference profile reads, the read scope shared with
 * the hub API's profile routes, the write policy, the clone preview and image addresses. Its repository
 * and routes stay inside.
 */
export { previewClone } from './clone-service.js';
export { mediaUrl } from './media-service.js';
export { authoriseProfileWrite, type ReadScope, readScope } from './policy.js';
export { ANONYMOUS_SCOPE_KEY, resolveReadScope, varyOnCookie } from './read-scope.js';
export type { ProfileModel } from './service.js';
export {
  getFramework,
  getProfile,
  getReadableVersion,
  getWritableVersion,
  listProfiles,
} from './service.js';
