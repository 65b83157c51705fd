import type { ArtefactKind, GenerationMeta } from '@caseboard/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** A generated artefact waiting for the user's decision, shown as a diff against what the step holds. */
export interface Proposal {
  kind: ArtefactKind;
  artefact: unknown;
  meta: GenerationMeta;
  /** "Expand this node": the proposal only concerns this node's subtree. */
  focusNodeId?: string;
}

export interface RunningGeneration {
  kind: ArtefactKind;
  /** 'reading': the statement is being read first, before the artefact of `kind` is generated. */
  phase?: 'reading';
  /** How many partial updates have arrived, for the progress indicator. */
  partials: number;
  /** The artefact as it grows (shown faded in place on an empty step). */
  partial: unknown;
  abort: () => void;
}

/**
 * A generation that waits for the consultant: the reader was unsure of the kind of problem, so the
 * Problem step asks, and confirming the reading runs it.
 */
export interface PendingGeneration {
  kind: Exclude<ArtefactKind, 'reading' | 'hypothesis-tree-diff'>;
  focusNodeId?: string;
}

export interface WorkspaceUiState {
  running: RunningGeneration | null;
  proposal: Proposal | null;
  pending: PendingGeneration | null;
  historyOpen: boolean;
  start(run: Omit<RunningGeneration, 'partials' | 'partial'>): void;
  setPhase(phase: RunningGeneration['phase']): void;
  setPending(pending: PendingGeneration | null): void;
  progress(partial: unknown): void;
  finish(): void;
  propose(proposal: Proposal | null): void;
  setHistoryOpen(open: boolean): void;
}

export type WorkspaceUiStore = StoreApi<WorkspaceUiState>;

export function createWorkspaceUiStore(): WorkspaceUiStore {
  return createStore<WorkspaceUiState>()((set) => ({
    running: null,
    proposal: null,
    pending: null,
    historyOpen: false,
    start: (run) => set({ running: { ...run, partials: 0, partial: null }, proposal: null }),
    setPhase: (phase) =>
      set((state) => {
        if (!state.running) return state;
        const { phase: _previous, ...rest } = state.running;
        return { running: phase ? { ...rest, phase } : rest };
      }),
    setPending: (pending) => set({ pending }),
    progress: (partial) =>
      set((state) =>
        state.running ? { running: { ...state.running, partials: state.running.partials + 1, partial } } : state,
      ),
    finish: () => set({ running: null }),
    propose: (proposal) => set({ proposal }),
    setHistoryOpen: (historyOpen) => set({ historyOpen }),
  }));
}
