import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { createMemoryRateLimiter } from '../../src/lib/rate-limit.js';
import { createMailer } from '../../src/mail/mailer.js';
import { buildUser, signInAs } from '../support/factories.js';
import { ROOMY, TestClock, testConfig } from '../support/test-app.js';

/**
 * Losing the database while serving: PostgreSQL is reached through a TCP relay on loopback that the
 * test then shuts, as a failover or a network cut would. Requests that need the database answer 503
 * with Retry-After (clients and balancers retry), not 500 (a fault); health and readiness say so.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

/** Relays loopback connections to PostgreSQL until `cut()`, which drops them all and refuses new ones. */
async function startRelay(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe.skipIf(!serverUrl)('losing the database', () => {
  const name = `caseboard_loss_${process.pid}_${Date.now().toString(36)}`;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let headers: Record<string, string>;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    relay = await startRelay(new URL(url));
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 3, connectTimeoutMs: 15_000 });
    const clock = new TestClock();
    app = await buildApp({
      config: testConfig(),
      database,
      mailer: createMailer(testConfig().mail),
      clock,
      rateLimiter: createMemoryRateLimiter({ clock }),
      pressure: ROOMY,
      logger: false,
    });
    await app.ready();
    const user = await buildUser({ db: database.db, clock });
    ({ headers } = await signInAs({ db: database.db, clock, userId: user.id }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('answers 503 with Retry-After instead of 500, and health and readiness report it', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/projects', headers })).statusCode).toBe(200);
    await relay.cut();

    const res = await app.inject({ method: 'GET', url: '/api/v1/projects', headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ code: 'service_unavailable' });

    // Health caches its probe for a second: wait for a fresh one rather than assume.
    for (;;) {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      if (health.statusCode === 503) {
        expect(health.json()).toMatchObject({ status: 'degraded', db: 'down' });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', db: 'down' });
  });
});
