// The public configuration over real HTTP: answered before Fastify's routing (src/lib/static-answers.ts),
// it must be the answer Fastify's own route gives, carry the same headers, and be counted and logged
// as Fastify's route counts and logs it (at debug: plugins/observability.ts requestLogLevel).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaticAnswers } from '../../src/lib/static-answers.js';
import { captureLog } from '../support/log-capture.js';
import { buildTestApp, listenOnLoopback, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

const headersOf = (answer: Response) => Object.fromEntries([...answer.headers].filter(([name]) => !VARYING.has(name)));

describe('the public configuration as a static answer', () => {
  let t: TestApp;
  let base: string;
  const log = captureLog('debug');
  const answered = vi.spyOn(StaticAnswers.prototype, 'answer');
  beforeAll(async () => {
    // Behind one proxy: the logged address is the one X-Forwarded-For names, as Fastify's request.ip gives it.
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' }, logger: log.logger });
    base = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it("is byte for byte the answer of Fastify's route, with the same headers", async () => {
    const fast = await fetch(`${base}/api/v1/config`, { headers: { 'x-request-id': 'static-answer-0001' } });
    // A query string goes on to Fastify's route.
    const routed = await fetch(`${base}/api/v1/config?via=fastify`, {
      headers: { 'x-request-id': 'routed-answer-01' },
    });
    expect(fast.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(await fast.text()).toBe(await routed.text());
    expect(headersOf(fast)).toEqual(headersOf(routed));
    expect(fast.headers.get('x-request-id')).toBe('static-answer-0001');
    // The first was answered before Fastify; the one with a query string went on to Fastify.
    expect(answered.mock.results.slice(0, 2).map((result) => result.value)).toEqual([true, false]);
    expect(fast.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(fast.headers.get('cache-control')).toBe('no-cache');
    const injected = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(injected.json()).toEqual(await (await fetch(`${base}/api/v1/config`)).json());
  });

  it('answers HEAD without a body, and leaves other methods to Fastify', async () => {
    const head = await fetch(`${base}/api/v1/config`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100);
    const post = await fetch(`${base}/api/v1/config`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: '{}',
    });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { code: string }).code).toBe('not_found');
  });

  it('is counted, and logged at debug as the route logs it, with the client address behind the proxy', async () => {
    log.lines.length = 0;
    await fetch(`${base}/api/v1/config`, {
      headers: { 'x-request-id': 'static-answer-0002', 'x-forwarded-for': '203.0.113.7' },
    });
    await fetch(`${base}/api/v1/config?via=fastify`, {
      headers: { 'x-request-id': 'routed-answer-02', 'x-forwarded-for': '203.0.113.7' },
    });
    await expect.poll(() => log.lines.filter((line) => line.msg === 'request completed').length).toBe(2);
    const [fast, routed] = log.lines.filter((line) => line.msg === 'request completed');
    expect(routed).toMatchObject({ level: 20, reqId: 'routed-answer-02' });
    expect(fast).toMatchObject({
      level: 20,
      reqId: 'static-answer-0002',
      req: { id: 'static-answer-0002', method: 'GET', url: '/api/v1/config', ip: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect((fast!.req as { ip: string }).ip).toBe((routed!.req as { ip: string }).ip);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await metrics.text()).toMatch(
      /caseboard_http_requests_total\{route="\/api\/v1\/config",method="GET",status="200"\} [3-9]/,
    );
  });
});

describe('the public configuration with the log at info', () => {
  it('writes no line for it either way, and still counts it; an API request logs at info', async () => {
    const log = captureLog('info');
    const t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, logger: log.logger });
    try {
      const base = await listenOnLoopback(t.app);
      for (const path of ['/api/v1/config', '/api/v1/config', '/api/v1/config?via=fastify', '/api/v1/nothing-here']) {
        await fetch(`${base}${path}`);
      }
      // The 404 is the last request and logs at info: once it is there, the lines before it are too.
      await expect
        .poll(() =>
          log.lines.filter((line) => line.msg === 'request completed').map((line) => (line.req as { url: string }).url),
        )
        .toEqual(['/api/v1/nothing-here']);
      const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(metrics).toMatch(
        /caseboard_http_requests_total\{route="\/api\/v1\/config",method="GET",status="200"\} 3\n/,
      );
    } finally {
      await t.close();
    }
  });
});

describe('the client address both ways answer with, for each kind of TRUST_PROXY', () => {
  // From 127.0.0.1, with X-Forwarded-For naming 203.0.113.7: what each path logs as the client.
  const cases = [
    { trustProxy: 'false', ip: '127.0.0.1' },
    { trustProxy: 'true', ip: '203.0.113.7' },
    { trustProxy: '127.0.0.1/8', ip: '203.0.113.7' },
    { trustProxy: '10.0.0.0/8', ip: '127.0.0.1' },
  ];

  for (const { trustProxy, ip } of cases) {
    it(`TRUST_PROXY=${trustProxy}: ${ip}`, async () => {
      const log = captureLog('debug');
      const t = await buildTestApp({ env: { TRUST_PROXY: trustProxy }, logger: log.logger });
      try {
        const base = await listenOnLoopback(t.app);
        for (const path of ['/api/v1/config', '/api/v1/config?via=fastify']) {
          await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
        }
        await expect.poll(() => log.lines.filter((line) => line.msg === 'request completed').length).toBe(2);
        const ips = log.lines
          .filter((line) => line.msg === 'request completed')
          .map((line) => (line.req as { ip: string }).ip);
        expect(ips).toEqual([ip, ip]);
      } finally {
        await t.close();
      }
    });
  }
});
