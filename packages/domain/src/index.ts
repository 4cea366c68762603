/** @hub/domain: the contract shared by the API and the web app (schemas, constants, pure logic). */
export * from './constants/index.js';
export * from './logic/comparison.js';
export * from './logic/content-tree.js';
export * from './logic/filter.js';
export * from './logic/identity.js';
export * from './logic/image-type.js';
export * from './logic/proficiency.js';
export * from './logic/versions.js';
export * from './schemas/auth.js';
export * from './schemas/career-pathways.js';
export * from './schemas/content-tree.js';
export * from './schemas/curation.js';
export * from './schemas/errors.js';
export * from './schemas/export.js';
export * from './schemas/framework.js';
export * from './schemas/guest-profile.js';
export * from './schemas/profiles.js';
