import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProblemStatementSchema, ProjectNameSchema, SnapshotDocumentSchema } from '@caseboard/contracts';
import { documentVersion } from '@caseboard/domain';
import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { projects, snapshotRevisions, snapshots } from '../../db/schema/index.js';
import { hashBody } from './body-hash.js';
import { headRevision, snapshotWithBody } from './snapshot-body.js';
import type { Clock } from '../../lib/clock.js';

/** The worked examples, committed as JSON: apps/api/examples (same depth from src/ and dist/). */
export const examplesFolder = fileURLToPath(new URL('../../../examples', import.meta.url));

export const ExampleFileSchema = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z0-9-]{3,60}$/)
    .describe('Stable key: loading is idempotent by it.'),
  name: ProjectNameSchema,
  model: z.string().min(1).max(100),
  problemStatement: ProblemStatementSchema,
  body: SnapshotDocumentSchema,
});
export type ExampleFile = z.infer<typeof ExampleFileSchema>;

export interface LoadedExample extends ExampleFile {
  bodyText: string;
  version: string | null;
}

/** Reads and validates every example; a broken file stops the start with its name. */
export function readExamples(folder = examplesFolder): LoadedExample[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = ExampleFileSchema.safeParse(JSON.parse(readFileSync(join(folder, name), 'utf8')));
      if (!parsed.success) throw new Error(`Worked example ${name} is invalid: ${z.prettifyError(parsed.error)}`);
      return {
        ...parsed.data,
        bodyText: JSON.stringify(parsed.data.body),
        version: documentVersion(parsed.data.body) ?? null,
      };
    });
}

/**
 * Brings the worked examples in the database in line with the files, idempotently: a new file is
 * inserted, a changed one updates its project (a new snapshot revision, kept in the history), an
 * unchanged one is left alone, and an example whose file is gone is archived (hidden, not deleted).
 * Several instances starting at once are safe: the demo key is unique.
 */
export async function loadExamples({
  db,
  clock,
  examples = readExamples(),
}: {
  db: DbOrTx;
  clock: Clock;
  examples?: LoadedExample[];
}): Promise<{ inserted: number; updated: number; archived: number }> {
  const counts = { inserted: 0, updated: 0, archived: 0 };
  for (const example of examples) {
    await db.transaction(async (tx) => {
      const now = clock.now();
      const [created] = await tx
        .insert(projects)
        .values({
          ownerId: null,
          isDemo: true,
          demoKey: example.key,
          name: example.name,
          model: example.model,
          problemStatement: example.problemStatement,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: projects.demoKey })
        .returning({ id: projects.id });
      if (created) {
        const [snapshot] = await tx
          .insert(snapshots)
          .values({
            projectId: created.id,
            documentVersion: example.version,
            problemStatement: example.problemStatement,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: snapshots.id });
        await tx.insert(snapshotRevisions).values({
          snapshotId: snapshot!.id,
          revision: 1,
          body: example.bodyText,
          bodyHash: hashBody(example.bodyText),
          problemStatement: example.problemStatement,
          startedAt: now,
          createdAt: now,
        });
        counts.inserted += 1;
        return;
      }
      const [project] = await tx.select().from(projects).where(eq(projects.demoKey, example.key)).for('update');
      const [snapshot] = await tx
        .select(snapshotWithBody)
        .from(snapshots)
        .innerJoin(snapshotRevisions, headRevision)
        .where(eq(snapshots.projectId, project!.id))
        .orderBy(asc(snapshots.id))
        .limit(1);
      const same =
        project!.name === example.name &&
        project!.model === example.model &&
        project!.problemStatement === example.problemStatement &&
        project!.archivedAt === null &&
        snapshot?.body === example.bodyText &&
        snapshot.problemStatement === example.problemStatement;
      if (same) return;
      await tx
        .update(projects)
        .set({
          name: example.name,
          model: example.model,
          problemStatement: example.problemStatement,
          archivedAt: null,
          updatedAt: now,
        })
        .where(eq(projects.id, project!.id));
      if (snapshot && (snapshot.body !== example.bodyText || snapshot.problemStatement !== example.problemStatement)) {
        const revision = snapshot.revision + 1;
        await tx
          .update(snapshots)
          .set({
            documentVersion: example.version,
            problemStatement: example.problemStatement,
            revision,
            updatedBy: null,
            updatedAt: now,
          })
          .where(eq(snapshots.id, snapshot.id));
        await tx.insert(snapshotRevisions).values({
          snapshotId: snapshot.id,
          revision,
          body: example.bodyText,
          bodyHash: hashBody(example.bodyText),
          problemStatement: example.problemStatement,
          startedAt: now,
          createdAt: now,
        });
      }
      counts.updated += 1;
    });
  }
  const keys = examples.map((example) => example.key);
  const archived = await db
    .update(projects)
    .set({ archivedAt: clock.now() })
    .where(
      and(
        eq(projects.isDemo, true),
        isNull(projects.archivedAt),
        isNotNull(projects.demoKey),
        keys.length > 0 ? notInArray(projects.demoKey, keys) : undefined,
      ),
    )
    .returning({ id: projects.id });
  counts.archived = archived.length;
  return counts;
}
