import { users } from '../../src/db/schema/index.js';
import type { DbOrTx } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import { createSession } from '../../src/modules/auth/sessions.js';

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
