// /api/health and /api/v1/config against a bare Fastify server answering the same JSON, each in its
// own process, measured in alternating rounds (lib.mjs compareAB), on the embedded database and on
// PostgreSQL, each with its own baseline measured beside it. Goal (speed issue): /api/v1/config keeps
// at least 0.8x of the baseline's req/s on both; a miss sets the exit code to 1. Each row also shows
// the server's CPU time per request, which holds still on a loaded machine when req/s does not.
import { startBareFastify } from '../bare-fastify.mjs';
import { compareAB, printTable, ROUNDS, startCaseboard, withPostgres } from '../lib.mjs';

const PATHS = ['/api/health', '/api/v1/config'];
const GOALS = { '/api/v1/config': 0.8 };

async function rowsFor(label, env) {
  const caseboard = await startCaseboard(env);
  const rows = [];
  try {
    const bodies = {};
    for (const path of PATHS) bodies[path] = await (await fetch(`${caseboard.url}${path}`)).json();
    const bare = await startBareFastify(bodies);
    try {
      for (const path of PATHS) {
        const { baseline, subject } = await compareAB(
          { url: `${bare.url}${path}`, pid: bare.pid },
          { url: `${caseboard.url}${path}`, pid: caseboard.pid },
        );
        const goal = GOALS[path];
        const ratio = subject.rps / baseline.rps;
        const verdict = goal ? (ratio >= goal ? ` (goal ${goal}x: met)` : ` (goal ${goal}x: MISSED)`) : '';
        if (goal && ratio < goal) process.exitCode = 1;
        rows.push({ name: `bare Fastify ${path}`, ...baseline });
        rows.push({ name: `Caseboard ${path}, ${label}${verdict}`, ...subject, baseline });
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await caseboard.stop();
  }
  return rows;
}

export async function run() {
  const rows = [
    ...(await rowsFor('embedded', {})),
    ...(await withPostgres((databaseUrl) => rowsFor('PostgreSQL', { DATABASE_URL: databaseUrl }))),
  ];
  printTable(`System endpoints, medians of ${ROUNDS} alternating rounds`, rows);
}
