import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import { acquireDataDirLock } from '../db/lock.js';
import { runAdmin } from './admin.js';

describe('the operator CLI', () => {
  it('lists its commands', async () => {
    const lines: string[] = [];
    expect(await runAdmin(['help'], {}, (line = '') => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toMatch(/migrate\s+Apply pending database migrations/);
  });

  it('refuses to open the embedded database while another process holds it, and says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-admin-'));
    const lock = acquireDataDirLock(dataDir);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await runAdmin(['migrate'], { DATA_DIR: dataDir }, () => undefined)).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/in use by process \d+.*Stop the server/s);
    } finally {
      errors.mockRestore();
      lock.release();
    }
  });

  it('runs the clean-up on demand and says what it removed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-housekeep-'));
    const lines: string[] = [];
    expect(await runAdmin(['housekeep'], { DATA_DIR: dataDir }, (line = '') => lines.push(line))).toBe(0);
    expect(lines).toEqual(['sessions        0', 'tokens          0', 'generation runs 0', 'data sets       0']);
  });

  it('rejects an unknown command', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runAdmin(['frobnicate'], {}, () => undefined)).toBe(2);
    errors.mockRestore();
  });
});

describe('npm run admin -- usage', () => {
  it('summarises generation runs by artefact and model', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-usage-'));
    const { openDatabase } = await import('../db/client.js');
    const { recordRun } = await import('../modules/generation/runs.js');
    const { buildUser } = await import('../../test/support/factories.js');
    const { TestClock } = await import('../../test/support/test-app.js');
    // Start from the suite's migrated template rather than running initdb.
    const database = await openDatabase({ driver: 'pglite', dataDir, templateDir: dirname(inject('pgliteTemplate')) });
    const clock = new TestClock();
    const user = await buildUser({ db: database.db, clock });
    for (const [durationMs, status] of [
      [10, 'succeeded'],
      [30, 'succeeded'],
      [50, 'failed'],
    ] as const) {
      await recordRun({
        db: database.db,
        run: {
          userId: user.id,
          projectId: null,
          artefact: 'issue-tree',
          provider: 'offline',
          model: 'offline',
          status,
          errorCode: null,
          durationMs,
          at: clock.now(),
        },
      });
    }
    await database.close();
    const lines: string[] = [];
    expect(await runAdmin(['usage'], { DATA_DIR: dataDir }, (line = '') => lines.push(line))).toBe(0);
    const row = lines.find((line) => line.startsWith('issue-tree'));
    expect(row?.split(/\s+/)).toEqual([
      'issue-tree',
      'offline',
      'offline',
      '3',
      '2',
      '1',
      '0',
      '1',
      '30',
      '48',
      '0',
      '0',
    ]);
  });
});
