import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedOrigins } from '../src/plugins/auth.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await buildUser({ db: t.db, clock: t.clock });
  token = (await signInAs({ db: t.db, clock: t.clock, userId: user.id })).token;
});
afterAll(() => t.close());

const feedback = (headers: Record<string, string>, payload: string | undefined = '{"message":"Hello"}') =>
  t.app.inject({ method: 'POST', url: '/api/v1/feedbacks', headers, payload });

describe('state changes made with the session cookie', () => {
  it('are refused without an Origin, and from any origin but the app’s', async () => {
    for (const origin of [undefined, 'https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const res = await feedback({
        cookie: `auth_token=${token}`,
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
      });
      expect(res.statusCode, String(origin)).toBe(403);
      expect(res.json().code).toBe('origin_not_allowed');
    }
  });

  it('are refused when the body is not JSON, as a cross-site form would send it', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await feedback(
        { cookie: `auth_token=${token}`, origin: 'http://localhost:3000', 'content-type': type },
        'message=Hello',
      );
      expect(res.statusCode, type).toBe(415);
    }
  });

  it('pass as JSON from the app’s origin, or with only a Referer from it', async () => {
    const ok = await feedback({
      cookie: `auth_token=${token}`,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
    });
    expect(ok.statusCode).toBe(201);
    const referer = await feedback({
      cookie: `auth_token=${token}`,
      referer: 'http://localhost:3000/projects/1',
      'content-type': 'application/json',
    });
    expect(referer.statusCode).toBe(201);
  });

  it('do not hold up anonymous endpoints that never use the cookie, such as sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/passwords/reset',
      headers: { cookie: `auth_token=${token}`, 'content-type': 'application/json' },
      payload: { email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(202);
  });

  it('do not apply to reads', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/me', cookies: { auth_token: token } })).statusCode).toBe(200);
  });
});

describe('state changes made with a bearer token', () => {
  it('need no Origin: a browser never attaches that header by itself', async () => {
    const res = await feedback({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    expect(res.statusCode).toBe(201);
  });
});

describe('the allowed origins', () => {
  it('are PUBLIC_URL’s origin, plus the Vite dev server in development only', () => {
    expect([...allowedOrigins(testConfig({ PUBLIC_URL: 'https://caseboard.example.com/app' }, '/unused'))]).toEqual([
      'https://caseboard.example.com',
    ]);
    const dev = allowedOrigins(testConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173' }, '/unused'));
    expect(dev).toEqual(
      new Set(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:3000', 'http://127.0.0.1:3000']),
    );
  });
});
