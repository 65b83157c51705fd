import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (probably the Caseboard server). ` +
        'It has one writer: stop that process first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * The embedded database has exactly one writer. A lock file holding the owner's pid keeps a second
 * process (a second server, the admin CLI) from opening the files; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, 'caseboard.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSafe(path), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
