import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('compressed answers in the whole app', () => {
  it('sends a large project brotli-compressed to a browser that accepts it, the same JSON once inflated', async () => {
    const user = await buildUser({ db: t.db, clock: t.clock });
    const caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const brief = {
      keyQuestion: 'How do we recover 150 bp of margin?',
      situation: 'Margins fell. '.repeat(60),
      complication: 'Costs rose. '.repeat(60),
    };
    const project = await buildProject({
      db: t.db,
      clock: t.clock,
      ownerId: user.id,
      body: JSON.stringify({ version: '1.1', brief }),
    });
    const url = `/api/v1/projects/${project.id}`;
    const plain = await t.app.inject({ url, headers: caller.headers });
    const packed = await t.app.inject({ url, headers: { ...caller.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });
});
