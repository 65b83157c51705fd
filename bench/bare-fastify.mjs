// The baseline: a bare Fastify server answering the same JSON as Caseboard's endpoints, with none of
// our plugins (security headers, auth, validation, database), in a process of its own as Caseboard is,
// so neither shares a CPU thread with the load generator. Ratios are against this.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

/**
 * Starts the baseline in a child process answering GET `responses` ({ path: body }) and, for a save, PUT
 * `puts` ({ path: body }): the JSON body is parsed and its `body` field answered back inside `body`, as
 * Caseboard answers a snapshot save. Resolves with its URL.
 */
export async function startBareFastify(responses, { puts = {} } = {}) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_BARE_RESPONSES: JSON.stringify(responses), BENCH_BARE_PUTS: JSON.stringify(puts) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare Fastify baseline exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Room for the largest document Caseboard takes (apps/api/src/modules/projects/routes.ts).
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
  for (const [path, body] of Object.entries(JSON.parse(process.env.BENCH_BARE_RESPONSES ?? '{}'))) {
    app.get(path, async () => body);
  }
  for (const [path, body] of Object.entries(JSON.parse(process.env.BENCH_BARE_PUTS ?? '{}'))) {
    app.put(path, async (request) => ({ ...body, body: request.body.body }));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${app.server.address().port}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
