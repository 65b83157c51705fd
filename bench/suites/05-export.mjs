// Exports (GET /api/v1/projects/{id}/export) of the 300-node benchmark project (the hypothesis tree
// of `npm run bench:web`, the contract's maximum) in every format, against the same export of its
// 10-node twin and the plain JSON read of the 300-node project, measured in the same run on the
// built server. Goal (export issue): a 300-node export finishes within 3 s. Time is to the last byte.
// BENCH_EXPORT_RUNS (7) sets the repetitions; a median over the goal sets the exit code to 1.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startCaseboard } from '../lib.mjs';
import { documentWithHypotheses } from '../web.mjs';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 7);
const GOAL_MS = 3_000;
const FORMATS = ['pptx', 'pdf', 'xlsx', 'md'];
// Exports are limited to 30 a minute per user: the runs rotate over several readers of the projects.
const READERS = 8;
const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

async function seed(dataDir) {
  const { openDatabase } = await dist('db/client.js');
  const { buildTemplateDir } = await dist('db/template.js');
  const { users, projectMembers } = await dist('db/schema/index.js');
  const { createSession } = await dist('modules/auth/sessions.js');
  const { createProject } = await dist('modules/projects/projects.js');
  const clock = { now: () => new Date() };
  const database = await openDatabase({ driver: 'pglite', dataDir, templateDir: buildTemplateDir });
  try {
    const person = async (i) => {
      const now = new Date();
      const [user] = await database.db
        .insert(users)
        .values({
          email: `bench.export.${i}.${Date.now()}@example.com`,
          passwordHash: 'unusable',
          fullName: `Bench Reader ${i}`,
          linkedinUrl: 'https://www.linkedin.com/in/bench-reader',
          status: 'active',
          ageConfirmedAt: now,
          termsAcceptedAt: now,
          activatedAt: now,
        })
        .returning();
      return user;
    };
    const owner = await person(0);
    const example = JSON.parse(readFileSync(join(root, 'apps/api/examples/grocery-margin-recovery.json'), 'utf8'));
    const bodies = {
      '300-node tree': documentWithHypotheses(300),
      '10-node tree': documentWithHypotheses(10),
      'worked example': example.body,
    };
    const projects = {};
    for (const [label, body] of Object.entries(bodies)) {
      const project = await createProject({
        db: database.db,
        clock,
        userId: owner.id,
        rules: { maxProjects: 10, models: ['offline'] },
        input: { name: `Bench ${label}`, model: 'offline', problemStatement: '', body: JSON.stringify(body) },
      });
      projects[label] = project.id;
    }
    const tokens = [];
    for (let i = 1; i <= READERS; i += 1) {
      const reader = await person(i);
      for (const projectId of Object.values(projects)) {
        await database.db
          .insert(projectMembers)
          .values({ projectId, userId: reader.id, email: reader.email, role: 'viewer', status: 'active' });
      }
      tokens.push((await createSession({ db: database.db, userId: reader.id, clock })).token);
    }
    return { projects, tokens };
  } finally {
    await database.close();
  }
}

const median = (samples) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];
const p95 = (samples) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(0.95 * samples.length) - 1)];

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-export-'));
  const { projects, tokens } = await seed(dataDir);
  const server = await startCaseboard({}, { dataDir });
  let turn = 0;
  const timed = async (path) => {
    const headers = { authorization: `Bearer ${tokens[turn++ % tokens.length]}` };
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const measure = async (path) => {
    // The first request also loads the format's library (imported on first use): shown, not counted.
    const first = await timed(path);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await timed(path));
    const ms = runs.map((r) => r.ms);
    return { first: first.ms, p50: median(ms), p95: p95(ms), max: Math.max(...ms), bytes: runs[0].bytes };
  };
  try {
    const rows = [];
    const floor = await measure(`/api/v1/projects/${projects['300-node tree']}`);
    rows.push({ name: 'GET /api/v1/projects/{id} (300-node, JSON read)', ...floor });
    let missed = false;
    for (const format of FORMATS) {
      const baseline = await measure(`/api/v1/projects/${projects['10-node tree']}/export?format=${format}`);
      const large = await measure(`/api/v1/projects/${projects['300-node tree']}/export?format=${format}`);
      const example = await measure(`/api/v1/projects/${projects['worked example']}/export?format=${format}`);
      const pass = large.p50 < GOAL_MS && large.max < GOAL_MS;
      missed ||= large.p50 >= GOAL_MS;
      rows.push({ name: `export ${format}, 10-node tree (baseline)`, ...baseline });
      rows.push({
        name: `export ${format}, 300-node tree`,
        ...large,
        ratio: large.p50 / baseline.p50,
        goal: pass ? 'pass' : 'MISS',
      });
      rows.push({
        name: `export ${format}, worked example (full chain)`,
        ...example,
        ratio: example.p50 / baseline.p50,
      });
    }
    console.info(
      `\nExports on the built server (${RUNS} runs each after a warm-up, sequential; goal: 300-node < ${GOAL_MS} ms)`,
    );
    const width = Math.max(...rows.map((r) => r.name.length));
    console.info(
      `${'scenario'.padEnd(width)}  ${'first ms'.padStart(8)}  ${'p50 ms'.padStart(8)}  ${'p95 ms'.padStart(8)}  ${'max ms'.padStart(8)}  ${'KB'.padStart(7)}  vs 10-node  goal`,
    );
    for (const row of rows) {
      console.info(
        `${row.name.padEnd(width)}  ${row.first.toFixed(0).padStart(8)}  ${row.p50.toFixed(0).padStart(8)}  ${row.p95.toFixed(0).padStart(8)}  ${row.max.toFixed(0).padStart(8)}  ${(row.bytes / 1024).toFixed(0).padStart(7)}  ${(row.ratio ? `${row.ratio.toFixed(2)}x` : '-').padStart(10)}  ${row.goal ?? ''}`,
      );
    }
    if (missed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
