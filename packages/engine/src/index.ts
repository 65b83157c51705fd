/**
 * @caseboard/engine: turns a generation request into a typed artefact from `@caseboard/contracts`,
 * with the offline engine or an LLM provider. No HTTP here; apps/api exposes it.
 */
export {};
