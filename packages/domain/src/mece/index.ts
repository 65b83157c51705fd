export * from './lint.js';
export { contentStems, phrasingOf, stem, tokenize, type Phrasing } from './text.js';
