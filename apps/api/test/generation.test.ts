import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeModel, type FakeModel } from '@caseboard/engine/testing/fake-model';
import { openAiStream, startLoopback, httpError } from '@caseboard/engine/testing/loopback-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRuns } from '../src/db/schema/index.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

const problemStatement =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

const paths = {
  brief: '/api/v1/ai/brief',
  'issue-tree': '/api/v1/ai/issue-tree',
  'hypothesis-tree': '/api/v1/ai/hypothesis-tree',
  psw: '/api/v1/ai/psw',
  'analysis-instructions': '/api/v1/ai/analysis-instructions',
  'analysis-simulation': '/api/v1/ai/analysis-simulation',
  'hypothesis-status': '/api/v1/ai/hypothesis-status',
  storyline: '/api/v1/ai/storyline',
} as const;

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildUser({ db: t.db, clock: t.clock });
  ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...extra } });

describe('the generation API with the offline engine', () => {
  it('answers every artefact along the chain with a useful, linked artefact', async () => {
    const issueTree = (await post(paths['issue-tree'], { problemStatement })).json();
    expect(issueTree.meta).toMatchObject({ provider: 'offline', model: 'offline' });
    const branches = issueTree.artefact.root.children;
    expect(branches.length).toBeGreaterThanOrEqual(3);
    expect(branches.length).toBeLessThanOrEqual(7);
    expect(JSON.stringify(issueTree.artefact).toLowerCase()).toContain('passenger');

    const context = { issueTree: issueTree.artefact };
    const hypothesisTree = (await post(paths['hypothesis-tree'], { problemStatement, context })).json().artefact;
    expect(hypothesisTree.root.children.length).toBeGreaterThan(0);
    expect(hypothesisTree.root.status).toBeDefined();

    const withHypotheses = { ...context, hypothesisTree };
    const workplan = (await post(paths.psw, { problemStatement, context: withHypotheses })).json().artefact;
    const hypothesisIds = new Set<string>();
    const collect = (node: { id: string; children: unknown[] }) => {
      hypothesisIds.add(node.id);
      node.children.forEach((child) => collect(child as typeof node));
    };
    collect(hypothesisTree.root);
    expect(workplan.rows.length).toBeGreaterThan(0);
    for (const row of workplan.rows) expect(hypothesisIds.has(row.hypothesisId)).toBe(true);

    const withPlan = { ...withHypotheses, workplan: workplan.rows };
    const instructions = (await post(paths['analysis-instructions'], { problemStatement, context: withPlan })).json()
      .artefact;
    expect(instructions.instructions[0]).toMatchObject({ analysisId: workplan.rows[0].id, steps: expect.any(Array) });
    const simulation = (await post(paths['analysis-simulation'], { problemStatement, context: withPlan })).json()
      .artefact;
    expect(simulation.simulations[0].simulated).toBe(true);
    const analyses = simulation.simulations.map((s: { analysisId: string; hypothesisId: string }) => ({
      id: s.analysisId,
      hypothesisId: s.hypothesisId,
      title: s.analysisId,
      simulation: s,
    }));
    const status = (
      await post(paths['hypothesis-status'], { problemStatement, context: { ...withPlan, analyses } })
    ).json().artefact;
    expect(status.results.length).toBeGreaterThan(0);
    const storyline = (await post(paths.storyline, { problemStatement, context: { ...withPlan, analyses } })).json()
      .artefact;
    expect(storyline.governingThought.length).toBeGreaterThan(10);
    expect(storyline.keyLines.length).toBeGreaterThan(0);
  });

  it('drafts the brief from the statement, in the statement’s numbers, keeping the team’s time frame', async () => {
    const res = await post(paths.brief, { problemStatement });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { artefact, meta } = res.json();
    expect(meta).toMatchObject({ provider: 'offline', model: 'offline', promptVersion: 'offline/2' });
    expect(artefact.keyQuestion).toBe(
      'How can the airline restore its operating margin from 2% to 8% within 24 months?',
    );
    expect(artefact.complication).toContain('fell from 8% to 2%');
    expect(artefact.successCriteria).toContain(
      'Operating margin at or above 8% within 24 months (today 2%: a gap of 6 percentage points)',
    );
    expect(artefact.decisionMakers.length).toBeGreaterThan(0);
    expect(artefact.timeFrame).toBe('within 24 months');

    const entry = 'A US-based premium coffee chain is considering entering the Indian market. Should it enter?';
    const kept = (
      await post(paths.brief, { problemStatement: entry, context: { brief: { timeFrame: 'by Q3' } } })
    ).json();
    expect(kept.artefact.timeFrame).toBe('by Q3');
    expect((await post(paths.brief, { problemStatement: entry })).json().artefact.timeFrame).toBe('');
  });

  it('streams the brief as NDJSON: the frame first, then the whole brief', async () => {
    const res = await post(paths.brief, { problemStatement }, { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.type)).toEqual(['partial', 'partial', 'partial', 'final']);
    expect(Object.keys(lines[0].artefact)).toEqual(['situation', 'complication']);
    const final = lines.at(-1);
    expect(final.artefact.keyQuestion).toBe(
      'How can the airline restore its operating margin from 2% to 8% within 24 months?',
    );
    expect(final.artefact.scopeIn.length).toBeGreaterThan(0);
    expect(final.meta.provider).toBe('offline');
  });

  it('documents the brief route in the OpenAPI document with its schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/v1/ai/brief']?.post;
    expect(route.summary).toBe('Draft the project brief from the problem statement');
    expect(JSON.stringify(route.responses['200'])).toMatch(/BriefDraft|keyQuestion/);
  });

  it('finds an added and a changed node in the hypothesis tree diff', async () => {
    const before = { root: { id: 'h', label: 'Margin recovers', status: 'untested', evidence: [], children: [] } };
    const after = {
      root: {
        id: 'h',
        label: 'Margin recovers through pricing',
        status: 'supported',
        evidence: [],
        children: [{ id: 'h1', label: 'Ancillary revenue can rise', status: 'untested', evidence: [], children: [] }],
      },
    };
    const res = await post('/api/v1/ai/hypothesis-tree/diff', { before, after });
    expect(res.statusCode).toBe(200);
    const diff = res.json().artefact;
    expect(diff.added.map((n: { id: string }) => n.id)).toEqual(['h1']);
    expect(diff.changed[0].id).toBe('h');
    expect(diff.changed[0].changes.map((c: { field: string }) => c.field)).toEqual(
      expect.arrayContaining(['label', 'status']),
    );
  });

  it('streams several NDJSON lines ending with the whole artefact', async () => {
    const res = await post(paths['issue-tree'], { problemStatement }, { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.slice(0, -1).every((l) => l.type === 'partial')).toBe(true);
    const final = lines.at(-1);
    expect(final.type).toBe('final');
    expect(final.artefact.root.children.length).toBeGreaterThanOrEqual(3);
    expect(final.meta.provider).toBe('offline');
  });

  it('refuses anonymous callers, empty and oversized input, and unknown models, with codes', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: paths['issue-tree'], payload: { problemStatement } });
    expect(anonymous.statusCode).toBe(401);
    const empty = await post(paths['issue-tree'], { problemStatement: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('validation_failed');
    const huge = await post(paths['issue-tree'], {
      problemStatement,
      context: { brief: { situation: 'x'.repeat(300 * 1024) } },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
    const tooLong = await post(paths['issue-tree'], { problemStatement: 'x'.repeat(4_001) });
    expect(tooLong.statusCode).toBe(400);
    const model = await post(paths['issue-tree'], { problemStatement, model: 'gpt-99' });
    expect(model.statusCode).toBe(400);
    expect(model.json().code).toBe('unknown_model');
  });

  it('refuses to log a run against a project the caller cannot see', async () => {
    const res = await post(paths['issue-tree'], { problemStatement, projectId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('logs every run with user, artefact, provider, model, status and duration', async () => {
    const rows = await t.db.select().from(generationRuns);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.userId && row.provider === 'offline' && row.durationMs >= 0)).toBe(true);
    expect(rows.filter((row) => row.status !== 'succeeded')).toEqual([]);
    expect(rows.filter((row) => row.artefact === 'brief').length).toBeGreaterThanOrEqual(4);
  });
});

describe('the generation API with an OpenAI-compatible provider', () => {
  let provider: FakeModel;
  let llm: TestApp;
  let llmHeaders: Record<string, string>;
  const tree = {
    root: {
      id: 'q',
      label: 'How can the airline restore an 8% margin within 24 months?',
      children: [
        { id: 'r', label: 'Can revenue per passenger rise enough?', children: [] },
        { id: 'c', label: 'Can cost per passenger fall enough?', children: [] },
        { id: 'm', label: 'Can the network mix shift to profitable routes?', children: [] },
      ],
    },
  };

  beforeAll(async () => {
    // A small model on loopback that answers each part the engine asks for.
    provider = await startFakeModel();
    llm = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: provider.baseUrl,
        AI_API_KEY: 'sk-test-key',
        AI_MODEL: 'test-model',
        AI_MAX_RETRIES: '0',
        AI_TIMEOUT_MS: '2000',
      },
    });
    const user = await buildUser({ db: llm.db, clock: llm.clock });
    ({ headers: llmHeaders } = await signInAs({ db: llm.db, clock: llm.clock, userId: user.id }));
  });
  afterAll(async () => {
    await llm.close();
    await provider.close();
  });

  it('sends the key, the JSON schema, a token cap and the problem statement, and returns the structured answer', async () => {
    const res = await llm.app.inject({
      method: 'POST',
      url: paths['issue-tree'],
      headers: llmHeaders,
      payload: { problemStatement },
    });
    expect(res.statusCode).toBe(200);
    const { artefact, meta } = res.json();
    expect(artefact.root.label).toBe('How can the client close the gap in its margin within 24 months?');
    expect(artefact.root.children.map((c: { id: string }) => c.id)).toEqual(['i.1', 'i.2', 'i.3', 'i.4']);
    expect(meta).toMatchObject({ provider: 'openai', model: 'test-model', promptVersion: 'issue-tree/2' });
    const sent = provider.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test-key');
    expect(JSON.stringify(sent.body.response_format)).toContain('json_schema');
    expect(sent.body.max_tokens ?? sent.body.max_completion_tokens).toEqual(expect.any(Number));
    expect(JSON.stringify(sent.body.messages)).toContain('operating margin fell from 8% to 2%');
  });

  it('regenerates one branch of the team’s tree and keeps every other node as the team had it', async () => {
    const res = await llm.app.inject({
      method: 'POST',
      url: paths['issue-tree'],
      headers: llmHeaders,
      payload: { problemStatement, context: { issueTree: tree, focusNodeId: 'c' } },
    });
    expect(res.statusCode).toBe(200);
    const { root } = res.json().artefact;
    expect(root.label).toBe(tree.root.label);
    expect(root.children.map((c: { id: string }) => c.id)).toEqual(['r', 'c', 'm']);
    expect(root.children[1].children.map((c: { id: string }) => c.id)).toEqual(['c.1', 'c.2', 'c.3', 'c.4']);
    expect(root.children[0]).toEqual(tree.root.children[0]);
  });

  it('lists the provider model beside the offline engine in the public configuration', async () => {
    const config = (await llm.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(config.models.map((m: { id: string }) => m.id)).toEqual(['offline', 'test-model']);
  });

  it('answers a failing provider with 502/503 and a code, and keeps serving', async () => {
    const failing = await startLoopback([httpError(500)]);
    const app = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `${failing.url}/v1`,
        AI_API_KEY: 'k',
        AI_MODEL: 'test-model',
        AI_MAX_RETRIES: '0',
      },
    });
    const user = await buildUser({ db: app.db, clock: app.clock });
    const session = await signInAs({ db: app.db, clock: app.clock, userId: user.id });
    const res = await app.app.inject({
      method: 'POST',
      url: paths['issue-tree'],
      headers: session.headers,
      payload: { problemStatement },
    });
    expect([502, 503]).toContain(res.statusCode);
    expect(res.json().code).toBe('provider_unavailable');
    expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const offline = await app.app.inject({
      method: 'POST',
      url: paths['issue-tree'],
      headers: session.headers,
      payload: { problemStatement, model: 'offline' },
    });
    expect(offline.statusCode).toBe(200);
    await app.close();
    await failing.close();
  });

  it('cancels the provider request when the client disconnects mid-stream', async () => {
    const slow = await startLoopback([openAiStream(JSON.stringify(tree), 40, 100, 'test-model')]);
    const app = await buildTestApp({
      env: {
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `${slow.url}/v1`,
        AI_API_KEY: 'k',
        AI_MODEL: 'test-model',
        AI_MAX_RETRIES: '0',
      },
    });
    const user = await buildUser({ db: app.db, clock: app.clock });
    const session = await signInAs({ db: app.db, clock: app.clock, userId: user.id });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    // A socket-level client, so "the client went away" is exactly a closed connection.
    const client = request({
      host: '127.0.0.1',
      port,
      path: paths['issue-tree'],
      method: 'POST',
      headers: { ...session.headers, 'content-type': 'application/json', accept: 'application/x-ndjson' },
    });
    client.end(JSON.stringify({ problemStatement }));
    const [response] = (await once(client, 'response')) as [IncomingMessage];
    await once(response, 'data'); // the first partial line arrived: the stream is under way
    expect(slow.requests).toHaveLength(1);
    client.destroy();
    await slow.requests[0]!.clientClosed;
    expect(slow.requests[0]!.closedEarly).toBe(true);
    await expect
      .poll(async () => (await app.db.select().from(generationRuns)).map((r) => r.status))
      .toContain('cancelled');
    await app.close();
    await slow.close();
  });
});

describe('a local Ollama found at start', () => {
  it('is offered in the model picker beside the offline engine, and generates on this machine', async () => {
    const ollama = await startFakeModel({ ollamaModels: ['llama3.1:8b', 'nomic-embed-text'] });
    const app = await buildTestApp({ env: { AI_OLLAMA_URL: ollama.url }, detectLocalModels: true });
    const config = (await app.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(config.models).toEqual([
      expect.objectContaining({ id: 'offline' }),
      { id: 'llama3.1:8b', label: 'llama3.1:8b (Ollama on this machine)', provider: 'openai' },
    ]);

    const user = await buildUser({ db: app.db, clock: app.clock });
    const session = await signInAs({ db: app.db, clock: app.clock, userId: user.id });
    const res = await app.app.inject({
      method: 'POST',
      url: paths['issue-tree'],
      headers: session.headers,
      payload: { problemStatement, model: 'llama3.1:8b' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ provider: 'openai', model: 'llama3.1:8b' });
    // Without a model chosen, the default stays the offline engine: nothing leaves for a model unasked.
    const plain = await app.app.inject({
      method: 'POST',
      url: paths.brief,
      headers: session.headers,
      payload: { problemStatement },
    });
    expect(plain.json().meta.provider).toBe('offline');
    await app.close();
    await ollama.close();
  });

  it('is not looked for when AI_DETECT_OLLAMA=false', async () => {
    const ollama = await startFakeModel({ ollamaModels: ['llama3.1:8b'] });
    const app = await buildTestApp({
      env: { AI_OLLAMA_URL: ollama.url, AI_DETECT_OLLAMA: 'false' },
      detectLocalModels: true,
    });
    const config = (await app.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(config.models.map((m: { id: string }) => m.id)).toEqual(['offline']);
    expect(ollama.requests).toHaveLength(0);
    await app.close();
    await ollama.close();
  });
});

describe('npm run start:generation', () => {
  it('serves the generation API alone', async () => {
    // The compiled entry point is exercised by the build; here the same surface is built in-process.
    const { buildApp } = await import('../src/app.js');
    const app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: { send: async () => undefined, close: () => undefined },
      clock: t.clock,
      surface: 'generation',
      logger: false,
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: paths['issue-tree'], headers, payload: { problemStatement } });
    expect(res.statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(404);
    await app.close();
  });
});

describe('generation rate limits', () => {
  it('refuse a user over the per-minute limit with 429 and Retry-After, and let others through', async () => {
    const limited = await buildTestApp({ env: { OFFLINE_RATE_PER_MINUTE: '3' } });
    const [alice, bob] = [
      await buildUser({ db: limited.db, clock: limited.clock }),
      await buildUser({ db: limited.db, clock: limited.clock }),
    ];
    const asAlice = await signInAs({ db: limited.db, clock: limited.clock, userId: alice.id });
    const asBob = await signInAs({ db: limited.db, clock: limited.clock, userId: bob.id });
    const ask = (headers: Record<string, string>) =>
      limited.app.inject({ method: 'POST', url: paths['issue-tree'], headers, payload: { problemStatement } });
    for (let i = 0; i < 3; i += 1) expect((await ask(asAlice.headers)).statusCode).toBe(200);
    const refused = await ask(asAlice.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(asBob.headers)).statusCode).toBe(200);
    limited.clock.advance(60_000);
    expect((await ask(asAlice.headers)).statusCode).toBe(200);
    await limited.close();
  });

  it('count brief drafts against the same per-user limit as every other artefact', async () => {
    const limited = await buildTestApp({ env: { OFFLINE_RATE_PER_MINUTE: '2' } });
    const user = await buildUser({ db: limited.db, clock: limited.clock });
    const session = await signInAs({ db: limited.db, clock: limited.clock, userId: user.id });
    const ask = (url: string) =>
      limited.app.inject({ method: 'POST', url, headers: session.headers, payload: { problemStatement } });
    expect((await ask(paths.brief)).statusCode).toBe(200);
    expect((await ask(paths['issue-tree'])).statusCode).toBe(200);
    const refused = await ask(paths.brief);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    await limited.close();
  });
});
