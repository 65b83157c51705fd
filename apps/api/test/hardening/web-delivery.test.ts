import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.js';

// Finding 12: source maps were public, and the reset page spelt in other case kept the default
// referrer policy (the token could leave in the Referer header).

let t: TestApp;
let withMaps: TestApp;
beforeAll(async () => {
  [t, withMaps] = await Promise.all([buildTestApp(), buildTestApp({ env: { SERVE_SOURCE_MAPS: 'true' } })]);
});
afterAll(() => Promise.all([t.close(), withMaps.close()]));

describe('the web build', () => {
  it('keeps source maps private unless SERVE_SOURCE_MAPS asks for them', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/INDEX-abc123.js.MAP']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRET SOURCE');
    }
    const served = await withMaps.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('SECRET SOURCE');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(200);
  });

  it('sends no referrer from token pages however the path is spelt', async () => {
    for (const url of [
      '/auth/reset-password/abc',
      '/AUTH/Reset-Password/abc',
      '/auth/RESET-PASSWORD/abc',
      '/auth/reset%2Dpassword/abc',
      '/Auth/Invite-User/abc',
      '/auth/ACTIVATE-user/abc',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const other = await t.app.inject({ method: 'GET', url: '/projects' });
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
