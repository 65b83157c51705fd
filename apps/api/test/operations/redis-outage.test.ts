import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/lib/rate-limit.js';
import { buildUser, signInAs } from '../support/factories.js';
import { buildTestApp, type TestApp } from '../support/test-app.js';
import { freePort } from './support.js';

/**
 * Redis configured but not there (a closed port on loopback, as after a crash): rate-limited requests
 * answer at once with limits counted per instance, instead of stalling on the counters, and readiness
 * says Redis is down. The time it takes is in bench/suites/08-redis-outage.mjs.
 */
describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const port = await freePort();
    t = await buildTestApp({
      env: { OFFLINE_RATE_PER_MINUTE: '3' },
      rateLimiter: createRateLimiter({ redisUrl: `redis://127.0.0.1:${port}` }),
    });
    const user = await buildUser({ db: t.db, clock: t.clock });
    ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  });
  afterAll(() => t.close());

  const generate = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/ai/brief',
      headers,
      payload: {
        problemStatement: 'A regional airline lost six points of margin in three years. How does it win them back?',
      },
    });

  it('answers rate-limited requests and still enforces the limit, per instance', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await generate()).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  }, 20_000);

  it('reports Redis as down on the readiness endpoint, while staying ready', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', redis: 'down' });
  });
});
