import { ARTEFACT_KINDS } from '@caseboard/contracts';
import { z } from 'zod';
import type { EngineConfig } from './engine.js';
import { parseOutputTokens } from './llm/budget.js';
import { DEFAULT_OLLAMA_URL, isLoopbackUrl } from './llm/ollama.js';

/**
 * The engine's environment variables, for the API's start-up parse and the eval CLI. Defaults keep the
 * offline engine: no vendor, no key. Bad values fail in one error that names them.
 */
const integer = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const EngineEnvSchema = z
  .object({
    AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic']).default('offline'),
    AI_BASE_URL: z.url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).max(100).optional(),
    /** Comma-separated extra models of the same provider that projects may pick. */
    AI_MODELS: z.string().optional(),
    AI_TIMEOUT_MS: integer(60_000, 1_000, 600_000),
    AI_MAX_OUTPUT_TOKENS: integer(8_000, 256, 64_000),
    AI_MAX_RETRIES: integer(2, 0, 5),
    /** Caps by artefact or part, e.g. "psw=3000,issue-tree.branch=1500" (llm/budget.ts). */
    AI_OUTPUT_TOKENS: z.string().optional(),
    /** Look for Ollama on loopback at start and offer its models (default true). */
    AI_DETECT_OLLAMA: z.enum(['true', 'false', '1', '0']).default('true'),
    AI_OLLAMA_URL: z
      .url()
      .default(DEFAULT_OLLAMA_URL)
      .refine(isLoopbackUrl, 'must be a loopback address (127.0.0.1, localhost or [::1])'),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER !== 'offline' && !env.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `required when AI_PROVIDER is ${env.AI_PROVIDER}` });
    }
    if (env.AI_PROVIDER === 'anthropic' && !env.AI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: 'required when AI_PROVIDER is anthropic' });
    }
    if (env.AI_OUTPUT_TOKENS) {
      const parsed = parseOutputTokens(env.AI_OUTPUT_TOKENS, ARTEFACT_KINDS);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', path: ['AI_OUTPUT_TOKENS'], message: parsed.problems.join('; ') });
    }
  });

function parseEnv(env: Record<string, string | undefined>) {
  const blank = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = EngineEnvSchema.safeParse(blank);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid AI configuration: ${problems}`);
  }
  return parsed.data;
}

export function engineConfigFromEnv(env: Record<string, string | undefined>): EngineConfig {
  const e = parseEnv(env);
  const outputTokens = e.AI_OUTPUT_TOKENS ? parseOutputTokens(e.AI_OUTPUT_TOKENS, ARTEFACT_KINDS) : undefined;
  return {
    provider: e.AI_PROVIDER,
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    model: e.AI_MODEL,
    models: e.AI_MODELS?.split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    timeoutMs: e.AI_TIMEOUT_MS,
    maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
    ...(outputTokens?.ok ? { outputTokens: outputTokens.value } : {}),
    maxRetries: e.AI_MAX_RETRIES,
  };
}

/** Whether and where to look for Ollama at start (AI_DETECT_OLLAMA, AI_OLLAMA_URL). */
export function localDetectionFromEnv(env: Record<string, string | undefined>): { enabled: boolean; url: string } {
  const e = parseEnv(env);
  return { enabled: e.AI_DETECT_OLLAMA === 'true' || e.AI_DETECT_OLLAMA === '1', url: e.AI_OLLAMA_URL };
}
