import { z } from 'zod';
import type { EngineConfig } from './engine.js';

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
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER !== 'offline' && !env.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `required when AI_PROVIDER is ${env.AI_PROVIDER}` });
    }
    if (env.AI_PROVIDER === 'anthropic' && !env.AI_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: 'required when AI_PROVIDER is anthropic' });
    }
  });

export function engineConfigFromEnv(env: Record<string, string | undefined>): EngineConfig {
  const blank = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = EngineEnvSchema.safeParse(blank);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid AI configuration: ${problems}`);
  }
  const e = parsed.data;
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
    maxRetries: e.AI_MAX_RETRIES,
  };
}
