import { Writable } from 'node:stream';
import { startFakeModel, type FakeModel } from '@caseboard/engine/testing/fake-model';
import { httpError } from '@caseboard/engine/testing/loopback-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/lib/logging.js';
import { buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

/** A generation that fails at the provider, with the production logger settings at trace level. */
const problemStatement =
  'Confidential: Project Heron, the Lindqvist family office, must cut its fund fees by 40 bps before the Q3 board. How?';

let t: TestApp;
let provider: FakeModel;
let headers: Record<string, string>;
const lines: string[] = [];
beforeAll(async () => {
  provider = await startFakeModel({ script: [httpError(500), httpError(400, {}, 'context length exceeded')] });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await buildTestApp({
    env: {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'sk-secret-provider-key',
      AI_MODEL: 'test-model',
      AI_MAX_RETRIES: '0',
    },
    logger: { ...(loggerOptions('trace') as object), stream },
  });
  const user = await buildUser({ db: t.db, clock: t.clock });
  ({ headers } = await signInAs({ db: t.db, clock: t.clock, userId: user.id }));
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

describe('the logs of a generation the provider fails', () => {
  it('name the failure but never carry the problem statement, the prompts or the provider key', async () => {
    // Nothing goes around the logger to stderr either (the AI SDK prints failed streams by default).
    const stderr = vi.spyOn(console, 'error');
    const url = '/api/v1/ai/issue-tree';
    const json = await t.app.inject({ method: 'POST', url, headers, payload: { problemStatement } });
    expect(json.statusCode).toBe(502);
    const streamed = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, accept: 'application/x-ndjson' },
      payload: { problemStatement },
    });
    expect(streamed.body).toContain('"type":"error"');

    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
    const log = lines.join('');
    expect(log).toContain('provider_unavailable');
    for (const secret of ['Lindqvist', 'Project Heron', 'sk-secret-provider-key', 'problem_statement']) {
      expect(log).not.toContain(secret);
    }
  });
});
