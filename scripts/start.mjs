// `npm start`: build when needed, then run the server (web app and API on one port) in this process.
// package.json runs it with `exec`, so npm's child is this process and the SIGTERM npm forwards reaches
// the server, which drains (apps/api/src/server-runner.ts). Should npm itself die without forwarding
// (SIGKILL), this process is re-parented: it notices and shuts down the same way instead of lingering.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 1_000);
  watch.unref();
}

await import(
  pathToFileURL(
    join(
      root,
      process.argv.includes('--generation') ? 'apps/api/dist/generation-server.js' : 'apps/api/dist/server.js',
    ),
  ).href
);
