/**
 * @caseboard/contracts: zod schemas for every request, response and artefact. The one language the
 * web app, the API and the engine speak. Name a schema `XSchema` and its inferred type `X`.
 */
export * from './common.js';
export * from './config.js';
export * from './locales.js';
export * from './errors.js';
export * from './account-limits.js';
export * from './auth.js';
export * from './account.js';
export * from './feedback.js';
export * from './revision-summary.js';
export * from './artefacts/limits.js';
export * from './artefacts/tree-walk.js';
export * from './artefacts/brief-fields.js';
export * from './artefacts/tree.js';
export * from './artefacts/workplan.js';
export * from './artefacts/evidence.js';
export * from './artefacts/analyses.js';
export * from './artefacts/storyline.js';
export * from './artefacts/tree-diff.js';
export * from './artefacts/brief.js';
export * from './artefacts/reading-terms.js';
export * from './artefacts/reading.js';
export * from './document-version.js';
export * from './document.js';
export * from './document-fast-path.js';
export * from './artefact-kinds.js';
export * from './generation.js';
export * from './projects.js';
export * from './export.js';
export * from './theme.js';
export * from './evidence.js';
export * from './handover.js';
export * from './live.js';
export * from './review.js';
export * from './saves.js';
