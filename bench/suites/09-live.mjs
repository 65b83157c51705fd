// Live updates fan-out: 50 open workspaces (50 members, one event stream each) on one project; a save
// through the API must reach every stream within 2 s. Prints p50/p99 of the time from sending the save
// to each stream's `revision` event, and the server's memory per open stream (resident and heap, from
// /metrics), on the embedded database and on PostgreSQL (LISTEN/NOTIFY).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentiles, printLatencies, root, startCaseboard, withPostgres } from '../lib.mjs';

const GOAL_MS = 2_000;
const STREAMS = 50;
const SAVES = 10;
const METRICS_TOKEN = 'bench-live-metrics-token-0123456789';

const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

/** An owner, 50 members with a session each, and a shared project, written before the server starts. */
async function seed({ dataDir, databaseUrl }) {
  const { openDatabase } = await dist('db/client.js');
  const { buildTemplateDir } = await dist('db/template.js');
  const { createSession } = await dist('modules/auth/sessions.js');
  const { createProject } = await dist('modules/projects/projects.js');
  const { users, projectMembers } = await dist('db/schema/index.js');
  const database = await openDatabase(
    databaseUrl
      ? { driver: 'postgres', url: databaseUrl }
      : { driver: 'pglite', dataDir, templateDir: buildTemplateDir },
  );
  const clock = { now: () => new Date() };
  try {
    const now = new Date();
    const stamp = Date.now().toString(36);
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: STREAMS + 1 }, (_, i) => ({
          email: `bench-live-${stamp}-${i}@example.com`,
          passwordHash: 'unusable',
          fullName: `Bench Member ${i}`,
          linkedinUrl: `https://www.linkedin.com/in/bench-${i}`,
          status: 'active',
          ageConfirmedAt: now,
          termsAcceptedAt: now,
          activatedAt: now,
        })),
      )
      .returning();
    const [owner, ...members] = people;
    const project = await createProject({
      db: database.db,
      clock,
      userId: owner.id,
      rules: { maxProjects: 10, models: ['offline'] },
      input: {
        name: 'Fan-out',
        model: 'offline',
        problemStatement: 'Margins fell.',
        body: JSON.stringify({ version: '1.1', brief: { keyQuestion: 'How?' } }),
      },
    });
    await database.db
      .insert(projectMembers)
      .values(
        members.map((m) => ({ projectId: project.id, userId: m.id, email: m.email, role: 'viewer', status: 'active' })),
      );
    const tokens = [];
    for (const person of people)
      tokens.push((await createSession({ db: database.db, userId: person.id, clock })).token);
    return {
      projectId: project.id,
      snapshotId: project.projectSnapshots[0].id,
      ownerToken: tokens[0],
      memberTokens: tokens.slice(1),
    };
  } finally {
    await database.close();
  }
}

/** Opens an event stream and calls `onEvent` for each parsed event. */
async function openStream(url, token, onEvent) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of frame.split('\n')) if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)));
        }
      }
    } catch {
      // closed
    }
  })();
  return () => abort.abort();
}

/** The server's resident set and used heap: the least of a few samples, to see past garbage not yet collected. */
async function memory(url) {
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    const read = (name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
    samples.push({
      rss: read('caseboard_process_resident_memory_bytes'),
      heap: read('caseboard_nodejs_heap_size_used_bytes'),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { rss: Math.min(...samples.map((s) => s.rss)), heap: Math.min(...samples.map((s) => s.heap)) };
}

/** Memory is measured over more streams than the fan-out (4 more per member), above the heap's noise. */
const MEMORY_STREAMS_PER_MEMBER = 4;

async function scenario(name, { databaseUrl } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-'));
  const seeded = await seed({ dataDir, databaseUrl });
  const server = await startCaseboard(
    {
      AI_DETECT_OLLAMA: 'false',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { dataDir },
  );
  const closers = [];
  try {
    const arrivals = new Map(); // revision -> times
    let ready = 0;
    for (const token of seeded.memberTokens) {
      closers.push(
        await openStream(`${server.url}/api/v1/projects/${seeded.projectId}/events`, token, (event) => {
          if (event.type === 'ready') ready += 1;
          if (event.type === 'revision') {
            const list = arrivals.get(event.revision) ?? [];
            list.push(performance.now());
            arrivals.set(event.revision, list);
          }
        }),
      );
    }
    while (ready < STREAMS) await new Promise((resolve) => setTimeout(resolve, 20));
    const samples = [];
    let missing = 0;
    for (let i = 0; i < SAVES; i += 1) {
      const revision = i + 2;
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/v1/projects/${seeded.projectId}/snapshots/${seeded.snapshotId}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${seeded.ownerToken}`,
          'content-type': 'application/json',
          'if-match': `"${revision - 1}"`,
        },
        body: JSON.stringify({
          problemStatement: 'Margins fell.',
          body: JSON.stringify({ version: '1.1', brief: { keyQuestion: `How ${i}?` } }),
          autosave: true,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`save answered ${res.status}`);
      const deadline = sent + GOAL_MS * 3;
      while ((arrivals.get(revision)?.length ?? 0) < STREAMS && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const times = arrivals.get(revision) ?? [];
      missing += STREAMS - times.length;
      for (const at of times) samples.push(at - sent);
    }
    const { p50, p99 } = percentiles(samples);
    const before = await memory(server.url);
    const extra = STREAMS * MEMORY_STREAMS_PER_MEMBER;
    let extraReady = 0;
    for (let round = 0; round < MEMORY_STREAMS_PER_MEMBER; round += 1) {
      for (const token of seeded.memberTokens) {
        closers.push(
          await openStream(`${server.url}/api/v1/projects/${seeded.projectId}/events`, token, (event) => {
            if (event.type === 'ready') extraReady += 1;
          }),
        );
      }
    }
    while (extraReady < extra) await new Promise((resolve) => setTimeout(resolve, 20));
    const loaded = await memory(server.url);
    const perStream = (bytes) => `${(bytes / extra / 1024).toFixed(1)} KiB`;
    const met = p99 <= GOAL_MS && missing === 0;
    if (!met) process.exitCode = 1;
    return {
      name,
      p50,
      p99,
      note: `${samples.length} deliveries${missing ? `, ${missing} MISSING` : ''}; memory per stream (${extra} more opened): rss ${perStream(loaded.rss - before.rss)}, heap ${perStream(loaded.heap - before.heap)}; goal p99 <= ${GOAL_MS} ms: ${met ? 'met' : 'MISSED'}`,
    };
  } finally {
    for (const close of closers) close();
    await server.stop();
  }
}

export async function run() {
  const rows = [await scenario(`${STREAMS} streams, embedded database (in-process bus)`)];
  rows.push(
    ...(await withPostgres(async (databaseUrl) => [
      await scenario(`${STREAMS} streams, PostgreSQL (LISTEN/NOTIFY)`, { databaseUrl }),
    ])),
  );
  printLatencies(`Live updates: a save until each of ${STREAMS} open workspaces hears of it (${SAVES} saves)`, rows);
}
