export * from './frameworks.js';
export * from './users.js';
