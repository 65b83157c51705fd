import type { DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { resolveSession } from '../auth/sessions.js';
import { loadProjectAccess } from '../projects/access.js';

/**
 * Whether a stream's caller may still see its project: the session is still valid (not signed out,
 * not expired, the account active) and the project access rules (projects/access.ts) still let them
 * in. Checked before every event a stream delivers and with every heartbeat.
 */
export async function mayStillAccess({
  db,
  clock,
  userId,
  projectId,
  token,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  token: string;
}): Promise<boolean> {
  const user = await resolveSession({ db, token, clock });
  if (!user || user.id !== userId) return false;
  try {
    await loadProjectAccess({ db, projectId, userId });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return false;
    throw error;
  }
}
