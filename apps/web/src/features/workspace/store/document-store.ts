import type { ProjectDocument } from '@caseboard/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Undo keeps this many steps; older ones drop off. */
export const HISTORY_LIMIT = 200;
/** Edits to the same field within this window fold into one undo step (typing a paragraph is one step). */
export const COALESCE_MS = 1_000;

/**
 * What a snapshot holds and a save sends: the problem statement and the document. The workspace
 * edits a 1.1 document; the classic screen uses the same store for an unversioned 1.0 one.
 */
export interface SnapshotContent<D = ProjectDocument> {
  problemStatement: string;
  document: D;
}

export interface DocumentState<D = ProjectDocument> {
  content: SnapshotContent<D>;
  /** The content as last saved (or loaded); the save state compares against it by reference. */
  saved: SnapshotContent<D>;
  /** Revision of `saved` on the server: the If-Match of the next save. */
  revision: number;
  past: SnapshotContent<D>[];
  future: SnapshotContent<D>[];
  /** Key and time of the last edit, for folding keystrokes into one undo step. */
  lastEdit: { key: string; at: number } | null;
  readOnly: boolean;
}

export interface DocumentActions<D = ProjectDocument> {
  /** Applies a pure domain operation; a result identical to the input changes nothing. */
  apply(operation: (document: D) => D, options?: { coalesceKey?: string; now?: number }): void;
  /** Sets the snapshot's problem statement; part of the same undo history as the document. */
  setProblemStatement(problemStatement: string, options?: { now?: number }): void;
  undo(): void;
  redo(): void;
  /** Records a successful save of `content` at `revision` (edits made meanwhile stay unsaved). */
  markSaved(content: SnapshotContent<D>, revision: number): void;
  /** Replaces everything, e.g. after "take theirs" or a restore; history starts anew unless kept. */
  reset(content: SnapshotContent<D>, revision: number, options?: { keepHistory?: boolean }): void;
}

export type DocumentStore<D = ProjectDocument> = StoreApi<DocumentState<D> & DocumentActions<D>>;

export function createDocumentStore<D = ProjectDocument>(
  initial: SnapshotContent<D>,
  revision: number,
  readOnly = false,
): DocumentStore<D> {
  return createStore<DocumentState<D> & DocumentActions<D>>()((set, get) => {
    /** Records `next` as one undo step (or folds it into the last one for quick edits of one field). */
    const commit = (next: SnapshotContent<D>, coalesceKey: string | undefined, now: number) => {
      const state = get();
      const fold =
        coalesceKey !== undefined &&
        state.lastEdit?.key === coalesceKey &&
        now - state.lastEdit.at < COALESCE_MS &&
        state.past.length > 0;
      set({
        content: next,
        past: fold ? state.past : [...state.past, state.content].slice(-HISTORY_LIMIT),
        future: [],
        lastEdit: coalesceKey ? { key: coalesceKey, at: now } : null,
      });
    };
    return {
      content: initial,
      saved: initial,
      revision,
      past: [],
      future: [],
      lastEdit: null,
      readOnly,

      apply(operation, options = {}) {
        const { content, readOnly: locked } = get();
        if (locked) return;
        const document = operation(content.document);
        if (document === content.document) return;
        commit({ ...content, document }, options.coalesceKey, options.now ?? Date.now());
      },

      setProblemStatement(problemStatement, options = {}) {
        const { content, readOnly: locked } = get();
        if (locked || problemStatement === content.problemStatement) return;
        commit({ ...content, problemStatement }, 'problemStatement', options.now ?? Date.now());
      },

      undo() {
        const { past, content, future, readOnly: locked } = get();
        if (locked || past.length === 0) return;
        set({ content: past[past.length - 1]!, past: past.slice(0, -1), future: [content, ...future], lastEdit: null });
      },

      redo() {
        const { past, content, future, readOnly: locked } = get();
        if (locked || future.length === 0) return;
        set({ content: future[0]!, past: [...past, content], future: future.slice(1), lastEdit: null });
      },

      markSaved(saved, nextRevision) {
        set({ saved, revision: nextRevision });
      },

      reset(next, nextRevision, options = {}) {
        const state = get();
        set({
          content: next,
          saved: next,
          revision: nextRevision,
          past: options.keepHistory ? [...state.past, state.content].slice(-HISTORY_LIMIT) : [],
          future: [],
          lastEdit: null,
        });
      },
    };
  });
}

export const isDirty = <D>(state: DocumentState<D>) => state.content !== state.saved;
