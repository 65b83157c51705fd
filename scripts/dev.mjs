// `npm run dev`: the API with reload on change (port 3001) and Vite with hot reload (port 3000),
// which proxies /api to the API. Open http://localhost:3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';
const env = { ...process.env, NODE_ENV: 'development' };
const viteBin = ['apps/web/node_modules/vite/bin/vite.js', 'node_modules/vite/bin/vite.js']
  .map((path) => join(root, path))
  .find((path) => existsSync(path));

const children = [
  spawn(process.execPath, ['--conditions=@caseboard/source', '--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      PORT: apiPort,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${webPort}`,
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
    },
  }),
  spawn(process.execPath, [viteBin], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...env, PORT: webPort, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
