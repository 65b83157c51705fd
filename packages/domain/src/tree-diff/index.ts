export * from './diff.js';
