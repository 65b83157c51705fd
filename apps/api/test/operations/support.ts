import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The repository root, where `npm start` runs. */
export const root = join(import.meta.dirname, '../../../..');

/** Builds what `npm start` serves, when stale (seconds when nothing changed). */
export function buildOnce(): void {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 600_000,
  });
  if (build.status !== 0) throw new Error('the build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

export interface Started {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote so far (pino lines on stdout, messages on stderr). */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts a command as an operator would (only PATH and HOME from this environment, plus `env`) and
 * waits until `/api/health` answers on `port`.
 */
export async function startProcess(
  command: string,
  args: string[],
  {
    port,
    env,
    cwd = root,
    uid,
    gid,
  }: { port: number; env: Record<string, string>; cwd?: string; uid?: number; gid?: number },
): Promise<Started> {
  const child = spawn(command, args, {
    cwd,
    ...(uid === undefined ? {} : { uid, gid }),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process exited: ${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error(`no answer within 180 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, output: () => output, exited };
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
