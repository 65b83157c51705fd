// Shared pieces of the benchmark harness: start servers, run autocannon, print a table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

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
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', MAIL_TRANSPORT: 'file', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 30_000) throw new Error('Caseboard did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs autocannon against one request and returns req/s and latency percentiles. */
export async function measure({ url, method = 'GET', headers, body, connections = 10, duration = 5 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${method} ${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Prints rows of { name, rps, p50, p99, baseline? } with the ratio to their baseline. */
export function printTable(title, rows) {
  console.info(`\n${title}`);
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline (req/s)', 'vs baseline (p99)'];
  const lines = rows.map((row) => [
    row.name,
    row.rps.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    row.baseline ? `${(row.rps / row.baseline.rps).toFixed(2)}x` : '-',
    row.baseline ? `${(row.p99 / Math.max(row.baseline.p99, 0.01)).toFixed(2)}x` : '-',
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
