export * from './apply.js';
export * from './diff.js';
export * from './same-json.js';
