import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startModuleWorker } from '../../lib/worker-pool.js';
import type { EmbeddedWorkerData, EmbeddedWorkerMessage } from './worker.js';

const workerUrl = new URL(`./worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

export interface EmbeddedServer {
  /** A directory holding the socket `.s.PGSQL.5432`: `pg`'s `host` for a Unix socket. */
  socketDir: string;
  /** Called once should the database thread end without being asked to. */
  onExit(listener: (error: Error) => void): void;
  stop(): Promise<void>;
}

/**
 * Runs the embedded database in a thread of its own (apps/api/src/db/embedded/worker.ts), so queries,
 * which are CPU work inside PGlite, never hold up the event loop. Resolves once the database is
 * migrated and listening on a Unix socket in a new private directory (mode 0700: only this user).
 */
export async function startEmbeddedServer({
  dbDir,
  templateDir,
  niceness = 0,
}: {
  dbDir: string;
  templateDir?: string;
  /** Nice steps below the request thread for the database's thread (worker.ts runBelowRequests). */
  niceness?: number;
}): Promise<EmbeddedServer> {
  const socketDir = mkdtempSync(join(tmpdir(), 'caseboard-db-'));
  const workerData: EmbeddedWorkerData = {
    dbDir,
    templateDir,
    socketPath: join(socketDir, '.s.PGSQL.5432'),
    niceness,
  };
  const worker = startModuleWorker(workerUrl, { workerData });
  let stopping = false;
  const exitListeners: Array<(error: Error) => void> = [];
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: EmbeddedWorkerMessage) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'failed') reject(new Error(message.message));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the embedded database thread exited with code ${code}`)));
    });
  } catch (error) {
    await worker.terminate();
    removeSocketDir();
    throw error;
  }
  worker.removeAllListeners();
  const closed = new Promise<void>((resolve) => {
    worker.on('message', (message: EmbeddedWorkerMessage) => {
      if (message.type === 'closed') resolve();
    });
  });
  const lost = (error: Error) => {
    if (stopping) return;
    stopping = true;
    removeSocketDir();
    for (const listener of exitListeners) listener(error);
  };
  worker.on('error', lost);
  worker.on('exit', (code) => lost(new Error(`the embedded database thread exited with code ${code}`)));

  return {
    socketDir,
    onExit: (listener) => void exitListeners.push(listener),
    async stop() {
      if (stopping) return;
      stopping = true;
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
      removeSocketDir();
    },
  };
}
