import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/lock.js';
import { databaseTarget } from './lib/database-target.js';
import { withLocalModels } from './lib/local-models.js';
import { createMailer } from './mail/mailer.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts a server: configuration, database (with migrations), app, listen; drains and closes on SIGTERM/SIGINT. */
export async function startServer({
  surface = 'full',
  name = 'Caseboard',
}: { surface?: 'full' | 'generation'; name?: string } = {}) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Looking for a local Ollama overlaps with opening the database instead of adding to the start.
  const detected = withLocalModels(config);
  let database;
  try {
    database = await openDatabase(databaseTarget(config));
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config = await detected;
  const found = config.ai.localModels;
  if (found) console.info(`Found Ollama on this machine: ${found.models.length} models offered beside the others`);
  const mailer = createMailer(config.mail);
  const app = await buildApp({ config, database, mailer, surface });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      mailer.close();
    } finally {
      clearTimeout(force);
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url =
    config.publicUrl.port === String(config.port) && port === config.port
      ? config.publicUrl.origin
      : `http://localhost:${port}`;
  console.info(
    `${name} is running at ${url} (database: ${database.driver === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}
