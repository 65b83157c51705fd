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
  /** How many partial updates have arrived, for the progress indicator. */
  partials: number;
  /** The artefact as it grows (shown faded in place on an empty step). */
  partial: unknown;
  abort: () => void;
}

export interface WorkspaceUiState {
  running: RunningGeneration | null;
  proposal: Proposal | null;
  historyOpen: boolean;
  start(run: Omit<RunningGeneration, 'partials' | 'partial'>): void;
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
    historyOpen: false,
    start: (run) => set({ running: { ...run, partials: 0, partial: null }, proposal: null }),
    progress: (partial) =>
      set((state) =>
        state.running ? { running: { ...state.running, partials: state.running.partials + 1, partial } } : state,
      ),
    finish: () => set({ running: null }),
    propose: (proposal) => set({ proposal }),
    setHistoryOpen: (historyOpen) => set({ historyOpen }),
  }));
}
