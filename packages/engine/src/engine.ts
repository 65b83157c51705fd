import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import {
  ArtefactKindSchema,
  GenerationRequestSchema,
  TreeDiffRequestSchema,
  type ArtefactKind,
  type ArtefactOf,
  type GenerationMeta,
  type GenerationRequest,
  type ModelOption,
  type TreeDiffRequest,
} from '@caseboard/contracts';
import type { LanguageModel } from 'ai';
import { ARTEFACTS } from './artefacts/index.js';
import type { ArtefactDefinition, RequestOf } from './artefacts/definition.js';
import { EngineError } from './errors.js';
import { JsonModeMemory } from './llm/json-mode.js';
import { runLlm, type LlmSettings, type Usage } from './llm/run.js';

/**
 * The engine: one `generate` for every artefact kind, from the offline engine or the configured LLM
 * provider. It never switches provider on its own: a request for a model of a failing provider fails with
 * a code. The offline engine is always available (model id "offline").
 */
export type ProviderName = 'offline' | 'openai' | 'anthropic';

export interface EngineConfig {
  provider: ProviderName;
  /** Provider endpoint: any OpenAI-compatible base URL (".../v1"), or the Anthropic API base. */
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  /** Default model of the provider; required unless the provider is offline. */
  model?: string | undefined;
  /** Further models of the same provider a project may choose (listed in /api/v1/config). */
  models?: readonly string[] | undefined;
  /** Per provider call (each retry and each part get their own). */
  timeoutMs: number;
  /** Ceiling of the output tokens of every call (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens: number;
  /** Output-token caps by artefact ("psw") or part ("issue-tree.branch") (AI_OUTPUT_TOKENS); see llm/budget.ts. */
  outputTokens?: Readonly<Record<string, number>> | undefined;
  /**
   * Models of a local OpenAI-compatible server found at start (Ollama on loopback), offered beside the
   * configured ones. Their data never leaves the machine, so offering them keeps "private by default".
   */
  localModels?: LocalModels | undefined;
  /** Retries on 429, 5xx and connection failures. */
  maxRetries: number;
  /** First backoff delay, doubled per retry (default 500 ms). */
  retryBaseDelayMs?: number | undefined;
  /** Longest wait before a retry (also caps Retry-After); a longer wait gives up at once (default 30 s). */
  maxRetryDelayMs?: number | undefined;
}

export interface LocalModels {
  /** The server's OpenAI-compatible base, e.g. "http://127.0.0.1:11434/v1". */
  baseUrl: string;
  /** Shown in the picker: "Ollama on this machine". */
  label: string;
  models: readonly string[];
}

export const OFFLINE_MODEL: ModelOption = { id: 'offline', label: 'Caseboard offline engine', provider: 'offline' };
/** The offline engine's version, reported as `promptVersion` of offline results. */
export const OFFLINE_VERSION = 'offline/2';

export interface GenerateOptions {
  signal?: AbortSignal | undefined;
  /** Partial artefacts as they grow; the final artefact comes in the result, not here. */
  onPartial?: ((artefact: unknown) => void) | undefined;
}

export interface GenerateResult<K extends ArtefactKind> {
  artefact: ArtefactOf<K>;
  meta: GenerationMeta;
  usage?: Usage;
  /** What the engine repaired or dropped in a model's answer (ids, never content). */
  notes?: string[];
}

export interface Engine {
  models(): ModelOption[];
  /** The model id used when a request names none. */
  defaultModel(): string;
  generate<K extends ArtefactKind>(
    kind: K,
    request: GenerationRequest | TreeDiffRequest,
    options?: GenerateOptions,
  ): Promise<GenerateResult<K>>;
}

const PROVIDER_LABEL: Record<ProviderName, string> = {
  offline: 'offline',
  openai: 'OpenAI-compatible',
  anthropic: 'Anthropic',
};

/** Where a model id is served: the configured provider, or the local server found at start. */
interface Route {
  provider: 'openai' | 'anthropic';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  modelId: string;
}

export function createEngine(config: EngineConfig): Engine {
  if (config.provider !== 'offline' && !config.model) {
    throw new EngineError('invalid_request', `AI_MODEL is required when AI_PROVIDER is ${config.provider}`);
  }
  if (config.provider === 'anthropic' && !config.apiKey) {
    throw new EngineError('invalid_request', 'AI_API_KEY is required when AI_PROVIDER is anthropic');
  }
  const routes = new Map<string, Route>();
  const options: ModelOption[] = [OFFLINE_MODEL];
  if (config.provider !== 'offline') {
    for (const id of new Set([config.model!, ...(config.models ?? [])].filter(Boolean))) {
      routes.set(id, { provider: config.provider, baseUrl: config.baseUrl, apiKey: config.apiKey, modelId: id });
      options.push({ id, label: `${id} (${PROVIDER_LABEL[config.provider]})`, provider: config.provider });
    }
  }
  for (const id of config.localModels?.models ?? []) {
    // A configured model of the same name wins: it is what the operator chose.
    if (routes.has(id) || id === OFFLINE_MODEL.id) continue;
    routes.set(id, { provider: 'openai', baseUrl: config.localModels!.baseUrl, apiKey: undefined, modelId: id });
    options.push({ id, label: `${id} (${config.localModels!.label})`, provider: 'openai' });
  }
  const settings = (route: Route): LlmSettings => ({
    timeoutMs: config.timeoutMs,
    maxOutputTokens: config.maxOutputTokens,
    outputTokens: config.outputTokens,
    maxRetries: config.maxRetries,
    retryBaseDelayMs: config.retryBaseDelayMs ?? 500,
    maxRetryDelayMs: config.maxRetryDelayMs ?? 30_000,
    // Not strict: strict mode needs every field required, and OpenAI-compatible servers differ; the engine
    // validates every answer against the contract itself.
    ...(route.provider === 'openai' ? { providerOptions: { openai: { strictJsonSchema: false } } } : {}),
  });
  const providerModels = new Map<string, LanguageModel>();
  const languageModel = (route: Route): LanguageModel => {
    let model = providerModels.get(route.modelId);
    if (!model) {
      model = createLanguageModel(route);
      providerModels.set(route.modelId, model);
    }
    return model;
  };
  // Which JSON mode each server and model accepts, learnt on the first refusal (llm/json-mode.ts).
  const jsonModes = new JsonModeMemory();
  const defaultModel = config.provider === 'offline' ? OFFLINE_MODEL.id : config.model!;

  return {
    models: () => options.map((o) => ({ ...o })),
    defaultModel: () => defaultModel,
    async generate<K extends ArtefactKind>(
      kind: K,
      input: GenerationRequest | TreeDiffRequest,
      opts: GenerateOptions = {},
    ) {
      const definition = definitionOf(kind);
      const request = parseRequest(kind, input);
      const modelId = ('model' in request && request.model) || defaultModel;
      if (!options.some((o) => o.id === modelId)) {
        throw new EngineError('unknown_model', `Model "${modelId}" is not offered by this deployment`, {
          details: { model: modelId, available: options.map((o) => o.id) },
        });
      }
      if (opts.signal?.aborted) throw new EngineError('generation_cancelled', 'The request was cancelled');
      const started = performance.now();
      const route = routes.get(modelId);
      // The diff is computed, not generated, whichever model is chosen.
      if (!route || !definition.llm) {
        const artefact = await runOffline(definition, request, opts);
        return {
          artefact,
          meta: meta('offline', OFFLINE_MODEL.id, started, definition.llm ? OFFLINE_VERSION : definition.promptVersion),
        };
      }
      const { artefact, usage, notes } = await runLlm({
        definition,
        request,
        model: languageModel(route),
        modelKey: `${route.provider}|${route.baseUrl ?? ''}|${route.modelId}`,
        settings: settings(route),
        jsonModes,
        signal: opts.signal,
        onPartial: opts.onPartial,
      });
      return {
        artefact,
        meta: meta(route.provider, modelId, started, definition.promptVersion),
        usage,
        ...(notes.length > 0 ? { notes } : {}),
      };
    },
  };
}

function definitionOf<K extends ArtefactKind>(kind: K): ArtefactDefinition<K> {
  if (!ArtefactKindSchema.safeParse(kind).success)
    throw new EngineError('invalid_request', `Unknown artefact kind "${kind}"`);
  return ARTEFACTS[kind];
}

function parseRequest<K extends ArtefactKind>(kind: K, input: unknown): RequestOf<K> {
  const schema = kind === 'hypothesis-tree-diff' ? TreeDiffRequestSchema : GenerationRequestSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new EngineError('invalid_request', 'The request does not match the contract', {
      details: {
        issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message })),
      },
    });
  }
  return parsed.data as RequestOf<K>;
}

function meta(provider: string, model: string, started: number, promptVersion: string): GenerationMeta {
  return { provider, model, durationMs: Math.round((performance.now() - started) * 100) / 100, promptVersion };
}

/** Yields to the event loop between streamed steps, so a cancel or a slow reader can get in. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function runOffline<K extends ArtefactKind>(
  definition: ArtefactDefinition<K>,
  request: RequestOf<K>,
  opts: GenerateOptions,
): Promise<ArtefactOf<K>> {
  let artefact: ArtefactOf<K>;
  try {
    artefact = definition.offline(request);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new EngineError('generation_invalid_output', 'The offline engine failed on this request', {
      status: 500,
      cause: error,
    });
  }
  if (opts.onPartial) {
    const steps = definition.steps(artefact);
    for (const step of steps.slice(0, -1)) {
      if (opts.signal?.aborted) throw new EngineError('generation_cancelled', 'The request was cancelled');
      opts.onPartial(step);
      await yieldToLoop();
    }
  }
  if (opts.signal?.aborted) throw new EngineError('generation_cancelled', 'The request was cancelled');
  // The contract is the promise: the offline result passes the same schema as a model's answer.
  const parsed = definition.schema.safeParse(artefact);
  if (!parsed.success) {
    throw new EngineError('generation_invalid_output', 'The offline engine produced an artefact outside the contract', {
      status: 500,
      details: { issues: parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.')}: ${i.message}`) },
    });
  }
  return parsed.data;
}

function createLanguageModel(route: Route): LanguageModel {
  if (route.provider === 'openai') {
    // Chat completions, not the Responses API: that is what every OpenAI-compatible server speaks.
    return createOpenAI({ baseURL: route.baseUrl, apiKey: route.apiKey ?? 'not-needed' }).chat(route.modelId);
  }
  return createAnthropic({ baseURL: route.baseUrl, apiKey: route.apiKey }).languageModel(route.modelId);
}
