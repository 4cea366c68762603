export * from './frameworks.js';
