import type { Project, ProjectDocument } from '@caseboard/contracts';
import { editorCommandSet, mergeVersions, sameValue, type EditorCommand } from '@caseboard/domain';
import { useMemo, useState } from 'react';
import { readSnapshotNow } from '../lib/snapshot';
import { createTreeViewStore, type TreeViewStore } from '../store/tree-view-store';
import { createWorkspaceUiStore, type WorkspaceUiStore } from '../store/workspace-store';
import { useDocumentSession, type DocumentSession, type SessionConflict } from './use-document-session';

export type Conflict = SessionConflict<ProjectDocument>;

export interface WorkspaceSession extends DocumentSession<ProjectDocument, EditorCommand> {
  issueView: TreeViewStore;
  hypothesisView: TreeViewStore;
  ui: WorkspaceUiStore;
  /** Keeps both: their changes and mine merged (mine where both changed the same thing), then saved. */
  mergeBoth(): void;
}

/**
 * The open project in the workspace: the shared document session (use-document-session.ts) running the
 * current (1.1) command set, plus the views' selection stores and the workspace's UI store. On a conflict
 * the user may merge both (the default), or keep one: "take theirs" keeps mine in the undo history, "keep
 * mine" saves over theirs (which stays in the server's history).
 */
export function useWorkspaceSession(project: Project, document: ProjectDocument): WorkspaceSession {
  const snapshot = project.projectSnapshots[0]!;
  const session = useDocumentSession<ProjectDocument, EditorCommand>(
    project,
    { problemStatement: snapshot.problemStatement, document },
    {
      commands: editorCommandSet,
      merge: (base, mine, theirs) => {
        const merged = mergeVersions(base, mine, theirs);
        return {
          content: { problemStatement: merged.problemStatement, document: merged.document },
          overlaps: merged.overlaps,
        };
      },
      same: (a, b) => sameValue(a, b),
      theirsOf: (latest, mine) => {
        // The server checks every 1.1 body it answers: one it did not check is no 1.1 document to merge.
        const parsed = readSnapshotNow(latest);
        return {
          problemStatement: latest.problemStatement,
          document: parsed?.format === '1.1' ? parsed.document : mine.document,
        };
      },
    },
  );
  const [views] = useState(() => ({
    issueView: createTreeViewStore(document.issueTree?.root.id ?? null),
    hypothesisView: createTreeViewStore(document.hypothesisTree?.root.id ?? null),
    ui: createWorkspaceUiStore(),
  }));
  return useMemo(
    () => ({
      ...session,
      ...views,
      mergeBoth: () =>
        session.settle((conflict) => {
          const { saved, content } = session.documents.getState();
          const merged = mergeVersions(saved, content, conflict.theirs);
          const next = { problemStatement: merged.problemStatement, document: merged.document };
          session.documents
            .getState()
            .rebase(conflict.theirs, conflict.revision, sameValue(next, conflict.theirs) ? conflict.theirs : next);
        }),
    }),
    [session, views],
  );
}
