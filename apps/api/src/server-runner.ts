import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/lock.js';
import { databaseTarget, describeDatabase } from './lib/database-target.js';
import { createLifecycle } from './lib/lifecycle.js';
import { withLocalModels } from './lib/local-models.js';
import { createMailer } from './mail/mailer.js';

/** After the grace, cut work gets this long to record itself and the connections to close. */
const CUT_SETTLE_MS = 5_000;

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
  // Without its thread the embedded database is gone: exit, so a supervisor starts the server again.
  database.onLost?.((error) => {
    console.error(`The embedded database stopped: ${error.message}`);
    process.exit(1);
  });
  config = await detected;
  const found = config.ai.localModels;
  if (found) console.info(`Found Ollama on this machine: ${found.models.length} models offered beside the others`);
  const mailer = createMailer(config.mail);
  const lifecycle = createLifecycle();
  const app = await buildApp({ config, database, mailer, surface, lifecycle });

  // Shutdown, in order: readiness answers 503 at once; while a load balancer polls it, the server keeps
  // serving for SHUTDOWN_DELAY_MS so the balancer takes it out before it stops accepting; then it stops
  // accepting and lets requests and streams in flight finish. When SHUTDOWN_GRACE_MS (counted from the
  // signal) runs out, generations still running are cut: each logs and records itself as cut, and only
  // then does the database close. A second signal does not hurry this; SIGKILL does.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { graceMs, readinessDelayMs } = config.shutdown;
    const began = Date.now();
    lifecycle.drain();
    app.log.info({ signal, graceMs }, 'shutting down: readiness answers 503, draining requests');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, 'shutdown grace ran out: cutting the work still running');
      lifecycle.cutRemaining();
      const force = setTimeout(() => {
        app.log.error('connections still open after the cut; exiting');
        process.exit(1);
      }, CUT_SETTLE_MS);
      force.unref();
    }, graceMs);
    grace.unref();
    try {
      if (lifecycle.readinessPolled && readinessDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(readinessDelayMs, graceMs)));
      }
      await app.close();
      await database.close();
      mailer.close();
    } finally {
      clearTimeout(grace);
    }
    app.log.info({ ms: Date.now() - began, cut }, 'shut down');
    process.exit(cut ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url =
    config.publicUrl.port === String(config.port) && port === config.port
      ? config.publicUrl.origin
      : `http://localhost:${port}`;
  console.info(`${name} is running at ${url} (database: ${describeDatabase(config)})`);
}
