import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectMembers, projects } from './projects.js';
import { users } from './users.js';

/**
 * A project's owner offering it to one of its editors (docs/decisions/030-project-handover.md). One
 * pending offer per project; the offer is the member row it names, so it ends with that membership
 * (the member leaves or is removed), with the project, or with the owner who made it.
 */
export const projectHandovers = pgTable(
  'project_handovers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => projectMembers.id, { onDelete: 'cascade' }),
    offeredBy: integer('offered_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_handovers_project_key').on(t.projectId),
    index('project_handovers_member_idx').on(t.memberId),
  ],
);
