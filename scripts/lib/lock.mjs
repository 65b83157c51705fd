// A lock between processes on one machine: a directory that only one of them can create, naming its
// holder's pid. A holder that died (a killed build) leaves its lock behind; the next taker sees that its
// process is gone, or that the lock is older than any holder should keep it (its pid may have gone to
// another process since), and takes the lock over. Synchronous, for scripts that run their steps with
// spawnSync.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** How long a lock may go without naming its holder before it counts as abandoned. */
const UNNAMED_GRACE_MS = 10_000;

function holderAlive(path, maxHoldMs) {
  const created = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  if (created === undefined || Date.now() - created > maxHoldMs) return false;
  try {
    process.kill(Number(readFileSync(join(path, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    if (error.code === 'EPERM') return true; // alive, another user's
    // No name yet: the holder is between creating the lock and naming itself, unless that was long ago.
    if (error.code === 'ENOENT') return Date.now() - created < UNNAMED_GRACE_MS;
    return false;
  }
}

/**
 * Waits until the lock at `path` is free, takes it, and returns its release; it is released anyway when
 * the process exits. A lock held longer than `maxHoldMs` counts as abandoned.
 */
export function takeLock(path, { pollMs = 250, maxHoldMs = 15 * 60_000 } = {}) {
  mkdirSync(dirname(path), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (holderAlive(path, maxHoldMs)) Atomics.wait(pause, 0, 0, pollMs);
      else rmSync(path, { recursive: true, force: true });
    }
  }
  writeFileSync(join(path, 'pid'), String(process.pid));
  const release = () => {
    process.off('exit', release);
    rmSync(path, { recursive: true, force: true });
  };
  process.on('exit', release);
  return release;
}
