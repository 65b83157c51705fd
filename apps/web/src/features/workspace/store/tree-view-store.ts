import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What one tree's views (outline and canvas) share: selection, editing, collapsed branches, search. */
export interface TreeViewState {
  selectedId: string | null;
  /** Every selected node (Shift/Ctrl/Cmd-click adds one); always holds `selectedId` when that is set. */
  selection: ReadonlySet<string>;
  /** The branch the canvas shows alone (null: the whole tree). */
  focusId: string | null;
  editingId: string | null;
  /** A node created by the last keystroke: cancelling its first edit removes it again. */
  freshId: string | null;
  collapsed: ReadonlySet<string>;
  search: string;
  /** The outline should take the keyboard focus (on its selected row) once it is shown. */
  focusRequested: boolean;
  select(id: string | null): void;
  /** Adds a node to the selection, or takes it out if it is in it already. */
  toggleSelected(id: string): void;
  focus(id: string | null): void;
  /** Shows the tree down to `levels` levels (the root is level 1); null opens every branch. */
  showLevels(root: TreeNode | HypothesisNode, levels: number | null): void;
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
    selection: new Set(initialSelection ? [initialSelection] : []),
    focusId: null,
    editingId: null,
    freshId: null,
    collapsed: new Set(),
    search: '',
    focusRequested: false,
    select: (id) => set({ selectedId: id, selection: new Set(id ? [id] : []) }),
    toggleSelected(id) {
      const selection = new Set(get().selection);
      if (selection.has(id) && selection.size > 1) {
        selection.delete(id);
        const selectedId = get().selectedId === id ? [...selection].at(-1)! : get().selectedId;
        set({ selection, selectedId });
      } else {
        selection.add(id);
        set({ selection, selectedId: id });
      }
    },
    focus: (id) => set({ focusId: id }),
    showLevels(root, levels) {
      const collapsed = new Set<string>();
      if (levels !== null) {
        const stack: Array<{ node: TreeNode | HypothesisNode; level: number }> = [{ node: root, level: 1 }];
        while (stack.length > 0) {
          const { node, level } = stack.pop()!;
          if (node.children.length === 0) continue;
          if (level >= levels) collapsed.add(node.id);
          else for (const child of node.children) stack.push({ node: child, level: level + 1 });
        }
      }
      set({ collapsed });
    },
    startEditing: (id, fresh = false) =>
      set({ selectedId: id, selection: new Set([id]), editingId: id, freshId: fresh ? id : null }),
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
