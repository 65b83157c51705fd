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
  /**
   * The content right after the latest unsaved milestone: an edit that takes in a generated artefact
   * or restores a revision. The save that carries it is a milestone save, so the history keeps it as its own
   * revision instead of folding it into the minute's autosaves (decision 007). Null when none is pending.
   */
  milestone: SnapshotContent<D> | null;
  readOnly: boolean;
}

export interface EditOptions {
  /** Edits with the same key within COALESCE_MS fold into one undo step. */
  coalesceKey?: string | undefined;
  now?: number;
  /** A milestone is saved at once as its own revision (decision 007). */
  milestone?: boolean;
}

export interface DocumentActions<D = ProjectDocument> {
  /** Applies a pure domain operation; a result identical to the input changes nothing. */
  apply(operation: (document: D) => D, options?: EditOptions): void;
  /**
   * Applies a pure change of the whole content (the editor's commands, store/editor.ts); a result
   * identical to the input changes nothing.
   */
  update(change: (content: SnapshotContent<D>) => SnapshotContent<D>, options?: EditOptions): void;
  /** Sets the problem statement and the document at once (a restore), as one undo step. */
  replace(content: SnapshotContent<D>, options?: { milestone?: boolean }): void;
  /** Sets the snapshot's problem statement; part of the same undo history as the document. */
  setProblemStatement(problemStatement: string, options?: { now?: number }): void;
  undo(): void;
  redo(): void;
  /**
   * Records a successful save of `content` at `revision` (edits made meanwhile stay unsaved); `milestone`
   * is the milestone that save carried, which is then no longer pending unless a newer one came since.
   */
  markSaved(content: SnapshotContent<D>, revision: number, milestone?: SnapshotContent<D> | null): void;
  /** Replaces everything, e.g. after "take theirs" or a restore; history starts anew unless kept. */
  reset(content: SnapshotContent<D>, revision: number, options?: { keepHistory?: boolean }): void;
  /**
   * After a conflict: the server's version becomes the saved base at its revision, and `next` (both
   * versions merged) the content, as one undo step back to what I had. It is unsaved until autosave runs.
   */
  rebase(saved: SnapshotContent<D>, revision: number, next: SnapshotContent<D>): void;
}

export type DocumentStore<D = ProjectDocument> = StoreApi<DocumentState<D> & DocumentActions<D>>;

export function createDocumentStore<D = ProjectDocument>(
  initial: SnapshotContent<D>,
  revision: number,
  readOnly = false,
): DocumentStore<D> {
  return createStore<DocumentState<D> & DocumentActions<D>>()((set, get) => {
    /** Records `next` as one undo step (or folds it into the last one for quick edits of one field). */
    const commit = (next: SnapshotContent<D>, coalesceKey: string | undefined, now: number, milestone = false) => {
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
        ...(milestone ? { milestone: next } : {}),
      });
    };
    return {
      content: initial,
      saved: initial,
      revision,
      past: [],
      future: [],
      lastEdit: null,
      milestone: null,
      readOnly,

      apply(operation, options = {}) {
        const { content, readOnly: locked } = get();
        if (locked) return;
        const document = operation(content.document);
        if (document === content.document) return;
        commit({ ...content, document }, options.coalesceKey, options.now ?? Date.now(), options.milestone);
      },

      update(change, options = {}) {
        const { content, readOnly: locked } = get();
        if (locked) return;
        const next = change(content);
        if (next === content) return;
        commit(next, options.coalesceKey, options.now ?? Date.now(), options.milestone);
      },

      replace(next, options = {}) {
        const { content, readOnly: locked } = get();
        if (locked || next === content) return;
        commit(next, undefined, Date.now(), options.milestone);
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

      markSaved(saved, nextRevision, milestone = null) {
        const pending = get().milestone;
        set({ saved, revision: nextRevision, milestone: pending !== null && pending === milestone ? null : pending });
      },

      rebase(saved, nextRevision, next) {
        const state = get();
        set({
          saved,
          revision: nextRevision,
          content: next,
          past: next === state.content ? state.past : [...state.past, state.content].slice(-HISTORY_LIMIT),
          future: [],
          lastEdit: null,
        });
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
          milestone: null,
        });
      },
    };
  });
}

export const isDirty = <D>(state: DocumentState<D>) => state.content !== state.saved;
