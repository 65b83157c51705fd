// /api/v1/config while the project list is under load: the public configuration touches no database, so
// its rate shows how much a busy database path takes from every other request. /api/v1/config is measured
// alone and while a load generator in a process of its own (bench/load-generator.mjs) hammers a signed-in
// GET /api/v1/projects with 10 connections, in alternating rounds, on the embedded database and on
// PostgreSQL. Goal (speed issue): on the embedded database, config keeps >= 0.3x of its unloaded rate;
// a miss sets the exit code to 1. PostgreSQL's ratio is reported beside it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measure, printTable, ROUNDS, startCaseboard, withPostgres } from '../lib.mjs';
import { startLoad } from '../load-generator.mjs';
import { openTarget, revisionChains, seedUsers } from '../seed.mjs';

const GOAL = 0.3;
const USERS = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = (runs) =>
  Object.fromEntries(['rps', 'p50', 'p99'].map((key) => [key, median(runs.map((r) => r[key]))]));

async function seed(target) {
  const database = await openTarget(target);
  try {
    return await seedUsers({ database, users: USERS, chains: await revisionChains(20), tag: 'config-load' });
  } finally {
    await database.close();
  }
}

async function rowsFor(label, { token }, server, goal) {
  const list = { url: `${server.url}/api/v1/projects`, headers: { authorization: `Bearer ${token}` } };
  const answer = await fetch(list.url, { headers: list.headers });
  if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`);
  const config = { url: `${server.url}/api/v1/config` };
  const runs = { unloaded: [], loaded: [], load: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['unloaded', 'loaded'] : ['loaded', 'unloaded'];
    for (const which of order) {
      if (which === 'unloaded') {
        runs.unloaded.push(await measure(config));
        continue;
      }
      const load = await startLoad({ ...list, connections: 10 });
      try {
        runs.loaded.push(await measure(config));
      } finally {
        runs.load.push(await load.stop());
      }
    }
  }
  const unloaded = medians(runs.unloaded);
  const loaded = medians(runs.loaded);
  const ratio = loaded.rps / unloaded.rps;
  const verdict = goal ? ` (goal ${goal}x: ${ratio >= goal ? 'met' : 'MISSED'})` : '';
  if (goal && ratio < goal) process.exitCode = 1;
  const failed = runs.load.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  return [
    { name: `GET /api/v1/config, unloaded (${label})`, ...unloaded },
    { name: `GET /api/v1/config, list under load (${label})${verdict}`, ...loaded, baseline: unloaded },
    {
      name: `  the load: GET /api/v1/projects, 10 connections (${label})${failed ? `, ${failed} FAILED` : ''}`,
      ...medians(runs.load),
    },
  ];
}

export async function run() {
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-config-load-'));
  let server;
  try {
    const seeded = await seed({ dataDir });
    server = await startCaseboard({ AI_DETECT_OLLAMA: 'false' }, { dataDir });
    rows.push(...(await rowsFor('embedded', seeded, server, GOAL)));
  } finally {
    if (server) await server.stop();
    else rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push(
    ...(await withPostgres(async (databaseUrl) => {
      const seeded = await seed({ databaseUrl });
      const postgresServer = await startCaseboard({ AI_DETECT_OLLAMA: 'false', DATABASE_URL: databaseUrl });
      try {
        return await rowsFor('PostgreSQL', seeded, postgresServer);
      } finally {
        await postgresServer.stop();
      }
    })),
  );
  printTable(
    `Config under list load: loaded against unloaded (the ratio columns), medians of ${ROUNDS} alternating rounds`,
    rows,
  );
}
