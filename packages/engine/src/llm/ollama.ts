import type { LocalModels } from '../engine.js';

/**
 * Finds Ollama on this machine at start, so a consultant who runs one sees its models in the picker
 * without configuring anything. Only a loopback address is ever asked (the data of a local model never
 * leaves the machine, which keeps "private by default" true), with a short timeout, and any failure
 * simply means "no local models". `AI_DETECT_OLLAMA=false` turns it off.
 */
export const DEFAULT_OLLAMA_URL = 'http://127.0.0.1:11434';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const MAX_MODELS = 20;

export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

interface TagList {
  models?: Array<{ name?: unknown; model?: unknown; details?: { family?: unknown; families?: unknown } }>;
}

export async function detectOllama(
  options: { url?: string; timeoutMs?: number } = {},
): Promise<LocalModels | undefined> {
  const url = options.url ?? DEFAULT_OLLAMA_URL;
  if (!isLoopbackUrl(url)) return undefined;
  const origin = new URL(url).origin;
  try {
    const res = await fetch(`${origin}/api/tags`, { signal: AbortSignal.timeout(options.timeoutMs ?? 500) });
    if (!res.ok) return undefined;
    const body = (await res.json()) as TagList;
    const models = (body.models ?? [])
      .filter((m) => !isEmbeddingModel(m))
      .map((m) => (typeof m.name === 'string' ? m.name : typeof m.model === 'string' ? m.model : ''))
      .filter((name) => /^[\w.:/-]{1,100}$/.test(name))
      .slice(0, MAX_MODELS);
    return models.length > 0 ? { baseUrl: `${origin}/v1`, label: 'Ollama on this machine', models } : undefined;
  } catch {
    return undefined;
  }
}

/** Embedding models (nomic-embed-text, mxbai-embed) cannot chat; they would only fail in the picker. */
function isEmbeddingModel(model: NonNullable<TagList['models']>[number]): boolean {
  const name = `${String(model.name ?? '')} ${String(model.model ?? '')}`;
  const families = [model.details?.family, ...(Array.isArray(model.details?.families) ? model.details.families : [])];
  return /embed/i.test(name) || families.some((f) => typeof f === 'string' && /bert/i.test(f));
}
