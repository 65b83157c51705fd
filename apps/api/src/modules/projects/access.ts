import type { ProjectRole } from '@caseboard/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { perDatabase } from '../../db/per-database.js';
import { projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

export type ProjectRow = typeof projects.$inferSelect;

export interface ProjectAccess {
  project: ProjectRow;
  role: ProjectRole;
  /** The caller's membership, when the caller is a member rather than the owner. */
  memberId: number | null;
  owner: { id: number; fullName: string; email: string } | null;
}

/**
 * Who may do what, in one place. Worked examples are read as `viewer`, so every write rule that
 * needs `owner` or `editor` keeps them read-only without a special case.
 */
export const policy = {
  edit: (access: ProjectAccess) => access.role === 'owner' || access.role === 'editor',
  delete: (access: ProjectAccess) => access.role === 'owner',
  manageMembers: (access: ProjectAccess) => access.role === 'owner',
};

/** The same answer for a project that does not exist and one the caller may not see: nothing to learn. */
export const projectNotFound = () => new AppError('not_found');

const accessColumns = {
  project: projects,
  memberRole: projectMembers.role,
  memberId: projectMembers.id,
  owner: { id: users.id, fullName: users.fullName, email: users.email, archivedAt: users.archivedAt },
};

// The access query's joins and condition, shared by the save's lookup below.
const ownerJoin = eq(users.id, projects.ownerId);
const memberJoin = and(
  eq(projectMembers.projectId, projects.id),
  eq(projectMembers.userId, sql.placeholder('userId')),
  eq(projectMembers.status, 'active'),
);
const visibleProject = and(eq(projects.id, sql.placeholder('projectId')), isNull(projects.archivedAt));

/**
 * The access query, built once per database handle with placeholders (every project request runs it,
 * and building its SQL again each time was a share of a save's time, as it was for the session lookup
 * in apps/api/src/modules/auth/sessions.ts). Named, so the database parses and plans it once per
 * connection (the embedded database shares it between connections: apps/api/src/db/embedded/wire-bridge.ts).
 */
const prepareAccessLookup = (db: DbOrTx) =>
  db
    .select(accessColumns)
    .from(projects)
    .leftJoin(users, ownerJoin)
    .leftJoin(projectMembers, memberJoin)
    .where(visibleProject)
    .limit(1)
    .prepare('project_access');
const accessLookupOf = perDatabase(prepareAccessLookup);

/**
 * The caller's access to a project, or `not_found` when the project does not exist, is archived, its
 * owner's data is archived, or the caller is neither its owner nor an active member (nor is it a
 * worked example). One query, run on every request, so a removed member loses access at once.
 */
export async function loadProjectAccess({
  db,
  projectId,
  userId,
}: {
  db: DbOrTx;
  projectId: number;
  userId: number;
}): Promise<ProjectAccess> {
  const [row] = await accessLookupOf(db).execute({ projectId, userId });
  return accessOf(row, userId);
}

/**
 * The save's lookup: the access query and, in the same statement, the head of one snapshot of the
 * project (its revision, problem statement and last two history rows, without bodies), or null when
 * the project has no such snapshot. A save reads both before it checks the document, so it costs the
 * database one statement fewer (docs/decisions/035-cheap-saves.md); the caller still refuses in the
 * same order as before: access, then the document, then the snapshot and its revision.
 */
const prepareSaveLookup = (db: DbOrTx) =>
  db
    .select({
      ...accessColumns,
      head: sql<unknown>`(
      select json_build_object(
               'revision', s.revision,
               'problemStatement', s.problem_statement,
               'recent', (select json_agg(r) from (
                            select id, revision, autosave, author_id as "authorId", started_at as "startedAt",
                                   problem_statement as "problemStatement", body_hash as "bodyHash"
                              from snapshot_revisions
                             where snapshot_id = s.id
                             order by revision desc
                             limit 2) r))
        from snapshots s
       where s.id = ${sql.placeholder('snapshotId')} and s.project_id = ${projects.id})`,
    })
    .from(projects)
    .leftJoin(users, ownerJoin)
    .leftJoin(projectMembers, memberJoin)
    .where(visibleProject)
    .limit(1)
    .prepare('project_access_and_head');
const saveLookupOf = perDatabase(prepareSaveLookup);

export async function loadProjectAccessAndHead({
  db,
  projectId,
  userId,
  snapshotId,
}: {
  db: DbOrTx;
  projectId: number;
  userId: number;
  snapshotId: number;
}): Promise<{ access: ProjectAccess; head: unknown }> {
  const [row] = await saveLookupOf(db).execute({ projectId, userId, snapshotId });
  return { access: accessOf(row, userId), head: row?.head ?? null };
}

type AccessRow = Awaited<ReturnType<ReturnType<typeof prepareAccessLookup>['execute']>>[number];

function accessOf(row: AccessRow | undefined, userId: number): ProjectAccess {
  if (!row) throw projectNotFound();
  const { project, memberRole, memberId, owner } = row;
  if (project.isDemo) return { project, role: 'viewer', memberId: null, owner: null };
  if (!owner || owner.archivedAt) throw projectNotFound();
  const isOwner = owner.id === userId;
  const role: ProjectRole | null = isOwner ? 'owner' : memberRole;
  if (!role) throw projectNotFound();
  return {
    project,
    role,
    memberId: isOwner ? null : memberId,
    owner: { id: owner.id, fullName: owner.fullName, email: owner.email },
  };
}

/** Throws 403 when the caller can see the project but lacks the right. */
export function assertAllowed(allowed: boolean): void {
  if (!allowed) throw new AppError('forbidden');
}
