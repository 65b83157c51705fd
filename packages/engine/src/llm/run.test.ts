import { afterEach, describe, expect, it } from 'vitest';
import { createOpenAI } from '@ai-sdk/openai';
import { issueTree } from '../artefacts/issue-tree/index.js';
import { EngineError } from '../errors.js';
import { startFakeModel, type FakeModel } from '../testing/fake-model.js';
import { JsonModeMemory } from './json-mode.js';
import { runLlm } from './run.js';

let fake: FakeModel | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

describe('a generation through a model', () => {
  it('ends any failure the readers did not foresee as generation_invalid_output, never as an unknown error', async () => {
    fake = await startFakeModel();
    const definition = {
      ...issueTree,
      llm: () => {
        const shape = issueTree.llm!({ problemStatement: 'Churn rose. How can the operator cut it?' });
        if (shape.type !== 'tree') throw new Error('an issue tree is a tree');
        return {
          ...shape,
          toNode: () => {
            throw new TypeError('a reader bug');
          },
        };
      },
    };
    const error = await runLlm({
      definition,
      request: { problemStatement: 'Churn rose. How can the operator cut it?' },
      model: createOpenAI({ baseURL: fake.baseUrl, apiKey: 'k' }).chat('m'),
      modelKey: 'test',
      settings: { timeoutMs: 5_000, maxOutputTokens: 1_000, maxRetries: 0, retryBaseDelayMs: 10, maxRetryDelayMs: 100 },
      jsonModes: new JsonModeMemory(),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'generation_invalid_output', status: 502 });
  });
});
