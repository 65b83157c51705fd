/**
 * @caseboard/domain: pure, framework-free logic shared by the web app, the API and the engine:
 * business rules, tree operations, MECE checks, tree diff, snapshot migration. No I/O here.
 */
export * from './projects/limits.js';
export * from './projects/root-redirect.js';
export * from './document/tree-ops.js';
export * from './document/document-ops.js';
export * from './document/migrate-legacy.js';
export * from './document/legacy-ops.js';
export * from './document/storyline.js';
export * from './document/apply-artefact.js';
export * from './document/brief.js';
export * from './document/compare.js';
export * from './document/revision-summary.js';
export * from './document/merge.js';
export * from './mece/index.js';
export * from './tree-diff/index.js';
export * from './document/reading.js';
export * from './evidence/index.js';
export * from './document/analysis-ops.js';
export * from './document/team-work.js';
export * from './editor/index.js';
export * from './json-patch/index.js';
