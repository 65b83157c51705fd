import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { buildUser, signInAs } from '../support/factories.js';
import { ROOMY, buildTestApp, type TestApp } from '../support/test-app.js';

/** `npm run start:generation` serves generation and what it needs, and no account or mail routes. */
describe('the generation surface', () => {
  let t: TestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    app = await buildApp({
      config: t.config,
      database: t.database,
      mailer: { send: async () => undefined, close: () => undefined },
      clock: t.clock,
      rateLimiter: t.rateLimiter,
      surface: 'generation',
      pressure: ROOMY,
      logger: false,
    });
    const user = await buildUser({ db: t.db, clock: t.clock });
    ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('generates for a signed-in user and answers its probes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/ai/brief',
      headers,
      payload: { problemStatement: 'A regional airline lost six points of margin. How does it win them back?' },
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('has no sign-in, sign-up, password or project routes', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/auth/sign-in'],
      ['POST', '/api/v1/auth/sign-up'],
      ['POST', '/api/v1/passwords/reset'],
      ['GET', '/api/v1/auth/me'],
      ['GET', '/api/v1/projects'],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});
