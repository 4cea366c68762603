export * from './frameworks.js';
export * from './profiles.js';
export * from './users.js';
