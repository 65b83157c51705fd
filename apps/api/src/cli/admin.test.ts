import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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

  it('rejects an unknown command', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await runAdmin(['frobnicate'], {}, () => undefined)).toBe(2);
    errors.mockRestore();
  });
});
