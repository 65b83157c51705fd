// Builds everything: the packages and the API (tsc -b), the web app (vite build), and the embedded
// database template. Without --force it builds only when an output is missing or a source is newer
// than the last successful build, so a second `npm start` on an unchanged tree starts at once. Builds
// started at the same time (test files in parallel workers) take turns: the second finds the tree built.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { takeLock } from './lib/lock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules/.cache/caseboard/build-stamp');
const lock = join(root, 'node_modules/.cache/caseboard/build-lock');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');

const outputs = [
  'apps/api/dist/server.js',
  'apps/api/dist/cli/admin.js',
  'apps/web/dist/index.html',
  'apps/web/dist/build.json',
];
const inputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.json',
  'packages',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
];
const skip = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function isStale() {
  if (!existsSync(stamp) || outputs.some((file) => !existsSync(join(root, file)))) return true;
  const built = statSync(stamp).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

// A caller's NODE_ENV (vitest sets `test`) must not leak into the build: Vite would bundle React's
// development runtime into the production app.
const env = { ...process.env, NODE_ENV: 'production' };

function run(label, command, args, cwd = root) {
  if (!quiet) console.info(`> ${label}`);
  const result = spawnSync(command, args, { cwd, env, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
  if (result.status !== 0) {
    console.error(`Build failed at: ${label}`);
    process.exit(result.status ?? 1);
  }
}

if (force || isStale()) takeLock(lock);
// Another build may have finished while this one waited for the lock.
if (force || isStale()) {
  const started = Date.now();
  // A workspace may hold its own copy of a tool (npm hoists only when versions agree).
  const bin = (name, workspace = '.') =>
    [join(root, workspace, 'node_modules/.bin', name), join(root, 'node_modules/.bin', name)].find((path) =>
      existsSync(path),
    );
  run('compile packages and API (tsc -b)', bin('tsc'), ['-b', 'tsconfig.json']);
  run(
    'build web app (vite build)',
    bin('vite', 'apps/web'),
    ['build', '--logLevel', quiet ? 'error' : 'warn'],
    join(root, 'apps/web'),
  );
  run('prepare embedded database template', process.execPath, ['apps/api/dist/db/build-template.js']);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
  if (!quiet) console.info(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else if (!quiet) {
  console.info('Build is up to date.');
}
