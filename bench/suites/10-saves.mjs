// Cheap saves (docs/decisions/035-cheap-saves.md), on the built server, embedded and on PostgreSQL:
//   - the answer to a save of a 16 KB document (goal: under 2 KB),
//   - saves per second of the 300-node document with 10 connections, each on a snapshot of its own and
//     sending the If-Match its previous save answered, so every save is a real one (goal: >= 300/s);
//     the whole-document PUT, and a one-operation JSON patch beside it,
//   - the first history page (20) of a snapshot with 10,000 revisions against one with 20, in alternating
//     rounds (goal: within 2x), and a page deep in the long history,
//   - in-process: checking the 300-node body (parse + contract) against JSON.parse alone.
// Everything is seeded through the API's own modules before the server starts. A missed goal sets the
// exit code to 1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  compareAB,
  cpuMs,
  DURATION,
  machineLoad,
  measure,
  percentiles,
  printTable,
  root,
  ROUNDS,
  seedAccount,
  startCaseboard,
  withPostgres,
} from '../lib.mjs';
import { documentWithHypotheses } from '../web.mjs';

const GOALS = { answerBytes: 2 * 1024, savesPerSecond: 300, historyRatio: 2 };
const CONNECTIONS = 10;
/** Seconds of saves before the measured rounds, on each server. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const LONG_HISTORY = 10_000;
const SHORT_HISTORY = 20;
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

/** A 1.1 document of about `bytes` bytes (issue tree of short nodes), as JSON text. */
function documentOf(bytes) {
  // Branches of at most 40 children each (the contract allows 50).
  const branches = [];
  for (let i = 0; JSON.stringify(branches).length < bytes - 200; i += 1) {
    if (i % 40 === 0) branches.push({ id: `b${i}`, label: `Branch ${i / 40}`, children: [] });
    branches.at(-1).children.push({ id: `n${i}`, label: `Driver ${i} of the margin gap`, children: [] });
  }
  return JSON.stringify({
    version: '1.1',
    brief: { keyQuestion: 'How do we recover 150 bp of margin?' },
    issueTree: { root: { id: 'root', label: 'How do we recover 150 bp?', children: branches } },
  });
}

/** The 300-node document and a twin with one node renamed: saves alternate between them. */
function largeBodies() {
  const document = documentWithHypotheses(300);
  const renamed = structuredClone(document);
  renamed.hypothesisTree.root.children[2].label = 'Prices among rural stores explain most of the margin gap';
  return [JSON.stringify(document), JSON.stringify(renamed)];
}

/** An account with the snapshots each scenario saves to, in `place` ({ dataDir } or { databaseUrl }). */
async function seed(place, large) {
  const schema = await dist('db/schema/index.js');
  const { createProject } = await dist('modules/projects/projects.js');
  const clock = { now: () => new Date() };
  const { userId, token, database } = await seedAccount(place);
  try {
    const now = new Date();
    const rules = { maxProjects: 100, models: ['offline'] };
    const project = async (name, body) => {
      const created = await createProject({
        db: database.db,
        clock,
        userId,
        rules,
        input: { name, model: 'offline', problemStatement: 'Margins fell from 4.1% to 2.3%.', body },
      });
      return { projectId: created.id, snapshotId: created.projectSnapshots[0].id, revision: 1 };
    };
    const slots = [];
    for (let i = 0; i < CONNECTIONS; i += 1) slots.push(await project(`Saves ${i}`, large[0]));
    const patchSlots = [];
    for (let i = 0; i < CONNECTIONS; i += 1) patchSlots.push(await project(`Patches ${i}`, large[0]));
    const small = await project('Answer size', documentOf(16 * 1024));
    const histories = {};
    for (const length of [SHORT_HISTORY, LONG_HISTORY]) {
      const seeded = await project(`History ${length}`, documentOf(2 * 1024));
      const { snapshotRevisions, snapshots } = schema;
      const [first] = await database.db.select().from(snapshotRevisions).where(eqSnapshot(snapshotRevisions, seeded));
      const rows = [];
      for (let revision = 2; revision <= length; revision += 1) {
        const { id: _id, ...copy } = first;
        rows.push({
          ...copy,
          revision,
          autosave: revision % 3 !== 0,
          createdAt: new Date(now.getTime() + revision * 1000),
        });
      }
      for (let i = 0; i < rows.length; i += 500)
        await database.db.insert(snapshotRevisions).values(rows.slice(i, i + 500));
      await database.db.update(snapshots).set({ revision: length }).where(eqId(snapshots, seeded.snapshotId));
      histories[length] = seeded;
    }
    return { token, slots, patchSlots, small, histories };
  } finally {
    await database.close();
  }
}

const { eq } = await import('drizzle-orm');
const eqSnapshot = (table, seeded) => eq(table.snapshotId, seeded.snapshotId);
const eqId = (table, id) => eq(table.id, id);

const snapshotPath = ({ projectId, snapshotId }) => `/api/v1/projects/${projectId}/snapshots/${snapshotId}`;

/**
 * One client per snapshot, each saving its snapshot again and again with the If-Match its previous
 * answer gave (autocannon resets a request's context after every answer, so a slot is taken from a
 * pool when a request is built and given back with the answer); returns saves per second and latency.
 * Revisions are read back from the server first, as a round cut short may have saved once more.
 * Any answer but 200 fails the run.
 */
async function saveLoad({ url, token, slots, request, pid, databaseUrl, duration = DURATION }) {
  // Saves cut off at the end of a round may still commit after it: read until two reads agree.
  const read = async () => {
    const revisions = [];
    for (const slot of slots) {
      // A loaded server may refuse for a moment (503 with Retry-After): ask again, and name a lasting refusal.
      for (let attempt = 1; ; attempt += 1) {
        const answer = await fetch(`${url}/api/v1/projects/${slot.projectId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (answer.ok) {
          revisions.push((await answer.json()).projectSnapshots[0].revision);
          break;
        }
        const text = await answer.text();
        if (attempt >= 10) throw new Error(`reading a project answered ${answer.status}: ${text.slice(0, 300)}`);
        console.error(`(reading a project answered ${answer.status}: ${text.slice(0, 200)}; asking again)`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    return revisions;
  };
  let revisions = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await read();
    if (again.every((revision, i) => revision === revisions[i])) break;
    revisions = again;
  }
  slots.forEach((slot, i) => (slot.revision = revisions[i]));
  const free = slots.map((_, i) => i).reverse();
  let turn = 0;
  // CPU per save: every thread of the server (with the embedded database, its worker too) and, on
  // PostgreSQL, the backends serving this database (a loaded machine distorts saves/s, not this).
  // The pool may open backends during the run: those count from zero.
  const cpuNow = async () => {
    const backends = databaseUrl ? await backendPids(databaseUrl) : [];
    return { server: cpuMs(pid), backends: new Map(backends.map((id) => [id, safeCpuMs(id)])) };
  };
  const cpuBefore = await cpuNow();
  const samples = [];
  const instance = autocannon({
    url,
    connections: slots.length,
    duration,
    pipelining: 1,
    requests: [
      {
        setupRequest: (req, context) => {
          context.slot = free.pop();
          // A connection autocannon opens again as a run stops finds every slot taken (the request it
          // cut never answered, so its slot never came back): it asks for health instead, a request or
          // two at the very end, where taking a slot twice would send a stale If-Match.
          if (context.slot === undefined) {
            return { ...req, method: 'GET', path: '/api/health', headers: {}, body: undefined };
          }
          turn += 1;
          const slot = slots[context.slot];
          const { method, body, contentType } = request(turn);
          return {
            ...req,
            method,
            path: snapshotPath(slot) + (method === 'PATCH' ? '?autosave=true' : ''),
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': contentType,
              'if-match': `"${slot.revision}"`,
            },
            body,
          };
        },
        onResponse: (status, body, context) => {
          if (context.slot === undefined) return;
          if (status === 200) slots[context.slot].revision = JSON.parse(body).revision;
          free.push(context.slot);
        },
      },
    ],
  });
  const refused = {};
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status < 300) samples.push(ms);
    else refused[status] = (refused[status] ?? 0) + 1;
  });
  const result = await instance;
  const cpuAfter = await cpuNow();
  let databaseMs = 0;
  for (const [id, ms] of cpuAfter.backends) databaseMs += ms - (cpuBefore.backends.get(id) ?? 0);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`saves: ${result.non2xx} non-2xx answers ${JSON.stringify(refused)} and ${result.errors} errors`);
  }
  const saves = Math.max(result.requests.total, 1);
  return {
    rps: result.requests.average,
    ...percentiles(samples),
    serverUs: ((cpuAfter.server - cpuBefore.server) * 1000) / saves,
    databaseUs: (databaseMs * 1000) / saves,
  };
}

/** The PostgreSQL backends connected to the database of `databaseUrl` (the server's pool), by pid. */
async function backendPids(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

const safeCpuMs = (pid) => {
  try {
    return cpuMs(pid);
  } catch {
    return 0; // a backend that ended meanwhile
  }
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function scenarios(label, server, seeded, large, databaseUrl) {
  const rows = [];
  const verdicts = [];
  const auth = { authorization: `Bearer ${seeded.token}` };

  // The answer to a save of a 16 KB document.
  const answer = await fetch(`${server.url}${snapshotPath(seeded.small)}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': '"1"', 'accept-encoding': 'identity' },
    body: JSON.stringify({ problemStatement: 'Margins fell.', body: documentOf(16 * 1024), autosave: true }),
  });
  const answerBytes = (await answer.arrayBuffer()).byteLength;
  if (answer.status !== 200) throw new Error(`16 KB save answered ${answer.status}`);
  verdicts.push([
    `${label}: answer to a 16 KB save`,
    `${answerBytes} B`,
    `< ${GOALS.answerBytes} B`,
    answerBytes < GOALS.answerBytes,
  ]);

  // Saves per second, whole document and (where the server has it) a one-operation patch.
  const putBodies = large.map((text) =>
    JSON.stringify({ problemStatement: 'Margins fell.', body: text, autosave: true }),
  );
  const labels = [JSON.parse(large[0]), JSON.parse(large[1])].map((doc) => doc.hypothesisTree.root.children[2].label);
  const patchBodies = labels.map((value) =>
    JSON.stringify([{ op: 'replace', path: '/hypothesisTree/root/children/2/label', value }]),
  );
  // The 16 KB snapshot is at revision 2 now: a patch of it says whether this server takes patches.
  const probe = await fetch(`${server.url}${snapshotPath(seeded.small)}`, {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json-patch+json', 'if-match': '"2"' },
    body: JSON.stringify([{ op: 'replace', path: '/brief/keyQuestion', value: 'Patched' }]),
  });
  const hasPatch = probe.status === 200;
  const patchSlots = seeded.patchSlots;
  const runs = { put: [], patch: [] };
  // Unmeasured warm-up: the first seconds of saves are the JIT's and, embedded, the tier-up of
  // PGlite's WebAssembly (CPU per save several times the steady state's).
  for (const warmUp of [
    {
      slots: seeded.slots,
      request: (turn) => ({ method: 'PUT', body: putBodies[turn % 2], contentType: 'application/json' }),
    },
    ...(hasPatch
      ? [
          {
            slots: patchSlots,
            request: (turn) => ({
              method: 'PATCH',
              body: patchBodies[turn % 2],
              contentType: 'application/json-patch+json',
            }),
          },
        ]
      : []),
  ]) {
    await saveLoad({
      url: server.url,
      token: seeded.token,
      pid: server.pid,
      databaseUrl,
      duration: WARM_UP,
      ...warmUp,
    });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.put.push(
      await saveLoad({
        url: server.url,
        token: seeded.token,
        slots: seeded.slots,
        pid: server.pid,
        databaseUrl,
        request: (turn) => ({ method: 'PUT', body: putBodies[turn % 2], contentType: 'application/json' }),
      }),
    );
    if (hasPatch) {
      runs.patch.push(
        await saveLoad({
          url: server.url,
          token: seeded.token,
          slots: patchSlots,
          pid: server.pid,
          databaseUrl,
          request: (turn) => ({
            method: 'PATCH',
            body: patchBodies[turn % 2],
            contentType: 'application/json-patch+json',
          }),
        }),
      );
    }
  }
  const summary = (list) => ({
    rps: median(list.map((r) => r.rps)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuUs: median(list.map((r) => r.serverUs + r.databaseUs)),
    serverUs: median(list.map((r) => r.serverUs)),
    databaseUs: median(list.map((r) => r.databaseUs)),
  });
  const put = summary(runs.put);
  rows.push({ name: `PUT 300-node document, ${seeded.slots.length} connections (${label})`, ...put });
  cpuLines.push(cpuLine(`${label} PUT`, put, databaseUrl));
  verdicts.push([
    `${label}: saves/s, 300-node PUT`,
    put.rps.toFixed(0),
    `>= ${GOALS.savesPerSecond}`,
    put.rps >= GOALS.savesPerSecond,
  ]);
  if (hasPatch) {
    const patch = summary(runs.patch);
    rows.push({ name: `PATCH one operation, ${patchSlots.length} connections (${label})`, ...patch });
    cpuLines.push(cpuLine(`${label} PATCH`, patch, databaseUrl));
  }

  // History: the first page of a long history against a short one, and a page deep in the long one.
  const history = (seededHistory, query) => ({
    url: `${server.url}${snapshotPath(seededHistory)}/revisions?pageSize=20${query}`,
    headers: auth,
  });
  const first = await (await fetch(history(seeded.histories[LONG_HISTORY], '').url, { headers: auth })).json();
  if (first.results?.length !== 20) throw new Error(`history page: ${JSON.stringify(first).slice(0, 200)}`);
  const ab = await compareAB(history(seeded.histories[SHORT_HISTORY], ''), history(seeded.histories[LONG_HISTORY], ''));
  const deep = await measure(history(seeded.histories[LONG_HISTORY], `&before=100&pageNumber=495`));
  rows.push({ name: `history page 1 at ${SHORT_HISTORY} revisions (${label})`, ...ab.baseline });
  rows.push({ name: `history page 1 at ${LONG_HISTORY} revisions (${label})`, ...ab.subject, baseline: ab.baseline });
  rows.push({ name: `history page near revision 100 of ${LONG_HISTORY} (${label})`, ...deep, baseline: ab.baseline });
  const ratio = ab.subject.p50 / ab.baseline.p50;
  verdicts.push([
    `${label}: history p50, ${LONG_HISTORY} vs ${SHORT_HISTORY}`,
    `${ratio.toFixed(2)}x`,
    `<= ${GOALS.historyRatio}x`,
    ratio <= GOALS.historyRatio,
  ]);
  return { rows, verdicts };
}

const cpuLines = [];
const cpuLine = (name, run, databaseUrl) =>
  `${name}: ${(run.cpuUs / 1000).toFixed(2)} ms of CPU per save (server process ${(run.serverUs / 1000).toFixed(2)} ms` +
  `${databaseUrl ? `, PostgreSQL backends ${(run.databaseUs / 1000).toFixed(2)} ms` : ', its database thread included'})`;

async function runOn(label, place, env, large) {
  const seeded = await seed(place, large);
  const server = await startCaseboard(env, env.DATA_DIR ? { dataDir: env.DATA_DIR } : {});
  try {
    return await scenarios(label, server, seeded, large, env.DATABASE_URL);
  } finally {
    await server.stop();
  }
}

/** Checking a 300-node body in-process: the save's own CPU cost, against JSON.parse alone. */
async function checkCost(text) {
  const { checkDocument } = await dist('modules/projects/document.js');
  const time = (fn) => {
    for (let i = 0; i < 50; i += 1) fn();
    const samples = [];
    for (let i = 0; i < 300; i += 1) {
      const started = process.hrtime.bigint();
      fn();
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return percentiles(samples);
  };
  return { parse: time(() => JSON.parse(text)), check: time(() => checkDocument(text)) };
}

export async function run() {
  const large = largeBodies();
  const cost = await checkCost(large[0]);
  console.info(`\nChecking the 300-node body (${large[0].length} B) in-process [${machineLoad()}]`);
  console.info(
    `JSON.parse alone: p50 ${cost.parse.p50.toFixed(3)} ms; checkDocument (parse + contract): p50 ${cost.check.p50.toFixed(3)} ms (${(cost.check.p50 / cost.parse.p50).toFixed(1)}x)`,
  );

  const rows = [];
  const verdicts = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-saves-'));
  try {
    const embedded = await runOn('embedded', { dataDir }, { DATA_DIR: dataDir }, large);
    rows.push(...embedded.rows);
    verdicts.push(...embedded.verdicts);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgres = await withPostgres((databaseUrl) =>
    runOn('PostgreSQL', { databaseUrl }, { DATABASE_URL: databaseUrl }, large),
  );
  if (postgres.rows) {
    rows.push(...postgres.rows);
    verdicts.push(...postgres.verdicts);
  }
  printTable(`Saves and history (saves: medians of ${ROUNDS} runs; history: ${ROUNDS} alternating rounds)`, rows);
  console.info(`\nCPU per save (medians of ${ROUNDS} runs)`);
  for (const line of cpuLines) console.info(line);
  console.info('\nGoals');
  for (const [name, value, goal, met] of verdicts) {
    console.info(`${met ? 'met ' : 'MISS'}  ${name}: ${value} (goal ${goal})`);
    if (!met) process.exitCode = 1;
  }
}
