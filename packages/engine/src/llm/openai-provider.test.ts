import type { IssueTree } from '@caseboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeModel, type FakeModel } from '../testing/fake-model.js';
import {
  httpError,
  openAiCompletion,
  openAiStream,
  startLoopback,
  type LoopbackServer,
  type Reply,
} from '../testing/loopback-server.js';
import { createEngine, type EngineConfig } from '../engine.js';
import { EngineError } from '../errors.js';

const STATEMENT = 'A telecom operator’s mobile churn rose from 1.2% to 2% per month. How can it reduce churn?';

const tree: IssueTree = {
  root: {
    id: 'i',
    label: 'How can the telecom operator reduce mobile churn back to 1.2% a month?',
    kind: 'question',
    children: [
      { id: 'i.1', label: 'Which customer segments churn most?', children: [] },
      { id: 'i.2', label: 'Why do customers leave?', children: [] },
      { id: 'i.3', label: 'Which retention levers pay back?', children: [] },
    ],
  },
};
const valid = JSON.stringify(tree);

let server: LoopbackServer | FakeModel | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const config = (url: string, overrides: Partial<EngineConfig>): EngineConfig => ({
  provider: 'openai',
  baseUrl: `${url}/v1`,
  apiKey: 'sk-test-123',
  model: 'test-model',
  timeoutMs: 2_000,
  maxOutputTokens: 1_234,
  maxRetries: 2,
  retryBaseDelayMs: 10,
  ...overrides,
});

/** A server that answers exactly the script (the last reply repeats). */
async function engineAgainst(script: Reply[], overrides: Partial<EngineConfig> = {}) {
  const loopback = await startLoopback(script);
  server = loopback;
  return { engine: createEngine(config(loopback.url, overrides)), server: loopback };
}

/** The fake small model, after the script's replies for the first requests. */
async function engineAgainstModel(script: Reply[] = [], overrides: Partial<EngineConfig> = {}) {
  const fake = await startFakeModel({ script });
  server = fake;
  return { engine: createEngine(config(fake.url, overrides)), server: fake };
}

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('the OpenAI-compatible provider', () => {
  it('sends the key, the JSON schema, a token cap and the problem statement, and returns the structured answer', async () => {
    const { engine, server } = await engineAgainstModel();
    const result = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(result.artefact.root.label).toBe('How can the client close the gap in its margin within 24 months?');
    expect(result.artefact.root.children.map((c) => c.id)).toEqual(['i.1', 'i.2', 'i.3', 'i.4']);
    expect(result.meta).toMatchObject({ provider: 'openai', model: 'test-model', promptVersion: 'issue-tree/2' });
    // The top, then one call per first-level branch; usage adds up every call.
    expect(result.usage).toMatchObject({ calls: 5, inputTokens: expect.any(Number), outputTokens: expect.any(Number) });
    const [request] = server.requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers['authorization']).toBe('Bearer sk-test-123');
    const body = request!.body as {
      model: string;
      max_tokens: number;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { schema: { type: string; properties: Record<string, unknown> } } };
    };
    expect(body.model).toBe('test-model');
    expect(body.max_tokens).toBe(1_234);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.type).toBe('object');
    expect(body.response_format.json_schema.schema.properties).toHaveProperty('root');
    expect(JSON.stringify(body.messages)).toContain('mobile churn rose from 1.2% to 2% per month');
  });

  it('streams partial artefacts from the provider’s stream and ends with the validated artefact', async () => {
    const { engine, server } = await engineAgainstModel();
    const partials: unknown[] = [];
    const result = await engine.generate(
      'issue-tree',
      { problemStatement: STATEMENT },
      { onPartial: (p) => partials.push(p) },
    );

    expect(server.requests[0]!.body['stream']).toBe(true);
    expect(partials.length).toBeGreaterThanOrEqual(2);
    expect(partials[0]).toHaveProperty('root');
    expect(partials.at(-1)).toEqual(result.artefact);
  });

  it('repairs malformed JSON, showing the model its answer and what is wrong', async () => {
    const { engine, server } = await engineAgainstModel([openAiCompletion('{"root": {"id": "i", "label": ')]);
    const result = await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(result.artefact.root.children).toHaveLength(4);
    const messages = server.requests[1]!.body['messages'] as Array<{ role: string; content: string }>;
    expect(messages.at(-2)).toMatchObject({ role: 'assistant', content: '{"root": {"id": "i", "label": ' });
    expect(messages.at(-1)!.content).toContain('not valid JSON');
  });

  it('gives up with generation_invalid_output when the model never writes the part asked for', async () => {
    const { engine, server } = await engineAgainst([openAiCompletion('not json at all')]);
    const error = await failure(engine.generate('issue-tree', { problemStatement: STATEMENT }));

    expect(error).toMatchObject({ code: 'generation_invalid_output', status: 502 });
    expect(error.message).toContain('the top of the tree');
    // Asked three times for the same part, then stopped: never a runaway.
    expect(server.requests).toHaveLength(3);
  });

  it('retries a 500 and succeeds, and reports provider_unavailable when the provider keeps failing', async () => {
    const flaky = await engineAgainstModel([httpError(500)]);
    await expect(flaky.engine.generate('issue-tree', { problemStatement: STATEMENT })).resolves.toHaveProperty(
      'artefact',
    );
    expect(flaky.server.asked[0]!.part).toBe('issue-tree.top');
    expect(flaky.server.requests).toHaveLength(6);
    await flaky.server.close();

    const down = await engineAgainst([httpError(503)], { maxRetries: 1 });
    const error = await failure(down.engine.generate('issue-tree', { problemStatement: STATEMENT }));
    expect(error).toMatchObject({ code: 'provider_unavailable', status: 502 });
    expect(down.server.requests).toHaveLength(2);
  });

  it('waits as long as Retry-After asks on a 429, then retries', async () => {
    const { engine, server } = await engineAgainstModel([httpError(429, { 'retry-after': '1' })]);
    const started = Date.now();
    await engine.generate('issue-tree', { problemStatement: STATEMENT });

    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests[1]!.receivedAt - server.requests[0]!.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After is longer than it may wait, passing the wait on', async () => {
    const { engine, server } = await engineAgainst([httpError(429, { 'retry-after': '120' })], {
      maxRetryDelayMs: 5_000,
    });
    const error = await failure(engine.generate('issue-tree', { problemStatement: STATEMENT }));

    expect(error).toMatchObject({ code: 'provider_unavailable', status: 503, retryAfterMs: 120_000 });
    expect(server.requests).toHaveLength(1);
  });

  it('times out a slow answer and closes the connection to the provider', async () => {
    const { engine, server } = await engineAgainst([{ kind: 'hang' }], { timeoutMs: 300 });
    const error = await failure(engine.generate('issue-tree', { problemStatement: STATEMENT }));

    expect(error).toMatchObject({ code: 'generation_timeout', status: 504 });
    await server.requests[0]!.clientClosed;
    expect(server.requests[0]!.closedEarly).toBe(true);
  });

  it('passes a client abort on to the provider: the server sees the socket close', async () => {
    const { engine, server } = await engineAgainst([openAiStream(valid, 40, 100)]);
    const controller = new AbortController();
    // The user cancels once the answer has started to stream (the first partial), mid-answer.
    const error = await failure(
      engine.generate(
        'issue-tree',
        { problemStatement: STATEMENT },
        { signal: controller.signal, onPartial: () => controller.abort() },
      ),
    );

    expect(error).toMatchObject({ code: 'generation_cancelled' });
    await server.requests[0]!.clientClosed;
    expect(server.requests[0]!.closedEarly).toBe(true);
  });

  it('refuses a model it does not offer without calling the provider', async () => {
    const { engine, server } = await engineAgainst([openAiCompletion(valid)]);
    const error = await failure(engine.generate('issue-tree', { problemStatement: STATEMENT, model: 'gpt-unknown' }));

    expect(error).toMatchObject({ code: 'unknown_model', status: 400 });
    expect(server.requests).toHaveLength(0);
    expect(engine.models().map((m) => m.id)).toEqual(['offline', 'test-model']);
  });

  it('reports an unreachable provider as provider_unavailable, and never falls back to offline', async () => {
    const { engine, server } = await engineAgainst([openAiCompletion(valid)], { maxRetries: 1 });
    await server.close();
    const error = await failure(engine.generate('issue-tree', { problemStatement: STATEMENT }));

    expect(error).toMatchObject({ code: 'provider_unavailable', status: 503 });
  });

  it('regenerates only the focus subtree: whatever the model changed elsewhere is ignored', async () => {
    const answer = structuredClone(tree);
    answer.root.label = 'A question the model rewrote';
    answer.root.children[1]!.children = [
      { id: 'i.2.1', label: 'Is the price too high?', children: [] },
      { id: 'i.2.2', label: 'Is the network worse than rivals’?', children: [] },
      { id: 'i.2.3', label: 'Is customer service too slow?', children: [] },
    ];
    const { engine, server } = await engineAgainst([openAiCompletion(JSON.stringify(answer))]);
    const { artefact } = await engine.generate('issue-tree', {
      problemStatement: STATEMENT,
      context: { issueTree: tree, focusNodeId: 'i.2' },
    });

    expect(artefact.root.label).toBe(tree.root.label);
    expect(artefact.root.children[1]!.children.map((c) => c.id)).toEqual(['i.2.1', 'i.2.2', 'i.2.3']);
    expect(artefact.root.children[0]).toEqual(tree.root.children[0]);
    // One branch call under the focus node, not the whole tree again.
    expect(JSON.stringify(server.requests[0]!.body['messages'])).toContain('Write the sub-issues under branch i.2 ');
  });

  it('asks for German when the request’s locale is de, and still serves the offline model on request', async () => {
    const { engine, server } = await engineAgainstModel();
    await engine.generate('issue-tree', { problemStatement: STATEMENT, locale: 'de' });
    const calls = server.requests.length;
    expect(JSON.stringify(server.requests[0]!.body['messages'])).toContain('Answer in German');

    const offline = await engine.generate('issue-tree', { problemStatement: STATEMENT, model: 'offline' });
    expect(offline.meta.provider).toBe('offline');
    expect(server.requests).toHaveLength(calls);
  });
});
