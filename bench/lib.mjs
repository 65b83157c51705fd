// Shared pieces of the benchmark harness: start servers, run autocannon, print a table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Creates an active account and a session in a data directory (or a PostgreSQL database) before the
 * server starts (the embedded database has one writer), using the server's own compiled modules.
 */
export async function seedAccount({ dataDir, databaseUrl }) {
  const { openDatabase } = await import(pathToFileURL(join(root, 'apps/api/dist/db/client.js')).href);
  const { buildTemplateDir } = await import(pathToFileURL(join(root, 'apps/api/dist/db/template.js')).href);
  const { createSession } = await import(pathToFileURL(join(root, 'apps/api/dist/modules/auth/sessions.js')).href);
  const { users } = await import(pathToFileURL(join(root, 'apps/api/dist/db/schema/index.js')).href);
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'postgres', url: databaseUrl }
      : { driver: 'pglite', dataDir, templateDir: buildTemplateDir },
  );
  try {
    const now = new Date();
    const [user] = await database.db
      .insert(users)
      .values({
        email: `bench-${Date.now()}@example.com`,
        passwordHash: 'unusable',
        fullName: 'Bench User',
        linkedinUrl: 'https://www.linkedin.com/in/bench',
        status: 'active',
        ageConfirmedAt: now,
        termsAcceptedAt: now,
        activatedAt: now,
      })
      .returning();
    const { token } = await createSession({ db: database.db, userId: user.id, clock: { now: () => new Date() } });
    return { userId: user.id, token, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Starts the built Caseboard server on a fresh data directory; resolves once /api/health answers. */
export async function startCaseboard(env = {}, { dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-')) } = {}) {
  const port = await freePort();
  // With the V8 flag `npm start` and the Dockerfile give it (docs/decisions/038-small-answers.md), and
  // any flags BENCH_SERVER_FLAGS adds: `--cpu-prof --cpu-prof-dir=/tmp/profiles` profiles every server a
  // suite starts (NODE_OPTIONS refuses --cpu-prof, and would profile the load generators too).
  const flags = ['--max-semi-space-size=32', ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)];
  const child = spawn(process.execPath, [...flags, join(root, 'apps/api/dist/server.js')], {
    // The production log level (info) unless a suite says otherwise: logging is part of the cost.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', MAIL_TRANSPORT: 'file', ...env },
    // Request lines go nowhere, as to a log shipper that keeps up; writing them is still measured.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Its log (and so a fatal error) goes nowhere: at least say when it ends before it is told to.
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`Caseboard server (pid ${child.pid}, port ${port}) exited by itself: ${signal ?? `code ${code}`}`);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 120_000) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error('Caseboard did not start within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      // A server that already died would never send 'exit' again, and the run would end silently (code 13).
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Seconds each measurement runs (BENCH_DURATION, default 5) and A/B rounds (BENCH_ROUNDS, default 3). */
export const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * Runs autocannon against one request and returns req/s and latency percentiles in fractions of a
 * millisecond (each answer's own time, not autocannon's whole-millisecond histogram).
 */
export async function measure({ url, method = 'GET', headers, body, connections = 10, duration = DURATION, pid }) {
  const samples = [];
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const instance = autocannon({ url, method, headers, body, connections, duration, pipelining: 1 });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status < 300) samples.push(ms);
  });
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${method} ${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  // With the server's pid: its CPU time per answer (all its threads), which a loaded machine does
  // not distort as it does req/s: the cost of a request itself.
  const cpuUs = pid ? ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(result.requests.total, 1) : undefined;
  return { rps: result.requests.average, ...percentiles(samples), ...(cpuUs === undefined ? {} : { cpuUs }) };
}

/** CPU time (user and system, every thread) a Linux process has used so far, in milliseconds. */
export function cpuMs(pid) {
  const tick = 1000 / 100; // USER_HZ, 100 on Linux
  let total = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) * tick;
  }
  return total;
}

/**
 * CPU time one thread of a Linux process has used so far, in milliseconds, to the nanosecond
 * (`/proc/<pid>/task/<tid>/schedstat`); the main thread, which runs the event loop, by default.
 */
export function threadCpuMs(pid, tid = pid) {
  return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Baseline and subject measured in alternation, ROUNDS times each (A B, B A, A B, ...), so a change in
 * the machine's load hits both; returns the medians of req/s, p50 and p99 of each.
 */
export async function compareAB(baseline, subject, rounds = ROUNDS) {
  const runs = { baseline: [], subject: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['baseline', 'subject'] : ['subject', 'baseline'];
    for (const which of order) runs[which].push(await measure(which === 'baseline' ? baseline : subject));
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    ...(list.every((r) => r.cpuUs !== undefined) ? { cpuUs: median(list.map((r) => r.cpuUs)) } : {}),
  });
  return { baseline: summary(runs.baseline), subject: summary(runs.subject) };
}

/** The machine's load, printed with every table: a ratio means little without it. */
export function machineLoad() {
  const [one, five] = loadavg();
  return `load ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) on ${availableParallelism()} cores`;
}

/**
 * Prints rows of { name, rps, p50, p99, cpuUs?, baseline? } with the ratio to their baseline; when the
 * rows carry the server's CPU time per request, that column and its ratio (baseline / subject, so
 * 1x is as cheap as the baseline) are printed too.
 */
export function printTable(title, rows) {
  console.info(`\n${title} [${machineLoad()}]`);
  const cpu = rows.some((row) => row.cpuUs !== undefined);
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline (req/s)', 'vs baseline (p99)'];
  if (cpu) header.push('CPU µs/req', 'vs baseline (CPU)');
  const lines = rows.map((row) => [
    row.name,
    row.rps.toFixed(0),
    row.p50.toFixed(3),
    row.p99.toFixed(3),
    row.baseline ? `${(row.rps / row.baseline.rps).toFixed(2)}x` : '-',
    row.baseline ? `${(row.p99 / Math.max(row.baseline.p99, 0.01)).toFixed(2)}x` : '-',
    ...(cpu
      ? [
          row.cpuUs === undefined ? '-' : row.cpuUs.toFixed(1),
          row.baseline?.cpuUs && row.cpuUs ? `${(row.baseline.cpuUs / row.cpuUs).toFixed(2)}x` : '-',
        ]
      : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const fmt = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.info(fmt(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.info(fmt(line));
}

/** p50 and p99 of a list of milliseconds. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/** Prints rows of { name, p50, p99, note? } for latency-only measurements. */
export function printLatencies(title, rows) {
  console.info(`\n${title}`);
  const width = Math.max(...rows.map((row) => row.name.length), 8);
  console.info(`${'scenario'.padEnd(width)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  note`);
  console.info(`${'-'.repeat(width)}  --------  --------  ----`);
  for (const row of rows)
    console.info(
      `${row.name.padEnd(width)}  ${row.p50.toFixed(2).padStart(8)}  ${row.p99.toFixed(2).padStart(8)}  ${row.note ?? ''}`,
    );
}

export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `run(databaseUrl)` on a fresh database of the local PostgreSQL server (BENCH_DATABASE_URL), dropped
 * afterwards; resolves with [] and says so when the server is not reachable.
 */
export async function withPostgres(run) {
  const name = `caseboard_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.info(`\nPostgreSQL at ${POSTGRES_URL} is not reachable (${error.message}); skipping the PostgreSQL rows.`);
    return [];
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
  }
}
