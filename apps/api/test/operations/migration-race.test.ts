import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';

/**
 * Instances that start together on one empty PostgreSQL database: each opens the database (which
 * applies the migrations, as every server start does) on its own pool of connections. Without the
 * advisory lock around the migrations, one of the two crashed on a duplicate key in the catalogue in
 * most trials; the bar is ten clean starts in ten trials.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two instances migrating one empty PostgreSQL database together', () => {
  it('start cleanly in 10 of 10 trials and leave every migration applied once', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const clean: boolean[] = [];
    try {
      for (let trial = 0; trial < 10; trial += 1) {
        const name = `caseboard_race_${process.pid}_${Date.now().toString(36)}_${trial}`;
        await admin.query(`CREATE DATABASE "${name}"`);
        try {
          const url = new URL(serverUrl!);
          url.pathname = `/${name}`;
          const results = await Promise.allSettled([
            openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 }),
            openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 }),
          ]);
          const failures = results.filter((result) => result.status === 'rejected');
          clean.push(failures.length === 0);
          for (const failure of failures) console.error((failure as PromiseRejectedResult).reason);
          const opened = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
          if (opened[0]) {
            const applied = await opened[0].db.execute(
              sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
            );
            const row = (applied as unknown as { rows: Array<{ n: number; distinct_n: number }> }).rows[0]!;
            expect(row.n).toBeGreaterThan(0);
            expect(row.n).toBe(row.distinct_n);
          }
          await Promise.all(opened.map((handle) => handle.close()));
        } finally {
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      }
    } finally {
      await admin.end();
    }
    expect(clean.filter(Boolean)).toHaveLength(10);
  }, 300_000);
});
