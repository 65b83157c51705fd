import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the web app', () => {
  it('serves the app shell at / with the security headers and no caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers client routes with the shell (history fallback)', async () => {
    for (const url of ['/v1.0/projects', '/projects/12', '/auth/sign-in?returnUrl=%2Fprojects%2F1', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('keeps tokens in page URLs out of the Referer header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/reset-password/abc' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('caches hashed assets for a year and revalidates the build manifest', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/build.json' });
    expect(manifest.json()).toEqual({ buildId: 'fixture-build' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 rather than the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('the API', () => {
  it('reports health with the database state and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('gives API answers the API security headers and its id, errors and the page headers to the API docs', async () => {
    for (const url of ['/api/v1/config', '/api/health', '/api/v1/no-such-route', '/api/v1/projects']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'request-00000001' } });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-request-id'], url).toBe('request-00000001');
    }
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(String(docs.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('publishes the public configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Number.isInteger(body.maxProjects)).toBe(true);
    expect(body).toMatchObject({
      maxProjects: 3,
      analytics: null,
      consultingApiBase: '/api/v1/ai',
      locales: ['en', 'de'],
      buildId: 'fixture-build',
    });
    expect(body.models).toContainEqual(expect.objectContaining({ id: 'offline', provider: 'offline' }));
  });

  it('serves an OpenAPI 3 document and a browsable page', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/v1/config']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302 ? await t.app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger');
  });

  it('answers an unknown /api path with JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'malformed_json', message: expect.any(String) });
    expect(res.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it('refuses a body over the default limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses hostile nesting and prototype poisoning before any route sees them', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(5000) + ']'.repeat(5000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().code).toBe('validation_failed');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().code).toBe('malformed_json');
  });
});

describe('with https and analytics configured', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await buildTestApp({
      env: {
        PUBLIC_URL: 'https://caseboard.example.com',
        ANALYTICS_URL: 'https://analytics.example.net/gtag/js',
        ANALYTICS_TAG_ID: 'G-TEST123',
      },
    });
  });
  afterAll(() => secure.close());

  it('sends HSTS for a year and allows exactly the analytics origin', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://analytics.example.net;");
    expect(csp).not.toMatch(/script-src[^;]*\*/);
  });

  it('sends HSTS with API answers too', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('publishes the analytics script and tag id', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json().analytics).toEqual({ url: 'https://analytics.example.net/gtag/js', tagId: 'G-TEST123' });
  });
});

describe('the signed-in user', () => {
  it('is answered by bearer token, and 401 for anonymous or unknown tokens', async () => {
    const { buildUser, signInAs } = await import('./support/factories.js');
    const user = await buildUser({ db: t.db, clock: t.clock, fullName: 'Ada Lovelace' });
    const { headers, token } = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: user.id, email: user.email, fullName: 'Ada Lovelace', locale: 'en', status: 'active' },
    });
    const byCookie = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', cookies: { auth_token: token } });
    expect(byCookie.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthorized');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      cookies: { auth_token: 'x'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
  });
});
