import { and, count, desc, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { generationRuns } from '../../db/schema/index.js';

export type RunStatus = (typeof generationRuns.$inferInsert)['status'];

export interface RunRecord {
  userId: number;
  projectId: number | null;
  artefact: string;
  provider: string;
  model: string;
  status: RunStatus;
  errorCode: string | null;
  durationMs: number;
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  at: Date;
}

/** Logs one generation request (whatever its outcome) for usage reports and cost control. */
export async function recordRun({ db, run }: { db: DbOrTx; run: RunRecord }) {
  await db.insert(generationRuns).values({
    userId: run.userId,
    projectId: run.projectId,
    artefact: run.artefact,
    provider: run.provider,
    model: run.model,
    status: run.status,
    errorCode: run.errorCode,
    durationMs: Math.round(run.durationMs),
    inputTokens: run.inputTokens ?? null,
    outputTokens: run.outputTokens ?? null,
    createdAt: run.at,
  });
}

export interface UsageRow {
  artefact: string;
  provider: string;
  model: string;
  runs: number;
  succeeded: number;
  failed: number;
  cancelled: number;
  users: number;
  p50Ms: number;
  p95Ms: number;
  inputTokens: number;
  outputTokens: number;
}

/** Runs grouped by artefact, provider and model since a date: counts, latency percentiles, tokens. */
export async function summariseUsage({ db, since }: { db: DbOrTx; since?: Date }): Promise<UsageRow[]> {
  const rows = await db
    .select({
      artefact: generationRuns.artefact,
      provider: generationRuns.provider,
      model: generationRuns.model,
      runs: count(),
      succeeded: sql<number>`count(*) filter (where ${generationRuns.status} = 'succeeded')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${generationRuns.status} = 'failed')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${generationRuns.status} = 'cancelled')`.mapWith(Number),
      users: sql<number>`count(distinct ${generationRuns.userId})`.mapWith(Number),
      p50Ms:
        sql<number>`coalesce(percentile_cont(0.5) within group (order by ${generationRuns.durationMs}), 0)`.mapWith(
          Number,
        ),
      p95Ms:
        sql<number>`coalesce(percentile_cont(0.95) within group (order by ${generationRuns.durationMs}), 0)`.mapWith(
          Number,
        ),
      inputTokens: sql<number>`coalesce(sum(${generationRuns.inputTokens}), 0)`.mapWith(Number),
      outputTokens: sql<number>`coalesce(sum(${generationRuns.outputTokens}), 0)`.mapWith(Number),
    })
    .from(generationRuns)
    .where(since ? and(gte(generationRuns.createdAt, since)) : undefined)
    .groupBy(generationRuns.artefact, generationRuns.provider, generationRuns.model)
    .orderBy(desc(count()));
  return rows;
}
