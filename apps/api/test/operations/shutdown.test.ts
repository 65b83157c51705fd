import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startFakeModel, type FakeModel } from '@caseboard/engine/testing/fake-model';
import { startLoopback, type LoopbackServer } from '@caseboard/engine/testing/loopback-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { generationRuns } from '../../src/db/schema/index.js';
import { systemClock } from '../../src/lib/clock.js';
import { buildUser, signInAs } from '../support/factories.js';
import { buildOnce, freePort, startProcess, waitFor, type Started } from './support.js';

/**
 * Rolling restarts, as an operator runs them: `npm start` gets SIGTERM (npm passes it on to the server),
 * readiness turns 503 while the server still finishes what it has, a stream in flight runs to its end
 * within the grace, and a stream the grace cannot cover is cut and recorded as cut.
 */

const problemStatement =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

const dirs: string[] = [];

/** A data directory with one signed-in user in its embedded database; returns the bearer header. */
async function seededDataDir(): Promise<{ dataDir: string; headers: Record<string, string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-shutdown-'));
  dirs.push(dataDir);
  const database = await openDatabase({ driver: 'pglite', dataDir, templateDir: dirname(inject('pgliteTemplate')) });
  try {
    const user = await buildUser({ db: database.db, clock: systemClock });
    const { headers } = await signInAs({ db: database.db, clock: systemClock, userId: user.id });
    return { dataDir, headers };
  } finally {
    await database.close();
  }
}

async function runsIn(dataDir: string) {
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    return await database.db.select().from(generationRuns);
  } finally {
    await database.close();
  }
}

/** Opens an NDJSON generation stream; `lines` fills as lines arrive, `done` resolves when it ends. */
function openStream(base: string, headers: Record<string, string>) {
  const lines: Array<{ type: string; code?: string }> = [];
  const done = (async () => {
    const res = await fetch(`${base}/api/v1/ai/issue-tree`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ problemStatement, model: 'test-model' }),
    });
    if (res.status !== 200) throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        lines.push(JSON.parse(buffer.slice(0, newline)) as { type: string });
        buffer = buffer.slice(newline + 1);
      }
    }
    return lines;
  })();
  return { lines, done };
}

const readiness = async (base: string) => {
  const res = await fetch(`${base}/api/ready`);
  return { status: res.status, body: (await res.json()) as { status: string } };
};

beforeAll(() => buildOnce(), 600_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM to npm start', () => {
  let model: FakeModel;
  let server: Started | undefined;
  beforeAll(async () => {
    // A model that streams slowly: the generation runs for seconds, long after SIGTERM arrives.
    model = await startFakeModel({ chunkChars: 12, chunkDelayMs: 15 });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await model.close();
  });

  it('turns readiness 503, lets the stream in flight finish, records it, and exits 0', async () => {
    const { dataDir, headers } = await seededDataDir();
    const port = await freePort();
    server = await startProcess('npm', ['start'], {
      port,
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: 'test-model',
        AI_DETECT_OLLAMA: 'false',
        SHUTDOWN_GRACE_MS: '120000',
        SHUTDOWN_DELAY_MS: '5000',
      },
    });
    expect(await readiness(server.base)).toMatchObject({ status: 200, body: { status: 'ready', redis: 'off' } });

    const stream = openStream(server.base, headers);
    await waitFor(async () => (stream.lines.some((line) => line.type === 'partial') ? true : undefined), 'a partial');
    // The signal goes to npm, as a process manager would send it; npm passes it on to the server.
    server.child.kill('SIGTERM');

    const draining = await waitFor(async () => {
      const answer = await readiness(server!.base);
      return answer.status === 503 ? answer : undefined;
    }, 'readiness to answer 503');
    expect(draining.body).toMatchObject({ status: 'draining' });

    const lines = await stream.done;
    expect(lines.at(-1)).toMatchObject({ type: 'final' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down: readiness answers 503');

    const runs = await runsIn(dataDir);
    expect(runs).toEqual([expect.objectContaining({ artefact: 'issue-tree', status: 'succeeded' })]);
  }, 300_000);
});

describe('a stream the grace cannot cover', () => {
  let hanging: LoopbackServer;
  let server: Started | undefined;
  beforeAll(async () => {
    hanging = await startLoopback([{ kind: 'hang' }]);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await hanging.close();
  });

  it('is cut when the grace runs out, told so, logged and recorded as cut', async () => {
    const { dataDir, headers } = await seededDataDir();
    const port = await freePort();
    server = await startProcess('npm', ['start'], {
      port,
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `${hanging.url}/v1`,
        AI_MODEL: 'test-model',
        AI_MAX_RETRIES: '0',
        AI_DETECT_OLLAMA: 'false',
        AI_TIMEOUT_MS: '600000',
        SHUTDOWN_GRACE_MS: '1000',
      },
    });
    const stream = openStream(server.base, headers);
    await waitFor(async () => (hanging.requests.length > 0 ? true : undefined), 'the provider to be asked');
    server.child.kill('SIGTERM');

    const lines = await stream.done;
    expect(lines.at(-1)).toMatchObject({ type: 'error', code: 'service_unavailable' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('generation cut by shutdown');

    const runs = await runsIn(dataDir);
    expect(runs).toEqual([expect.objectContaining({ status: 'cancelled', errorCode: 'shutdown' })]);
  }, 300_000);
});
