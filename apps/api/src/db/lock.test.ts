import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './lock.js';

describe('the embedded database lock', () => {
  it('lets one holder in and stops a second one with a clear message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'caseboard-lock-'));
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process \d+.*stop that process first/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock left behind by a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'caseboard-lock-'));
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(join(dir, 'caseboard.lock'), finished.stdout);
    const lock = acquireDataDirLock(dir);
    expect(lock.path).toBe(join(dir, 'caseboard.lock'));
    lock.release();
  });
});
