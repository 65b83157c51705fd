/**
 * @caseboard/engine: turns a generation request into a typed artefact from `@caseboard/contracts`, with the
 * offline engine (a small consulting reasoner: problem classification, frameworks, an analysis library,
 * seeded simulation) or an LLM provider through the AI SDK. No HTTP here; apps/api exposes it.
 *
 * Layout: `artefacts/<kind>/` holds each artefact's prompt.ts, schema.ts (contract + checks), offline.ts and
 * index.ts; `offline/` is the reasoner they share; `llm/` talks to providers; `eval/` scores the engine.
 */
export {
  createEngine,
  OFFLINE_MODEL,
  OFFLINE_VERSION,
  type Engine,
  type EngineConfig,
  type GenerateOptions,
  type GenerateResult,
  type LocalModels,
  type ProviderName,
} from './engine.js';
export { ENGINE_ERROR_STATUS, EngineError, isEngineError, type EngineErrorCode } from './errors.js';
export type { Usage } from './llm/run.js';
export { ARTEFACTS } from './artefacts/index.js';
export { ANALYSIS_LIBRARY, type AnalysisType } from './offline/analyses/library.js';
export { readProblem } from './offline/reading/read.js';
export { EngineEnvSchema, engineConfigFromEnv, localDetectionFromEnv } from './config.js';
export { detectOllama, DEFAULT_OLLAMA_URL } from './llm/ollama.js';
