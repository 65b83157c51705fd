import { afterEach, describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { startFakeModel, type FakeModel } from '../testing/fake-model.js';
import { startLoopback, type LoopbackServer } from '../testing/loopback-server.js';
import { detectOllama } from './ollama.js';

let server: FakeModel | LoopbackServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('finding Ollama on this machine', () => {
  it('lists the chat models of an Ollama on loopback, leaving out embedding models', async () => {
    const ollama = await startFakeModel({ ollamaModels: ['llama3.1:8b', 'qwen2.5:7b-instruct', 'nomic-embed-text'] });
    server = ollama;
    expect(await detectOllama({ url: ollama.url })).toEqual({
      baseUrl: `${ollama.url}/v1`,
      label: 'Ollama on this machine',
      models: ['llama3.1:8b', 'qwen2.5:7b-instruct'],
    });
  });

  it('finds nothing, quietly, when nothing answers, the answer is not Ollama’s, or it hangs', async () => {
    const closed = await startLoopback([]);
    const url = closed.url;
    await closed.close();
    expect(await detectOllama({ url })).toBeUndefined();

    const other = await startFakeModel({});
    server = other;
    expect(await detectOllama({ url: other.url })).toBeUndefined();
    await other.close();

    const hanging = await startLoopback([{ kind: 'hang' }]);
    server = hanging;
    expect(await detectOllama({ url: hanging.url, timeoutMs: 100 })).toBeUndefined();
  });

  it('never asks an address that is not loopback', async () => {
    expect(await detectOllama({ url: 'http://192.0.2.1:11434' })).toBeUndefined();
    expect(await detectOllama({ url: 'http://ollama.example.com:11434' })).toBeUndefined();
  });

  it('offers the local models beside the offline engine and generates with them on the local server', async () => {
    const ollama = await startFakeModel({ ollamaModels: ['llama3.1:8b'] });
    server = ollama;
    const localModels = await detectOllama({ url: ollama.url });
    const engine = createEngine({
      provider: 'offline',
      timeoutMs: 5_000,
      maxOutputTokens: 4_000,
      maxRetries: 0,
      localModels,
    });

    expect(engine.models()).toEqual([
      expect.objectContaining({ id: 'offline' }),
      { id: 'llama3.1:8b', label: 'llama3.1:8b (Ollama on this machine)', provider: 'openai' },
    ]);
    expect(engine.defaultModel()).toBe('offline');
    const result = await engine.generate('issue-tree', {
      problemStatement: 'Churn rose. How can the operator cut it?',
      model: 'llama3.1:8b',
    });
    expect(result.meta).toMatchObject({ provider: 'openai', model: 'llama3.1:8b' });
    expect(ollama.requests.filter((r) => r.url === '/v1/chat/completions').length).toBe(5);
  });
});
