import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { walkTree } from '@caseboard/contracts';
import { findNode, pathTo, type Tree } from '@caseboard/domain';
import {
  Background,
  Controls,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type NodeChange,
  type NodeMouseHandler,
  type OnMove,
  type OnNodeDrag,
  type Viewport,
} from '@xyflow/react';
import '@xyflow/react/dist/base.css';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Icon } from '@/components/ui/icons';
import { firstScreenShown } from '@/lib/first-screen';
import { DRAG_THRESHOLD, useCanvasDrag } from '../hooks/use-canvas-drag';
import type { TreeCommands } from '../hooks/use-tree-commands';
import { useTreeLayout } from '../hooks/use-tree-layout';
import { fitViewport, READABLE_ZOOM, type LayoutDirection } from '../lib/tree-layout';
import type { TreeViewStore } from '../store/tree-view-store';
import { useWorkspaceReview } from '../lib/review-mount';
import { NodeActionsMenu, useNodeActions, type NodeActionContext } from './tree-node-actions';
import { buildElements, ElementCache } from './canvas-elements';
import { NodeCard, type CardNode, type CardText } from './tree-node-card';

type AnyNode = TreeNode | HypothesisNode;

const nodeTypes = { card: NodeCard };
// Constants, not literals in the props: React Flow re-subscribes its key handlers and re-renders its
// parts whenever it is handed a new array or object.
const ZOOM_KEYS = ['Meta', 'Control'];
const PRO_OPTIONS = { hideAttribution: true };

export interface TreeCanvasProps<N extends AnyNode> {
  tree: Tree<N>;
  view: TreeViewStore;
  /** The mouse's edits: toolbar, context menu, drag and drop (each a named editor command). */
  edits: TreeCommands;
  onUndo: () => void;
  /** "Expand with AI" on a node; absent where there is no generation. */
  onExpand?: ((id: string) => void) | undefined;
  direction: LayoutDirection;
  readOnly?: boolean;
  findings?: ReadonlyMap<string, { severity: 'error' | 'warning' | 'info'; count: number }>;
  label: string;
}

/**
 * The canvas view of a tree: laid out automatically, pan and zoom (never below a readable zoom), select
 * (Shift/Ctrl/Cmd-click for several), edit through the selected card's toolbar or the context menu, and
 * drag a card onto another to move it there.
 */
export function TreeCanvas<N extends AnyNode>(props: TreeCanvasProps<N>) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas<N extends AnyNode>(props: TreeCanvasProps<N>) {
  const { tree, view, edits, onUndo, onExpand, direction, readOnly, findings, label } = props;
  const selectedId = useStore(view, (s) => s.selectedId);
  const selection = useStore(view, (s) => s.selection);
  const collapsed = useStore(view, (s) => s.collapsed);
  const focusId = useStore(view, (s) => s.focusId);
  // A branch in focus is laid out alone, as if it were the whole tree.
  const shown = useMemo<Tree<N>>(() => {
    const branch = focusId ? findNode(tree, focusId) : undefined;
    return branch ? { ...tree, root: branch } : tree;
  }, [tree, focusId]);
  // Cards with a finding badge are taller: the layout leaves them room. Same ids, same set.
  const flaggedKey = findings ? [...findings.keys()].sort().join(' ') : '';
  const flagged = useMemo(() => new Set(flaggedKey ? flaggedKey.split(' ') : []), [flaggedKey]);
  const placements = useTreeLayout(shown.root, collapsed, direction, flagged);
  const flow = useReactFlow();
  const onToggle = useCallback((id: string) => view.getState().toggle(id), [view]);
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const bounds = element.getBoundingClientRect();
    setSize({ width: bounds.width, height: bounds.height });
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // Where the canvas opens: the whole tree when it fits readably, else its width (see fitViewport).
  // Computed once from the layout, so React Flow need not measure every card to fit the view.
  const [opening, setOpening] = useState<Viewport | null>(null);
  if (!opening && size && placements && placements.length > 0) setOpening(fitViewport(placements, size));
  // Until a person pans or zooms, the view follows the tree as it changes (a tree built from its root
  // would otherwise grow off the edge): the whole tree, or its width with the root in view. A new
  // layout direction or branch in focus fits anew.
  const userMoved = useRef(false);
  const lastFit = useRef<Viewport | null>(null);
  const moveStart = useRef<Viewport | null>(null);
  const arrangement = `${direction}:${focusId ?? ''}`;
  const lastArrangement = useRef(arrangement);
  useEffect(() => {
    if (!opening || !size || !placements || placements.length === 0) return;
    const rearranged = lastArrangement.current !== arrangement;
    lastArrangement.current = arrangement;
    if (rearranged) userMoved.current = false;
    else if (userMoved.current) return;
    const fit = fitViewport(placements, size);
    lastFit.current = fit;
    // Already there (the view the canvas opened with): animating to where the view is would redraw
    // the canvas every frame for 150 ms, while its first cards are on their way to the screen.
    const now = flow.getViewport();
    if (Math.abs(now.x - fit.x) < 0.5 && Math.abs(now.y - fit.y) < 0.5 && Math.abs(now.zoom - fit.zoom) < 1e-3) return;
    void flow.setViewport(fit, { duration: 150 });
  }, [placements, size, opening, flow, arrangement]);
  const fitWidth = () => {
    if (!placements || !size) return;
    userMoved.current = true;
    void flow.setViewport(fitViewport(placements, size, { mode: 'width' }), { duration: 180 });
  };

  const byId = useMemo(() => {
    const out = new Map<string, N>();
    walkTree(tree.root as AnyNode, (node) => out.set(node.id, node as N));
    return out;
  }, [tree]);

  const { t } = useTranslation(['workspace', 'tree']);
  const text = useMemo<CardText>(() => {
    // Five statuses, asked for by every card on every render: each translated once.
    const statuses = new Map<string, string>();
    return {
      untitled: t('workspace:tree.untitled'),
      collapse: t('workspace:tree.collapse'),
      toolbar: t('tree:actions.toolbar'),
      dropHere: t('tree:actions.dropHere'),
      findings: (count) => t('workspace:tree.findings', { count }),
      expand: (count) => t('workspace:tree.expand', { count }),
      status: (status) => {
        let label = statuses.get(status);
        if (label === undefined) statuses.set(status, (label = t(`workspace:status.${status}`)));
        return label;
      },
    };
  }, [t]);

  // React Flow's own labels and screen-reader descriptions, in the reader's language.
  const ariaLabelConfig = useMemo(
    () => ({
      'controls.ariaLabel': t('workspace:tree.canvas.controls'),
      'controls.zoomIn.ariaLabel': t('workspace:tree.canvas.zoomIn'),
      'controls.zoomOut.ariaLabel': t('workspace:tree.canvas.zoomOut'),
      'controls.fitView.ariaLabel': t('workspace:tree.canvas.fitView'),
      'node.a11yDescription.default': t('workspace:tree.canvas.node'),
      'node.a11yDescription.keyboardDisabled': t('workspace:tree.canvas.node'),
      'node.a11yDescription.ariaLiveMessage': () => t('workspace:tree.canvas.nodeMoved'),
      'edge.a11yDescription.default': t('workspace:tree.canvas.edge'),
      'handle.ariaLabel': t('workspace:tree.canvas.handle'),
    }),
    [t],
  );

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
  const [menu, setMenu] = useState<{ id: string; anchor: { x: number; y: number } } | null>(null);
  const onMore = useCallback((id: string, anchor: { x: number; y: number }) => setMenu({ id, anchor }), []);
  const menuActions = useNodeActions(actionContext, menu?.id ?? tree.root.id);

  const drag = useCanvasDrag({ tree, view, edits, placements, onUndo });
  const { dropTarget } = drag;

  // What React Flow is handed stays the same object from render to render: it copies each handler
  // into its store when it changes, and every copy runs its selectors over every card and edge
  // (docs/decisions/036-workspace-rendering.md); a new click handler also draws every card again.
  const latestHandlers = useRef({ drag, actionContext });
  useLayoutEffect(() => {
    latestHandlers.current = { drag, actionContext };
  });
  const onNodeDrag = useCallback<OnNodeDrag<CardNode>>(
    (event, node, nodes) => latestHandlers.current.drag.onNodeDrag(event, node, nodes),
    [],
  );
  const onNodeDragStop = useCallback<OnNodeDrag<CardNode>>(
    (event, node, nodes) => latestHandlers.current.drag.onNodeDragStop(event, node, nodes),
    [],
  );
  const onNodeClick = useCallback<NodeMouseHandler<CardNode>>(
    (event, node) => {
      if (event.shiftKey || event.metaKey || event.ctrlKey) view.getState().toggleSelected(node.id);
      else view.getState().select(node.id);
    },
    [view],
  );
  const onNodeContextMenu = useCallback<NodeMouseHandler<CardNode>>(
    (event, node) => {
      if (!latestHandlers.current.actionContext) return;
      event.preventDefault();
      if (!view.getState().selection.has(node.id)) view.getState().select(node.id);
      setMenu({ id: node.id, anchor: { x: event.clientX, y: event.clientY } });
    },
    [view],
  );
  // A person's gesture, not our own setViewport, and one that moved the view: a click on the root
  // (which cannot be dragged) starts a pan that goes nowhere.
  const onMoveStart = useCallback<OnMove>((event, viewport) => {
    moveStart.current = event ? viewport : null;
  }, []);
  const onMoveEnd = useCallback<OnMove>((_event, viewport) => {
    const from = moveStart.current;
    moveStart.current = null;
    if (from && (Math.abs(from.x - viewport.x) + Math.abs(from.y - viewport.y) > 2 || from.zoom !== viewport.zoom))
      userMoved.current = true;
  }, []);

  // Cards and edges are kept from one render to the next when nothing about them changed, so an edit
  // re-renders only the cards it touched (React Flow skips nodes whose object is the same).
  const [cache] = useState(() => new ElementCache());
  // React Flow's measurements of the cards: a card object built anew starts from its measured size.
  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => {
      let measured = false;
      for (const change of changes)
        if (change.type === 'dimensions' && change.dimensions) {
          cache.setMeasured(change.id, change.dimensions);
          measured = true;
        }
      // React Flow shows a card once it has measured it, so the first measurements put the first cards
      // on screen: the screen's other parts may load after that frame (lib/first-screen.ts). Said any
      // earlier (cards in the page, still hidden), their code ran before the cards were painted.
      if (measured) firstScreenShown();
    },
    [cache],
  );
  const { nodes, edges } = useMemo(
    () =>
      placements
        ? buildElements(placements, byId, cache, {
            rootId: tree.root.id,
            path: new Set(selectedId ? pathTo(tree, selectedId) : []),
            selectedId,
            selection,
            dropTarget,
            collapsed,
            findings,
            readOnly: readOnly ?? false,
            direction,
            onToggle,
            actions: actionContext,
            onMore,
            text,
          })
        : { nodes: [], edges: [] },
    [
      placements,
      byId,
      tree,
      selectedId,
      selection,
      dropTarget,
      collapsed,
      findings,
      readOnly,
      direction,
      onToggle,
      actionContext,
      onMore,
      text,
      cache,
    ],
  );

  // Bring the selected card into view when it is out of view (a selection from the outline, a new
  // node); from then on the view is the reader's, as after a pan.
  // The frame's size comes from the resize observer: asking the DOM here would force a layout.
  const latest = useRef({ size, placements });
  useEffect(() => {
    latest.current = { size, placements };
  }, [size, placements]);
  useEffect(() => {
    const { size: bounds, placements: laidOut } = latest.current;
    const node = selectedId ? laidOut?.find((p) => p.id === selectedId) : undefined;
    if (!node || !bounds) return;
    const { x, y, zoom } = !userMoved.current && lastFit.current ? lastFit.current : flow.getViewport();
    const left = node.x * zoom + x;
    const top = node.y * zoom + y;
    if (left < 0 || top < 0 || left + node.width * zoom > bounds.width || top + node.height * zoom > bounds.height) {
      userMoved.current = true;
      void flow.setCenter(node.x + node.width / 2, node.y + node.height / 2, { zoom, duration: 180 });
    }
  }, [selectedId, flow]);

  // The context-menu key and Shift+F10 open the selected card's menu; Delete removes the selection.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!actionContext || !selectedId) return;
    const target = event.target as HTMLElement;
    if (['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const card = frame.current?.querySelector(`.react-flow__node[data-id="${CSS.escape(selectedId)}"]`);
      const bounds = card?.getBoundingClientRect();
      setMenu({ id: selectedId, anchor: bounds ? { x: bounds.left + 12, y: bounds.bottom } : { x: 24, y: 24 } });
    } else if (!readOnly && event.key === 'Delete' && target.closest('.react-flow__node')) {
      event.preventDefault();
      edits.remove([...view.getState().selection]);
    }
  };

  return (
    <div ref={frame} className="h-full min-h-[420px] w-full" aria-label={label} role="group" onKeyDown={onKeyDown}>
      {opening ? (
        <ReactFlow<CardNode>
          nodes={nodes}
          edges={edges}
          onNodesChange={onNodesChange}
          nodeTypes={nodeTypes}
          onNodeClick={onNodeClick}
          onNodeContextMenu={onNodeContextMenu}
          onNodeDrag={onNodeDrag}
          onNodeDragStop={onNodeDragStop}
          nodeDragThreshold={DRAG_THRESHOLD}
          nodesConnectable={false}
          elementsSelectable
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          deleteKeyCode={null}
          defaultViewport={opening}
          ariaLabelConfig={ariaLabelConfig}
          onMoveStart={onMoveStart}
          onMoveEnd={onMoveEnd}
          // The wheel scrolls the tree like a page; Ctrl/Cmd+wheel and pinch zoom.
          panOnScroll
          zoomActivationKeyCode={ZOOM_KEYS}
          minZoom={READABLE_ZOOM}
          maxZoom={1.5}
          proOptions={PRO_OPTIONS}
          onlyRenderVisibleElements
        >
          <Background gap={24} size={1} color="var(--color-line)" />
          <Panel position="top-right">
            <button
              type="button"
              onClick={fitWidth}
              className="flex h-8 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-xs font-medium text-ink-muted shadow-sm hover:bg-surface-muted hover:text-ink"
            >
              <Icon name="fitWidth" className="size-3.5" />
              {t('tree:view.fitWidth')}
            </button>
          </Panel>
          <Controls
            showInteractive={false}
            showFitView={false}
            position="bottom-right"
            className="overflow-hidden rounded-md border border-line bg-surface shadow-sm [&_button]:border-b [&_button]:border-line [&_button]:bg-surface [&_button]:text-ink-muted [&_button:hover]:bg-surface-muted [&_button:last-child]:border-b-0"
          />
        </ReactFlow>
      ) : null}
      <NodeActionsMenu
        anchor={menu?.anchor ?? null}
        actions={menuActions}
        label={t('tree:actions.menu')}
        onClose={() => setMenu(null)}
      />
    </div>
  );
}
