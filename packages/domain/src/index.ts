/** @hub/domain: the contract shared by the API and the web app (schemas, constants, pure logic). */
export * from './constants/index.js';
export * from './logic/filter.js';
export * from './logic/profile-mapping.js';
export * from './logic/versions.js';
export * from './schemas/auth.js';
export * from './schemas/curation.js';
export * from './schemas/errors.js';
export * from './schemas/export.js';
export * from './schemas/framework.js';
export * from './schemas/profile-download.js';
export * from './schemas/profiles.js';
