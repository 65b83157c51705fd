// `npm run bench -- --growth`: does Caseboard stay fast as its data grows? Seeds 10, 100 and 1,000 users
// (BENCH_GROWTH_SCALES), each with 3 projects of 20 revisions (bench/seed.mjs), one database per scale,
// starts the built server on each, and measures what one person does, one request at a time over one
// connection: the project list, a project, a save with the right If-Match, and the first history page.
// The scales run side by side and are measured in alternating rounds (10, 100, 1000, then 1000, 100, 10,
// ...), so a change in the machine's load hits every scale alike. On the embedded database and on
// PostgreSQL, with each database's size. Bars (speed issue): the list's p99 under 10 ms with the user's 60
// revisions, and at the largest scale within 1.5x of the smallest; a miss sets the exit code to 1. A bare
// Fastify in a process of its own answering the same list JSON is measured in the same rounds, so the
// machine's own floor (its p99 on a loaded two-core machine is several milliseconds) is printed beside
// the absolute goal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBareFastify } from './bare-fastify.mjs';
import { machineLoad, percentiles, ROUNDS, startCaseboard, withPostgres } from './lib.mjs';
import { bytesOnDisk, formatBytes, openTarget, postgresBytes, revisionChains, seedUsers } from './seed.mjs';
import { oneConnection } from './sequential.mjs';

const SCALES = (process.env.BENCH_GROWTH_SCALES ?? '10,100,1000').split(',').map(Number);
const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES ?? 400);
const WARM_UP = 20;
const REVISIONS = 20;
const PAGE_SIZE = 20; // the web app's history page (apps/web/src/features/workspace/api/revisions.ts)
const LIST_P99_GOAL_MS = 10;
const GROWTH_GOAL = 1.5;

const ENDPOINTS = [
  { key: 'list', name: 'GET /api/v1/projects', request: () => ({ path: '/api/v1/projects' }) },
  { key: 'get', name: 'GET /api/v1/projects/:id', request: (s) => ({ path: `/api/v1/projects/${s.project.id}` }) },
  {
    key: 'history',
    name: 'history page',
    request: (s) => ({
      path: `/api/v1/projects/${s.project.id}/snapshots/${s.project.snapshotId}/revisions?pageSize=${PAGE_SIZE}`,
    }),
  },
  {
    key: 'save',
    name: 'PUT snapshot (If-Match)',
    // An autosave, as the workspace sends it, alternating between two versions of the document.
    request: (s) => ({
      method: 'PUT',
      path: `/api/v1/projects/${s.project.id}/snapshots/${s.project.snapshotId}`,
      headers: { 'content-type': 'application/json', 'if-match': `"${s.revision}"` },
      body: s.saveBodies[s.saves++ % 2],
    }),
    after: (s, res) => (s.revision = JSON.parse(res.text).revision),
  },
];

/** The two documents the saves alternate between: the current one and one with its first issue reworded. */
function saveBodies(project) {
  const document = JSON.parse(project.body);
  const edited = structuredClone(document);
  edited.issueTree.root.children[0].label += ' (benchmark edit)';
  return [document, edited].map((doc) =>
    JSON.stringify({ problemStatement: project.problemStatement, body: JSON.stringify(doc), autosave: true }),
  );
}

/** Checks the seeded user looks as intended through the API before anything is measured. */
async function check(state) {
  const get = async (path) => {
    const res = await state.client.request({ path, headers: state.headers });
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${res.text.slice(0, 200)}`);
    return JSON.parse(res.text);
  };
  const list = await get('/api/v1/projects');
  if (list.total !== 3) throw new Error(`expected 3 projects, got ${list.total}`);
  const { project } = state;
  // History pages by keyset without a count (docs/decisions/035-cheap-saves.md): the newest revision
  // is the chain's length, and one page of them all ends the history.
  const path = `/api/v1/projects/${project.id}/snapshots/${project.snapshotId}/revisions`;
  const history = await get(`${path}?pageSize=${REVISIONS}`);
  const complete =
    history.results.length === REVISIONS && !history.hasMore && history.results[0].revision === REVISIONS;
  if (!complete || history.results.some((revision) => !revision.summary)) {
    throw new Error(`expected ${REVISIONS} revisions with summaries, got ${JSON.stringify(history).slice(0, 200)}`);
  }
}

async function sample(state, endpoint, count) {
  const samples = [];
  for (let i = 0; i < count; i += 1) {
    const spec = endpoint.request(state);
    const res = await state.client.request({ ...spec, headers: { ...state.headers, ...spec.headers } });
    if (res.status !== 200) throw new Error(`${endpoint.name} answered ${res.status}: ${res.text.slice(0, 200)}`);
    endpoint.after?.(state, res);
    samples.push(res.ms);
  }
  return samples;
}

/**
 * Every endpoint at every scale, in alternating rounds; p50/p99 over all of a scale's samples. The
 * baseline takes its turn in the list's rounds.
 */
async function measureScales(states, baseline) {
  const perRound = Math.max(1, Math.ceil(SAMPLES / ROUNDS));
  for (const endpoint of ENDPOINTS) {
    const measured = endpoint.key === 'list' ? [baseline, ...states] : states;
    for (const state of measured) await sample(state, endpoint, WARM_UP);
    const pooled = new Map(measured.map((state) => [state, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? measured : [...measured].reverse();
      for (const state of order) pooled.get(state).push(...(await sample(state, endpoint, perRound)));
    }
    for (const [state, samples] of pooled) state.results[endpoint.key] = percentiles(samples);
  }
}

/**
 * Seeds one database per scale (`targetFor(scale)` gives { dataDir } or { databaseUrl }), then starts a
 * server on each and measures them side by side.
 */
async function runKind(label, targets, chains) {
  const states = [];
  const baseline = { headers: {}, results: {} };
  let bare;
  try {
    for (const target of targets) {
      const started = performance.now();
      const database = await openTarget(target);
      let measured;
      try {
        measured = await seedUsers({ database, users: target.scale, chains });
      } finally {
        await database.close();
      }
      const seconds = (performance.now() - started) / 1000;
      const bytes = target.databaseUrl ? await postgresBytes(target.databaseUrl) : bytesOnDisk(target.dataDir);
      const project = measured.projects[0];
      states.push({
        target,
        seconds,
        bytes,
        project,
        revision: project.revision,
        saves: 0,
        saveBodies: saveBodies(project),
        headers: { authorization: `Bearer ${measured.token}` },
        results: {},
      });
    }
    for (const state of states) {
      const { dataDir, databaseUrl } = state.target;
      state.server = await startCaseboard(
        {
          AI_DETECT_OLLAMA: 'false',
          // Each scale's connection waits while the others are measured; it should not be closed meanwhile.
          KEEP_ALIVE_TIMEOUT_MS: '600000',
          IDLE_TIMEOUT_MS: '600000',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        dataDir ? { dataDir } : {},
      );
      state.client = oneConnection(state.server.url);
      await check(state);
    }
    const list = await states[0].client.request({ path: '/api/v1/projects', headers: states[0].headers });
    bare = await startBareFastify({ '/api/v1/projects': JSON.parse(list.text) });
    baseline.client = oneConnection(bare.url);
    await measureScales(states, baseline);
  } finally {
    baseline.client?.close();
    await bare?.stop();
    for (const state of states) {
      state.client?.close();
      await state.server?.stop();
    }
    for (const target of targets) if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  }
  printGrowth(label, states, baseline.results.list);
  return states;
}

function printGrowth(label, states, bareList) {
  console.info(
    `\nGrowth, ${label}: p50 / p99 ms, one connection, ${SAMPLES} requests each over ${ROUNDS} alternating rounds [${machineLoad()}]`,
  );
  const header = ['users', 'revisions', ...ENDPOINTS.map((e) => e.name), 'database size', 'seeded in'];
  const lines = states.map((state) => [
    String(state.target.scale),
    String(state.target.scale * 3 * REVISIONS),
    ...ENDPOINTS.map(({ key }) => `${state.results[key].p50.toFixed(2)} / ${state.results[key].p99.toFixed(2)}`),
    formatBytes(state.bytes),
    `${state.seconds.toFixed(1)} s`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const fmt = (cells) => cells.map((cell, i) => cell.padStart(widths[i])).join('  ');
  console.info(fmt(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.info(fmt(line));
  console.info(
    `baseline: a bare Fastify answering the same list JSON in the same rounds: ${bareList.p50.toFixed(2)} / ${bareList.p99.toFixed(2)} ms`,
  );

  // The bars.
  for (const state of states) {
    const { p99 } = state.results.list;
    const met = p99 < LIST_P99_GOAL_MS;
    if (!met) process.exitCode = 1;
    console.info(
      `GET /api/v1/projects p99 at ${state.target.scale} users: ${p99.toFixed(2)} ms, ${(p99 / bareList.p99).toFixed(2)}x the bare Fastify's (goal < ${LIST_P99_GOAL_MS} ms: ${met ? 'met' : 'MISSED'})`,
    );
  }
  if (states.length > 1) {
    const [smallest, largest] = [states[0], states.at(-1)];
    const ratio = largest.results.list.p99 / smallest.results.list.p99;
    const met = ratio <= GROWTH_GOAL;
    if (!met) process.exitCode = 1;
    console.info(
      `GET /api/v1/projects p99 at ${largest.target.scale} users against ${smallest.target.scale}: ${ratio.toFixed(2)}x (goal <= ${GROWTH_GOAL}x: ${met ? 'met' : 'MISSED'})`,
    );
  }
}

/** Runs `run(urls)` with one fresh PostgreSQL database per scale. */
async function withPostgresDatabases(count, run, urls = []) {
  if (urls.length === count) return run(urls);
  return withPostgres((url) => withPostgresDatabases(count, run, [...urls, url]));
}

export async function run() {
  const scales = [...SCALES].sort((a, b) => a - b);
  if (scales.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    throw new Error(`BENCH_GROWTH_SCALES must be positive whole numbers, got ${process.env.BENCH_GROWTH_SCALES}`);
  }
  console.info(
    `Growth benchmarks on Node ${process.version}: ${scales.join(', ')} users, each with 3 projects of ${REVISIONS} revisions.`,
  );
  const chains = await revisionChains(REVISIONS);
  const started = performance.now();
  await runKind(
    'embedded database',
    scales.map((scale) => ({ scale, dataDir: mkdtempSync(join(tmpdir(), `caseboard-growth-${scale}-`)) })),
    chains,
  );
  await withPostgresDatabases(scales.length, (urls) =>
    runKind(
      'PostgreSQL',
      scales.map((scale, i) => ({ scale, databaseUrl: urls[i] })),
      chains,
    ),
  );
  console.info(`\nGrowth run took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
