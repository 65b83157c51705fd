import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client.js';
import { DataDirInUseError } from '../lock.js';

// The server's embedded database: PGlite in its own thread behind the wire protocol
// (apps/api/src/db/embedded/wire-bridge.ts), reached through the same `pg` pool as PostgreSQL.
describe('the embedded database in its own thread', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-embedded-'));
  const open = () =>
    openDatabase({ driver: 'pglite', dataDir, templateDir: dirname(inject('pgliteTemplate')), thread: 'own' });
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await open();
    await database.db.execute(sql`create table bridge_probe (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the migrated schema through a pg pool, with the data-directory lock held', async () => {
    expect(database.driver).toBe('pglite');
    expect(await database.ping()).toBe(true);
    const tables = await rows<{ name: string }>(
      database,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((row) => row.name)).toContain('users');
    expect(database.pool?.().max).toBeGreaterThan(1);
    await expect(open()).rejects.toBeInstanceOf(DataDirInUseError);
  });

  it('keeps each parameterised query its own when many run at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => rows(database, sql`select ${n}::int as n, ${`value ${n}`}::text as text`)),
    );
    answers.forEach((answer, n) => expect(answer).toEqual([{ n, text: `value ${n}` }]));
  });

  it('shows another connection nothing of a transaction before it commits', async () => {
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    let finish!: () => void;
    const finishSignal = new Promise<void>((resolve) => (finish = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into bridge_probe values (1, 'in a transaction')`);
      inserted();
      await finishSignal;
      await tx.execute(sql`update bridge_probe set note = 'committed' where id = 1`);
    });
    await insertedSignal;
    // On another connection, sent before the transaction goes on: it waits for the commit instead of
    // reading the half-done row in PGlite's one session.
    const reading = rows(database, sql`select note from bridge_probe where id = 1`);
    finish();
    await transaction;
    expect(await reading).toEqual([{ note: 'committed' }]);
  });

  it('rolls back a failed transaction and goes on serving', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into bridge_probe values (2, 'never kept')`);
        await tx.execute(sql`insert into bridge_probe values (2, 'duplicate key')`);
      }),
    ).rejects.toThrow();
    expect(await rows(database, sql`select id from bridge_probe where id = 2`)).toEqual([]);
  });

  it('rolls back the transaction of a connection that goes away in the middle of it', async () => {
    const client = new pg.Client({ host: socketDirOf(database), user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('begin');
    await client.query(`insert into bridge_probe values (3, 'left behind')`);
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await vi.waitFor(async () => {
      expect(await rows(database, sql`select id from bridge_probe where id = 3`)).toEqual([]);
    });
    await database.db.execute(sql`insert into bridge_probe values (3, 'written after')`);
  });

  it('shares a named statement between connections, as parsed, and forgets it when it is closed', async () => {
    const connect = async () => {
      const client = new pg.Client({ host: socketDirOf(database), user: 'postgres', database: 'postgres' });
      await client.connect();
      return client;
    };
    const [first, second] = [await connect(), await connect()];
    try {
      const note = { name: 'bridge_note', text: 'select note from bridge_probe where id = $1' };
      await database.db.execute(sql`insert into bridge_probe values (5, 'five'), (6, 'six') on conflict do nothing`);
      // Each client parses the name once; the second's Parse meets the statement the first made.
      expect((await first.query({ ...note, values: [5] })).rows).toEqual([{ note: 'five' }]);
      expect((await second.query({ ...note, values: [6] })).rows).toEqual([{ note: 'six' }]);
      expect((await second.query({ ...note, values: [5] })).rows).toEqual([{ note: 'five' }]);
      const held = await first.query(
        `select count(*)::int as n from pg_prepared_statements where name = 'bridge_note'`,
      );
      expect(held.rows).toEqual([{ n: 1 }]);
      // The same name for other SQL is refused, as PostgreSQL refuses it on one connection.
      const third = await connect();
      try {
        await expect(third.query({ name: 'bridge_note', text: 'select 1 as one', values: [] })).rejects.toThrow(
          /already exists/,
        );
        // A statement that failed to parse is not remembered: its name stays free.
        await expect(
          third.query({ name: 'bridge_bad', text: 'select from nowhere where', values: [] }),
        ).rejects.toThrow();
        expect((await third.query({ name: 'bridge_bad', text: 'select 2 as two', values: [] })).rows).toEqual([
          { two: 2 },
        ]);
      } finally {
        await third.end();
      }
      // Deallocated, the next Parse of the name goes to PGlite again and makes it anew.
      await first.query('deallocate bridge_note');
      const fourth = await connect();
      try {
        expect((await fourth.query({ ...note, values: [6] })).rows).toEqual([{ note: 'six' }]);
      } finally {
        await fourth.end();
      }
    } finally {
      await first.end();
      await second.end();
    }
  });

  // Linux keeps a nice value per thread (apps/api/src/db/embedded/worker.ts runBelowRequests).
  it.runIf(process.platform === 'linux')(
    "runs the database's thread below the request thread's priority, and only that thread",
    async () => {
      const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      const threadNice = () => {
        const tasks = readdirSync('/proc/self/task');
        return new Map(tasks.map((task) => [task, niceOf(readFileSync(`/proc/self/task/${task}/stat`, 'utf8'))]));
      };
      const own = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
      const before = threadNice();
      const otherDir = mkdtempSync(join(tmpdir(), 'caseboard-embedded-nice-'));
      const niceness = Math.min(3, 19 - own);
      // A test process already at the lowest priority could not show a thread going lower.
      expect(niceness).toBeGreaterThan(0);
      const lowered = await openDatabase({
        driver: 'pglite',
        dataDir: otherDir,
        templateDir: dirname(inject('pgliteTemplate')),
        thread: 'own',
        niceness,
      });
      try {
        expect(await lowered.ping()).toBe(true);
        const after = threadNice();
        const added = [...after].filter(([task]) => !before.has(task));
        expect(added.filter(([, nice]) => nice === own + niceness)).toHaveLength(1);
        expect(niceOf(readFileSync('/proc/thread-self/stat', 'utf8'))).toBe(own);
        for (const [task, nice] of before) if (after.has(task)) expect(after.get(task)).toBe(nice);
      } finally {
        await lowered.close();
        rmSync(otherDir, { recursive: true, force: true });
      }
    },
  );

  it('keeps what was written across a restart', async () => {
    await database.db.execute(sql`insert into bridge_probe values (4, 'kept') on conflict do nothing`);
    await database.close();
    database = await open();
    expect(await rows(database, sql`select note from bridge_probe where id = 4`)).toEqual([{ note: 'kept' }]);
  });
});

/** Runs a statement and answers its rows (Drizzle's `execute` is untyped over both drivers). */
async function rows<T>(database: DatabaseHandle, statement: SQL): Promise<T[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The socket directory, read back from the pool's options (tests only). */
function socketDirOf(database: DatabaseHandle): string {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return pool.options.host!;
}
