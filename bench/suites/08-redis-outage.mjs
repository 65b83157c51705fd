// Redis that fails fast: a rate-limited request (an offline generation, counted per user) on a server
// whose REDIS_URL points at a closed port, against the same request with Redis up and with no Redis
// configured, in the same run. Goal: p99 within 200 ms while Redis is unreachable (before the
// fix, rate-limited endpoints stalled 5-10 s on the counters).
import { freePort, percentiles, printLatencies, seedAccount, startCaseboard } from '../lib.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const GOAL_MS = 200;
const REQUESTS = 40;
const WARM_UP = 5;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function scenario(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-'));
  const { token, database } = await seedAccount({ dataDir });
  await database.close();
  const server = await startCaseboard(
    { OFFLINE_RATE_PER_MINUTE: '100000', AI_DETECT_OLLAMA: 'false', MAX_EVENT_LOOP_DELAY_MS: '10000', ...env },
    { dataDir },
  );
  try {
    const samples = [];
    // The first requests start the generation workers: warm up, then measure.
    for (let i = -WARM_UP; i < REQUESTS; i += 1) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/ai/brief`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          problemStatement: 'A regional airline lost six points of margin. How does it win them back?',
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${name}: answered ${res.status}`);
      if (i >= 0) samples.push(performance.now() - started);
    }
    const { p50, p99 } = percentiles(samples);
    const max = Math.max(...samples);
    return { name, p50, p99, note: `max ${max.toFixed(0)} ms`, max };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const closed = `redis://127.0.0.1:${await freePort()}`;
  const rows = [
    await scenario('no Redis configured (in memory)', {}),
    await scenario('Redis up', { REDIS_URL }),
    await scenario('Redis unreachable (closed port)', { REDIS_URL: closed }),
  ];
  const outage = rows[2];
  outage.note +=
    outage.max <= GOAL_MS ? ` (goal: every answer <= ${GOAL_MS} ms: met)` : ` (goal ${GOAL_MS} ms: MISSED)`;
  printLatencies('Rate-limited request (offline brief), sequential, by state of Redis', rows);
}
