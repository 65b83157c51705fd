import { describe, expect, it } from 'vitest';
import { engineConfigFromEnv, localDetectionFromEnv } from './config.js';

describe('engineConfigFromEnv', () => {
  it('defaults to the offline engine with no vendor and no key', () => {
    expect(engineConfigFromEnv({})).toMatchObject({
      provider: 'offline',
      timeoutMs: 60_000,
      maxOutputTokens: 8_000,
      maxRetries: 2,
    });
  });

  it('reads an OpenAI-compatible provider with its extra models', () => {
    const config = engineConfigFromEnv({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1',
      AI_MODELS: 'qwen2.5, mistral',
      AI_TIMEOUT_MS: '30000',
    });
    expect(config).toMatchObject({
      provider: 'openai',
      model: 'llama3.1',
      models: ['qwen2.5', 'mistral'],
      timeoutMs: 30_000,
    });
  });

  it('names every bad value in one error', () => {
    expect(() => engineConfigFromEnv({ AI_PROVIDER: 'anthropic', AI_TIMEOUT_MS: 'soon' })).toThrow(
      /AI_TIMEOUT_MS.*AI_MODEL.*AI_API_KEY|AI_MODEL|AI_TIMEOUT_MS/,
    );
  });

  it('reads token caps per artefact and part, and names a bad one', () => {
    expect(engineConfigFromEnv({ AI_OUTPUT_TOKENS: 'psw=3000, issue-tree.branch=1500' }).outputTokens).toEqual({
      psw: 3_000,
      'issue-tree.branch': 1_500,
    });
    expect(() => engineConfigFromEnv({ AI_OUTPUT_TOKENS: 'tree=10' })).toThrow(/AI_OUTPUT_TOKENS.*"tree"/);
  });

  it('looks for Ollama on loopback by default, can be told not to, and never looks anywhere else', () => {
    expect(localDetectionFromEnv({})).toEqual({ enabled: true, url: 'http://127.0.0.1:11434' });
    expect(localDetectionFromEnv({ AI_DETECT_OLLAMA: 'false' }).enabled).toBe(false);
    expect(localDetectionFromEnv({ AI_OLLAMA_URL: 'http://localhost:11500' }).url).toBe('http://localhost:11500');
    expect(() => localDetectionFromEnv({ AI_OLLAMA_URL: 'http://10.0.0.5:11434' })).toThrow(/AI_OLLAMA_URL.*loopback/);
  });
});
