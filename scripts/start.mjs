// `npm start`: build when needed, then run the server (web app and API on one port).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

await import(
  pathToFileURL(
    join(
      root,
      process.argv.includes('--generation') ? 'apps/api/dist/generation-server.js' : 'apps/api/dist/server.js',
    ),
  ).href
);
