// Seeding for the growth benchmark (bench/growth.mjs) and the load suites: many users, each with projects
// and a history of revisions that look like real ones. Documents are the worked examples (the
// `apps/api/examples` files), edited through packages/domain's commands, stored in the API's canonical form
// (modules/projects/document.ts checkDocument) with the summary the API would have written
// (domain summariseRevision, as modules/projects/revision-summary.ts does). Each project's chain is worked out
// once; rows are then written in batches, before the server starts (the embedded database has one writer):
// through the service layer 60,000 revisions would take far longer than the measurements.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { root } from './lib.mjs';

export const dist = (path) => import(pathToFileURL(join(root, 'apps/api/dist', path)).href);
const domain = () => import('@caseboard/domain');

/** Opens the embedded database in `dataDir` or the PostgreSQL database at `databaseUrl`, migrated. */
export async function openTarget({ dataDir, databaseUrl }) {
  const { openDatabase } = await dist('db/client.js');
  const { buildTemplateDir } = await dist('db/template.js');
  return openDatabase(
    databaseUrl
      ? { driver: 'postgres', url: databaseUrl, poolSize: 2 }
      : { driver: 'pglite', dataDir, templateDir: buildTemplateDir },
  );
}

const example = (file) => JSON.parse(readFileSync(join(root, 'apps/api/examples', file), 'utf8'));

/** The three projects each user owns: two full worked examples and one begun (brief and issue tree only). */
function projectTemplates() {
  const grocery = example('grocery-margin-recovery.json');
  const saas = example('saas-churn-reduction.json');
  return [
    { name: grocery.name, problemStatement: grocery.problemStatement, document: grocery.body },
    { name: saas.name, problemStatement: saas.problemStatement, document: saas.body },
    {
      name: 'Ledgerly: pricing review',
      problemStatement: saas.problemStatement,
      document: { version: '1.1', brief: saas.body.brief, issueTree: saas.body.issueTree },
    },
  ];
}

const STATUSES = ['supported', 'refuted', 'inconclusive', 'untested'];

/** Ids of a tree's nodes below the root, in document order. */
function nodesBelowRoot(tree) {
  const ids = [];
  const walk = (node) => node.children.forEach((child) => (ids.push(child.id), walk(child)));
  walk(tree.root);
  return ids;
}

/** One edit a consultant might make at step `k`, through the domain's named commands. */
function edit(d, document, k) {
  const pick = (list) => list[(k * 7) % list.length];
  const kind = k % 4;
  if (kind === 1 && document.hypothesisTree) {
    const id = pick(nodesBelowRoot(document.hypothesisTree));
    const current = d.findNode(document.hypothesisTree, id).status;
    const status = STATUSES.filter((s) => s !== current)[k % (STATUSES.length - 1)];
    return { ...document, hypothesisTree: d.setStatus(document.hypothesisTree, id, status) };
  }
  if (kind === 2 && document.analyses.length > 0) {
    const entry = pick(document.analyses);
    const findings = `${entry.findings ?? ''} Checked against the week ${k} data pull: holds within 5%.`.trim();
    return d.setAnalysisFindings(document, entry.id, findings);
  }
  if (kind === 3) {
    const tree = document.issueTree;
    const parent = tree.root.children[k % tree.root.children.length];
    const node = {
      id: d.freshNodeId(d.nodeIds(tree), 'n'),
      label: `Which segments drive this (check ${k})?`,
      children: [],
    };
    return { ...document, issueTree: d.insertNode(tree, parent.id, node) };
  }
  const id = pick(nodesBelowRoot(document.issueTree));
  const label = d.findNode(document.issueTree, id).label.replace(/ \(reworded \d+\)$/, '');
  return { ...document, issueTree: d.renameNode(document.issueTree, id, `${label} (reworded ${k})`) };
}

/**
 * Per project template, `revisions` stored revisions: the created one, then one edit each, milestones and
 * autosaves alternating; each as { body, summary, autosave }.
 */
export async function revisionChains(revisions) {
  const d = await domain();
  const { checkDocument } = await dist('modules/projects/document.js');
  return projectTemplates().map((template) => {
    const chain = [];
    let document = JSON.parse(checkDocument(JSON.stringify(template.document)).text);
    let previous = null;
    for (let k = 1; k <= revisions; k += 1) {
      if (k > 1) document = edit(d, document, k);
      const body = checkDocument(JSON.stringify(document)).text;
      document = JSON.parse(body);
      const content = { problemStatement: template.problemStatement, document };
      chain.push({
        body,
        summary: d.summariseRevision(previous, content),
        autosave: k > 1 && k < revisions && k % 2 === 1,
      });
      previous = content;
    }
    return { ...template, version: document.version, chain };
  });
}

const MINUTE = 60_000;
const chunks = (list, size) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Seeds `users` active users, each with a session and one project per template with its chain of revisions,
 * in batches. Resolves with the first user (the one the benchmarks sign in as): token, id and projects.
 */
export async function seedUsers({ database, users: count, chains, tag = 'growth', batch = 25 }) {
  const { users, projects, snapshots, snapshotRevisions } = await dist('db/schema/index.js');
  const { hashBody } = await dist('modules/projects/body-hash.js');
  const { createSession } = await dist('modules/auth/sessions.js');
  const clock = { now: () => new Date() };
  const { db } = database;
  const stamp = Date.now().toString(36);
  const start = Date.now() - 60 * 24 * 60 * MINUTE; // two months ago
  let measured;
  for (let first = 0; first < count; first += batch) {
    const indices = Array.from({ length: Math.min(batch, count - first) }, (_, i) => first + i);
    await db.transaction(async (tx) => {
      const at = (i, minutes) => new Date(start + i * 37 * MINUTE + minutes * MINUTE);
      const people = await tx
        .insert(users)
        .values(
          indices.map((i) => ({
            email: `${tag}.${stamp}.${i}@example.com`,
            passwordHash: 'unusable',
            fullName: `Consultant ${i}`,
            linkedinUrl: `https://www.linkedin.com/in/consultant-${i}`,
            status: 'active',
            ageConfirmedAt: at(i, 0),
            termsAcceptedAt: at(i, 0),
            activatedAt: at(i, 1),
            lastSignInAt: at(i, 2),
          })),
        )
        .returning({ id: users.id });
      // Project p of user i begins a day after the previous one; its revisions follow 41 minutes apart.
      const begun = (i, p) => at(i, 10 + p * 24 * 60);
      const edited = (i, p, k) => new Date(begun(i, p).getTime() + k * 41 * MINUTE);
      const owned = people.flatMap((person, j) => chains.map((chain, p) => ({ person, i: indices[j], p, chain })));
      const projectRows = await tx
        .insert(projects)
        .values(
          owned.map(({ person, i, p, chain }) => ({
            ownerId: person.id,
            name: chain.name,
            model: 'offline',
            problemStatement: chain.problemStatement,
            createdAt: begun(i, p),
            updatedAt: edited(i, p, chain.chain.length - 1),
          })),
        )
        .returning({ id: projects.id });
      const snapshotRows = await tx
        .insert(snapshots)
        .values(
          owned.map(({ person, i, p, chain }, n) => ({
            projectId: projectRows[n].id,
            documentVersion: chain.version,
            problemStatement: chain.problemStatement,
            revision: chain.chain.length,
            updatedBy: person.id,
            createdAt: begun(i, p),
            updatedAt: edited(i, p, chain.chain.length - 1),
          })),
        )
        .returning({ id: snapshots.id });
      const revisionRows = owned.flatMap(({ person, i, p, chain }, n) =>
        chain.chain.map((revision, k) => ({
          snapshotId: snapshotRows[n].id,
          revision: k + 1,
          body: revision.body,
          bodyHash: hashBody(revision.body),
          problemStatement: chain.problemStatement,
          authorId: person.id,
          autosave: revision.autosave,
          summary: revision.summary,
          startedAt: edited(i, p, k),
          createdAt: edited(i, p, k),
        })),
      );
      for (const rows of chunks(revisionRows, 60)) await tx.insert(snapshotRevisions).values(rows);
      const tokens = [];
      for (const person of people) tokens.push((await createSession({ db: tx, userId: person.id, clock })).token);
      if (!measured) {
        measured = {
          userId: people[0].id,
          token: tokens[0],
          projects: chains.map((chain, p) => ({
            id: projectRows[p].id,
            snapshotId: snapshotRows[p].id,
            revision: chain.chain.length,
            body: chain.chain.at(-1).body,
            problemStatement: chain.problemStatement,
          })),
        };
      }
    });
  }
  return measured;
}

/** Bytes a directory takes on disk (allocated blocks, as `du` counts them). */
export function bytesOnDisk(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += bytesOnDisk(path);
    else if (entry.isFile()) total += statSync(path).blocks * 512;
  }
  return total;
}

/** pg_database_size of the database at `url`. */
export async function postgresBytes(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_database_size(current_database())::bigint as bytes');
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

export const formatBytes = (bytes) =>
  bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(2)} GiB`
    : bytes >= 1024 ** 2
      ? `${(bytes / 1024 ** 2).toFixed(1)} MiB`
      : `${(bytes / 1024).toFixed(0)} KiB`;
