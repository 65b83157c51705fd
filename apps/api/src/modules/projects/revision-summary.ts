import {
  CURRENT_DOCUMENT_VERSION,
  type ProjectDocument,
  type RevisionSummary,
  type SnapshotDocument,
} from '@caseboard/contracts';
import { summariseRevision } from '@caseboard/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { snapshotRevisions } from '../../db/schema/index.js';

/** What a save knows of the revision it follows without reading its body. */
export interface SummaryBase {
  revision: number;
  bodyHash: string;
  problemStatement: string;
}

/**
 * The summary a new revision is stored with (docs/decisions/026-workspace-layout-and-history.md):
 * what changed against `base`, the revision it follows. A deliberate save (not an autosave) whose
 * document is exactly an earlier revision's is that revision restored; documents are stored in one
 * canonical serialisation (document.ts), so an equal hash is an equal document, found by the
 * (snapshot, hash) index without reading bodies. `baseDocument` is asked for only when the bodies
 * differ (docs/decisions/035-cheap-saves.md). 1.0 documents get none.
 */
export async function summariseSave({
  db,
  snapshotId,
  base,
  baseDocument,
  next,
  autosave,
}: {
  db: DbOrTx;
  snapshotId: number;
  base: SummaryBase | undefined;
  baseDocument: () => Promise<SnapshotDocument>;
  next: { document: SnapshotDocument; version: string | null; bodyHash: string; problemStatement: string };
  autosave: boolean;
}): Promise<RevisionSummary | null> {
  if (next.version !== CURRENT_DOCUMENT_VERSION) return null;
  const nextContent = { problemStatement: next.problemStatement, document: next.document as ProjectDocument };
  if (!base) return summariseRevision(null, nextContent);
  if (base.bodyHash === next.bodyHash) {
    return summariseRevision({ problemStatement: base.problemStatement, document: nextContent.document }, nextContent);
  }
  if (!autosave) {
    const [restored] = await db
      .select({ revision: snapshotRevisions.revision })
      .from(snapshotRevisions)
      .where(
        and(
          eq(snapshotRevisions.snapshotId, snapshotId),
          eq(snapshotRevisions.bodyHash, next.bodyHash),
          lt(snapshotRevisions.revision, base.revision),
        ),
      )
      .orderBy(desc(snapshotRevisions.revision))
      .limit(1);
    if (restored) return [{ kind: 'restored', revision: restored.revision }];
  }
  const previous = (await baseDocument()) as ProjectDocument;
  // The upgrade from a 1.0 document: the two shapes have nothing to compare.
  if (previous.version !== CURRENT_DOCUMENT_VERSION) return null;
  return summariseRevision({ problemStatement: base.problemStatement, document: previous }, nextContent);
}
