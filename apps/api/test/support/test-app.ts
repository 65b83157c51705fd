import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import { withLocalModels } from '../../src/lib/local-models.js';
import { createMemoryRateLimiter, type RateLimiter } from '../../src/lib/rate-limit.js';
import { createMailer } from '../../src/mail/mailer.js';
import type { Pressure } from '../../src/plugins/load-shedding.js';
import { startSmtpServer, type TestSmtpServer } from './smtp.js';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  db: DatabaseHandle['db'];
  smtp: TestSmtpServer;
  clock: TestClock;
  rateLimiter: RateLimiter;
  close(): Promise<void>;
}

/** A clock that tests move by hand, to check expiry exactly at the boundary. */
export class TestClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-01-15T09:00:00Z')) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
}

/**
 * A fresh database for one test file: PostgreSQL when TEST_DATABASE_URL is set (a new database per
 * call, dropped on close); with TEST_EMBEDDED_THREAD=own the server's embedded database in its own
 * thread on a new data directory; otherwise an in-memory PGlite loaded from the suite's migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && process.env.TEST_EMBEDDED_THREAD === 'own') {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-test-db-'));
    const handle = await openDatabase({
      driver: 'pglite',
      dataDir,
      templateDir: dirname(inject('pgliteTemplate')),
      thread: 'own',
    });
    return {
      ...handle,
      async close() {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openDatabase({ driver: 'pglite', inMemory: true, template });
  }
  const name = `caseboard_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function testConfig(env: Record<string, string> = {}, dataDir?: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir ?? mkdtempSync(join(tmpdir(), 'caseboard-test-')),
    WEB_DIST: join(import.meta.dirname, '../fixtures/web-dist'),
    ...env,
  });
}

/** A load-shedding pressure that never reports overload: the server always has room. */
export const ROOMY: Pressure = { overloaded: () => false, reset: () => undefined, close: () => undefined };

/**
 * Boots the whole app on a fresh database with mail going to a real SMTP server on loopback. Rate
 * limits count in memory on the test clock (so a test moves windows by hand and test files never
 * share counters), unless a test passes its own limiter.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: TestClock;
    rateLimiter?: RateLimiter;
    pressure?: Pressure;
    /** Pino options for a test that reads the logs; silent by default. */
    logger?: BuildAppOptions['logger'];
    /** Look for a local Ollama the way start-up does (AI_OLLAMA_URL in `env` points at a fake one). */
    detectLocalModels?: boolean;
    /** The live-update bus (in this process by default) and quicker live timings. */
    liveBus?: BuildAppOptions['liveBus'];
    liveTimings?: BuildAppOptions['liveTimings'];
  } = {},
): Promise<TestApp> {
  const smtp = await startSmtpServer();
  const loaded = testConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, ...options.env });
  const config = options.detectLocalModels ? await withLocalModels(loaded) : loaded;
  const database = await openTestDatabase();
  const clock = options.clock ?? new TestClock();
  const mailer = createMailer(config.mail);
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter({ clock });
  const app = await buildApp({
    config,
    database,
    mailer,
    clock,
    rateLimiter,
    // Load shedding reads the event loop's delay, which a loaded test machine cannot promise: tests of
    // shedding pass their own pressure; every other test runs as if the server had room.
    pressure: options.pressure ?? ROOMY,
    logger: options.logger ?? false,
    ...(options.liveBus ? { liveBus: options.liveBus } : {}),
    ...(options.liveTimings ? { liveTimings: options.liveTimings } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    smtp,
    clock,
    rateLimiter,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await smtp.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `app` listening on a free loopback port and resolves with its base URL, for tests over real HTTP. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}
