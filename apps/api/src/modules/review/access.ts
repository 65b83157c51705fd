import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectMembers, projects, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { assertAllowed, loadProjectAccess, type ProjectAccess } from '../projects/access.js';

/**
 * Who may take part in review (docs/decisions/028-team-review.md). Everyone who can read a project
 * reads its comments and reviews; owner, editors and commenters write comments; owner and editors
 * ask for sign-off. Worked examples take no comments at all (`comments_unavailable`).
 */
export const reviewPolicy = {
  comment: (access: ProjectAccess) =>
    access.role === 'owner' || access.role === 'editor' || access.role === 'commenter',
  requestReview: (access: ProjectAccess) => access.role === 'owner' || access.role === 'editor',
};

export async function loadReadAccess(db: DbOrTx, projectId: number, userId: number): Promise<ProjectAccess> {
  return loadProjectAccess({ db, projectId, userId });
}

/** Access to write comments: 404 for a stranger, 409 on a worked example, 403 for a viewer. */
export async function loadCommentAccess(db: DbOrTx, projectId: number, userId: number): Promise<ProjectAccess> {
  const access = await loadProjectAccess({ db, projectId, userId });
  if (access.project.isDemo) {
    throw new AppError('comments_unavailable', { message: 'Worked examples take no comments; copy one to comment.' });
  }
  assertAllowed(reviewPolicy.comment(access));
  return access;
}

export interface Person {
  userId: number;
  fullName: string;
  role: 'owner' | 'editor' | 'commenter' | 'viewer';
  email: string;
  locale: string;
  notifyMentions: boolean;
}

/** The owner and the active members whose data is not archived: everyone who can read the project. */
export async function projectPeople(db: DbOrTx, access: ProjectAccess): Promise<Person[]> {
  if (access.project.isDemo) return [];
  const columns = {
    userId: users.id,
    fullName: users.fullName,
    email: users.email,
    locale: users.locale,
    notifyMentions: users.notifyMentions,
  };
  const [owner, members] = await Promise.all([
    db
      .select(columns)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(and(eq(projects.id, access.project.id), isNull(users.archivedAt))),
    db
      .select({ ...columns, role: projectMembers.role })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(
        and(
          eq(projectMembers.projectId, access.project.id),
          eq(projectMembers.status, 'active'),
          isNull(users.archivedAt),
        ),
      ),
  ]);
  return [
    ...owner.map((row) => ({ ...row, role: 'owner' as const })),
    ...members.sort((a, b) => a.fullName.localeCompare(b.fullName)),
  ];
}
