import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-app.js';
import type { DatabaseHandle } from './client.js';
import { executeNamed } from './named-statement.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a named statement', () => {
  it('answers each call with its own values, as db.execute does', async () => {
    const twice = (n: number) => sql`select ${n}::integer * 2 as doubled`;
    const first = await executeNamed<{ doubled: number }>(database.db, 'test_doubled', twice(2));
    const second = await executeNamed<{ doubled: number }>(database.db, 'test_doubled', twice(21));
    expect(first.rows).toEqual([{ doubled: 4 }]);
    expect(second.rows).toEqual([{ doubled: 42 }]);
    const plain = (await database.db.execute(twice(21))) as unknown as { rows: unknown[] };
    expect(plain.rows).toEqual(second.rows);
  });

  it('is prepared once under its name on the connection that ran it', async () => {
    // A transaction keeps one connection: the statement it prepared is listed there by name.
    const listed = await database.db.transaction(async (tx) => {
      await executeNamed(tx, 'test_named_once', sql`select ${'a'}::text as letter`);
      await executeNamed(tx, 'test_named_once', sql`select ${'b'}::text as letter`);
      const named = await tx.execute(sql`select name from pg_prepared_statements where name = 'test_named_once'`);
      return named as unknown as { rows: unknown[] };
    });
    // PGlite in this thread runs each query through its own unnamed statement; every other
    // arrangement (PostgreSQL, the embedded database behind the wire bridge) prepares it by name.
    if (database.driver === 'postgres' || process.env.TEST_EMBEDDED_THREAD === 'own') {
      expect(listed.rows).toEqual([{ name: 'test_named_once' }]);
    }
  });
});
