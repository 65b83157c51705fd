import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { migrationsFolder } from '../../src/db/migrations-folder.js';
import * as schema from '../../src/db/schema/index.js';
import { checkDocument } from '../../src/modules/projects/document.js';
import { getProject } from '../../src/modules/projects/projects.js';
import { saveSnapshot } from '../../src/modules/projects/save-snapshot.js';
import { getRevision, listRevisions } from '../../src/modules/projects/snapshots.js';
import { buildUser } from '../support/factories.js';
import { TestClock } from '../support/test-app.js';

/**
 * Migration 0010 keeps a snapshot's document once, as its head revision's body, and drops
 * `snapshots.body` (docs/decisions/035-cheap-saves.md). A database at the migration before it, holding
 * snapshots in every state the old schema allowed, is migrated and must read back the same documents
 * and the same history, with a history row added wherever a snapshot's body had none. On PostgreSQL
 * when TEST_DATABASE_URL is set, else on PGlite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const BODY_ONCE = '0010_body_once';

/** The committed migrations up to, not including, 0010. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'caseboard-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string; idx: number }> };
  const cut = journal.entries.find((entry) => entry.tag === tag)!.idx;
  for (const entry of journal.entries.filter((e) => e.idx >= cut)) unlinkSync(join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((entry) => entry.idx < cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Opened {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openEmpty(): Promise<Opened> {
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Database,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `caseboard_body_once_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // `pool.end()` resolves before its connections' backends have gone, so the DROP ... WITH (FORCE) below
  // can terminate one first (57P01). An idle client's error is emitted on the pool, and a pool without a
  // listener throws it; the app's own pool listens the same way (apps/api/src/db/client.ts).
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  (JSON.parse(JSON.stringify((await db.execute(query)) as unknown as { rows: T[] })) as { rows: T[] }).rows;

/** A stored body: normalised as every save stores it. */
const documentText = (keyQuestion: string) =>
  checkDocument(JSON.stringify({ version: '1.1', brief: { keyQuestion } })).text;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface HistoryRow {
  revision: number;
  body: string;
  body_hash: string;
  problem_statement: string;
  author_id: number | null;
  autosave: boolean;
  summary: unknown;
  started_at: string;
  created_at: string;
}

const historyOf = (db: Database, snapshotId: number) =>
  rowsOf<HistoryRow>(
    db,
    sql`select revision, body, body_hash, problem_statement, author_id, autosave, summary, started_at, created_at
          from snapshot_revisions where snapshot_id = ${snapshotId} order by revision`,
  );

let database: Opened;
let folder: string;
const clock = new TestClock();
let userId: number;
/** Each case's project and snapshot, and what the old schema held for it. */
const cases: Record<
  'kept' | 'noHistory' | 'headMissing' | 'headTaken',
  { projectId: number; snapshotId: number; body: string; revision: number; history: HistoryRow[] }
> = {} as never;

beforeAll(async () => {
  folder = migrationsBefore(BODY_ONCE);
  database = await openEmpty();
  await database.migrate(folder);
  const { db } = database;
  userId = (await buildUser({ db, clock })).id;
  const at = '2026-01-10T08:00:00.000Z';
  const later = '2026-01-10T08:00:40.000Z';
  const snapshotOf = async (name: string, body: string, revision: number) => {
    const [project] = await db
      .insert(schema.projects)
      .values({ ownerId: userId, name, model: 'offline', problemStatement: 'Margins fell.' })
      .returning({ id: schema.projects.id });
    const [snapshot] = await rowsOf<{ id: number }>(
      db,
      sql`insert into snapshots (project_id, body, document_version, problem_statement, revision, updated_by,
                                 created_at, updated_at)
          values (${project!.id}, ${body}, '1.1', 'Margins fell.', ${revision}, ${userId}, ${at}::timestamptz,
                  ${later}::timestamptz)
          returning id`,
    );
    return { projectId: project!.id, snapshotId: snapshot!.id, body, revision };
  };
  const revisionOf = (snapshotId: number, revision: number, body: string, autosave = false) =>
    db.execute(sql`
      insert into snapshot_revisions (snapshot_id, revision, body, body_hash, problem_statement, author_id, autosave,
                                      summary, started_at, created_at)
      values (${snapshotId}, ${revision}, ${body}, ${sha256(body)}, 'Margins fell.', ${userId}, ${autosave},
              ${JSON.stringify([{ kind: 'created' }])}::jsonb, ${at}::timestamptz, ${later}::timestamptz)`);

  // As every save left it: the head revision holds the snapshot's body (an autosave folded into 3).
  const kept = await snapshotOf('Kept', documentText('Third'), 3);
  await revisionOf(kept.snapshotId, 1, documentText('First'));
  await revisionOf(kept.snapshotId, 3, documentText('Third'), true);
  // From before the history existed: no row at all.
  const noHistory = await snapshotOf('No history', documentText('Only'), 1);
  // Earlier revisions kept, the current one not.
  const headMissing = await snapshotOf('Head missing', documentText('Fifth'), 5);
  for (let revision = 1; revision <= 4; revision += 1)
    await revisionOf(headMissing.snapshotId, revision, documentText(`Revision ${revision}`));
  // The head's number holds another text than the snapshot (written by hand): both must survive.
  const headTaken = await snapshotOf('Head taken', documentText('Current'), 2);
  await revisionOf(headTaken.snapshotId, 1, documentText('One'));
  await revisionOf(headTaken.snapshotId, 2, documentText('Something else'));

  for (const [name, found] of Object.entries({ kept, noHistory, headMissing, headTaken })) {
    cases[name as keyof typeof cases] = { ...found, history: await historyOf(db, found.snapshotId) };
  }
  await database.migrate(migrationsFolder);
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const read = async (name: keyof typeof cases) => {
  const { projectId, snapshotId } = cases[name];
  const project = await getProject({ db: database.db, userId, projectId });
  const history = await listRevisions({ db: database.db, userId, projectId, snapshotId, pageNumber: 1, pageSize: 50 });
  return { snapshot: project.projectSnapshots[0]!, history, rows: await historyOf(database.db, snapshotId) };
};

describe('migration 0010: the document kept once, as the head revision', () => {
  it('drops the snapshot’s own copy of the body', async () => {
    const columns = await rowsOf<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'snapshots'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('body');
  });

  it('leaves a snapshot whose head revision held its body exactly as it was', async () => {
    const { snapshot, history, rows } = await read('kept');
    expect(snapshot.body).toBe(cases.kept.body);
    expect(snapshot.revision).toBe(3);
    expect(rows).toEqual(cases.kept.history);
    expect(history.results.map((r) => [r.revision, r.autosave])).toEqual([
      [3, true],
      [1, false],
    ]);
  });

  it('gives a snapshot without history a row holding its body, at its revision', async () => {
    const { snapshot, rows } = await read('noHistory');
    expect(snapshot.body).toBe(cases.noHistory.body);
    expect(snapshot.revision).toBe(1);
    expect(rows).toEqual([
      expect.objectContaining({
        revision: 1,
        body: cases.noHistory.body,
        body_hash: sha256(cases.noHistory.body),
        author_id: userId,
        autosave: false,
        summary: null,
      }),
    ]);
    expect(Date.parse(rows[0]!.created_at)).toBe(Date.parse(snapshot.updatedAt));
  });

  it('adds the missing head revision after the earlier ones, which stay as they were', async () => {
    const { snapshot, history, rows } = await read('headMissing');
    expect(snapshot.body).toBe(cases.headMissing.body);
    expect(snapshot.revision).toBe(5);
    expect(rows.slice(0, 4)).toEqual(cases.headMissing.history);
    expect(rows[4]).toMatchObject({ revision: 5, body: cases.headMissing.body });
    expect(history.results.map((r) => r.revision)).toEqual([5, 4, 3, 2, 1]);
  });

  it('moves a snapshot whose revision number held another text to a new revision, losing neither text', async () => {
    const { snapshot, rows } = await read('headTaken');
    expect(snapshot.body).toBe(cases.headTaken.body);
    expect(snapshot.revision).toBe(3);
    expect(rows.slice(0, 2)).toEqual(cases.headTaken.history);
    expect(rows[2]).toMatchObject({ revision: 3, body: cases.headTaken.body, body_hash: sha256(cases.headTaken.body) });
    const detail = await getRevision({ db: database.db, userId, ...pick(cases.headTaken), revision: 2 });
    expect(detail.body).toBe(documentText('Something else'));
  });

  it('saves on the migrated database as on a new one', async () => {
    const { projectId, snapshotId } = cases.noHistory;
    const body = documentText('After the upgrade');
    const saved = await saveSnapshot({
      db: database.db,
      clock,
      userId,
      projectId,
      snapshotId,
      expectedRevision: 1,
      input: { problemStatement: 'Margins fell.', body },
    });
    expect(saved.revision).toBe(2);
    const { snapshot, history } = await read('noHistory');
    expect(snapshot).toMatchObject({ revision: 2, body });
    expect(history.results.map((r) => r.revision)).toEqual([2, 1]);
  });
});

const pick = ({ projectId, snapshotId }: { projectId: number; snapshotId: number }) => ({ projectId, snapshotId });
