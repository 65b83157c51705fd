import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { runAdmin } from '../../src/cli/admin.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { acquireDataDirLock } from '../../src/db/lock.js';
import { countRows, type RowCounts } from '../../src/db/portability.js';
import { systemClock } from '../../src/lib/clock.js';
import { createMemoryRateLimiter } from '../../src/lib/rate-limit.js';
import { createMailer } from '../../src/mail/mailer.js';
import { recordRun } from '../../src/modules/generation/runs.js';
import { addMembership, buildProject, buildUser, signInAs } from '../support/factories.js';
import { ROOMY, testConfig } from '../support/test-app.js';

/**
 * `admin backup`, `admin restore-backup` and `admin export --to`, as an operator runs them on a data
 * directory with accounts, projects, members and generation runs: every table keeps its rows, and the
 * app serves the result (the session made before the backup still signs in, new rows get new ids).
 */

const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `caseboard-${label}-`));
  dirs.push(dir);
  return dir;
};

async function admin(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const errors = vi.spyOn(console, 'error').mockImplementation((...parts) => void lines.push(parts.join(' ')));
  try {
    const code = await runAdmin(args, env, (line = '') => lines.push(line));
    return { code, out: lines.join('\n') };
  } finally {
    errors.mockRestore();
  }
}

const rawOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: Parameters<typeof countRows>[0] }).$client;

/** Serves the app on a database and asks for the owner's projects and a new project. */
async function appWorksOn(database: DatabaseHandle, token: string) {
  const config = testConfig({ MAX_PROJECTS: '100' });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer(config.mail),
    clock: systemClock,
    rateLimiter: createMemoryRateLimiter(),
    pressure: ROOMY,
    logger: false,
  });
  try {
    const headers = { authorization: `Bearer ${token}` };
    const list = await app.inject({ method: 'GET', url: '/api/v1/projects', headers });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/projects',
      headers,
      payload: {
        name: 'After the move',
        model: 'offline',
        problemStatement: 'Costs rose faster than prices.',
        body: JSON.stringify({ version: '1.1', brief: { keyQuestion: 'How do we win back the margin?' } }),
      },
    });
    return { list: list.statusCode, projects: list.json(), created: created.statusCode };
  } finally {
    await app.close();
  }
}

let dataDir: string;
let token: string;
let seeded: RowCounts;

beforeAll(async () => {
  dataDir = tempDir('portable');
  const database = await openDatabase({ driver: 'pglite', dataDir, templateDir: dirname(inject('pgliteTemplate')) });
  try {
    const owner = await buildUser({ db: database.db, clock: systemClock });
    const colleague = await buildUser({ db: database.db, clock: systemClock });
    for (const name of ['Margin recovery', 'Network review']) {
      const project = await buildProject({ db: database.db, clock: systemClock, ownerId: owner.id, name });
      await addMembership({ db: database.db, projectId: project.id, user: colleague });
      await recordRun({
        db: database.db,
        run: {
          userId: owner.id,
          projectId: project.id,
          artefact: 'issue-tree',
          provider: 'offline',
          model: 'offline',
          status: 'succeeded',
          errorCode: null,
          durationMs: 12,
          at: new Date(),
        },
      });
    }
    token = (await signInAs({ db: database.db, clock: systemClock, userId: owner.id })).token;
    seeded = await countRows(rawOf(database));
  } finally {
    await database.close();
  }
  expect(seeded.filter((table) => table.rows > 0).length).toBeGreaterThanOrEqual(5);
}, 120_000);
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('admin backup and restore-backup', () => {
  it('round-trips the embedded database with every row, and the app serves the restored one', async () => {
    const file = join(tempDir('backups'), 'caseboard.tar.gz');
    const backup = await admin(['backup', file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('Backup written to');
    expect(existsSync(file)).toBe(true);

    // Restore into a new data directory (a new machine), and over the original after a change.
    const elsewhere = tempDir('restored');
    expect((await admin(['restore-backup', file], { DATA_DIR: elsewhere })).code).toBe(0);
    const changed = await openDatabase({ driver: 'pglite', dataDir });
    await buildUser({ db: changed.db, clock: systemClock });
    await changed.close();
    const over = await admin(['restore-backup', file], { DATA_DIR: dataDir });
    expect(over.code).toBe(0);
    expect(over.out).toContain('The database it replaced is kept in');
    expect(readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

    for (const dir of [elsewhere, dataDir]) {
      const restored = await openDatabase({ driver: 'pglite', dataDir: dir });
      try {
        expect(await countRows(rawOf(restored))).toEqual(seeded);
        const works = await appWorksOn(restored, token);
        expect(works).toMatchObject({ list: 200, created: 201 });
        expect(works.projects.results.map((p: { name: string }) => p.name).sort()).toEqual([
          'Margin recovery',
          'Network review',
        ]);
      } finally {
        await restored.close();
      }
    }
  }, 240_000);

  it('refuses while another process holds the embedded database, and says what to do', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = await admin(['backup', join(tempDir('refused'), 'x.tar.gz')], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/in use by process \d+.*Stop the server/s);
    } finally {
      lock.release();
    }
  });

  it('refuses on PostgreSQL and points to its own tools', async () => {
    const refused = await admin(['backup', 'x.tar.gz'], { DATABASE_URL: 'postgres://db.internal/caseboard' });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.out).toContain('pg_dump');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('admin export --to PostgreSQL', () => {
  const name = `caseboard_export_${process.pid}_${Date.now().toString(36)}`;
  let url: string;
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('copies every row of every table, and the app runs on the copy', async () => {
    const source = await openDatabase({ driver: 'pglite', dataDir });
    const before = await countRows(rawOf(source));
    await source.close();
    expect(before.filter((table) => table.rows > 0).length).toBeGreaterThanOrEqual(5);
    const exported = await admin(['export', '--to', url], { DATA_DIR: dataDir });
    expect(exported.code).toBe(0);
    expect(exported.out).toContain('every table has the same number of rows');

    const target = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        expect(await countRows(client)).toEqual(before);
      } finally {
        await client.end();
      }
      // New rows get fresh ids after the copied ones (the identity sequences moved on).
      expect(await appWorksOn(target, token)).toMatchObject({ list: 200, created: 201 });
    } finally {
      await target.close();
    }
  }, 240_000);

  it('refuses a target that already holds rows, and copies nothing', async () => {
    const again = await admin(['export', '--to', url], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/Nothing was copied: The target database is not empty/);
  });
});
