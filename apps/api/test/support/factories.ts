import { projectMembers, users } from '../../src/db/schema/index.js';
import type { DbOrTx } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import { createSession } from '../../src/modules/auth/sessions.js';
import { createProject } from '../../src/modules/projects/projects.js';

let sequence = 0;

type NewUser = typeof users.$inferInsert;

/** An account straight in the database (no e-mail round trip), active unless told otherwise. */
export async function buildUser({ db, clock, ...overrides }: { db: DbOrTx; clock: Clock } & Partial<NewUser>) {
  sequence += 1;
  const now = clock.now();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${sequence}.${Date.now().toString(36)}@example.com`,
      // Not a valid hash: factory users sign in through `signInAs`, never with a password.
      passwordHash: 'unusable',
      fullName: `Test User ${sequence}`,
      linkedinUrl: `https://www.linkedin.com/in/test-user-${sequence}`,
      status: 'active',
      ageConfirmedAt: now,
      termsAcceptedAt: now,
      activatedAt: now,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A session for a user, as the headers an API client would send. */
export async function signInAs({ db, clock, userId }: { db: DbOrTx; clock: Clock; userId: number }) {
  const { token } = await createSession({ db, userId, clock });
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** A project owned by a user, created through the service (so it has its first snapshot and history). */
export async function buildProject({
  db,
  clock,
  ownerId,
  name = 'Margin recovery',
  body = JSON.stringify({ version: '1.1', brief: { keyQuestion: 'How do we recover 150 bp of margin?' } }),
}: {
  db: DbOrTx;
  clock: Clock;
  ownerId: number;
  name?: string;
  body?: string;
}) {
  return createProject({
    db,
    clock,
    userId: ownerId,
    rules: { maxProjects: 1_000, models: ['offline'] },
    input: { name, model: 'offline', problemStatement: 'Margins fell from 4.1% to 2.3%.', body },
  });
}

/** Makes a user an active member of a project straight in the database. */
export async function addMembership({
  db,
  projectId,
  user,
  role = 'editor',
}: {
  db: DbOrTx;
  projectId: number;
  user: { id: number; email: string };
  role?: 'editor' | 'commenter' | 'viewer';
}) {
  const [member] = await db
    .insert(projectMembers)
    .values({ projectId, userId: user.id, email: user.email, role, status: 'active' })
    .returning();
  return member!;
}
