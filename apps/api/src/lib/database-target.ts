import type { Config } from '../config.js';
import type { DatabaseTarget } from '../db/client.js';
import { buildTemplateDir } from '../db/template.js';

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under $DATA_DIR. */
export function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: config.dataDir, templateDir: buildTemplateDir };
}
