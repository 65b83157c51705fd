import type { LegacyDocument, Project, ProjectDocument, ProjectSnapshot, User } from '@caseboard/contracts';
import type { Command, CommandSet } from '@caseboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { projectKeys } from '@/lib/project-keys';
import { getProject } from '../api/get-project';
import { saveSnapshot } from '../api/save-snapshot';
import { AutosaveController, runWhileMounted, type SaveState } from '../lib/autosave';
import { createDocumentStore, isDirty, type DocumentStore, type SnapshotContent } from '../store/document-store';
import { createEditor, type Editor } from '../store/editor';

/** The signed-in user as the auth feature caches it (features share the query cache, not code). */
const SIGNED_IN_USER_KEY = ['auth', 'me'] as const;

/** Who the command log names: the signed-in user's email, or "anonymous" on a public example. */
export const signedInAuthor = (user: User | null | undefined) => user?.email ?? 'anonymous';

export interface SessionConflict<D> {
  theirs: SnapshotContent<D>;
  revision: number;
}

/** What every open project has, whatever its document version (README glossary: current / classic). */
export interface DocumentSession<D, Cmd extends Command> {
  projectId: number;
  snapshotId: number;
  readOnly: boolean;
  documents: DocumentStore<D>;
  /** The only way a view changes the document: named commands with undo and a log (store/editor.ts). */
  editor: Editor<Cmd>;
  saveState: SaveState;
  conflict: SessionConflict<D> | null;
  /** Keeps my version: the server's becomes the base and mine is saved over it (theirs stays in the history). */
  keepMine(): void;
  /** Takes the server's version; mine stays one undo step back. */
  takeTheirs(): void;
  /** Settles the conflict with `resolve` (e.g. merging both), then saving resumes. */
  settle(resolve: (conflict: SessionConflict<D>) => void): void;
  /** Saves pending edits now; resolves when nothing is left to save (or saving is stopped). */
  flush(): Promise<void>;
  /**
   * A collaborator saved `revision` (the live stream said so): fetches it and merges it into this
   * session with the three-way merge, keeping unsaved edits; only edits of the same field open the
   * conflict. Nothing happens when this session already holds that revision.
   */
  takeInRevision(notice: { snapshotId: number; revision: number }): void;
}

/** Both versions merged against their common base, and the places both changed differently. */
export interface SessionMerge<D> {
  content: SnapshotContent<D>;
  overlaps: string[];
}

export interface DocumentSessionOptions<D, Cmd extends Command> {
  commands: CommandSet<SnapshotContent<D>, Cmd>;
  /** What a save sends (the classic page copies the statement into its body). */
  toSaved?: (content: SnapshotContent<D>) => SnapshotContent<D>;
  /** The server's newer snapshot as this session's content, or null when it cannot be (then no conflict opens). */
  theirsOf: (latest: ProjectSnapshot, mine: SnapshotContent<D>) => SnapshotContent<D> | null;
  /**
   * The three-way merge of this document version (packages/domain). With it, a collaborator's save
   * (live, or met as a 412) is merged without asking unless both changed the same field; without it,
   * unsaved edits meeting a newer revision open the conflict.
   */
  merge?: (base: SnapshotContent<D>, mine: SnapshotContent<D>, theirs: SnapshotContent<D>) => SessionMerge<D>;
  /** Whether two contents are the same (a merge that yields theirs leaves nothing to save). */
  same?: (a: SnapshotContent<D>, b: SnapshotContent<D>) => boolean;
}

/**
 * One session for both document versions: the document store (with undo), the editor that runs the
 * version's named commands, autosave with If-Match saves (a milestone saved at once as its own revision, every other save an autosave; decision 007), and
 * the conflict flow. A collaborator's revision, announced live (features/live) or met as a 412, is
 * fetched and merged in (`takeIn`); only edits of the same field offer the conflict choice.
 */
export function useDocumentSession<D extends ProjectDocument | LegacyDocument, Cmd extends Command>(
  project: Project,
  initial: SnapshotContent<D>,
  options: DocumentSessionOptions<D, Cmd>,
): DocumentSession<D, Cmd> {
  const snapshot = project.projectSnapshots[0]!;
  const queryClient = useQueryClient();
  const readOnly = project.isDemo || project.role === 'viewer' || project.role === 'commenter';
  const [core] = useState(() => {
    const documents = createDocumentStore<D>(initial, snapshot.revision, readOnly);
    const author = () => signedInAuthor(queryClient.getQueryData<User | null>(SIGNED_IN_USER_KEY));
    return { documents, editor: createEditor<D, Cmd>(documents, author, options.commands) };
  });
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [conflict, setConflict] = useState<SessionConflict<D> | null>(null);
  const controller = useRef<AutosaveController<D> | null>(null);
  // A session's version, and so its commands and save shape, never change while it is open.
  const [config] = useState(() => options);

  /**
   * Takes the server's newer snapshot into the session: a read-only session simply shows it; with no
   * unsaved edits it becomes the content; with unsaved edits both are merged against the saved base,
   * and only where both changed the same field does the conflict open (`conflict`). The saved base and
   * its revision (the next save's If-Match) move to theirs; the merge is one undo step.
   */
  const takeIn = useCallback(
    (latest: Project): 'current' | 'merged' | 'conflict' => {
      const theirsSnapshot = latest.projectSnapshots.find((s) => s.id === snapshot.id) ?? latest.projectSnapshots[0]!;
      const state = core.documents.getState();
      if (theirsSnapshot.revision <= state.revision) return 'current';
      const theirs = config.theirsOf(theirsSnapshot, state.content);
      if (!theirs) return 'current';
      if (readOnly) {
        state.reset(theirs, theirsSnapshot.revision);
        return 'merged';
      }
      if (!isDirty(state)) {
        state.rebase(theirs, theirsSnapshot.revision, theirs);
        return 'merged';
      }
      const merged = config.merge?.(state.saved, state.content, theirs);
      if (merged && merged.overlaps.length === 0) {
        const next = config.same?.(merged.content, theirs) ? theirs : merged.content;
        state.rebase(theirs, theirsSnapshot.revision, next);
        return 'merged';
      }
      setConflict({ theirs, revision: theirsSnapshot.revision });
      return 'conflict';
    },
    [snapshot.id, core.documents, config, readOnly],
  );

  useEffect(() => {
    if (readOnly) return undefined;
    const autosave = new AutosaveController<D>({
      store: core.documents,
      debounceMs: 1_500,
      onStateChange: setSaveState,
      save: async (content, revision, { milestone, base }) => {
        const saved = await saveSnapshot({
          projectId: project.id,
          snapshotId: snapshot.id,
          content: config.toSaved?.(content) ?? content,
          base: config.toSaved?.(base) ?? base,
          revision,
          autosave: !milestone,
        });
        return { revision: saved.revision };
      },
      onConflict: () => {
        void getProject(project.id).then((latest) => {
          queryClient.setQueryData(projectKeys.detail(project.id), latest);
          const taken = takeIn(latest);
          if (taken === 'conflict') return; // the dialog opened
          // Merged without a question (or nothing newer after all): saving goes on from the new base.
          autosave.resume();
        });
      },
    });
    controller.current = autosave;
    return runWhileMounted(autosave);
  }, [readOnly, core.documents, project.id, snapshot.id, queryClient, config, takeIn]);

  const takeInRevision = useCallback(
    ({ snapshotId, revision }: { snapshotId: number; revision: number }) => {
      if (snapshotId !== snapshot.id || revision <= core.documents.getState().revision) return;
      const fetchAndMerge = async () => {
        // Checked again once saving paused: my own save may have been that revision.
        if (revision <= core.documents.getState().revision) return;
        if (controller.current?.saveState === 'conflict') return;
        const latest = await getProject(project.id).catch(() => null);
        if (!latest) return; // offline or gone: the next event, or the next save's 412, catches up
        queryClient.setQueryData(projectKeys.detail(project.id), latest);
        if (takeIn(latest) === 'conflict') controller.current?.enterConflict();
      };
      if (controller.current) void controller.current.hold(fetchAndMerge);
      else void fetchAndMerge();
    },
    [snapshot.id, core.documents, project.id, queryClient, takeIn],
  );

  return useMemo(() => {
    const settle = (resolve: (open: SessionConflict<D>) => void) => {
      if (!conflict) return;
      resolve(conflict);
      setConflict(null);
      controller.current?.resume();
    };
    return {
      projectId: project.id,
      snapshotId: snapshot.id,
      readOnly,
      ...core,
      saveState,
      conflict,
      settle,
      keepMine: () => settle((open) => core.documents.getState().markSaved(open.theirs, open.revision)),
      takeTheirs: () =>
        settle((open) => core.documents.getState().reset(open.theirs, open.revision, { keepHistory: true })),
      flush: () => controller.current?.flush() ?? Promise.resolve(),
      takeInRevision,
    };
  }, [project.id, snapshot.id, readOnly, core, saveState, conflict, takeInRevision]);
}
