import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression.js';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, label: `Node ${i}` })) };
const app = Fastify();

beforeAll(async () => {
  await app.register(compressionPlugin);
  app.get('/api/v1/projects/1', async () => big);
  app.get('/api/v1/small', async () => ({ ok: true }));
  app.post('/api/v1/auth/sign-in', async () => ({ token: 'secret-session-token', ...big }));
  app.get('/api/v1/ai/stream', async (_request, reply) =>
    reply.type('application/x-ndjson').send(`${JSON.stringify(big)}\n`),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url, headers: { 'accept-encoding': encoding } });

describe('API compression', () => {
  it('compresses a JSON answer over 1 KB with brotli, or gzip, and says so', async () => {
    const br = await get('/api/v1/projects/1', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 4);
    const gzip = await get('/api/v1/projects/1', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('leaves small answers, clients that ask for none, token-bearing answers and streams uncompressed', async () => {
    expect((await get('/api/v1/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/v1/projects/1', 'identity')).headers['content-encoding']).toBeUndefined();
    const signIn = await get('/api/v1/auth/sign-in', 'br', 'POST');
    expect(signIn.headers['content-encoding']).toBeUndefined();
    expect(signIn.json()).toMatchObject({ token: 'secret-session-token' });
    expect((await get('/api/v1/ai/stream', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate compressed request bodies, which would slip past the body limits', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
