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
}

export type EmbeddedWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

const data = workerData as EmbeddedWorkerData;
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
