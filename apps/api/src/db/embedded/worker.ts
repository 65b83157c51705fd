import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../migrations-folder.js';
import { loadTemplate } from '../template.js';
import { serveWireProtocol } from './wire-bridge.js';

/**
 * The embedded database's thread: opens PGlite on the data directory (from the build's template when
 * the directory is new), applies pending migrations, and serves it on a Unix socket until the main
 * thread says close. Started by apps/api/src/db/embedded/server.ts.
 */
export interface EmbeddedWorkerData {
  dbDir: string;
  /** Load this template into a new directory (apps/api/src/db/template.ts). */
  templateDir?: string;
  socketPath: string;
  /** How many nice steps below the request thread this thread runs (0: the same priority). */
  niceness: number;
}

export type EmbeddedWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

const data = workerData as EmbeddedWorkerData;

/**
 * Runs this thread `steps` nice values below the rest of the process, so that when the machine's cores
 * are busy the request thread, which answers every request, gets one first and a query waits instead
 * (docs/decisions/037-embedded-database-off-the-request-thread.md). Linux only: there a nice value
 * belongs to a thread, found by its id in /proc/thread-self; elsewhere it is the whole process's, which
 * must keep its own. A system that refuses leaves the thread as it was.
 */
function runBelowRequests(steps: number): void {
  if (steps <= 0 || process.platform !== 'linux') return;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return;
    setPriority(threadId, Math.min(19, getPriority(threadId) + steps));
  } catch {
    // no /proc, or the priority cannot be set here: the thread keeps the process's priority
  }
}

runBelowRequests(data.niceness);

const port = parentPort!;
const post = (message: EmbeddedWorkerMessage) => port.postMessage(message);

try {
  const template = data.templateDir ? loadTemplate(data.templateDir) : undefined;
  const pglite = new PGlite(data.dbDir, template ? { loadDataDir: template } : {});
  await pglite.waitReady;
  await migrate(drizzle({ client: pglite }), { migrationsFolder });
  const bridge = await serveWireProtocol(pglite, data.socketPath);
  port.on('message', (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    void (async () => {
      await bridge.close();
      await pglite.close();
      post({ type: 'closed' });
      port.close();
    })();
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
