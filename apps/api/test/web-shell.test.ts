import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PublicConfigSchema } from '@caseboard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../src/plugins/web.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      ANALYTICS_URL: 'https://tags.example.com/gtag/js',
      ANALYTICS_TAG_ID: 'G-TEST',
      FEEDBACK_FORM_URL: 'https://forms.example.com/feedback?from="app"&x=<y>',
      I18N_URL_STRATEGY: 'prefix_except_default',
    },
  });
});
afterAll(() => t.close());

function pageConfig(html: string) {
  const content = /<meta name="caseboard-config" content="([^"]*)"/.exec(html)?.[1];
  if (content === undefined) throw new Error('no caseboard-config meta tag');
  const json = content
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return PublicConfigSchema.parse(JSON.parse(json));
}

describe('the page shell', () => {
  it('carries the public configuration in a meta tag, the same as GET /api/v1/config', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/auth/sign-in' });
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const config = pageConfig(page.body);
    expect(config).toEqual(api.json());
    expect(config).toMatchObject({
      analytics: { url: 'https://tags.example.com/gtag/js', tagId: 'G-TEST' },
      i18n: { urlStrategy: 'prefix_except_default', defaultLocale: 'en' },
      links: { feedbackForm: 'https://forms.example.com/feedback?from="app"&x=<y>', dataRequestForm: null },
      buildId: 'fixture-build',
    });
    // Quotes and angle brackets from configuration cannot break out of the attribute.
    expect(page.body).not.toContain('from="app"');
    expect(page.body).not.toContain('<y>');
  });

  it('allows exactly the configured analytics origin in the CSP', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/tags\.example\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/tags\.example\.com(;|$)/);
  });

  it('sends the page compressed with brotli or gzip, as the browser accepts, and plain otherwise', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the precompressed sibling of an asset, still cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("console.info('fixture')");
  });

  it('does not compress API answers, which carry tokens next to user input', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
