import type { ExportFormat, Locale } from '@caseboard/contracts';
import { buildExport, contentDisposition, documentFromBody, type ExportFile } from '@caseboard/export';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { snapshotRevisions, snapshots } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { loadProjectAccess } from '../projects/access.js';
import { headRevision, snapshotWithBody } from '../projects/snapshot-body.js';
import { readTheme } from './theme.js';
import { datasetsOf } from '../evidence/service.js';

export interface ProjectExport extends ExportFile {
  disposition: string;
}

/**
 * One export of a project the caller can read (owner, member of any role, or a worked example):
 * viewers export what they can see. A project the caller may not see is the same `not_found` as a
 * missing one, answered before anything is built.
 */
export async function exportProject({
  db,
  clock,
  userId,
  projectId,
  format,
  locale,
  slot,
}: {
  db: DbOrTx;
  clock: Clock;
  userId: number;
  projectId: number;
  format: ExportFormat;
  locale: Locale;
  /** Runs the CPU-heavy build within the process's export slots. */
  slot: <T>(work: () => Promise<T>) => Promise<T>;
}): Promise<ProjectExport> {
  const { project } = await loadProjectAccess({ db, projectId, userId });
  const [[snapshot], theme] = await Promise.all([
    db
      .select(snapshotWithBody)
      .from(snapshots)
      .innerJoin(snapshotRevisions, headRevision)
      .where(eq(snapshots.projectId, projectId))
      .orderBy(asc(snapshots.id))
      .limit(1),
    readTheme(db, projectId),
  ]);
  const problemStatement = snapshot?.problemStatement || project.problemStatement;
  // Stored bodies were checked against the contract when saved; a project without one exports empty.
  const document = documentFromBody(snapshot?.body ?? '{"version":"1.1","brief":{}}', problemStatement);
  // The team's data sets the analyses refer to: the deck charts them natively, and the workbook carries
  // each one as a sheet, charted or not.
  const referenced = document.analyses.flatMap((entry) =>
    entry.evidence?.dataset && (format === 'xlsx' || entry.evidence.chart) ? [entry.evidence.dataset.id] : [],
  );
  const datasets = new Map((await datasetsOf(db, projectId, referenced)).map((table) => [table.id, table]));
  const file = await slot(() =>
    buildExport(format, {
      projectName: project.name,
      problemStatement,
      document,
      theme,
      locale,
      generatedAt: clock.now(),
      datasets,
    }),
  );
  return { ...file, disposition: contentDisposition(project.name, format) };
}
