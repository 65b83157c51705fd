import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { serializeError } from '../../src/lib/logging.js';
import { buildUser, signInAs } from '../support/factories.js';
import { captureLog } from '../support/log-capture.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const problemStatement =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years. How can it restore an 8% margin within 24 months?";

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const log = captureLog('info');
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, logger: log.logger });
    const user = await buildUser({ db: t.db, clock: t.clock });
    ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  });
  afterAll(() => t.close());

  it('exposes request histograms by route, generation durations and tokens, rate-limit hits and event-loop lag', async () => {
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/brief',
      headers,
      payload: { problemStatement },
    });
    expect(generated.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers });

    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /caseboard_http_request_duration_seconds_bucket\{le="[\d.]+",route="\/api\/v1\/projects",method="GET"\} \d/,
    );
    expect(text).toMatch(/caseboard_http_requests_total\{route="\/api\/v1\/ai\/brief",method="POST",status="200"\} 1/);
    expect(text).toMatch(
      /caseboard_generation_duration_seconds_count\{provider="offline",artefact="brief",status="succeeded"\} 1/,
    );
    expect(text).toContain('# TYPE caseboard_generation_tokens_total counter');
    expect(text).toContain('# TYPE caseboard_rate_limit_hits_total counter');
    expect(text).toContain('caseboard_nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/caseboard_ready 1/);
  });

  it('answers 401 to a missing or wrong token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('logs each request once with the signed-in user id, and the probes not at info', async () => {
    log.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/ready' });
    const completed = log.lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ userId: expect.any(Number), res: { statusCode: 200 } });
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  const log = captureLog('debug');
  beforeAll(async () => {
    t = await buildTestApp({ logger: log.logger });
  });
  afterAll(() => t.close());

  it('has no /metrics at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('caseboard_');
  });

  it('logs health probes at debug', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const probe = log.lines.find((line) => line.msg === 'request completed' && line.level === 20);
    expect(probe).toBeDefined();
  });

  it('keeps e-mail addresses out of a database error', async () => {
    const user = await buildUser({ db: t.db, clock: t.clock, email: 'maria.kowalska@example.org' });
    let error: unknown;
    try {
      await buildUser({ db: t.db, clock: t.clock, email: user.email });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeDefined();
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('users');
    expect(logged).not.toContain('maria.kowalska');
    void users;
  });
});
