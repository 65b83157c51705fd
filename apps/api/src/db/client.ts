import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedServer, type EmbeddedServer } from './embedded/server.js';
import { acquireDataDirLock, type DataDirLock } from './lock.js';
import * as schema from './schema/index.js';
import { migrationsFolder } from './migrations-folder.js';
import { loadTemplate } from './template.js';

export type Schema = typeof schema;
/** The database as services see it: the same Drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Answers true when the database responds; used by the health check. */
  ping(): Promise<boolean>;
  /** The `pg` pool's connections (for /metrics); absent for the embedded database in this thread. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
  /** Called should the embedded database's own thread end unasked: the database is gone. */
  onLost?(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export { migrationsFolder };

export type DatabaseTarget =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** Server-side statement_timeout for the pool's connections (0: none); migrations are exempt. */
      statementTimeoutMs?: number;
      /** How long to wait for a connection (a new one, or a free one from the pool). */
      connectTimeoutMs?: number;
    }
  | {
      driver: 'pglite';
      dataDir: string;
      templateDir?: string;
      /**
       * 'own': PGlite in a thread of its own behind the wire protocol, reached through `pg` (the
       * server). Default: in this thread (the admin CLI's short commands, backups and exports).
       */
      thread?: 'own';
      /**
       * With `thread: 'own'`: how many nice steps below the request thread the database's thread runs,
       * so that on busy cores a request is answered before a query runs (0: the same priority).
       */
      niceness?: number;
    }
  | { driver: 'pglite'; inMemory: true; template?: Blob };

/** Opens the database, takes the embedded database's single-writer lock, and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const connectTimeoutMs = target.connectTimeoutMs ?? 5_000;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      ...(target.statementTimeoutMs ? { statement_timeout: target.statementTimeoutMs } : {}),
    });
    try {
      // On the lock's own connection: a migration may take longer than a request's statement timeout.
      await withMigrationLock({ connectionString: target.url, connectionTimeoutMillis: connectTimeoutMs }, (client) =>
        migratePg(drizzlePg({ client }), { migrationsFolder }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    return poolHandle(pool, 'postgres', () => pool.end());
  }

  if (!('inMemory' in target) && target.thread === 'own') return openEmbeddedServer(target);

  let lock: DataDirLock | undefined;
  let client: PGlite;
  if ('inMemory' in target) {
    client = new PGlite(target.template ? { loadDataDir: target.template } : {});
  } else {
    mkdirSync(target.dataDir, { recursive: true });
    lock = acquireDataDirLock(target.dataDir);
    try {
      const dbDir = join(target.dataDir, 'db');
      const fresh = !existsSync(join(dbDir, 'PG_VERSION'));
      const template = fresh && target.templateDir ? loadTemplate(target.templateDir) : undefined;
      client = new PGlite(dbDir, template ? { loadDataDir: template } : {});
      await client.waitReady;
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    ping: () => ping(db as unknown as Database),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The same `pg` pool and Drizzle driver on PostgreSQL and on the embedded database's own thread. */
function poolHandle(pool: pg.Pool, driver: DatabaseHandle['driver'], close: () => Promise<void>): DatabaseHandle {
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead of crashing
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    driver,
    ping: () => ping(db),
    close,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
  };
}

/**
 * The server's embedded database: PGlite in a thread of its own behind PostgreSQL's wire protocol
 * (apps/api/src/db/embedded/server.ts), reached through a `pg` pool as PostgreSQL is. The data
 * directory's single-writer lock stays with this process.
 */
async function openEmbeddedServer(target: {
  dataDir: string;
  templateDir?: string;
  niceness?: number;
}): Promise<DatabaseHandle> {
  mkdirSync(target.dataDir, { recursive: true });
  const lock = acquireDataDirLock(target.dataDir);
  let embedded: EmbeddedServer;
  try {
    const dbDir = join(target.dataDir, 'db');
    const fresh = !existsSync(join(dbDir, 'PG_VERSION'));
    embedded = await startEmbeddedServer({
      dbDir,
      templateDir: fresh ? target.templateDir : undefined,
      niceness: target.niceness,
    });
  } catch (error) {
    lock.release();
    throw error;
  }
  // PGlite runs one statement at a time whatever the pool's size; a few connections let the next
  // query wait in the database thread while this thread reads the last one's rows.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    user: 'postgres',
    database: 'postgres',
    max: EMBEDDED_POOL_SIZE,
  });
  const handle = poolHandle(pool, 'pglite', async () => {
    try {
      await pool.end();
      await embedded.stop();
    } finally {
      lock.release();
    }
  });
  return { ...handle, onLost: embedded.onExit };
}

/** Connections from the pool to the embedded database's thread (see openEmbeddedServer). */
const EMBEDDED_POOL_SIZE = 4;

/** The advisory-lock key every Caseboard instance migrates under (any constant; this one spells "CASEBOAR"). */
export const MIGRATION_LOCK_KEY = 0x4341_5345_424f_4152n;

/**
 * Runs the migrations while holding a session-level PostgreSQL advisory lock on a connection of its
 * own, so instances that start together on one database migrate one after the other: the first applies
 * what is pending, the others wait, then find nothing left to do. (Without it, two instances on an empty
 * database both ran CREATE SCHEMA/TABLE and one crashed on a duplicate key in the catalogue.)
 */
export async function withMigrationLock<T>(
  connection: pg.ClientConfig,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  // Its own connection, outside the pool: the migrations need the pool's, even with a pool of one.
  const client = new pg.Client(connection);
  client.on('error', () => undefined); // a lost connection fails the query below instead
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    return await run(client);
  } finally {
    // Ending the session releases the lock, whatever happened in between.
    await client.end().catch(() => undefined);
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
