import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lockModule = new URL('./lock.mjs', import.meta.url).href;

/** `node` arguments for a process that takes the lock at `path` (polling every 10 ms), then runs `then`. */
const taker = (path, then) => [
  '--input-type=module',
  '-e',
  `import { readFileSync } from 'node:fs';
   import { takeLock } from ${JSON.stringify(lockModule)};
   takeLock(${JSON.stringify(path)}, { pollMs: 10 });
   ${then}`,
];

/** A process that takes the lock, says so, holds it until told to go (a line on stdin), and exits. */
function holder(path) {
  const child = spawn(
    process.execPath,
    taker(path, `process.stdout.write('held\\n'); process.stdin.once('data', () => process.exit(0));`),
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const held = new Promise((resolve) => child.stdout.once('data', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, held, exited, release: () => child.stdin.write('go\n') };
}

/**
 * Takes the lock in a process of its own, which prints the pid the lock then names and exits (releasing
 * it). A lock that is never taken blocks its taker's thread: the test fails after 5 s instead of hanging.
 */
function takeInChild(path) {
  return spawnSync(
    process.execPath,
    taker(path, `process.stdout.write(readFileSync(${JSON.stringify(join(path, 'pid'))}, 'utf8'));`),
    { encoding: 'utf8', timeout: 5_000 },
  );
}

describe('takeLock', () => {
  it('lets one process at a time hold the lock, and the next take it once the first exits', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'caseboard-lock-')), 'lock');
    const first = holder(path);
    await first.held;
    const second = holder(path);
    let secondHeld = false;
    void second.held.then(() => (secondHeld = true));
    // The second waits while the first holds: give it many of its 10 ms polls to take the lock wrongly.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondHeld).toBe(false);
    expect(readFileSync(join(path, 'pid'), 'utf8')).toBe(String(first.child.pid));
    first.release();
    await first.exited;
    await second.held;
    expect(readFileSync(join(path, 'pid'), 'utf8')).toBe(String(second.child.pid));
    second.release();
    await second.exited;
    expect(existsSync(path)).toBe(false);
  });

  it('takes over a lock whose holder is gone, and frees it when released', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'caseboard-lock-')), 'lock');
    mkdirSync(path);
    // No process has this pid (Linux pids stay below 2^22).
    writeFileSync(join(path, 'pid'), String(2 ** 22 + 1));
    const taker = takeInChild(path);
    expect(taker.status).toBe(0);
    expect(taker.stdout).toBe(String(taker.pid));
    expect(existsSync(path)).toBe(false);
  });

  it('takes over a lock held longer than a holder may keep it, even when its pid is in use again', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'caseboard-lock-')), 'lock');
    mkdirSync(path);
    // A pid that is alive (this process), on a lock taken 20 minutes ago.
    writeFileSync(join(path, 'pid'), String(process.pid));
    const then = new Date(Date.now() - 20 * 60_000);
    utimesSync(path, then, then);
    const taker = takeInChild(path);
    expect(taker.status).toBe(0);
    expect(taker.stdout).toBe(String(taker.pid));
    expect(existsSync(path)).toBe(false);
  });
});
