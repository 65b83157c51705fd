import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { findNode, pathTo, type EditorCommand, type Tree, type TreeKey } from '@caseboard/domain';
import {
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { cn } from '@/lib/cn';
import { useLint } from '../../hooks/use-lint';
import { useTreeCommands } from '../../hooks/use-tree-commands';
import { useTreeDirection } from '../../hooks/use-tree-direction';
import { stepViews } from '../../lib/step-modules';
import type { TreeViewStore } from '../../store/tree-view-store';
import { LintPanel } from '../lint-panel';
import { NodeInspector } from '../node-inspector';
import type { TreeCanvas as TreeCanvasComponent } from '../tree-canvas';
import { TreeOutline } from '../tree-outline';
import { TreePresentation } from '../tree-presentation';
import { FocusTrail, TreeViewControls } from '../tree-view-bar';

// React Flow is the heaviest part of the workspace: it loads only when the canvas is shown (or
// beside the project, when a tree step is opened directly: lib/step-modules.ts).
// The cast keeps TreeCanvas generic; loading it lazily would erase its type parameter.
const TreeCanvas = stepViews.canvas as unknown as typeof TreeCanvasComponent;

type AnyNode = TreeNode | HypothesisNode;
export type TreeViewMode = 'split' | 'outline' | 'canvas';

export interface TreeStepProps<N extends AnyNode> {
  kind: 'issue' | 'hypothesis';
  tree: Tree<N>;
  view: TreeViewStore;
  readOnly: boolean;
  /** Runs an editor command (the session's editor, with undo). */
  run: (command: EditorCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
  makeNode: (id: string) => N;
  /** Generation controls and other actions for this step's toolbar. */
  actions?: ReactNode;
  /** Extra panels under the inspector (e.g. "Expand this node"). */
  nodeActions?: (node: N) => ReactNode;
  /** "Expand with AI" from a node's menu; absent where the tree cannot be generated. */
  onExpand?: ((id: string) => void) | undefined;
}

/** An issue or hypothesis tree: outline and canvas of the same tree, the selected node's details, and the MECE review. */
export function TreeStep<N extends AnyNode>({
  kind,
  tree,
  view,
  readOnly,
  run,
  onUndo,
  onRedo,
  makeNode,
  actions,
  nodeActions,
  onExpand,
}: TreeStepProps<N>) {
  const { t } = useTranslation('workspace');
  const treeKey: TreeKey = kind === 'issue' ? 'issueTree' : 'hypothesisTree';
  const [mode, setMode] = useState<TreeViewMode>('split');
  const selectedId = useStore(view, (s) => s.selectedId) ?? tree.root.id;
  const search = useStore(view, (s) => s.search);
  const { findings, byNode } = useLint(tree, kind);
  const selected = findNode(tree, selectedId) ?? tree.root;
  const detailsId = useId();
  const label = kind === 'issue' ? t('tree.issueTree') : t('tree.hypothesisTree');
  // Beside a proposal or the history, "outline and canvas" leaves the canvas a sliver: below this
  // width the split shows the outline alone (the canvas stays one click away).
  const body = useRef<HTMLDivElement>(null);
  const outlineScroll = useRef<HTMLDivElement>(null);
  // Narrower still, the details panel folds away behind a toolbar button and opens over the canvas.
  const detailsBeside = useWidthAtLeast(body, DETAILS_BESIDE_MIN_WIDTH);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const roomy = useWidthAtLeast(body, detailsBeside ? SPLIT_MIN_WIDTH : SPLIT_MIN_WIDTH - DETAILS_WIDTH);
  const showOutline = mode !== 'canvas';
  const showCanvas = mode === 'canvas' || (mode === 'split' && roomy);
  const [direction, setDirection] = useTreeDirection();
  const [presenting, setPresenting] = useState(false);
  const edits = useTreeCommands(tree, treeKey, view, run, makeNode);
  // One "Expand with AI" for the life of the step: a new function on every render would give every
  // card new data, and a 300-node canvas would draw every card again on each keystroke.
  const expand = useRef(onExpand);
  useLayoutEffect(() => {
    expand.current = onExpand;
  });
  const canExpand = onExpand !== undefined;
  const stableExpand = useMemo(() => (canExpand ? (id: string) => expand.current?.(id) : undefined), [canExpand]);

  const locate = (id: string) => {
    view.getState().expandPath(pathTo(tree, id));
    view.getState().select(id);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2">
        <div role="radiogroup" aria-label={t('tree.view')} className="flex rounded-md border border-line p-0.5">
          {(['split', 'outline', 'canvas'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'rounded-sm px-2.5 py-1 text-xs font-medium',
                mode === value ? 'bg-accent-soft text-accent' : 'text-ink-muted hover:text-ink',
              )}
            >
              {t(`tree.mode.${value}`)}
            </button>
          ))}
        </div>
        <input
          type="search"
          value={search}
          onChange={(event) => view.getState().setSearch(event.target.value)}
          placeholder={t('tree.search')}
          aria-label={t('tree.search')}
          className="h-8 w-56 rounded-md border border-line bg-surface px-2.5 text-sm"
        />
        <TreeViewControls
          root={tree.root}
          view={view}
          direction={direction}
          onDirection={setDirection}
          onPresent={() => setPresenting(true)}
          canvasShown={showCanvas}
        />
        <p className="hidden text-xs text-ink-subtle 2xl:block">
          {readOnly ? t('tree.readOnlyHint') : t('tree.keyboardHint')}
        </p>
        <div className="ml-auto flex items-center gap-2">
          {actions}
          {detailsBeside ? null : (
            <button
              type="button"
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
              className={cn(
                'h-8 rounded-md border px-3 text-sm font-medium',
                detailsOpen ? 'border-accent bg-accent-soft text-accent' : 'border-line-strong hover:bg-surface-muted',
              )}
            >
              {t('layout.detailsToggle')}
            </button>
          )}
        </div>
      </div>
      {showCanvas ? <FocusTrail tree={tree} view={view} /> : null}
      <div ref={body} className="relative flex min-h-0 flex-1">
        {showOutline ? (
          <div
            ref={outlineScroll}
            className={cn(
              'relative min-h-0 overflow-auto bg-surface p-2',
              showCanvas ? 'w-[38%] min-w-[320px] border-r border-line' : 'flex-1',
            )}
          >
            <TreeOutline<N>
              label={label}
              tree={tree}
              view={view}
              treeKey={treeKey}
              run={run}
              edits={edits}
              onExpand={stableExpand}
              makeNode={makeNode}
              onUndo={onUndo}
              onRedo={onRedo}
              readOnly={readOnly}
              findings={byNode}
              scrollRef={outlineScroll}
            />
          </div>
        ) : null}
        {showCanvas ? (
          <div className="relative min-h-0 min-w-0 flex-1 bg-canvas">
            <Suspense fallback={<p className="p-6 text-sm text-ink-subtle">{t('tree.loadingCanvas')}</p>}>
              <TreeCanvas<N>
                tree={tree}
                view={view}
                edits={edits}
                onUndo={onUndo}
                onExpand={stableExpand}
                direction={direction}
                readOnly={readOnly}
                findings={byNode}
                label={label}
              />
            </Suspense>
          </div>
        ) : null}
        <aside
          id={detailsId}
          aria-label={t('tree.details')}
          className={cn(
            'flex w-80 shrink-0 flex-col gap-6 overflow-auto border-l border-line bg-surface p-4',
            detailsBeside ? 'relative' : detailsOpen ? 'absolute inset-y-0 right-0 z-20 shadow-xl' : 'hidden',
          )}
        >
          <NodeInspector<N> node={selected as N} treeKey={treeKey} readOnly={readOnly} run={run} />
          {nodeActions ? nodeActions(selected as N) : null}
          <LintPanel findings={findings} onLocate={locate} />
        </aside>
      </div>
      {presenting ? (
        <TreePresentation root={tree.root} title={label} direction={direction} onClose={() => setPresenting(false)} />
      ) : null}
    </div>
  );
}

/** Outline, canvas and details side by side need this much width for the canvas to be of use. */
const SPLIT_MIN_WIDTH = 1000;
/** The details panel's width (`w-80`). */
const DETAILS_WIDTH = 320;
/** Below this width the details panel would squeeze the canvas: it opens on demand, over it. */
const DETAILS_BESIDE_MIN_WIDTH = 1100;

/** Whether the element is at least `min` pixels wide, following its size (true where it cannot be measured). */
function useWidthAtLeast(ref: RefObject<HTMLElement | null>, min: number): boolean {
  const [wide, setWide] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports sizes after layout; measuring here ourselves would force an extra layout
    // of the whole outline on every mount.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWide(entry.contentRect.width >= min);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, min]);
  return wide;
}
