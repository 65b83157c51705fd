import { createStore, type StoreApi } from 'zustand/vanilla';

/** What one tree's views (outline and canvas) share: selection, editing, collapsed branches, search. */
export interface TreeViewState {
  selectedId: string | null;
  editingId: string | null;
  /** A node created by the last keystroke: cancelling its first edit removes it again. */
  freshId: string | null;
  collapsed: ReadonlySet<string>;
  search: string;
  /** The outline should take the keyboard focus (on its selected row) once it is shown. */
  focusRequested: boolean;
  select(id: string | null): void;
  startEditing(id: string, fresh?: boolean): void;
  stopEditing(): void;
  toggle(id: string, open?: boolean): void;
  expandPath(ids: string[]): void;
  setSearch(search: string): void;
  requestFocus(requested?: boolean): void;
}

export type TreeViewStore = StoreApi<TreeViewState>;

export function createTreeViewStore(initialSelection: string | null = null): TreeViewStore {
  return createStore<TreeViewState>()((set, get) => ({
    selectedId: initialSelection,
    editingId: null,
    freshId: null,
    collapsed: new Set(),
    search: '',
    focusRequested: false,
    select: (id) => set({ selectedId: id }),
    startEditing: (id, fresh = false) => set({ selectedId: id, editingId: id, freshId: fresh ? id : null }),
    stopEditing: () => set({ editingId: null, freshId: null }),
    toggle(id, open) {
      const collapsed = new Set(get().collapsed);
      const shouldOpen = open ?? collapsed.has(id);
      if (shouldOpen) collapsed.delete(id);
      else collapsed.add(id);
      set({ collapsed });
    },
    expandPath(ids) {
      const collapsed = new Set(get().collapsed);
      let changed = false;
      for (const id of ids) changed = collapsed.delete(id) || changed;
      if (changed) set({ collapsed });
    },
    setSearch: (search) => set({ search }),
    requestFocus: (requested = true) => set({ focusRequested: requested }),
  }));
}
