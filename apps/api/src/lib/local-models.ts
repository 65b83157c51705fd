import { detectOllama } from '@caseboard/engine';
import type { Config } from '../config.js';

/** How long start-up waits for a local Ollama to answer before going on without it. */
const DETECTION_TIMEOUT_MS = 500;

/**
 * The configuration with the models of an Ollama found on this machine at start, so the model picker
 * (GET /api/v1/config) lists them. Only loopback is asked (the engine refuses anything else), the wait is
 * short and a failure means no local models; AI_DETECT_OLLAMA=false skips it. Start-up runs it while
 * the database opens, so it costs no time when the database takes longer.
 */
export async function withLocalModels(config: Config): Promise<Config> {
  if (!config.localModels.detect) return config;
  const localModels = await detectOllama({ url: config.localModels.url, timeoutMs: DETECTION_TIMEOUT_MS });
  return localModels ? { ...config, ai: { ...config.ai, localModels } } : config;
}
