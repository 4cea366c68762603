export * from './change-sets.js';
export * from './frameworks.js';
export * from './profiles.js';
export * from './training.js';
export * from './users.js';
