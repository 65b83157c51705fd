/**
 * @caseboard/contracts: zod schemas for every request, response and artefact. The one language the
 * web app, the API and the engine speak. Name a schema `XSchema` and its inferred type `X`.
 */
export * from './common.js';
export * from './config.js';
export * from './errors.js';
