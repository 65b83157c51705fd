import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectMembers, projects } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A generation request may name the project it is for (the run is logged against it). The caller must be
 * able to read that project: its owner, an active member, or anyone for a worked example. Otherwise it is
 * `not_found`, exactly as the projects API answers for a project the caller cannot see.
 */
export async function assertProjectReadable({
  db,
  userId,
  projectId,
}: {
  db: DbOrTx;
  userId: number;
  projectId: number;
}) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, projects.id),
        eq(projectMembers.userId, userId),
        eq(projectMembers.status, 'active'),
      ),
    )
    .where(
      and(
        eq(projects.id, projectId),
        isNull(projects.archivedAt),
        or(eq(projects.ownerId, userId), eq(projects.isDemo, true), eq(projectMembers.userId, userId)),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'No such project.' });
}
