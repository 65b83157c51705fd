// GET /api/v1/projects (a user with three projects), the first page of GET /api/v1/projects/shared (three
// projects of a colleague, the call every workspace page makes) and a 100 KB snapshot save, on the embedded database
// and on PostgreSQL, against a bare Fastify server in a process of its own that answers the same JSON (and
// parses the same body), measured in alternating rounds beside each database (as 01-system.mjs does).
// The user and session are seeded with the API's own modules before the server starts: the embedded
// database has one writer, so nothing can be added while the server runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { startBareFastify } from '../bare-fastify.mjs';
import { compareAB, printTable, root, ROUNDS, seedAccount, startCaseboard, withPostgres } from '../lib.mjs';

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

/** An account with three projects of a 100 KB document, in `place` ({ dataDir } or { databaseUrl }). */
async function seed(place) {
  const { createProject } = await dist('modules/projects/projects.js');
  const { userId, token, database } = await seedAccount(place);
  try {
    const body = documentOf(100 * 1024);
    const rules = { maxProjects: 3, models: ['offline'] };
    const created = [];
    for (const name of ['Margin recovery', 'Churn reduction', 'Market entry']) {
      created.push(
        await createProject({
          db: database.db,
          clock: { now: () => new Date() },
          userId,
          rules,
          input: { name, model: 'offline', problemStatement: 'Margins fell from 4.1% to 2.3%.', body },
        }),
      );
    }
    // A colleague's three projects, shared with this user as an active editor.
    const { projectMembers, users } = await dist('db/schema/index.js');
    const [user] = await database.db.select().from(users).where(eq(users.id, userId));
    const [colleague] = await database.db
      .insert(users)
      .values({ ...user, id: undefined, email: `colleague-${Date.now()}@example.com`, fullName: 'Bench Colleague' })
      .returning();
    for (const name of ['Pricing review', 'Cost baseline', 'Supplier terms']) {
      const shared = await createProject({
        db: database.db,
        clock: { now: () => new Date() },
        userId: colleague.id,
        rules,
        input: { name, model: 'offline', problemStatement: 'Margins fell from 4.1% to 2.3%.', body },
      });
      await database.db.insert(projectMembers).values({
        projectId: shared.id,
        userId,
        email: user.email,
        role: 'editor',
        status: 'active',
        invitedBy: colleague.id,
      });
    }
    return { token, project: created[0], body };
  } finally {
    await database.close();
  }
}

/** Both endpoints against the bare baseline answering the same JSON, in alternating rounds (lib.mjs compareAB). */
async function rowsFor(label, seeded, server) {
  const headers = { authorization: `Bearer ${seeded.token}` };
  const snapshot = seeded.project.projectSnapshots[0];
  const savePath = `/api/v1/projects/${seeded.project.id}/snapshots/${snapshot.id}`;
  const saveBody = JSON.stringify({ problemStatement: 'Margins fell from 4.1% to 2.3%.', body: seeded.body });
  const json = { 'content-type': 'application/json' };
  const list = await (await fetch(`${server.url}/api/v1/projects`, { headers })).json();
  if (list.total !== 3) throw new Error(`expected 3 projects, got ${JSON.stringify(list)}`);
  const sharedPath = '/api/v1/projects/shared?pageNumber=1&pageSize=10';
  const shared = await (await fetch(`${server.url}${sharedPath}`, { headers })).json();
  if (shared.total !== 3) throw new Error(`expected 3 shared projects, got ${JSON.stringify(shared)}`);
  const saved = await (
    await fetch(`${server.url}${savePath}`, { method: 'PUT', headers: { ...headers, ...json }, body: saveBody })
  ).json();
  const bare = await startBareFastify(
    { '/api/v1/projects': list, '/api/v1/projects/shared': shared },
    { puts: { '/api/v1/projects/:id/snapshots/:snapshotId': saved } },
  );
  try {
    const listed = await compareAB(
      { url: `${bare.url}/api/v1/projects` },
      { url: `${server.url}/api/v1/projects`, headers },
    );
    const sharedList = await compareAB(
      { url: `${bare.url}${sharedPath}` },
      { url: `${server.url}${sharedPath}`, headers },
    );
    const save = { method: 'PUT', body: saveBody };
    const saves = await compareAB(
      { ...save, url: `${bare.url}${savePath}`, headers: json },
      { ...save, url: `${server.url}${savePath}`, headers: { ...headers, ...json } },
    );
    return [
      { name: `bare Fastify GET (same JSON)`, ...listed.baseline },
      { name: `Caseboard GET /api/v1/projects (${label})`, ...listed.subject, baseline: listed.baseline },
      { name: `bare Fastify GET (same shared JSON)`, ...sharedList.baseline },
      {
        name: `Caseboard GET /api/v1/projects/shared (${label})`,
        ...sharedList.subject,
        baseline: sharedList.baseline,
      },
      { name: `bare Fastify PUT (same 100 KB body)`, ...saves.baseline },
      { name: `Caseboard PUT 100 KB snapshot (${label})`, ...saves.subject, baseline: saves.baseline },
    ];
  } finally {
    await bare.stop();
  }
}

export async function run() {
  const rows = [];

  // Embedded database; the server removes the data directory when it stops.
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-projects-'));
  let server;
  try {
    const seeded = await seed({ dataDir });
    server = await startCaseboard({}, { dataDir });
    rows.push(...(await rowsFor('embedded', seeded, server)));
  } finally {
    if (server) await server.stop();
    else rmSync(dataDir, { recursive: true, force: true });
  }

  // PostgreSQL: a fresh database on the local server, with its own baseline beside it.
  rows.push(
    ...(await withPostgres(async (databaseUrl) => {
      const seeded = await seed({ databaseUrl });
      const postgresServer = await startCaseboard({ DATABASE_URL: databaseUrl });
      try {
        return await rowsFor('PostgreSQL', seeded, postgresServer);
      } finally {
        await postgresServer.stop();
      }
    })),
  );

  printTable(
    `Projects: own list (3 projects), shared list (3 projects) and a 100 KB snapshot save, medians of ${ROUNDS} alternating rounds`,
    rows,
  );
}
