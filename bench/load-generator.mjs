// Background load from a process of its own, so the process that measures does not share a thread with the
// one that hammers: `startLoad` runs autocannon here against one request until stopped, then reports what
// it got (req/s and fractional-ms p50/p99 of its answers, non-2xx answers and errors).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { percentiles } from './lib.mjs';

/**
 * Starts hammering `{ url, method, headers, body, connections }` in a child process; resolves once the first
 * answers are back, with `stop()`, which resolves with { rps, p50, p99, non2xx, errors }.
 */
export async function startLoad(request) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_LOAD_REQUEST: JSON.stringify(request) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      if (out.includes('running\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`the load generator exited with ${code} before it ran`)));
  });
  return {
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) throw new Error(`the load generator exited with ${code}: ${out.slice(-500)}`);
      return JSON.parse(line);
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url, method = 'GET', headers, body, connections = 10 } = JSON.parse(process.env.BENCH_LOAD_REQUEST);
  const samples = [];
  let started = 0;
  const instance = autocannon(
    { url, method, headers, body, connections, duration: 3600, pipelining: 1 },
    (error, result) => {
      if (error) throw error;
      const seconds = (performance.now() - started) / 1000;
      const summary = {
        rps: samples.length / seconds,
        ...percentiles(samples),
        non2xx: result.non2xx,
        errors: result.errors,
      };
      process.stdout.write(`${JSON.stringify(summary)}\n`, () => process.exit(0));
    },
  );
  instance.on('response', (_client, status, _bytes, ms) => {
    if (started === 0) {
      started = performance.now();
      process.stdout.write('running\n');
    }
    if (status < 300) samples.push(ms);
  });
  process.once('SIGTERM', () => instance.stop());
}
