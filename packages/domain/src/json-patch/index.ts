export * from './apply.js';
export * from './diff.js';
