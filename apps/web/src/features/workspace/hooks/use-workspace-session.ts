import type { Project, ProjectDocument } from '@caseboard/contracts';
import { mergeVersions, sameValue } from '@caseboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { projectKeys } from '@/lib/project-keys';
import { getProject } from '../api/get-project';
import { saveSnapshot } from '../api/save-snapshot';
import { AutosaveController, runWhileMounted, type SaveState } from '../lib/autosave';
import { parseSnapshot } from '../lib/snapshot';
import { createDocumentStore, type DocumentStore, type SnapshotContent } from '../store/document-store';
import { createTreeViewStore, type TreeViewStore } from '../store/tree-view-store';
import { createWorkspaceUiStore, type WorkspaceUiStore } from '../store/workspace-store';

export interface Conflict {
  theirs: SnapshotContent;
  revision: number;
}

export interface WorkspaceSession {
  projectId: number;
  snapshotId: number;
  readOnly: boolean;
  documents: DocumentStore;
  issueView: TreeViewStore;
  hypothesisView: TreeViewStore;
  ui: WorkspaceUiStore;
  saveState: SaveState;
  conflict: Conflict | null;
  /** Keeps both: their changes and mine merged (mine where both changed the same thing), then saved. */
  mergeBoth(): void;
  keepMine(): void;
  takeTheirs(): void;
  flush(): Promise<void>;
}

/**
 * The open project: its document store (with undo), the views' selection stores, autosave, and the
 * conflict flow. On 412 it fetches the latest snapshot and lets the user merge both (the default), or
 * keep one: "take theirs" keeps mine in the undo history, "keep mine" saves over theirs (which stays
 * in the server's history).
 */
export function useWorkspaceSession(project: Project, document: ProjectDocument): WorkspaceSession {
  const snapshot = project.projectSnapshots[0]!;
  const queryClient = useQueryClient();
  const readOnly = project.isDemo || project.role === 'viewer';
  const [stores] = useState(() => ({
    documents: createDocumentStore(
      { problemStatement: snapshot.problemStatement, document },
      snapshot.revision,
      readOnly,
    ),
    issueView: createTreeViewStore(document.issueTree?.root.id ?? null),
    hypothesisView: createTreeViewStore(document.hypothesisTree?.root.id ?? null),
    ui: createWorkspaceUiStore(),
  }));
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const controller = useRef<AutosaveController | null>(null);

  useEffect(() => {
    if (readOnly) return undefined;
    const autosave = new AutosaveController({
      store: stores.documents,
      debounceMs: 1_500,
      onStateChange: setSaveState,
      save: async (content, revision, { explicit }) => {
        const saved = await saveSnapshot({
          projectId: project.id,
          snapshotId: snapshot.id,
          content,
          revision,
          autosave: !explicit,
        });
        return { revision: saved.revision };
      },
      onConflict: () => {
        void getProject(project.id).then((latest) => {
          const theirsSnapshot =
            latest.projectSnapshots.find((s) => s.id === snapshot.id) ?? latest.projectSnapshots[0]!;
          const parsed = parseSnapshot(theirsSnapshot);
          const theirsDocument =
            parsed.format === '1.1' ? parsed.document : stores.documents.getState().content.document;
          setConflict({
            theirs: { problemStatement: theirsSnapshot.problemStatement, document: theirsDocument },
            revision: theirsSnapshot.revision,
          });
          queryClient.setQueryData(projectKeys.detail(project.id), latest);
        });
      },
    });
    controller.current = autosave;
    return runWhileMounted(autosave);
  }, [readOnly, stores.documents, project.id, snapshot.id, queryClient]);

  return useMemo(
    () => ({
      projectId: project.id,
      snapshotId: snapshot.id,
      readOnly,
      ...stores,
      saveState,
      conflict,
      mergeBoth() {
        if (!conflict) return;
        const { saved, content } = stores.documents.getState();
        const merged = mergeVersions(saved, content, conflict.theirs);
        const next = sameValue(
          { problemStatement: merged.problemStatement, document: merged.document },
          conflict.theirs,
        )
          ? conflict.theirs
          : { problemStatement: merged.problemStatement, document: merged.document };
        stores.documents.getState().rebase(conflict.theirs, conflict.revision, next);
        setConflict(null);
        controller.current?.resume();
      },
      keepMine() {
        if (!conflict) return;
        // The server's version becomes the base; my content stays and is saved over it.
        stores.documents.getState().markSaved(conflict.theirs, conflict.revision);
        setConflict(null);
        controller.current?.resume();
      },
      takeTheirs() {
        if (!conflict) return;
        stores.documents.getState().reset(conflict.theirs, conflict.revision, { keepHistory: true });
        setConflict(null);
        controller.current?.resume();
      },
      flush: () => controller.current?.flush() ?? Promise.resolve(),
    }),
    [project.id, snapshot.id, readOnly, stores, saveState, conflict],
  );
}
