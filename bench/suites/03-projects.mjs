// GET /api/v1/projects (a user with three projects) and a 100 KB snapshot save, on the embedded database
// and on PostgreSQL, against a bare Fastify server that answers the same JSON (and parses the same body).
// The user and session are seeded with the API's own modules before the server starts: the embedded
// database has one writer, so nothing can be added while the server runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { measure, printTable, root, startCaseboard, withPostgres } from '../lib.mjs';

const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);

/** A realistic 1.1 document of about 100 KB: a worked example with more analyses. */
function documentOf(bytes) {
  const example = JSON.parse(readFileSync(join(root, 'apps/api/examples/grocery-margin-recovery.json'), 'utf8'));
  const doc = example.body;
  const template = doc.analyses[0];
  let i = 0;
  while (Buffer.byteLength(JSON.stringify(doc)) < bytes) {
    doc.analyses.push({ ...template, id: `x${i}`, title: `${template.title} (${i})` });
    i += 1;
  }
  return JSON.stringify(doc);
}

async function seed(target) {
  const { openDatabase } = await dist('db/client.js');
  const { users } = await dist('db/schema/index.js');
  const { createSession } = await dist('modules/auth/sessions.js');
  const { createProject } = await dist('modules/projects/projects.js');
  const clock = { now: () => new Date() };
  const database = await openDatabase(target);
  try {
    const now = new Date();
    const [user] = await database.db
      .insert(users)
      .values({
        email: `bench.${Date.now()}@example.com`,
        passwordHash: 'unusable',
        fullName: 'Bench User',
        linkedinUrl: 'https://www.linkedin.com/in/bench-user',
        status: 'active',
        ageConfirmedAt: now,
        termsAcceptedAt: now,
        activatedAt: now,
      })
      .returning();
    const body = documentOf(100 * 1024);
    const rules = { maxProjects: 3, models: ['offline'] };
    const created = [];
    for (const name of ['Margin recovery', 'Churn reduction', 'Market entry']) {
      created.push(
        await createProject({
          db: database.db,
          clock,
          userId: user.id,
          rules,
          input: { name, model: 'offline', problemStatement: 'Margins fell from 4.1% to 2.3%.', body },
        }),
      );
    }
    const { token } = await createSession({ db: database.db, userId: user.id, clock });
    return { token, project: created[0], body };
  } finally {
    await database.close();
  }
}

async function scenarios(label, server, seeded) {
  const headers = { authorization: `Bearer ${seeded.token}` };
  const snapshot = seeded.project.projectSnapshots[0];
  const saveUrl = `${server.url}/api/v1/projects/${seeded.project.id}/snapshots/${snapshot.id}`;
  const saveBody = JSON.stringify({ problemStatement: 'Margins fell from 4.1% to 2.3%.', body: seeded.body });
  const list = await (await fetch(`${server.url}/api/v1/projects`, { headers })).json();
  if (list.total !== 3) throw new Error(`expected 3 projects, got ${JSON.stringify(list)}`);
  const saved = await (
    await fetch(saveUrl, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: saveBody })
  ).json();
  return {
    list,
    saved,
    run: async (baseline) => [
      {
        name: `Caseboard GET /api/v1/projects (${label})`,
        ...(await measure({ url: `${server.url}/api/v1/projects`, headers })),
        baseline: baseline.list,
      },
      {
        name: `Caseboard PUT 100 KB snapshot (${label})`,
        ...(await measure({
          url: saveUrl,
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: saveBody,
        })),
        baseline: baseline.save,
      },
    ],
  };
}

/** The same answers from a bare Fastify server: JSON out for the list, JSON in and out for the save. */
async function startBaseline(listBody, savedBody) {
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
  app.get('/api/v1/projects', async () => listBody);
  app.put('/api/v1/projects/:id/snapshots/:snapshotId', async (request) => ({
    ...savedBody,
    body: request.body.body,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}`, stop: () => app.close() };
}

async function measureBaseline(server, body) {
  return {
    list: await measure({ url: `${server.url}/api/v1/projects` }),
    save: await measure({
      url: `${server.url}/api/v1/projects/1/snapshots/1`,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  };
}

export async function run() {
  const rows = [];
  let baselineRows;

  // Embedded database.
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-projects-'));
  try {
    const { buildTemplateDir } = await dist('db/template.js');
    const seeded = await seed({ driver: 'pglite', dataDir, templateDir: buildTemplateDir });
    const server = await startCaseboard({ DATA_DIR: dataDir });
    try {
      const prepared = await scenarios('embedded', server, seeded);
      const bare = await startBaseline(prepared.list, prepared.saved);
      try {
        baselineRows = await measureBaseline(bare, JSON.stringify({ problemStatement: '', body: seeded.body }));
      } finally {
        await bare.stop();
      }
      rows.push({ name: 'bare Fastify GET (same JSON)', ...baselineRows.list });
      rows.push({ name: 'bare Fastify PUT (same 100 KB body)', ...baselineRows.save });
      rows.push(...(await prepared.run(baselineRows)));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  // PostgreSQL: a fresh database on the local server.
  rows.push(
    ...(await withPostgres(async (databaseUrl) => {
      const seeded = await seed({ driver: 'postgres', url: databaseUrl, poolSize: 2 });
      const server = await startCaseboard({ DATABASE_URL: databaseUrl });
      try {
        const prepared = await scenarios('PostgreSQL', server, seeded);
        return await prepared.run(baselineRows);
      } finally {
        await server.stop();
      }
    })),
  );

  printTable('Projects: own list (3 projects) and a 100 KB snapshot save', rows);
}
