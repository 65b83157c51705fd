import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.js';

/**
 * A fresh PGlite runs initdb, which takes seconds. A template (a dump of an initialised database with
 * every migration applied) loads in about one: the build writes one so the first `npm start` is quick,
 * and the test suite shares one so each test file gets a fresh database fast. Its name carries a hash
 * of the migrations and the PGlite version, so a stale template is never used.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package does not export its package.json: walk up from its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

function migrationFiles(): string[] {
  const files = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
  return [...files.sort(), 'meta/_journal.json'];
}

/** Where the build keeps its template: the API's dist folder. */
export const buildTemplateDir = fileURLToPath(new URL('..', import.meta.url));

export function templatePath(dir: string): string {
  return join(dir, `pglite-template-${templateKey()}.tar`);
}

/** Returns the template for the current migrations in `dir`, creating it when missing. */
export async function ensureTemplate(dir: string): Promise<string> {
  const path = templatePath(dir);
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true });
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path); // atomic: concurrent creators never see half a file
  } finally {
    await client.close();
  }
  return path;
}

/** The template as PGlite's `loadDataDir` wants it, or undefined when there is none for these migrations. */
export function loadTemplate(dir: string): Blob | undefined {
  const path = templatePath(dir);
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}
