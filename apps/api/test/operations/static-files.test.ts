// The web build's hashed assets over real HTTP: answered from memory before Fastify's routing
// (src/lib/static-answers.ts, src/plugins/web.ts readAssets), they must be the answers the static plugin
// gives for the same request, byte for byte and header for header, in every encoding a client may ask
// for; conditional and range requests, query strings and other methods go on to the static plugin.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StaticAnswers } from '../../src/lib/static-answers.js';
import { captureLog } from '../support/log-capture.js';
import { buildTestApp, listenOnLoopback, type TestApp } from '../support/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

/** Headers as sent, lower-cased, without those that differ between any two answers. */
const headersOf = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.has(name)));

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request exactly as given (fetch would add its own Accept-Encoding and decompress the answer). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A build with each kind of file the static plugin tells apart. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'caseboard-static-files-'));
  mkdirSync(join(dist, 'assets/nested'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>');
  writeFileSync(join(dist, 'build.json'), '{"buildId":"static-files-test"}');
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const both = (path: string, text: string) => {
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
  };
  both('assets/app-abc123.js', script);
  // Only a brotli sibling: a client that takes gzip alone gets the plain file.
  writeFileSync(join(dist, 'assets/style-abc123.css'), 'body { color: #111; }\n'.repeat(50));
  writeFileSync(join(dist, 'assets/style-abc123.css.br'), brotliCompressSync('body { color: #111; }\n'.repeat(50)));
  // No siblings at all, and binary.
  writeFileSync(join(dist, 'assets/font-abc123.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3, 255]));
  both('assets/nested/chunk-abc123.js', 'export default 1;\n');
  writeFileSync(join(dist, 'assets/app-abc123.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'assets/.hidden.js'), 'secret');
  return dist;
}

const ASSETS = [
  '/assets/app-abc123.js',
  '/assets/style-abc123.css',
  '/assets/font-abc123.woff2',
  '/assets/nested/chunk-abc123.js',
];
const ENCODINGS = [
  undefined,
  'br',
  'gzip',
  'br, gzip',
  'gzip, deflate, br, zstd',
  'gzip;q=1, br;q=0.5',
  'deflate',
  'deflate, gzip;q=0.5',
  'br;q=0, gzip;q=0',
  '*',
  'identity',
  'BR',
];

describe("the web build's assets as static answers", () => {
  let t: TestApp;
  let base: string;
  let dist: string;
  const log = captureLog('debug');
  const answered = vi.spyOn(StaticAnswers.prototype, 'answer');
  beforeAll(async () => {
    dist = fakeBuild();
    t = await buildTestApp({ env: { WEB_DIST: dist, METRICS_TOKEN: TOKEN }, logger: log.logger });
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** The answer from memory and the static plugin's answer (a query string sends it there) to the same request. */
  async function both(path: string, headers: Record<string, string>, method = 'GET') {
    answered.mockClear();
    const fast = await get(`${base}${path}`, headers, method);
    const routed = await get(`${base}${path}?via=static-plugin`, headers, method);
    const taken = answered.mock.results.map((result) => result.value as boolean);
    return { fast, routed, taken };
  }

  it('answers every asset in every encoding exactly as the static plugin does', async () => {
    for (const path of ASSETS) {
      for (const encoding of ENCODINGS) {
        const headers: Record<string, string> = encoding === undefined ? {} : { 'accept-encoding': encoding };
        const { fast, routed, taken } = await both(path, headers);
        const label = `${path} with Accept-Encoding ${JSON.stringify(encoding)}`;
        // The answer from memory when it holds the form the client prefers (or it takes none); else the
        // static plugin answers both (a missing sibling, deflate: the compression plugin may compress).
        expect(taken[1], label).toBe(false);
        expect(fast.status, label).toBe(200);
        expect(routed.status, label).toBe(200);
        expect(headersOf(fast.headers), label).toEqual(headersOf(routed.headers));
        expect(fast.body.equals(routed.body), label).toBe(true);
      }
    }
  });

  it('takes what browsers ask for from memory', async () => {
    const browsers = ['gzip, deflate, br, zstd', 'gzip, deflate, br', 'br, gzip'];
    for (const path of ['/assets/app-abc123.js', '/assets/nested/chunk-abc123.js']) {
      for (const encoding of [undefined, ...browsers]) {
        const { taken } = await both(path, encoding === undefined ? {} : { 'accept-encoding': encoding });
        expect(taken, `${path} ${encoding}`).toEqual([true, false]);
      }
    }
  });

  it("sends the compressed sibling the client asked for, with the pages' security headers", async () => {
    const { fast } = await both('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(fast.headers['content-encoding']).toBe('br');
    expect(fast.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(fast.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fast.headers.vary).toBe('accept-encoding');
    expect(fast.headers['content-security-policy']).toContain("script-src 'self'");
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { fast, routed, taken } = await both('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(taken).toEqual([true, false]);
    expect(fast.status).toBe(200);
    expect(fast.body.length).toBe(0);
    expect(headersOf(fast.headers)).toEqual(headersOf(routed.headers));
  });

  it('leaves conditional and range requests to the static plugin', async () => {
    const first = await get(`${base}/assets/app-abc123.js`, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    for (const [headers, status] of [
      [{ 'if-none-match': etag }, 304],
      [{ 'if-modified-since': lastModified }, 304],
      [{ range: 'bytes=0-9' }, 206],
    ] as const) {
      answered.mockClear();
      const answer = await get(`${base}/assets/app-abc123.js`, { 'accept-encoding': 'br', ...headers });
      expect(answer.status).toBe(status);
      expect(answered.mock.results.map((result) => result.value)).toEqual([false]);
    }
  });

  it('serves no source maps, dot files or missing files, from memory or from the static plugin', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/assets/.hidden.js', '/assets/missing-abc123.js']) {
      answered.mockClear();
      const answer = await get(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      expect(
        answered.mock.results.map((result) => result.value),
        path,
      ).toEqual([false]);
    }
  });

  it("is counted and logged (at debug) under the static route, as the static plugin's answers are", async () => {
    log.lines.length = 0;
    await fetch(`${base}/assets/font-abc123.woff2`, { headers: { 'x-request-id': 'static-file-00001' } });
    await fetch(`${base}/assets/font-abc123.woff2?via=static-plugin`, {
      headers: { 'x-request-id': 'routed-file-00001' },
    });
    await expect.poll(() => log.lines.filter((line) => line.msg === 'request completed').length).toBe(2);
    const [fast, routed] = log.lines.filter((line) => line.msg === 'request completed');
    expect(routed).toMatchObject({ level: 20, reqId: 'routed-file-00001' });
    expect(fast).toMatchObject({
      level: 20,
      reqId: 'static-file-00001',
      req: { method: 'GET', url: '/assets/font-abc123.woff2', ip: (routed!.req as { ip: string }).ip },
      res: { statusCode: 200 },
    });
    const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    // Both answers under the one label the static plugin's wildcard route gives.
    expect(metrics).toMatch(/caseboard_http_requests_total\{route="\/\*",method="GET",status="200"\} ([2-9]|\d\d+)/);
  });
});
