import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from './client.js';
import { acquireDataDirLock } from './lock.js';

/**
 * Backups of the embedded database and the move to PostgreSQL (npm run admin -- backup, restore-backup,
 * export). The embedded database has one writer: each of these takes its lock, so while the server runs
 * they refuse with the lock's message (stop the server, run the command, start it again).
 */

export type RowCounts = Array<{ table: string; rows: number }>;

interface Queryable {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The application's tables (schema public), each with its row count, by name. */
export async function countRows(db: Queryable): Promise<RowCounts> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const counts: RowCounts = [];
  for (const { name } of tables.rows) {
    const result = await db.query<{ n: number | string }>(`select count(*) as n from public."${name}"`);
    counts.push({ table: name, rows: Number(result.rows[0]!.n) });
  }
  return counts;
}

function embeddedDir(dataDir: string): string {
  return join(dataDir, 'db');
}

/** Writes a consistent copy of the embedded database to `file` (a gzipped tarball of its data directory). */
export async function backupEmbedded({ dataDir, file }: { dataDir: string; file: string }) {
  const dbDir = embeddedDir(dataDir);
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dbDir}.`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = new PGlite(dbDir);
    try {
      await client.waitReady;
      const counts = await countRows(client);
      const dump = await client.dumpDataDir('gzip');
      mkdirSync(dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file); // never half a backup under the final name
      return { counts, bytes: statSync(file).size };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Replaces the embedded database with a backup. The database it replaces is kept beside it
 * (`db.before-restore-<time>`), and the restored one is migrated to this version before the command
 * ends, so the server starts on it as on any database.
 */
export async function restoreEmbedded({
  dataDir,
  file,
  now = new Date(),
}: {
  dataDir: string;
  file: string;
  now?: Date;
}) {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  const dbDir = embeddedDir(dataDir);
  const incoming = `${dbDir}.restoring-${process.pid}`;
  let kept: string | null = null;
  let counts: RowCounts;
  try {
    rmSync(incoming, { recursive: true, force: true });
    const client = new PGlite(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await client.waitReady;
      counts = await countRows(client);
    } finally {
      await client.close();
    }
    if (existsSync(dbDir)) {
      kept = `${dbDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dbDir, kept);
    }
    renameSync(incoming, dbDir);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
  // Bring a backup of an older version up to this one (openDatabase takes the lock again).
  const migrated = await openDatabase({ driver: 'pglite', dataDir });
  await migrated.close();
  return { counts, kept };
}

/** The order to fill tables in: every table after the tables its foreign keys point to. */
async function fillOrder(
  db: Queryable,
  tables: string[],
): Promise<{ order: string[]; selfReferencing: Map<string, Array<[string, string]>> }> {
  const edges = await db.query<{ child: string; parent: string; child_column: string; parent_column: string }>(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
           a.attname as child_column, af.attname as parent_column
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace and n.nspname = 'public'
    join lateral unnest(c.conkey, c.confkey) as k(child_key, parent_key) on true
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.child_key
    join pg_attribute af on af.attrelid = c.confrelid and af.attnum = k.parent_key
    where c.contype = 'f'`);
  const strip = (name: string) => name.replace(/^public\./, '').replace(/^"|"$/g, '');
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  const selfReferencing = new Map<string, Array<[string, string]>>();
  for (const edge of edges.rows) {
    const child = strip(edge.child);
    const parent = strip(edge.parent);
    if (child === parent) {
      selfReferencing.set(child, [...(selfReferencing.get(child) ?? []), [edge.child_column, edge.parent_column]]);
    } else parents.get(child)?.add(parent);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p) || !parents.has(p)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle; cannot order the copy.');
    for (const table of ready) {
      placed.add(table);
      order.push(table);
    }
  }
  return { order, selfReferencing };
}

/** Rows of a self-referencing table, parents before the rows that point at them. */
function parentsFirst(rows: Array<Record<string, unknown>>, links: Array<[string, string]>) {
  const done = new Set<Record<string, unknown>>();
  const sorted: Array<Record<string, unknown>> = [];
  const seen = (column: string, value: unknown) => sorted.some((row) => row[column] === value);
  while (sorted.length < rows.length) {
    const before = sorted.length;
    for (const row of rows) {
      if (done.has(row)) continue;
      if (
        links.every(([child, parent]) => row[child] === null || row[child] === undefined || seen(parent, row[child]))
      ) {
        done.add(row);
        sorted.push(row);
      }
    }
    if (sorted.length === before) return [...sorted, ...rows.filter((row) => !done.has(row))];
  }
  return sorted;
}

const BATCH = 500;

/**
 * Copies the embedded database into an empty PostgreSQL database: migrates the target (under the
 * migration lock), copies every table in foreign-key order in one transaction, moves the identity
 * sequences past the copied ids, and compares the row counts of every table before committing. A
 * target that already holds rows is refused, so nothing is ever merged or overwritten.
 */
export async function exportEmbeddedToPostgres({ dataDir, url }: { dataDir: string; url: string }) {
  const source = await openDatabase({ driver: 'pglite', dataDir });
  try {
    const target = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
    await target.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const raw = (source as unknown as { db: { $client: PGlite } }).db.$client;
      const sourceCounts = await countRows(raw);
      const targetBefore = await countRows(client);
      const occupied = targetBefore.filter((table) => table.rows > 0);
      if (occupied.length > 0) {
        throw new Error(
          `The target database is not empty (${occupied.map((t) => `${t.table}: ${t.rows}`).join(', ')}); export only into a new, empty database.`,
        );
      }
      const missing = sourceCounts.filter((table) => !targetBefore.some((t) => t.table === table.table));
      if (missing.length > 0) throw new Error(`The target lacks tables: ${missing.map((t) => t.table).join(', ')}.`);
      const { order, selfReferencing } = await fillOrder(
        raw,
        sourceCounts.map((t) => t.table),
      );
      await client.query('begin');
      try {
        for (const table of order) {
          const links = selfReferencing.get(table);
          const total = sourceCounts.find((t) => t.table === table)!.rows;
          const step = links ? Math.max(total, 1) : BATCH;
          for (let offset = 0; offset < total; offset += step) {
            const page = await raw.query<{ rows: Array<Record<string, unknown>> | null }>(
              `select json_agg(t) as rows from (select * from public."${table}" order by ctid limit ${step} offset ${offset}) t`,
            );
            let rows = page.rows[0]?.rows ?? [];
            if (links) rows = parentsFirst(rows, links);
            await client.query(
              `insert into public."${table}" overriding system value select * from json_populate_recordset(null::public."${table}", $1::json)`,
              [JSON.stringify(rows)],
            );
          }
        }
        // Identity columns continue after the copied ids.
        const identities = await client.query<{ table_name: string; column_name: string }>(
          "select table_name, column_name from information_schema.columns where table_schema = 'public' and is_identity = 'YES'",
        );
        for (const { table_name: table, column_name: column } of identities.rows) {
          await client.query(
            `select setval(pg_get_serial_sequence('public."${table}"', '${column}'), coalesce((select max("${column}") from public."${table}"), 0) + 1, false)`,
          );
        }
        const targetCounts = await countRows(client);
        const mismatched = sourceCounts.filter(
          (table) => targetCounts.find((t) => t.table === table.table)?.rows !== table.rows,
        );
        if (mismatched.length > 0)
          throw new Error(`Row counts differ for ${mismatched.map((t) => t.table).join(', ')}.`);
        await client.query('commit');
        return {
          counts: sourceCounts.map((table) => ({
            ...table,
            copied: targetCounts.find((t) => t.table === table.table)!.rows,
          })),
        };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}
