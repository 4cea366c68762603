export * from './frameworks.js';
export * from './users.js';
export * from './profiles.js';
