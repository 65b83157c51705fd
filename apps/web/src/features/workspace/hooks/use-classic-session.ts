import type { LegacyDocument, Project } from '@caseboard/contracts';
import { setLegacyProblemStatement } from '@caseboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { projectKeys } from '@/lib/project-keys';
import { toast } from '@/lib/toast';
import { getProject } from '../api/get-project';
import { saveSnapshot } from '../api/save-snapshot';
import { AutosaveController, runWhileMounted, type SaveState } from '../lib/autosave';
import { parseSnapshot } from '../lib/snapshot';
import { createDocumentStore, type DocumentStore, type SnapshotContent } from '../store/document-store';

export interface ClassicConflict {
  theirs: SnapshotContent<LegacyDocument>;
  revision: number;
}

export interface ClassicSession {
  projectId: number;
  snapshotId: number;
  readOnly: boolean;
  documents: DocumentStore<LegacyDocument>;
  saveState: SaveState;
  conflict: ClassicConflict | null;
  keepMine(): void;
  takeTheirs(): void;
  /** Saves pending edits now; resolves when nothing is left to save (or saving is stopped). */
  flush(): Promise<void>;
}

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
 * The open classic (1.0) project: the workspace's document store (with undo) and autosave
 * controller carrying a LegacyDocument, with the same If-Match saves, retry and conflict choice.
 * When someone upgraded the project meanwhile, the project's query data changes to the 1.1 body
 * and the route moves on to the new workspace.
 */
export function useClassicSession(project: Project, document: LegacyDocument): ClassicSession {
  const snapshot = project.projectSnapshots[0]!;
  const queryClient = useQueryClient();
  const readOnly = project.isDemo || project.role === 'viewer';
  const [documents] = useState(() =>
    createDocumentStore<LegacyDocument>(
      { problemStatement: snapshot.problemStatement || document.problemStatement || '', document },
      snapshot.revision,
      readOnly,
    ),
  );
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<ClassicConflict | null>(null);
  const controller = useRef<AutosaveController<LegacyDocument> | null>(null);

  useEffect(() => {
    if (readOnly) return undefined;
    const autosave = new AutosaveController<LegacyDocument>({
      store: documents,
      debounceMs: 1_500,
      onStateChange: setSaveState,
      save: async (content, revision) => {
        const saved = await saveSnapshot({
          projectId: project.id,
          snapshotId: snapshot.id,
          content: classicSnapshotContent(content),
          revision,
          autosave: true,
        });
        return { revision: saved.revision };
      },
      onConflict: () => {
        void getProject(project.id).then((latest) => {
          const theirs = latest.projectSnapshots.find((s) => s.id === snapshot.id) ?? latest.projectSnapshots[0]!;
          const parsed = parseSnapshot(theirs);
          if (parsed.format === '1.0') {
            setConflict({
              theirs: { problemStatement: theirs.problemStatement, document: parsed.document },
              revision: theirs.revision,
            });
          } else {
            toast.warn(i18n.t('workspace:classic.upgradedElsewhere'));
          }
          queryClient.setQueryData(projectKeys.detail(project.id), latest);
        });
      },
    });
    controller.current = autosave;
    return runWhileMounted(autosave);
  }, [readOnly, documents, project.id, snapshot.id, queryClient]);

  return useMemo(
    () => ({
      projectId: project.id,
      snapshotId: snapshot.id,
      readOnly,
      documents,
      saveState,
      conflict,
      keepMine() {
        if (!conflict) return;
        documents.getState().markSaved(conflict.theirs, conflict.revision);
        setConflict(null);
        controller.current?.resume();
      },
      takeTheirs() {
        if (!conflict) return;
        documents.getState().reset(conflict.theirs, conflict.revision, { keepHistory: true });
        setConflict(null);
        controller.current?.resume();
      },
      flush: () => controller.current?.flush() ?? Promise.resolve(),
    }),
    [project.id, snapshot.id, readOnly, documents, saveState, conflict],
  );
}
