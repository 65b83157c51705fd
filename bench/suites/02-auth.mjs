// Sign-in at the chosen argon2 cost (argon2id, 19 MiB, t=2, p=1): throughput and latency over HTTP
// against argon2 verification alone in this process, and the server's memory peak while 50 people
// sign in at the same moment (the hash cap should keep it flat).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { printTable, root, startCaseboard } from '../lib.mjs';

const PASSWORD = 'Plum orchard at dusk 7';
const ACCOUNTS = 50;

/** /proc/<pid>/status fields in MiB (Linux): VmRSS now, VmHWM the peak since start. */
function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

async function activationToken(dataDir, email) {
  for (let i = 0; i < 200; i += 1) {
    const dir = join(dataDir, 'mail');
    let files = [];
    try {
      files = readdirSync(dir);
    } catch {
      // none yet
    }
    for (const file of files) {
      const raw = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '');
      if (raw.includes(`To: ${email}`)) {
        const match = /\/auth\/activate-user\/([A-Za-z0-9_-]{43})/.exec(raw);
        if (match) return match[1];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no activation mail for ${email}`);
}

/** Distinct client addresses (the server trusts X-Forwarded-For here) so per-address limits stay out of the way. */
const address = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function createAccounts(caseboard) {
  const emails = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const email = `bench.${i}.${Date.now().toString(36)}@example.com`;
    const res = await fetch(`${caseboard.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i + 1) },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        fullName: `Bench ${i}`,
        linkedinUrl: 'https://www.linkedin.com/in/bench',
        ageConfirmed: true,
        termsAccepted: true,
      }),
    });
    if (res.status !== 202) throw new Error(`sign-up answered ${res.status}`);
    const token = await activationToken(caseboard.dataDir, email);
    const activated = await fetch(`${caseboard.url}/api/v1/auth/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (!activated.ok) throw new Error(`activation answered ${activated.status}`);
    emails.push(email);
  }
  return emails;
}

/** argon2 verification alone, with the same parameters and the same concurrency cap as the server. */
async function argon2Baseline(durationMs = 5_000) {
  const { createRequire } = await import('node:module');
  const require = createRequire(join(root, 'apps/api/package.json'));
  const argon2 = require('argon2');
  const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const hash = await argon2.hash(PASSWORD, options);
  const cap = Math.max(1, Math.min(3, availableParallelism() - 1));
  const latencies = [];
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: cap }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await argon2.verify(hash, PASSWORD);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (durationMs / 1000),
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
    cap,
  };
}

export async function run() {
  const caseboard = await startCaseboard({ TRUST_PROXY: 'true' });
  try {
    const emails = await createAccounts(caseboard);
    const baseline = await argon2Baseline();
    let next = 0;
    const result = await autocannon({
      url: `${caseboard.url}/api/v1/auth/sign-in`,
      connections: 10,
      duration: 5,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            next += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': address(1000 + (next % 5000)) },
              body: JSON.stringify({ email: emails[next % emails.length], password: PASSWORD }),
            };
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`sign-in: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
    }
    printTable(`Sign-in at argon2id 19 MiB, t=2, p=1 (hash cap ${baseline.cap} on ${availableParallelism()} cores)`, [
      { name: 'argon2id verify alone, same cap (in process)', ...baseline },
      {
        name: 'POST /api/v1/auth/sign-in (10 connections)',
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        baseline,
      },
    ]);

    // 50 sign-ins at the same moment, three times; the server's resident memory is sampled throughout.
    const before = memory(caseboard.pid);
    let sampledPeak = before.rss;
    const sampler = setInterval(() => {
      sampledPeak = Math.max(sampledPeak, memory(caseboard.pid).rss);
    }, 10);
    const burstTimes = [];
    for (let round = 0; round < 3; round += 1) {
      const started = performance.now();
      const answers = await Promise.all(
        emails.map((email, i) =>
          fetch(`${caseboard.url}/api/v1/auth/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address(20_000 + round * 100 + i) },
            body: JSON.stringify({ email, password: PASSWORD }),
          }).then((res) => res.status),
        ),
      );
      burstTimes.push(performance.now() - started);
      const failed = answers.filter((status) => status !== 200);
      if (failed.length > 0) throw new Error(`burst: ${failed.length} sign-ins failed (${[...new Set(failed)]})`);
    }
    clearInterval(sampler);
    const after = memory(caseboard.pid);
    console.info('\n50 concurrent sign-ins (x3)');
    console.info(`server RSS before          ${before.rss.toFixed(1)} MiB`);
    console.info(
      `server RSS peak (sampled)  ${sampledPeak.toFixed(1)} MiB (+${(sampledPeak - before.rss).toFixed(1)} MiB)`,
    );
    console.info(`server RSS high-water mark ${after.peak.toFixed(1)} MiB (VmHWM, since start)`);
    console.info(
      `all 50 answered in        ${burstTimes.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (hashes queue behind the cap)`,
    );
  } finally {
    await caseboard.stop();
  }
}
