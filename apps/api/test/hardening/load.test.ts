import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from '../../src/lib/worker-pool.js';
import { buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 10: 300 parallel offline generations (inside the per-user limits) pushed /api/health to
// 2.9 s, and a flood of failed sign-ins made a real sign-in take 7 s. The figures live in
// bench/suites/07-load.mjs; these tests show the mechanisms: work off the event loop, bounded queues,
// 503 with Retry-After instead of a pile-up.

describe('the worker pool', () => {
  it('runs tasks on its workers, queues a bounded number and refuses the rest at once with 503 and Retry-After', async () => {
    const pool = createWorkerPool<string, string>({
      url: new URL('../fixtures/workers/hold.mjs', import.meta.url),
      size: 1,
      maxQueue: 1,
    });
    try {
      const first = new AbortController();
      const second = new AbortController();
      const running = pool.run('a', { signal: first.signal });
      const queued = pool.run('b', { signal: second.signal });
      await expect(pool.run('c')).rejects.toMatchObject({
        code: 'service_unavailable',
        statusCode: 503,
        headers: { 'Retry-After': '2' },
      });
      expect(pool.stats()).toEqual({ workers: 1, busy: 1, queued: 1 });
      first.abort();
      expect(await running).toBe('released');
      second.abort();
      expect(await queued).toBe('released');
      expect(pool.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });
});

describe('offline generation under load', () => {
  let t: TestApp;
  let users: Array<Record<string, string>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { GENERATION_WORKERS: '1', GENERATION_QUEUE: '2' } });
    users = [];
    for (let i = 0; i < 5; i += 1) {
      const user = await buildUser({ db: t.db, clock: t.clock });
      users.push((await signInAs({ db: t.db, clock: t.clock, userId: user.id })).headers);
    }
  });
  afterAll(() => t.close());

  it('runs on the worker pool and sheds what its queue cannot hold with 503, while health answers', async () => {
    const generations = Array.from({ length: 15 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ai/issue-tree',
        headers: users[i % users.length],
        payload: { problemStatement: `How can store ${i} of the grocer recover 150 bp of margin within a year?` },
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(generations);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const shed = answers.filter((res) => res.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const res of shed) {
      expect(res.json().code).toBe('service_unavailable');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  });
});

describe('load shedding', () => {
  let t: TestApp;
  let overloaded = true;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp({
      pressure: { overloaded: () => overloaded, reset: () => undefined, close: () => undefined },
    });
    const user = await buildUser({ db: t.db, clock: t.clock });
    ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  });
  afterAll(() => t.close());

  it('refuses expensive requests with 503 and Retry-After while the event loop lags, and keeps health and reads', async () => {
    overloaded = true;
    for (const url of ['/api/v1/auth/sign-in', '/api/v1/ai/issue-tree', '/api/v1/auth/sign-up']) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: {} });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().code).toBe('service_unavailable');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers })).statusCode).toBe(200);
    overloaded = false;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
