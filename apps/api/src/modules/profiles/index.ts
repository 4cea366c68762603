/**
 * The profiles module's public face (ADR 0026): the reference profile reads, the read scope shared with
 * the hub API's profile routes, the write policy, the clone preview, image addresses and the Live
 * profiles' expected levels that a version's export lists. Its repository and routes stay inside.
 */
export { previewClone } from './clone-service.js';
export { mediaUrl } from './media-service.js';
export { authoriseProfileWrite, type ReadScope, readScope } from './policy.js';
export { ANONYMOUS_SCOPE_KEY, resolveReadScope, varyOnCookie } from './read-scope.js';
export type { LiveProfileLevels, ProfileModel } from './service.js';
export {
  getFramework,
  getProfile,
  getReadableVersion,
  getWritableVersion,
  listLiveProfileLevels,
  listProfiles,
} from './service.js';
