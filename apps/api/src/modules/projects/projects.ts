import type {
  CopyProject,
  Project,
  ProjectList,
  ProjectRole,
  ProjectSummary,
  UpdateProjectSchema,
} from '@caseboard/contracts';
import { CURRENT_DOCUMENT_VERSION } from '@caseboard/contracts';
import { isProjectLimitReached } from '@caseboard/domain';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { projectMembers, projects, snapshotRevisions, snapshots, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertAllowed, loadProjectAccess, policy, type ProjectAccess, type ProjectRow } from './access.js';
import { hashBody } from './body-hash.js';
import { answeredBody } from './checked-body.js';
import { checkDocument } from './document.js';
import { headRevision, snapshotWithBody } from './snapshot-body.js';

export interface ProjectRules {
  maxProjects: number;
  /** Model ids from /api/v1/config. */
  models: readonly string[];
}

/** The version of a project's first snapshot, read without touching bodies. */
// Written out in full: in a single-table query Drizzle leaves columns unqualified, and an unqualified
// "id" inside the subquery would mean the snapshot's id.
const firstDocumentVersion = sql<string | null>`(
  select s.document_version from snapshots s where s.project_id = "projects"."id" order by s.id limit 1
)`;

const summaryColumns = {
  project: projects,
  documentVersion: firstDocumentVersion,
  owner: { id: users.id, fullName: users.fullName, email: users.email },
};

type SummaryRow = {
  project: ProjectRow;
  memberId?: number | null;
  documentVersion: string | null;
  owner: { id: number; fullName: string; email: string } | null;
};

function presentSummary(row: SummaryRow, role: ProjectRole): ProjectSummary {
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    model: project.model,
    problemStatement: project.problemStatement,
    role,
    isDemo: project.isDemo,
    owner: project.isDemo ? null : row.owner,
    memberId: row.memberId ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    documentVersion: row.documentVersion,
  };
}

/** The own-projects query, built once per database handle (see prepareSessionLookup in modules/auth/sessions.ts). */
function prepareOwnProjects(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .where(
      and(eq(projects.ownerId, sql.placeholder('userId')), isNull(projects.archivedAt), eq(projects.isDemo, false)),
    )
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .prepare('own_projects');
}
const ownProjectsOf = perDatabase(prepareOwnProjects);

/** The caller's own projects, most recently changed first (the first one is where `/` goes at the limit). */
export async function listOwnProjects({ db, userId }: { db: DbOrTx; userId: number }): Promise<ProjectList> {
  const rows = await ownProjectsOf(db).execute({ userId });
  return { results: rows.map((row) => presentSummary(row, 'owner')), total: rows.length };
}

/** Who sees a shared project: an active member, while neither the project nor its owner is archived. */
const visibleShared = and(
  eq(projectMembers.userId, sql.placeholder('userId')),
  eq(projectMembers.status, 'active'),
  isNull(projects.archivedAt),
  isNull(users.archivedAt),
);

/**
 * The shared list's page and its total, prepared once per database handle like the own list: every
 * workspace page asks for the first page (packages/contracts/src/workspace-urls.ts), and planning the
 * two joins anew each time cost the embedded database more than running them.
 */
function prepareSharedProjects(db: DbOrTx) {
  return {
    page: db
      .select({ ...summaryColumns, role: projectMembers.role, memberId: projectMembers.id })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(visibleShared)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('shared_projects'),
    total: db
      .select({ total: count() })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(visibleShared)
      .prepare('shared_projects_total'),
  };
}
const sharedProjectsOf = perDatabase(prepareSharedProjects);

/** Projects the caller is an active member of; projects and owners whose data is archived are hidden. */
export async function listSharedProjects({
  db,
  userId,
  pageNumber,
  pageSize,
}: {
  db: DbOrTx;
  userId: number;
  pageNumber: number;
  pageSize: number;
}): Promise<ProjectList> {
  const queries = sharedProjectsOf(db);
  const [rows, [totals]] = await Promise.all([
    queries.page.execute({ userId, limit: pageSize, offset: (pageNumber - 1) * pageSize }),
    queries.total.execute({ userId }),
  ]);
  return { results: rows.map((row) => presentSummary(row, row.role)), total: totals?.total ?? 0 };
}

/** The worked examples, readable by every signed-in user. */
export async function listDemoProjects({ db }: { db: DbOrTx }): Promise<ProjectList> {
  const rows = await db
    .select({ project: projects, documentVersion: firstDocumentVersion })
    .from(projects)
    .where(and(eq(projects.isDemo, true), isNull(projects.archivedAt)))
    .orderBy(asc(projects.id));
  // Full-chain examples first: they show what Caseboard does today; the classic one comes last.
  const ordered = [...rows].sort((a, b) => Number(a.documentVersion === null) - Number(b.documentVersion === null));
  return { results: ordered.map((row) => presentSummary({ ...row, owner: null }, 'viewer')), total: rows.length };
}

/** A project's snapshots with their documents, prepared once per database handle: every project read runs it. */
function prepareProjectSnapshots(db: DbOrTx) {
  return db
    .select(snapshotWithBody)
    .from(snapshots)
    .innerJoin(snapshotRevisions, headRevision)
    .where(eq(snapshots.projectId, sql.placeholder('projectId')))
    .orderBy(asc(snapshots.id))
    .prepare('project_snapshots');
}
const projectSnapshotsOf = perDatabase(prepareProjectSnapshots);

async function presentProject(db: DbOrTx, access: ProjectAccess): Promise<Project> {
  const { project } = access;
  const rows = await projectSnapshotsOf(db).execute({ projectId: project.id });
  return {
    id: project.id,
    name: project.name,
    model: project.model,
    problemStatement: project.problemStatement,
    role: access.role,
    isDemo: project.isDemo,
    owner: access.owner,
    memberId: access.memberId,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    projectSnapshots: rows.map((snapshot) => ({
      id: snapshot.id,
      ...answeredBody(db, snapshot.id, snapshot.revision, snapshot.body),
      problemStatement: snapshot.problemStatement,
      revision: snapshot.revision,
      updatedAt: snapshot.updatedAt.toISOString(),
    })),
  };
}

export async function getProject({
  db,
  userId,
  projectId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
}): Promise<Project> {
  return presentProject(db, await loadProjectAccess({ db, projectId, userId }));
}

function assertModel(rules: ProjectRules, model: string | undefined) {
  if (model !== undefined && !rules.models.includes(model)) {
    throw new AppError('unknown_model', {
      message: 'The model is not one this deployment offers (see /api/v1/config).',
      details: { allowed: rules.models },
    });
  }
}

/**
 * Inserts a project with its first snapshot (revision 1, kept in the history too) for a user, within
 * the project limit. The user's row is locked first, so two requests at once cannot both take the last place.
 */
async function insertOwnProject({
  tx,
  clock,
  userId,
  rules,
  values,
}: {
  tx: DbOrTx;
  clock: Clock;
  userId: number;
  rules: ProjectRules;
  values: { name: string; model: string; problemStatement: string; snapshotProblemStatement: string; body: string };
}): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  // Someone who joined through an invitation takes a beta seat with their first own project.
  await tx
    .update(users)
    .set({ invitedOnly: false })
    .where(and(eq(users.id, userId), eq(users.invitedOnly, true)));
  const [owned] = await tx
    .select({ total: count() })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), isNull(projects.archivedAt), eq(projects.isDemo, false)));
  const total = owned?.total ?? 0;
  if (isProjectLimitReached(total, rules.maxProjects)) {
    throw new AppError('project_limit_reached', {
      message: `You own ${total} of ${rules.maxProjects} projects; delete one to start another.`,
      details: { total, maxProjects: rules.maxProjects },
    });
  }
  const document = checkDocument(values.body);
  const now = clock.now();
  const [project] = await tx
    .insert(projects)
    .values({
      ownerId: userId,
      name: values.name,
      model: values.model,
      problemStatement: values.problemStatement,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: projects.id });
  const [snapshot] = await tx
    .insert(snapshots)
    .values({
      projectId: project!.id,
      documentVersion: document.version,
      problemStatement: values.snapshotProblemStatement,
      revision: 1,
      updatedBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: snapshots.id });
  await tx.insert(snapshotRevisions).values({
    snapshotId: snapshot!.id,
    revision: 1,
    body: document.text,
    bodyHash: hashBody(document.text),
    problemStatement: values.snapshotProblemStatement,
    authorId: userId,
    summary: document.version === CURRENT_DOCUMENT_VERSION ? [{ kind: 'created' as const }] : null,
    startedAt: now,
    createdAt: now,
  });
  return project!.id;
}

export async function createProject({
  db,
  clock,
  userId,
  rules,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  rules: ProjectRules;
  input: { name: string; model: string; problemStatement: string; body: string };
}): Promise<Project> {
  assertModel(rules, input.model);
  const projectId = await db.transaction((tx) =>
    insertOwnProject({
      tx,
      clock,
      userId,
      rules,
      values: { ...input, snapshotProblemStatement: input.problemStatement },
    }),
  );
  return getProject({ db, userId, projectId });
}

/** "Use as template": copies a project the caller can read (a worked example, typically) into their own. */
export async function copyProject({
  db,
  clock,
  userId,
  rules,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  rules: ProjectRules;
  projectId: number;
  input: CopyProject;
}): Promise<Project> {
  const source = await getProject({ db, userId, projectId });
  const first = source.projectSnapshots[0];
  const newId = await db.transaction((tx) =>
    insertOwnProject({
      tx,
      clock,
      userId,
      rules,
      values: {
        name: input.name ?? source.name,
        // A template keeps working when this deployment no longer offers its model.
        model: rules.models.includes(source.model) ? source.model : (rules.models[0] ?? source.model),
        problemStatement: source.problemStatement,
        snapshotProblemStatement: first?.problemStatement ?? source.problemStatement,
        body: first?.body ?? '{"version":"1.1","brief":{}}',
      },
    }),
  );
  return getProject({ db, userId, projectId: newId });
}

export async function updateProject({
  db,
  clock,
  userId,
  rules,
  projectId,
  input,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  rules: ProjectRules;
  projectId: number;
  input: z.output<typeof UpdateProjectSchema>;
}): Promise<Project> {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.edit(access));
  assertModel(rules, input.model);
  // Only the three fields the contract names are copied: nothing else can reach the row.
  const changes = { name: input.name, model: input.model, problemStatement: input.problemStatement };
  const [updated] = await db
    .update(projects)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(projects.id, projectId))
    .returning();
  return presentProject(db, { ...access, project: updated ?? access.project });
}

export async function deleteProject({
  db,
  userId,
  projectId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
}): Promise<void> {
  const access = await loadProjectAccess({ db, projectId, userId });
  assertAllowed(policy.delete(access));
  await db.delete(projects).where(eq(projects.id, projectId));
}
