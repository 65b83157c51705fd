import type { ProjectDocument } from '@caseboard/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Undo keeps this many steps; older ones drop off. */
export const HISTORY_LIMIT = 200;
/** Edits to the same field within this window fold into one undo step (typing a paragraph is one step). */
export const COALESCE_MS = 1_000;

export interface DocumentState {
  document: ProjectDocument;
  /** The document as last saved (or loaded); the save state compares against it by reference. */
  saved: ProjectDocument;
  /** Revision of `saved` on the server: the If-Match of the next save. */
  revision: number;
  past: ProjectDocument[];
  future: ProjectDocument[];
  /** Key and time of the last edit, for folding keystrokes into one undo step. */
  lastEdit: { key: string; at: number } | null;
  readOnly: boolean;
}

export interface DocumentActions {
  /** Applies a pure domain operation; a result identical to the input changes nothing. */
  apply(
    operation: (document: ProjectDocument) => ProjectDocument,
    options?: { coalesceKey?: string; now?: number },
  ): void;
  undo(): void;
  redo(): void;
  /** Records a successful save of `document` at `revision` (edits made meanwhile stay unsaved). */
  markSaved(document: ProjectDocument, revision: number): void;
  /** Replaces everything, e.g. after "take theirs" or a restore; history starts anew unless kept. */
  reset(document: ProjectDocument, revision: number, options?: { keepHistory?: boolean }): void;
}

export type DocumentStore = StoreApi<DocumentState & DocumentActions>;

export function createDocumentStore(initial: ProjectDocument, revision: number, readOnly = false): DocumentStore {
  return createStore<DocumentState & DocumentActions>()((set, get) => ({
    document: initial,
    saved: initial,
    revision,
    past: [],
    future: [],
    lastEdit: null,
    readOnly,

    apply(operation, options = {}) {
      const state = get();
      if (state.readOnly) return;
      const next = operation(state.document);
      if (next === state.document) return;
      const now = options.now ?? Date.now();
      const fold =
        options.coalesceKey !== undefined &&
        state.lastEdit?.key === options.coalesceKey &&
        now - state.lastEdit.at < COALESCE_MS &&
        state.past.length > 0;
      set({
        document: next,
        past: fold ? state.past : [...state.past, state.document].slice(-HISTORY_LIMIT),
        future: [],
        lastEdit: options.coalesceKey ? { key: options.coalesceKey, at: now } : null,
      });
    },

    undo() {
      const { past, document, future, readOnly } = get();
      if (readOnly || past.length === 0) return;
      set({ document: past[past.length - 1]!, past: past.slice(0, -1), future: [document, ...future], lastEdit: null });
    },

    redo() {
      const { past, document, future, readOnly } = get();
      if (readOnly || future.length === 0) return;
      set({ document: future[0]!, past: [...past, document], future: future.slice(1), lastEdit: null });
    },

    markSaved(document, nextRevision) {
      set({ saved: document, revision: nextRevision });
    },

    reset(document, nextRevision, options = {}) {
      const state = get();
      set({
        document,
        saved: document,
        revision: nextRevision,
        past: options.keepHistory ? [...state.past, state.document].slice(-HISTORY_LIMIT) : [],
        future: [],
        lastEdit: null,
      });
    },
  }));
}

export const isDirty = (state: DocumentState) => state.document !== state.saved;
