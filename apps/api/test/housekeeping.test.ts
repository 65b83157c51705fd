import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, evidenceDatasets, generationRuns, sessions } from '../src/db/schema/index.js';
import { DAY_MS } from '../src/lib/clock.js';
import { housekeep } from '../src/modules/housekeeping/housekeeping.js';
import { call } from './support/api.js';
import { buildProject, buildUser, signInAs } from './support/factories.js';
import { buildTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

async function dataset(projectId: number, createdAt: Date) {
  const id = randomUUID();
  await t.db.insert(evidenceDatasets).values({
    id,
    projectId,
    name: 'churn.csv',
    format: 'csv',
    columns: [{ key: 'c0', label: 'Churn', type: 'number', unit: '' }],
    rows: [[1]],
    rowCount: 1,
    byteSize: 8,
    createdAt,
  });
  return id;
}

const bodyNaming = (datasetId: string) =>
  JSON.stringify({ version: '1.1', brief: { keyQuestion: `Which data? ${datasetId}` } });

describe('housekeeping', () => {
  it('removes what has outlived its use and keeps everything still in use', async () => {
    const user = await buildUser({ db: t.db, clock: t.clock });
    const caller = await signInAs({ db: t.db, clock: t.clock, userId: user.id });
    const session = (hash: string, values: Partial<typeof sessions.$inferInsert>) =>
      t.db
        .insert(sessions)
        .values({ userId: user.id, tokenHash: hash, expiresAt: ago(-30), ...values })
        .returning({ id: sessions.id });
    const [expiredLongAgo] = await session('h-expired', { expiresAt: ago(8) });
    const [signedOutLongAgo] = await session('h-revoked', { revokedAt: ago(8) });
    const [expiredYesterday] = await session('h-recent', { expiresAt: ago(1) });

    const token = (hash: string, values: Partial<typeof authTokens.$inferInsert>) =>
      t.db
        .insert(authTokens)
        .values({ userId: user.id, purpose: 'password_reset', tokenHash: hash, expiresAt: ago(-1), ...values })
        .returning({ id: authTokens.id });
    const [usedLongAgo] = await token('t-used', { usedAt: ago(10) });
    const [unused] = await token('t-open', {});

    const run = (createdAt: Date) =>
      t.db
        .insert(generationRuns)
        .values({
          userId: user.id,
          artefact: 'issue-tree',
          provider: 'offline',
          model: 'offline',
          status: 'succeeded',
          durationMs: 5,
          createdAt,
        })
        .returning({ id: generationRuns.id });
    const [oldRun] = await run(ago(401));
    const [lastYearRun] = await run(ago(300));

    const project = await buildProject({ db: t.db, clock: t.clock, ownerId: user.id });
    const neverAttached = await dataset(project.id, ago(2));
    const justUploaded = await dataset(project.id, ago(0.1));
    const inCurrent = await dataset(project.id, ago(2));
    const onlyInHistory = await dataset(project.id, ago(2));
    const patchedIntoHistory = await dataset(project.id, ago(2));
    const url = `/api/v1/projects/${project.id}/snapshots/${project.projectSnapshots[0]!.id}`;
    const put = async (id: string) => {
      const saved = await call(t.app, caller, 'PUT', url, { problemStatement: 'Why?', body: bodyNaming(id) });
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json().revision as number;
    };
    // A revision saved by a JSON patch is stored whole too, so the search finds its data set.
    const revision = await put(onlyInHistory);
    const patched = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...caller.headers, 'content-type': 'application/json-patch+json', 'if-match': `"${revision}"` },
      payload: JSON.stringify([
        { op: 'replace', path: '/brief/keyQuestion', value: `Which data? ${patchedIntoHistory}` },
      ]),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await put(inCurrent);

    const removed = await housekeep({ db: t.db, clock: t.clock });
    expect(removed).toMatchObject({ sessions: 2, tokens: 1, generationRuns: 1, datasets: 1 });

    const left = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    expect(
      await left(
        t.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, [expiredLongAgo!.id, signedOutLongAgo!.id, expiredYesterday!.id])),
      ),
    ).toEqual([expiredYesterday!.id]);
    expect(
      await left(
        t.db
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(inArray(authTokens.id, [usedLongAgo!.id, unused!.id])),
      ),
    ).toEqual([unused!.id]);
    expect(
      await left(
        t.db
          .select({ id: generationRuns.id })
          .from(generationRuns)
          .where(inArray(generationRuns.id, [oldRun!.id, lastYearRun!.id])),
      ),
    ).toEqual([lastYearRun!.id]);
    const datasets = await left(
      t.db.select({ id: evidenceDatasets.id }).from(evidenceDatasets).where(eq(evidenceDatasets.projectId, project.id)),
    );
    expect(datasets.sort()).toEqual([justUploaded, inCurrent, onlyInHistory, patchedIntoHistory].sort());
    expect(datasets).not.toContain(neverAttached);

    // The caller's own session is still good, and a second run finds nothing.
    expect((await call(t.app, caller, 'GET', '/api/v1/projects')).statusCode).toBe(200);
    expect(await housekeep({ db: t.db, clock: t.clock })).toEqual({
      sessions: 0,
      tokens: 0,
      generationRuns: 0,
      datasets: 0,
    });
  });
});
