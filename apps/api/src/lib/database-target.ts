import { join } from 'node:path';
import type { Config } from '../config.js';
import type { DatabaseTarget } from '../db/client.js';
import { buildTemplateDir } from '../db/template.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under $DATA_DIR, in a thread of its own. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePool.max,
        statementTimeoutMs: config.databasePool.statementTimeoutMs,
        connectTimeoutMs: config.databasePool.connectTimeoutMs,
      }
    : {
        driver: 'pglite',
        dataDir: config.dataDir,
        templateDir: buildTemplateDir,
        thread: 'own',
        niceness: config.embeddedDatabaseNiceness,
      };
}

/**
 * Which database, and where, without credentials: for the start line and `admin config`, so an
 * operator sees at once whether the server runs on PostgreSQL or on the embedded database.
 */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `embedded PGlite in ${join(config.dataDir, 'db')}`;
  try {
    const url = new URL(config.databaseUrl);
    const host = url.hostname || url.searchParams.get('host') || 'localhost';
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `PostgreSQL ${name} on ${host}:${url.port || '5432'}${url.username ? ` as ${decodeURIComponent(url.username)}` : ''}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
