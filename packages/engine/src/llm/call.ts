import type { ArtefactKind } from '@caseboard/contracts';
import { APICallError, generateText, streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { z } from 'zod';
import { EngineError } from '../errors.js';
import { capFor, type TokenCaps } from './budget.js';
import { providerJsonSchema } from './json-schema.js';
import { fallbackMode, isFormatRefusal, outputFor, type JsonMode, type JsonModeMemory } from './json-mode.js';

/**
 * One call to a language model: the part's cap, a timeout per attempt, retries with backoff on 429 and 5xx
 * (Retry-After honoured), a step down to JSON mode or a prompted schema when the server refuses
 * `json_schema`, and every failure mapped to an EngineError. The caller's AbortSignal aborts the provider's
 * HTTP request. The AI SDK's own retries are off: this loop is the only one.
 */
export interface LlmSettings extends TokenCaps {
  timeoutMs: number;
  maxRetries: number;
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  /** Provider-specific options, e.g. `{ openai: { strictJsonSchema: false } }`. */
  providerOptions?: Record<string, Record<string, string | number | boolean>>;
}

export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  /** Provider calls the artefact took (parts, follow-ups and retries). */
  calls?: number;
}

/** What every call of one generation shares. */
export interface CallContext {
  kind: ArtefactKind;
  model: LanguageModel;
  /** Provider, endpoint and model: the key under which the working JSON mode is remembered. */
  modelKey: string;
  settings: LlmSettings;
  jsonModes: JsonModeMemory;
  signal?: AbortSignal | undefined;
  /** Stream each call (the caller wants partials), or ask for the whole answer at once. */
  stream: boolean;
  usage: Usage;
}

export interface Ask {
  /** Which part this is ("top", "branch", "batch", "whole"...): picks the token cap. */
  part: string;
  system: string;
  /** The first user turn: data blocks and the task. */
  prompt: string;
  /** The answer's shape, sent as JSON schema or written into the prompt, depending on the server. */
  schema: z.ZodType;
  /** Turns after the first: the model's earlier answer and what to fix. */
  history?: ModelMessage[];
  /** The text so far, while it streams. */
  onText?: (text: string) => void;
}

export interface Reply {
  text: string;
  /** The answer stopped at the token cap. */
  cut: boolean;
  cap: number;
}

export async function askModel(context: CallContext, ask: Ask): Promise<Reply> {
  const cap = capFor(context.settings, context.kind, ask.part);
  for (;;) {
    const mode = context.jsonModes.modeFor(context.modelKey);
    try {
      const reply = await withRetries(context, () => callOnce(context, ask, mode, cap));
      return { ...reply, cap };
    } catch (error) {
      const next = fallbackMode(mode);
      if (!(error instanceof FormatRefused) || !next) throw error instanceof FormatRefused ? error.engineError : error;
      context.jsonModes.remember(context.modelKey, next);
    }
  }
}

/** The prompt's answer-format section: the schema itself when the server will not enforce it. */
function formatSection(mode: JsonMode, schema: Record<string, unknown>): string {
  if (mode === 'json_schema') return '';
  return `\n\n## Answer format\nAnswer with one JSON object that follows this JSON schema (no prose, no Markdown):\n${JSON.stringify(schema)}`;
}

async function callOnce(
  context: CallContext,
  ask: Ask,
  mode: JsonMode,
  cap: number,
): Promise<{ text: string; cut: boolean }> {
  const { settings } = context;
  const schema = providerJsonSchema(ask.schema);
  const messages: ModelMessage[] = [
    { role: 'user', content: ask.prompt + formatSection(mode, schema) },
    ...(ask.history ?? []),
  ];
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new TimeoutMarker()), settings.timeoutMs);
  const abortSignal = context.signal ? AbortSignal.any([context.signal, timeout.signal]) : timeout.signal;
  const common = {
    model: context.model,
    system: ask.system,
    messages,
    output: outputFor(mode, schema, `${context.kind}_${ask.part}`.replace(/[^a-zA-Z0-9_]/g, '_')),
    maxOutputTokens: cap,
    maxRetries: 0,
    abortSignal,
    ...(settings.providerOptions ? { providerOptions: settings.providerOptions } : {}),
  };
  context.usage.calls = (context.usage.calls ?? 0) + 1;
  try {
    if (!context.stream) {
      const result = await generateText(common);
      addUsage(context.usage, result.usage);
      return { text: result.text, cut: result.finishReason === 'length' };
    }
    // The SDK's default onError prints the whole error to stderr, request body (the prompts) included;
    // the error part below carries it to our own handling instead.
    const result = streamText({ ...common, onError: () => undefined });
    let text = '';
    let cut = false;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        ask.onText?.(text);
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw abortSignal.reason ?? new Error('aborted');
      } else if (part.type === 'finish') {
        addUsage(context.usage, part.totalUsage);
        cut = part.finishReason === 'length';
      }
    }
    return { text, cut };
  } catch (error) {
    if (abortSignal.aborted)
      throw abortSignal.reason instanceof TimeoutMarker ? abortSignal.reason : new CancelMarker();
    if (isFormatRefusal(error)) throw new FormatRefused(describe(error).error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function addUsage(
  total: Usage,
  more: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined,
): void {
  if (more?.inputTokens !== undefined) total.inputTokens = (total.inputTokens ?? 0) + more.inputTokens;
  if (more?.outputTokens !== undefined) total.outputTokens = (total.outputTokens ?? 0) + more.outputTokens;
}

class TimeoutMarker extends Error {
  constructor() {
    super('timeout');
  }
}

class CancelMarker extends Error {
  constructor() {
    super('cancelled');
  }
}

/** The server refused the response format; the error to give up with when no mode is left. */
class FormatRefused extends Error {
  constructor(readonly engineError: EngineError) {
    super('response format refused');
  }
}

/** Runs `attempt`, retrying transient provider failures; maps every failure to an EngineError. */
async function withRetries<T>(context: CallContext, attempt: () => Promise<T>): Promise<T> {
  const { settings } = context;
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof FormatRefused) throw error;
      if (error instanceof CancelMarker || context.signal?.aborted) {
        throw new EngineError('generation_cancelled', 'The request was cancelled', { cause: error });
      }
      if (error instanceof TimeoutMarker) {
        throw new EngineError('generation_timeout', `The provider did not answer within ${settings.timeoutMs} ms`);
      }
      const failure = describe(error);
      if (!failure.retryable || n >= settings.maxRetries) throw failure.error;
      const backoff = settings.retryBaseDelayMs * 2 ** n;
      const delay = failure.retryAfterMs ?? backoff;
      if (delay > settings.maxRetryDelayMs) throw failure.error;
      await sleep(delay, context.signal);
    }
  }
}

interface Failure {
  retryable: boolean;
  retryAfterMs?: number;
  error: EngineError;
}

/** What a provider failure means for us: whether to retry, and the error to give up with. */
function describe(error: unknown): Failure {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const retryAfterMs = retryAfter(error.responseHeaders);
    const details: Record<string, unknown> = { providerStatus: status ?? null };
    if (status === undefined) {
      return {
        retryable: true,
        error: new EngineError('provider_unavailable', `The provider cannot be reached: ${error.message}`, {
          status: 503,
          details,
          cause: error,
        }),
      };
    }
    const retryable = status === 429 || status === 408 || status >= 500;
    const message =
      status === 429
        ? 'The provider is rate-limiting requests'
        : status >= 500
          ? `The provider failed (HTTP ${status})`
          : status === 401 || status === 403
            ? 'The provider rejected the credentials'
            : `The provider rejected the request (HTTP ${status})`;
    const failure: Failure = {
      retryable,
      error: new EngineError('provider_unavailable', message, {
        status: status === 429 ? 503 : 502,
        details,
        cause: error,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      }),
    };
    if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
    return failure;
  }
  if (error instanceof EngineError) return { retryable: false, error };
  return {
    retryable: false,
    error: new EngineError(
      'provider_unavailable',
      `The provider call failed: ${(error as Error)?.message ?? String(error)}`,
      {
        status: 502,
        cause: error,
      },
    ),
  };
}

/** Retry-After in seconds or as an HTTP date, or retry-after-ms (OpenAI); undefined when absent or unreadable. */
export function retryAfter(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = lower['retry-after'];
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new EngineError('generation_cancelled', 'The request was cancelled'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new EngineError('generation_cancelled', 'The request was cancelled'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
