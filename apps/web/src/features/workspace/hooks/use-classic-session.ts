import type { LegacyDocument, Project } from '@caseboard/contracts';
import { classicCommandSet, setLegacyProblemStatement, type ClassicCommand } from '@caseboard/domain';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { parseSnapshot } from '../lib/snapshot-reader';
import type { SnapshotContent } from '../store/document-store';
import { useDocumentSession, type DocumentSession, type SessionConflict } from './use-document-session';

export type ClassicConflict = SessionConflict<LegacyDocument>;
export type ClassicSession = DocumentSession<LegacyDocument, ClassicCommand>;

/**
 * What a 1.0 snapshot sends: the classic editor kept the problem statement inside the body too, so
 * the body's copy follows the snapshot's and a 1.0 document stays whole on its own.
 */
export function classicSnapshotContent(content: SnapshotContent<LegacyDocument>): SnapshotContent<LegacyDocument> {
  return {
    problemStatement: content.problemStatement,
    document: setLegacyProblemStatement(content.document, content.problemStatement),
  };
}

/**
 * The open classic (1.0) project: the same session as the workspace's (use-document-session.ts) running
 * the classic command set. When someone upgraded the project meanwhile, the project's query data changes
 * to the 1.1 body and the route moves on to the new workspace.
 */
export function useClassicSession(project: Project, document: LegacyDocument): ClassicSession {
  const snapshot = project.projectSnapshots[0]!;
  return useDocumentSession<LegacyDocument, ClassicCommand>(
    project,
    { problemStatement: snapshot.problemStatement || document.problemStatement || '', document },
    {
      commands: classicCommandSet,
      toSaved: classicSnapshotContent,
      theirsOf: (latest) => {
        const parsed = parseSnapshot(latest);
        if (parsed.format === '1.0') return { problemStatement: latest.problemStatement, document: parsed.document };
        toast.warn(i18n.t('workspace:classic.upgradedElsewhere'));
        return null;
      },
    },
  );
}
