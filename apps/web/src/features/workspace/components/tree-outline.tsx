import type { HypothesisNode, HypothesisStatus, TreeNode } from '@caseboard/contracts';
import {
  commands,
  locate,
  neighbourInOrder,
  pathTo,
  visibleNodes,
  type EditorCommand,
  type Tree,
  type TreeKey,
} from '@caseboard/domain';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { TreeCommands } from '../hooks/use-tree-commands';
import { useOutlineWindow } from '../hooks/use-outline-window';
import { newNodeId } from '../lib/ids';
import { ESTIMATED_ROW_HEIGHT, outlineRows, windowItems } from '../lib/outline-window';
import type { TreeViewStore } from '../store/tree-view-store';
import { StatusChipView } from './status-chip';
import { ItemCommentBadge, useWorkspaceReview } from '../lib/review-mount';
import { NodeActionsMenu, useNodeActions, type NodeActionContext } from './tree-node-actions';
import { EditingInitials } from './presence';

type AnyNode = TreeNode | HypothesisNode;

export interface TreeOutlineProps<N extends AnyNode> {
  tree: Tree<N>;
  view: TreeViewStore;
  /** The document's tree this outline shows: its commands name it. */
  treeKey: TreeKey;
  /** Runs an editor command (the session's editor, with undo). */
  run: (command: EditorCommand) => void;
  /** The mouse's edits (row buttons and context menu), also on a selection of several rows. */
  edits: TreeCommands;
  /** "Expand with AI" in a node's menu; absent where there is no generation. */
  onExpand?: ((id: string) => void) | undefined;
  /** Builds a new node for Enter/Tab (hypothesis trees add status and evidence). */
  makeNode: (id: string) => N;
  onUndo: () => void;
  onRedo: () => void;
  readOnly?: boolean;
  /** Lint findings per node id, shown as a badge. */
  findings?: ReadonlyMap<string, { severity: 'error' | 'warning' | 'info'; count: number }>;
  label: string;
  /** The element that scrolls the outline (its parent when absent): the rows in its view are rendered. */
  scrollRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * The outline view of a tree: an ARIA tree operated entirely by keyboard. Enter adds a sibling, Tab a
 * child, Shift+Tab outdents, F2 or double-click renames, Delete removes, arrows move the selection
 * (Right/Left open and close branches), Alt+Up/Down reorder, Ctrl/Cmd+Z and Y undo and redo, the
 * context-menu key or Shift+F10 opens the node's menu. With the mouse: Shift/Ctrl/Cmd-click selects
 * several rows, the selected row's buttons add a child or open the menu, a right click opens it too.
 *
 * Only the rows in view (plus a margin) and the selected row are in the page, so a 1,000-node tree
 * costs about as much as a 40-node one; every row still says its level, its place among its siblings
 * and whether it is open (docs/decisions/036-workspace-rendering.md).
 */
export function TreeOutline<N extends AnyNode>({
  tree,
  view,
  treeKey,
  run,
  edits,
  onExpand,
  makeNode,
  onUndo,
  onRedo,
  readOnly,
  findings,
  label,
  scrollRef,
}: TreeOutlineProps<N>) {
  const { t } = useTranslation(['workspace', 'tree']);
  const selectedId = useStore(view, (s) => s.selectedId) ?? tree.root.id;
  const editingId = useStore(view, (s) => s.editingId);
  const collapsed = useStore(view, (s) => s.collapsed);
  const search = useStore(view, (s) => s.search);
  const selection = useStore(view, (s) => s.selection);
  const [menu, setMenu] = useState<{ id: string; anchor: { x: number; y: number } } | null>(null);
  const review = useWorkspaceReview();
  const onComment = useMemo(
    () => (review?.onComment ? (id: string) => review.onComment!('node', id) : undefined),
    [review],
  );
  const actionContext = useMemo<NodeActionContext | null>(
    () =>
      readOnly
        ? onComment
          ? { edits, view, rootId: tree.root.id, onComment, readOnly: true }
          : null
        : { edits, view, rootId: tree.root.id, onExpand, onComment },
    [readOnly, edits, view, tree.root.id, onExpand, onComment],
  );
  const menuActions = useNodeActions(actionContext, menu?.id ?? tree.root.id);
  const rows = useMemo(() => outlineRows(tree, collapsed), [tree, collapsed]);
  const keys = useMemo(() => rows.map((row) => row.node.id), [rows]);
  const indexOf = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const matches = useMemo(() => searchMatches(tree, search), [tree, search]);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const listRef = useRef<HTMLUListElement>(null);
  const parentRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    parentRef.current = listRef.current?.parentElement ?? null;
  }, []);
  const selectedIndex = indexOf.get(selectedId) ?? -1;
  const editingIndex = editingId ? (indexOf.get(editingId) ?? -1) : -1;
  const outlineWindow = useOutlineWindow({
    keys,
    keep: [selectedIndex, editingIndex],
    scrollRef: scrollRef ?? parentRef,
    listRef,
  });
  const { reveal, observe } = outlineWindow;

  // The selected row scrolls into view wherever the selection came from: the keyboard, the canvas,
  // "Locate" in the review panel. Only when the selection changes, so reading elsewhere is left alone.
  // The first row of an outline just opened is in view: revealing it would only read the layout.
  const revealed = useRef<string | null>(selectedIndex === 0 ? selectedId : null);
  useEffect(() => {
    if (revealed.current === selectedId || selectedIndex < 0) return;
    revealed.current = selectedId;
    reveal(selectedIndex);
  }, [selectedId, selectedIndex, reveal]);

  // The search box stands in for the browser's find, which cannot see rows out of view: the first
  // row that matches scrolls into view.
  useEffect(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return;
    const first = rows.findIndex(
      ({ node }) => node.label.toLowerCase().includes(needle) || node.notes?.toLowerCase().includes(needle),
    );
    if (first >= 0) reveal(first);
    // Only a new search text moves the view; rows are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // Take the focus when asked to, e.g. after the control that created the tree has gone.
  const focusRequested = useStore(view, (s) => s.focusRequested);
  useEffect(() => {
    if (!focusRequested) return;
    view.getState().requestFocus(false);
    itemRefs.current.get(selectedId)?.focus();
  }, [focusRequested, view, selectedId]);

  // Keep focus on the selected row (roving tabindex), unless an input is being edited.
  useEffect(() => {
    if (editingId) return;
    const element = itemRefs.current.get(selectedId);
    if (element && element.contains(document.activeElement) === false && treeHasFocus(itemRefs.current))
      element.focus();
  }, [selectedId, editingId, rows]);

  // A row out of view is not in the page until the selection renders it: it takes the focus then.
  const pendingFocus = useRef<string | null>(null);
  const select = (id: string | undefined) => {
    if (!id) return;
    view.getState().select(id);
    const element = itemRefs.current.get(id);
    if (element?.isConnected) element.focus();
    else pendingFocus.current = id;
  };

  const addNode = (mode: 'sibling' | 'child') => {
    const id = newNodeId();
    const node = makeNode(id);
    const at = locate(tree, selectedId);
    if (!at) return;
    if (mode === 'child' || !at.parent) {
      view.getState().toggle(selectedId, true);
      run(commands.addNode({ tree: treeKey, parentId: selectedId, node }));
    } else {
      run(commands.addSiblingNode({ tree: treeKey, siblingId: selectedId, node }));
    }
    view.getState().startEditing(id, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (editingId) return;
    const mod = event.metaKey || event.ctrlKey;
    const key = event.key;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (mod && key.toLowerCase() === 'z' && !event.shiftKey) return (handled(), onUndo());
    if (mod && (key.toLowerCase() === 'y' || (key.toLowerCase() === 'z' && event.shiftKey)))
      return (handled(), onRedo());
    const at = locate(tree, selectedId);
    if (!at) return;
    switch (key) {
      case 'ArrowDown':
        if (event.altKey && !readOnly)
          return (handled(), run(commands.reorderNode({ tree: treeKey, id: selectedId, direction: 1 })));
        return (handled(), select(neighbourInOrder(tree, selectedId, 1, collapsed)));
      case 'ArrowUp':
        if (event.altKey && !readOnly)
          return (handled(), run(commands.reorderNode({ tree: treeKey, id: selectedId, direction: -1 })));
        return (handled(), select(neighbourInOrder(tree, selectedId, -1, collapsed)));
      case 'ArrowRight':
        handled();
        if (at.node.children.length === 0) return;
        if (collapsed.has(selectedId)) return view.getState().toggle(selectedId, true);
        return select(at.node.children[0]!.id);
      case 'ArrowLeft':
        handled();
        if (at.node.children.length > 0 && !collapsed.has(selectedId)) return view.getState().toggle(selectedId, false);
        return select(at.parent?.id);
      case 'Home':
        return (handled(), select(tree.root.id));
      case 'End':
        return (handled(), select(rows[rows.length - 1]?.node.id));
      case 'PageDown':
      case 'PageUp': {
        handled();
        // A page of rows, counted at one line each: a wrapped label makes it a little less than a screen.
        const page = (scrollRef ?? parentRef).current?.clientHeight ?? 10 * ESTIMATED_ROW_HEIGHT;
        const step = Math.max(1, Math.floor(page / ESTIMATED_ROW_HEIGHT) - 1);
        const index = Math.min(rows.length - 1, Math.max(0, selectedIndex + (key === 'PageDown' ? step : -step)));
        return select(rows[index]?.node.id);
      }
    }
    if (actionContext && (key === 'ContextMenu' || (key === 'F10' && event.shiftKey))) {
      handled();
      const bounds = itemRefs.current.get(selectedId)?.getBoundingClientRect();
      return setMenu({ id: selectedId, anchor: bounds ? { x: bounds.left + 24, y: bounds.bottom } : { x: 24, y: 24 } });
    }
    if (readOnly) return;
    switch (key) {
      case 'Enter':
        return (handled(), addNode('sibling'));
      case 'Tab':
        handled();
        if (event.shiftKey) return run(commands.outdentNode({ tree: treeKey, id: selectedId }));
        return addNode('child');
      case 'F2':
        return (handled(), view.getState().startEditing(selectedId));
      case 'Delete':
      case 'Backspace': {
        if (view.getState().selection.size > 1) return (handled(), edits.remove([...view.getState().selection]));
        if (!at.parent) return;
        handled();
        const next = neighbourInOrder(tree, selectedId, -1, collapsed) ?? at.parent.id;
        run(commands.deleteNode({ tree: treeKey, id: selectedId }));
        return select(next);
      }
    }
    if (key === ']' && mod) return (handled(), run(commands.indentNode({ tree: treeKey, id: selectedId })));
  };

  // Rows are memoised: an edit rebuilds only the nodes on its path (structural sharing), so only
  // their rows render again; the handlers below read the latest state through a ref to stay stable.
  const hasMenu = actionContext !== null;
  const latest = useRef({ tree, collapsed, treeKey, run, select, hasMenu });
  useLayoutEffect(() => {
    latest.current = { tree, collapsed, treeKey, run, select, hasMenu };
  });
  const handlers = useMemo<RowHandlers>(
    () => ({
      register(id, element) {
        if (element) itemRefs.current.set(id, element);
        else itemRefs.current.delete(id);
        observe(id, element);
        if (element && pendingFocus.current === id) {
          pendingFocus.current = null;
          element.focus();
        }
      },
      select: (id) => latest.current.select(id),
      toggleSelected: (id) => view.getState().toggleSelected(id),
      addChild: (id) => edits.addChild(id),
      openMenu(id, anchor) {
        if (!latest.current.hasMenu) return false;
        if (!view.getState().selection.has(id)) latest.current.select(id);
        setMenu({ id, anchor });
        return true;
      },
      toggle: (id) => view.getState().toggle(id),
      startEditing: (id) => view.getState().startEditing(id),
      commit(id, label, value) {
        const fresh = view.getState().freshId === id;
        view.getState().stopEditing();
        const { run: send, treeKey: key } = latest.current;
        if (fresh && value.trim() === '') send(commands.deleteNode({ tree: key, id }));
        else if (value !== label) send(commands.renameNode({ tree: key, id, label: value }));
        itemRefs.current.get(id)?.focus();
      },
      cancel(id, label) {
        const fresh = view.getState().freshId === id && label.trim() === '';
        view.getState().stopEditing();
        if (fresh) {
          const { tree: current, collapsed: hidden } = latest.current;
          const previous = neighbourInOrder(current, id, -1, hidden);
          latest.current.run(commands.deleteNode({ tree: latest.current.treeKey, id }));
          latest.current.select(previous);
        } else {
          itemRefs.current.get(id)?.focus();
        }
      },
    }),
    [view, edits, observe],
  );
  const text = useMemo<RowText>(() => {
    // Five statuses, asked for by every row on every render: each translated once.
    const statuses = new Map<string, string>();
    return {
      untitled: t('tree.untitled'),
      labelInput: t('tree.labelInput'),
      addChild: t('tree:actions.addChild'),
      more: t('tree:actions.more'),
      findings: (count) => t('tree.findings', { count }),
      status: (status) => {
        let label = statuses.get(status);
        if (label === undefined) statuses.set(status, (label = t(`status.${status}`)));
        return label;
      },
    };
  }, [t]);

  return (
    <>
      <ul
        ref={listRef}
        role="tree"
        aria-label={label}
        aria-multiselectable={!readOnly}
        onKeyDown={onKeyDown}
        className="my-1 text-sm"
      >
        {windowItems(outlineWindow.tops, outlineWindow.indexes).map((item) => {
          // The rows not rendered keep their place as a spacer, hidden from assistive technology.
          if ('gap' in item)
            return <li key={`gap:${item.gap}`} role="none" aria-hidden="true" style={{ height: `${item.height}px` }} />;
          const { node, depth, setSize, posInSet } = rows[item.row]!;
          const finding = findings?.get(node.id);
          return (
            <OutlineRow
              key={node.id}
              node={node}
              depth={depth}
              setSize={setSize}
              posInSet={posInSet}
              selected={selection.has(node.id) || node.id === selectedId}
              primary={node.id === selectedId}
              open={node.children.length > 0 && !collapsed.has(node.id)}
              editing={editingId === node.id}
              dimmed={search !== '' && !matches.has(node.id)}
              findingSeverity={finding?.severity}
              findingCount={finding?.count ?? 0}
              readOnly={readOnly ?? false}
              handlers={handlers}
              text={text}
            />
          );
        })}
      </ul>
      <NodeActionsMenu
        anchor={menu?.anchor ?? null}
        actions={menuActions}
        label={t('tree:actions.menu')}
        onClose={() => setMenu(null)}
      />
    </>
  );
}

interface RowHandlers {
  register(id: string, element: HTMLLIElement | null): void;
  select(id: string): void;
  toggleSelected(id: string): void;
  addChild(id: string): void;
  /** False when the tree offers no menu (read-only without comments). */
  openMenu(id: string, anchor: { x: number; y: number }): boolean;
  toggle(id: string): void;
  startEditing(id: string): void;
  commit(id: string, label: string, value: string): void;
  cancel(id: string, label: string): void;
}

interface RowText {
  untitled: string;
  labelInput: string;
  addChild: string;
  more: string;
  findings(count: number): string;
  status(status: HypothesisStatus): string;
}

const OutlineRow = memo(function OutlineRow({
  node,
  depth,
  setSize,
  posInSet,
  selected,
  primary,
  open,
  editing,
  dimmed,
  findingSeverity,
  findingCount,
  readOnly,
  handlers,
  text,
}: {
  node: AnyNode;
  depth: number;
  setSize: number;
  posInSet: number;
  selected: boolean;
  primary: boolean;
  open: boolean;
  editing: boolean;
  dimmed: boolean;
  findingSeverity: 'error' | 'warning' | 'info' | undefined;
  findingCount: number;
  readOnly: boolean;
  handlers: RowHandlers;
  text: RowText;
}) {
  const hasChildren = node.children.length > 0;
  const id = node.id;
  // Stable, so a row that renders again is not detached and observed anew.
  const ref = useCallback((element: HTMLLIElement | null) => handlers.register(id, element), [handlers, id]);
  return (
    <li
      ref={ref}
      role="treeitem"
      aria-level={depth + 1}
      aria-setsize={setSize}
      aria-posinset={posInSet}
      aria-selected={selected}
      aria-expanded={hasChildren ? open : undefined}
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        if (event.shiftKey || event.metaKey || event.ctrlKey) handlers.toggleSelected(id);
        else handlers.select(id);
      }}
      onContextMenu={(event) => {
        if (handlers.openMenu(id, { x: event.clientX, y: event.clientY })) event.preventDefault();
      }}
      onDoubleClick={() => !readOnly && handlers.startEditing(id)}
      className={cn(
        'group flex min-h-8 cursor-default items-center gap-1.5 rounded-md pr-2 outline-none',
        selected ? 'bg-accent-soft text-ink' : 'hover:bg-surface-muted',
        'focus-visible:ring-2 focus-visible:ring-focus',
        // Set back by a lighter ink rather than opacity, so a row the search does not match stays legible
        // (WCAG AA contrast on white and on the selection's tint).
        dimmed && (selected ? 'text-ink-muted' : 'text-ink-subtle'),
      )}
      style={{ paddingLeft: `${depth * 20 + 4}px` }}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(event) => {
          event.stopPropagation();
          if (hasChildren) handlers.toggle(id);
        }}
        className={cn('grid size-5 shrink-0 place-items-center rounded text-ink-subtle', !hasChildren && 'invisible')}
      >
        <svg
          viewBox="0 0 16 16"
          className={cn('size-3 transition-transform duration-150', open && 'rotate-90')}
          aria-hidden="true"
        >
          <path d="M6 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {editing ? (
        <LabelEditor
          initial={node.label}
          ariaLabel={text.labelInput}
          onCommit={(value) => handlers.commit(id, node.label, value)}
          onCancel={() => handlers.cancel(id, node.label)}
        />
      ) : (
        <span className={cn('min-w-0 flex-1 py-1 leading-snug', node.label.trim() === '' && 'text-ink-subtle italic')}>
          {node.label.trim() === '' ? text.untitled : node.label}
        </span>
      )}
      <EditingInitials itemId={id} />
      {'status' in node ? <StatusChipView status={node.status} label={text.status(node.status)} compact /> : null}
      <ItemCommentBadge kind="node" id={id} />
      {findingSeverity ? (
        <span
          className={cn(
            'shrink-0 rounded-sm px-1.5 text-xs font-medium tabular-nums',
            findingSeverity === 'error' ? 'bg-refuted-soft text-refuted' : 'bg-inconclusive-soft text-inconclusive',
          )}
          title={text.findings(findingCount)}
        >
          <span aria-hidden="true">!</span>
          <span className="sr-only">{text.findings(findingCount)}</span>
          <span aria-hidden="true"> {findingCount}</span>
        </span>
      ) : null}
      {primary && !readOnly && !editing ? (
        // Mouse shortcuts on the selected row; the keyboard has Tab and the context-menu key for them.
        <span className="flex shrink-0 items-center gap-0.5" aria-hidden="true">
          <button
            type="button"
            tabIndex={-1}
            title={text.addChild}
            onClick={(event) => {
              event.stopPropagation();
              handlers.addChild(id);
            }}
            className="grid size-6 place-items-center rounded-sm text-ink-muted hover:bg-surface hover:text-ink"
          >
            <Icon name="addChild" className="size-3.5" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            title={text.more}
            onClick={(event) => {
              event.stopPropagation();
              const bounds = event.currentTarget.getBoundingClientRect();
              handlers.openMenu(id, { x: bounds.left, y: bounds.bottom });
            }}
            className="grid size-6 place-items-center rounded-sm text-ink-muted hover:bg-surface hover:text-ink"
          >
            <Icon name="more" className="size-3.5" />
          </button>
        </span>
      ) : null}
    </li>
  );
});

function LabelEditor({
  initial,
  ariaLabel,
  onCommit,
  onCancel,
}: {
  initial: string;
  ariaLabel: string;
  onCommit: (value: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const done = useRef(false);
  return (
    <input
      autoFocus
      aria-label={ariaLabel}
      value={value}
      maxLength={1000}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
          event.preventDefault();
          done.current = true;
          onCommit(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          done.current = true;
          onCancel();
        }
      }}
      onBlur={() => {
        if (!done.current) onCommit(value);
      }}
      onClick={(event) => event.stopPropagation()}
      className="min-w-0 flex-1 rounded-sm border border-accent bg-surface px-1.5 py-0.5 text-sm outline-none"
    />
  );
}

function treeHasFocus(items: Map<string, HTMLLIElement>): boolean {
  const active = document.activeElement;
  if (!active) return false;
  for (const element of items.values()) if (element === active || element.contains(active)) return true;
  return active.getAttribute('role') === 'tree';
}

/** Nodes whose label or notes contain the search text, plus their ancestors so matches stay in context. */
function searchMatches<N extends AnyNode>(tree: Tree<N>, search: string): Set<string> {
  const needle = search.trim().toLowerCase();
  const out = new Set<string>();
  if (!needle) return out;
  for (const { node } of visibleNodes(tree)) {
    if (node.label.toLowerCase().includes(needle) || node.notes?.toLowerCase().includes(needle)) {
      for (const id of pathTo(tree, node.id)) out.add(id);
    }
  }
  return out;
}
