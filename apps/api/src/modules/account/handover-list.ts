import type { HandoverList } from '@caseboard/contracts';
import { aliasedTable, and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectHandovers, projectMembers, projects, users } from '../../db/schema/index.js';

/**
 * What the account page's "Hand over projects" section shows (docs/decisions/030-project-handover.md):
 * every project the person owns with its active editors and pending offer, and the offers waiting
 * for the person's answer. An offer to someone who is no longer an active editor is not shown.
 */
export async function listHandovers({ db, userId }: { db: DbOrTx; userId: number }): Promise<HandoverList> {
  const owned = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), eq(projects.isDemo, false), isNull(projects.archivedAt)))
    .orderBy(asc(projects.name), asc(projects.id));
  const ids = owned.map((p) => p.id);
  const editors =
    ids.length === 0
      ? []
      : await db
          .select({
            projectId: projectMembers.projectId,
            memberId: projectMembers.id,
            userId: users.id,
            fullName: users.fullName,
            email: users.email,
            offeredAt: projectHandovers.createdAt,
          })
          .from(projectMembers)
          .innerJoin(users, eq(users.id, projectMembers.userId))
          .leftJoin(projectHandovers, eq(projectHandovers.memberId, projectMembers.id))
          .where(
            and(
              inArray(projectMembers.projectId, ids),
              eq(projectMembers.status, 'active'),
              eq(projectMembers.role, 'editor'),
              isNull(users.archivedAt),
            ),
          )
          .orderBy(asc(users.fullName), asc(users.id));
  const owners = aliasedTable(users, 'owners');
  const received = await db
    .select({
      projectId: projects.id,
      name: projects.name,
      fullName: owners.fullName,
      email: owners.email,
      createdAt: projectHandovers.createdAt,
    })
    .from(projectHandovers)
    .innerJoin(projectMembers, eq(projectMembers.id, projectHandovers.memberId))
    .innerJoin(projects, eq(projects.id, projectHandovers.projectId))
    .innerJoin(owners, eq(owners.id, projects.ownerId))
    .where(
      and(
        eq(projectMembers.userId, userId),
        eq(projectMembers.status, 'active'),
        eq(projectMembers.role, 'editor'),
        isNull(projects.archivedAt),
        isNull(owners.archivedAt),
      ),
    )
    .orderBy(desc(projectHandovers.createdAt), desc(projectHandovers.id));
  return {
    owned: owned.map((project) => {
      const mine = editors.filter((e) => e.projectId === project.id);
      const offered = mine.find((e) => e.offeredAt !== null);
      return {
        projectId: project.id,
        name: project.name,
        editors: mine.map(({ userId: id, fullName, email }) => ({ userId: id, fullName, email })),
        offer: offered
          ? {
              projectId: project.id,
              offeredTo: { userId: offered.userId, fullName: offered.fullName, email: offered.email },
              createdAt: offered.offeredAt!.toISOString(),
            }
          : null,
      };
    }),
    received: received.map((r) => ({
      projectId: r.projectId,
      name: r.name,
      from: { fullName: r.fullName, email: r.email },
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
