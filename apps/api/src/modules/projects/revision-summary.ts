import { CURRENT_DOCUMENT_VERSION, type ProjectDocument, type RevisionSummary } from '@caseboard/contracts';
import { summariseRevision } from '@caseboard/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { snapshotRevisions } from '../../db/schema/index.js';

export interface StoredContent {
  revision: number;
  body: string;
  problemStatement: string;
}

/**
 * The summary a new revision is stored with (docs/decisions/026-workspace-layout-and-history.md):
 * what changed against `base`, the revision it follows. A deliberate save (not an autosave) whose
 * document is exactly an earlier revision's is that revision restored; documents are stored in one
 * canonical serialisation (document.ts), so equal text is an equal document. 1.0 documents get none.
 */
export async function summariseSave({
  db,
  snapshotId,
  base,
  next,
  version,
  autosave,
}: {
  db: DbOrTx;
  snapshotId: number;
  base: StoredContent | undefined;
  next: { body: string; problemStatement: string };
  version: string | null;
  autosave: boolean;
}): Promise<RevisionSummary | null> {
  if (version !== CURRENT_DOCUMENT_VERSION) return null;
  if (base && !autosave && base.body !== next.body) {
    const [restored] = await db
      .select({ revision: snapshotRevisions.revision })
      .from(snapshotRevisions)
      .where(
        and(
          eq(snapshotRevisions.snapshotId, snapshotId),
          lt(snapshotRevisions.revision, base.revision),
          eq(snapshotRevisions.body, next.body),
        ),
      )
      .orderBy(desc(snapshotRevisions.revision))
      .limit(1);
    if (restored) return [{ kind: 'restored', revision: restored.revision }];
  }
  const nextContent = { problemStatement: next.problemStatement, document: parse(next.body) };
  if (!base) return summariseRevision(null, nextContent);
  const previous = parse(base.body);
  // The upgrade from a 1.0 document: the two shapes have nothing to compare.
  if (previous.version !== CURRENT_DOCUMENT_VERSION) return null;
  return summariseRevision({ problemStatement: base.problemStatement, document: previous }, nextContent);
}

// Stored bodies passed the contract's schema on the way in (document.ts): parsing the JSON is enough.
const parse = (body: string) => JSON.parse(body) as ProjectDocument;
