// Generation: the offline issue tree in-process and over HTTP, the time to the first streamed line,
// and what the server adds to a provider's first token (the fake small model on loopback with a fixed
// delay, asked for the tree in parts as a real model is).
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  measure,
  percentiles,
  printLatencies,
  printTable,
  root,
  seedAccount,
  startCaseboard,
  threadCpuMs,
} from '../lib.mjs';

const problemStatement =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

/** What the server may add to a provider's first token, at p50 (a miss sets the exit code to 1). */
const FIRST_TOKEN_GOAL_MS = 20;

/** Requests the server shed (503 with Retry-After) and that were asked again: printed with the latencies. */
let shed = 0;

/**
 * Milliseconds until the first NDJSON line of a streamed generation. A server that sheds load (a
 * loaded machine lags its event loop, plugins/load-shedding.ts) answers 503 with Retry-After: the
 * request is asked again after that wait, as a client that honours it would, and only the answered
 * attempt is timed.
 */
async function firstLine(url, token, body) {
  for (let attempt = 1; ; attempt += 1) {
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify(body),
    });
    if (res.status === 503 && attempt < 10) {
      shed += 1;
      await res.arrayBuffer();
      const seconds = Number(res.headers.get('retry-after') ?? 1);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    // A refusal (a rate limit, say) answers fast and would pass for a fast first token: count only artefact lines.
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return readFirstLine(url, res, started);
  }
}

/** Reads `res` up to its first line, which must be an artefact; milliseconds since `started`. */
async function readFirstLine(url, res, started) {
  const reader = res.body.getReader();
  const { value } = await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  const first = new TextDecoder().decode(value).split('\n')[0];
  if (!/^\{"type":"(partial|final)"/.test(first)) throw new Error(`${url} streamed no artefact first: ${first}`);
  return elapsed;
}

/**
 * The fake small model (packages/engine/src/testing/fake-model.ts) with a fixed delay before its first
 * token: it answers each part the engine asks for (the top of the tree first), in one chunk big enough to
 * hold the root question, so "the provider's first token" and "the first line a client can show" are the
 * same moment on both paths.
 */
async function slowProvider(delayMs) {
  const { startFakeModel } = await import(pathToFileURL(join(root, 'packages/engine/dist/testing/fake-model.js')).href);
  return startFakeModel({ firstTokenDelayMs: delayMs, chunkChars: 400 });
}

/** Milliseconds until the provider's first streamed byte, asked directly with the engine's own first request. */
async function directFirstChunk(url, body) {
  const started = performance.now();
  const res = await fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const reader = res.body.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

export async function run() {
  // In-process: the engine alone.
  const { createEngine } = await import(pathToFileURL(join(root, 'packages/engine/dist/index.js')).href);
  const engine = createEngine({ provider: 'offline', timeoutMs: 60_000, maxOutputTokens: 8_000, maxRetries: 0 });
  const inProcess = [];
  for (let i = 0; i < 300; i += 1) {
    const started = performance.now();
    await engine.generate('issue-tree', { problemStatement: `${problemStatement} (variant ${i % 20})` });
    inProcess.push(performance.now() - started);
  }

  // Over HTTP: the built server with the offline engine.
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-'));
  const { token, database } = await seedAccount({ dataDir });
  await database.close();
  // Generous limits: the benchmark is one user sending far more than a person would.
  const unlimited = {
    OFFLINE_RATE_PER_MINUTE: '100000',
    OFFLINE_RATE_PER_DAY: '10000000',
    AI_RATE_PER_MINUTE: '100000',
    AI_RATE_PER_DAY: '10000000',
  };
  const server = await startCaseboard({ ...unlimited, AI_DETECT_OLLAMA: 'false' }, { dataDir });
  const rows = [];
  let streamed;
  try {
    const url = `${server.url}/api/v1/ai/issue-tree`;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const http = await measure({
      url,
      method: 'POST',
      headers,
      body: JSON.stringify({ problemStatement }),
      connections: 4,
      duration: 5,
    });
    rows.push({ name: 'offline issue tree over HTTP (JSON)', ...http });
    const samples = [];
    for (let i = 0; i < 5; i += 1) await firstLine(url, token, { problemStatement });
    for (let i = 0; i < 50; i += 1) samples.push(await firstLine(url, token, { problemStatement }));
    streamed = percentiles(samples);
  } finally {
    await server.stop();
  }

  // Overhead on a provider's first token.
  const delayMs = 150;
  const provider = await slowProvider(delayMs);
  const llmDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-'));
  const llmAccount = await seedAccount({ dataDir: llmDir });
  await llmAccount.database.close();
  const llmServer = await startCaseboard(
    {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: provider.baseUrl,
      AI_API_KEY: 'bench',
      AI_MODEL: 'bench',
      AI_MAX_RETRIES: '0',
      AI_DETECT_OLLAMA: 'false',
      ...unlimited,
    },
    { dataDir: llmDir },
  );
  // Two shapes of request. The workspace reads the statement first and sends that reading with every
  // generation (apps/web/src/features/workspace/hooks/use-generate.ts contextFor), so its requests are
  // the goal's. An API client may send the statement alone; the server then reads it itself on the way,
  // in its generation pool (apps/api/src/modules/generation/offline-pool.ts), which is shown beside it.
  const { readProblem } = await import(pathToFileURL(join(root, 'packages/engine/dist/index.js')).href);
  const withReading = { problemStatement, context: { reading: readProblem(problemStatement) } };
  const statementOnly = { problemStatement };
  const llmUrl = `${llmServer.url}/api/v1/ai/issue-tree`;
  let direct;
  let through;
  let throughStatementOnly;
  const requestThread = [];
  try {
    const directSamples = [];
    const throughSamples = [];
    const statementOnlySamples = [];
    // Warm-up: the first calls compile code paths and open connections. The engine's first request (the
    // top of the tree, streamed) is then replayed directly, so both paths ask the provider the same thing.
    for (let i = 0; i < 5; i += 1) {
      await firstLine(llmUrl, llmAccount.token, statementOnly);
      await firstLine(llmUrl, llmAccount.token, withReading);
    }
    const first = provider.requests.findLast((r) => r.body.stream === true).body;
    for (let i = 0; i < 5; i += 1) await directFirstChunk(provider.url, first);
    for (let i = 0; i < 40; i += 1) {
      directSamples.push(await directFirstChunk(provider.url, first));
      throughSamples.push(await firstLine(llmUrl, llmAccount.token, withReading));
      statementOnlySamples.push(await firstLine(llmUrl, llmAccount.token, statementOnly));
    }
    direct = percentiles(directSamples);
    through = percentiles(throughSamples);
    throughStatementOnly = percentiles(statementOnlySamples);
    // What each shape costs the event loop, where every other request waits: the request thread's CPU
    // over 20 requests in a row, each read to its first line.
    for (const [name, body] of [
      ['with the reading', withReading],
      ['the statement alone', statementOnly],
    ]) {
      const before = threadCpuMs(llmServer.pid);
      for (let i = 0; i < 20; i += 1) await firstLine(llmUrl, llmAccount.token, body);
      requestThread.push(`${name} ${((threadCpuMs(llmServer.pid) - before) / 20).toFixed(2)} ms`);
    }
  } finally {
    await llmServer.stop();
    await provider.close();
  }

  printTable('Generation over HTTP (offline engine, 4 connections)', rows);
  const inProc = percentiles(inProcess);
  // The goal holds the server's own share of a provider's first token (at p50) under 20 ms.
  const overhead = { p50: through.p50 - direct.p50, p99: through.p99 - direct.p99 };
  const overheadMet = overhead.p50 < FIRST_TOKEN_GOAL_MS;
  if (!overheadMet) process.exitCode = 1;
  printLatencies('Generation latency', [
    { name: 'offline issue tree, in-process', ...inProc },
    { name: 'offline issue tree, first streamed line over HTTP', ...streamed },
    { name: `provider first chunk, direct (${delayMs} ms delay)`, ...direct },
    { name: 'provider first token through Caseboard (first NDJSON line: the root question)', ...through },
    {
      name: '  the same, the statement alone (the server reads it first)',
      ...throughStatementOnly,
      note: `overhead at p50: ${(throughStatementOnly.p50 - direct.p50).toFixed(2)} ms`,
    },
    {
      name: 'overhead the server adds to the first token (with the reading, as the workspace asks)',
      ...overhead,
      note: `goal at p50: under ${FIRST_TOKEN_GOAL_MS} ms: ${overheadMet ? 'met' : 'MISSED'}; through/direct ${(through.p50 / direct.p50).toFixed(2)}x at p50`,
    },
  ]);
  console.info(`Request thread's CPU per streamed generation to its first line: ${requestThread.join('; ')}`);
  // Timings on a shared machine mean little without its load: say it beside them.
  console.info(`(load average ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs while measuring)`);
  if (shed > 0) console.info(`(${shed} streamed requests were shed with 503 and asked again after Retry-After)`);
}
