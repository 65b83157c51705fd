import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { evidenceDatasets, generationRuns, sessions, authTokens } from '../../db/schema/index.js';
import { DAY_MS, type Clock } from '../../lib/clock.js';

/**
 * How long rows that no longer do anything are kept (docs/decisions/029-housekeeping.md):
 * - sessions that expired or were signed out, and e-mailed tokens that expired or were used: a week,
 *   so a "this link was already used" answer and the account page's recent history stay right;
 * - the generation log: 400 days, a full year of monthly usage reports (`admin usage`) and a margin;
 * - a data set no revision of its project names (uploaded, then never attached, or replaced before the
 *   next save): a day, so an upload whose analysis is still being edited is never taken away.
 */
export const RETENTION = {
  endedSessionDays: 7,
  endedTokenDays: 7,
  generationLogDays: 400,
  unattachedDatasetHours: 24,
} as const;

export interface HousekeepingResult {
  sessions: number;
  tokens: number;
  generationRuns: number;
  datasets: number;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what has outlived its use. Safe to run on several instances at once: each delete is
 * idempotent, and a second run finds nothing.
 */
export async function housekeep({ db, clock }: { db: DbOrTx; clock: Clock }): Promise<HousekeepingResult> {
  const now = clock.now();
  const sessionCut = daysAgo(now, RETENTION.endedSessionDays);
  const endedSessions = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sessionCut), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCut))),
    )
    .returning({ id: sessions.id });

  const tokenCut = daysAgo(now, RETENTION.endedTokenDays);
  const endedTokens = await db
    .delete(authTokens)
    .where(or(lt(authTokens.expiresAt, tokenCut), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, tokenCut))))
    .returning({ id: authTokens.id });

  const oldRuns = await db
    .delete(generationRuns)
    .where(lt(generationRuns.createdAt, daysAgo(now, RETENTION.generationLogDays)))
    .returning({ id: generationRuns.id });

  // A data set is attached when the document names its id; revisions keep whole bodies and a
  // snapshot's current document is its head revision's (db/schema/projects.ts), so a text search over
  // the project's revisions finds every use.
  const datasetCut = new Date(now.getTime() - RETENTION.unattachedDatasetHours * 60 * 60 * 1000);
  const unattached = await db
    .delete(evidenceDatasets)
    .where(
      and(
        lt(evidenceDatasets.createdAt, datasetCut),
        sql`not exists (
          select 1 from snapshot_revisions r join snapshots s on s.id = r.snapshot_id
          where s.project_id = ${evidenceDatasets.projectId}
            and strpos(r.body, ${evidenceDatasets.id}::text) > 0
        )`,
      ),
    )
    .returning({ id: evidenceDatasets.id });

  return {
    sessions: endedSessions.length,
    tokens: endedTokens.length,
    generationRuns: oldRuns.length,
    datasets: unattached.length,
  };
}
