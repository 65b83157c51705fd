import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { defaultLayoutOptions, layoutTree, type LayoutDirection, type Placement } from '../lib/tree-layout';
import { StatusChipView } from './status-chip';

type AnyNode = TreeNode | HypothesisNode;

/** Cards are laid out at their canvas size and shown at least this much larger: large type (16 px and up). */
const MIN_SCALE = 1.15;
const MAX_SCALE = 2;
const PADDING = 48;

/** How many levels the tree has (the root alone is one). */
function depthOf(node: AnyNode): number {
  let deepest = 0;
  for (const child of node.children) deepest = Math.max(deepest, depthOf(child));
  return deepest + 1;
}

/** The nodes whose children stay hidden when `levels` levels are shown. */
function hiddenBelow(root: AnyNode, levels: number): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyNode, level: number) => {
    if (level >= levels) out.add(node.id);
    else for (const child of node.children) walk(child, level + 1);
  };
  walk(root, 1);
  return out;
}

/**
 * A tree presented to a client: full screen (the Fullscreen API where the browser allows it, else a
 * window-filling layer), read-only, one level more at each step. Arrows, space, Page Up/Down and the
 * buttons move between levels; Esc leaves.
 */
export function TreePresentation({
  root,
  title,
  direction,
  onClose,
}: {
  root: AnyNode;
  title: string;
  direction: LayoutDirection;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tree', 'workspace']);
  const total = depthOf(root);
  const [levels, setLevels] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const placements = useMemo(
    () => layoutTree(root, { ...defaultLayoutOptions, collapsed: hiddenBelow(root, levels), direction }),
    [root, levels, direction],
  );
  const bounds = useMemo(() => extent(placements), [placements]);
  const [room, setRoom] = useState({ width: 1200, height: 700 });
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return undefined;
    const measure = () => setRoom({ width: element.clientWidth, height: element.clientHeight });
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const fit = Math.min((room.width - 2 * PADDING) / bounds.width, (room.height - 2 * PADDING) / bounds.height);
  const scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, fit));
  const offset = {
    left: Math.max(PADDING, (room.width - bounds.width * scale) / 2) - bounds.x * scale,
    top: Math.max(PADDING, (room.height - bounds.height * scale) / 2) - bounds.y * scale,
  };
  // A level too large for the screen scrolls; each step starts with the root in the middle of the view.
  const rootPlacement = placements.find((p) => p.parentId === null);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || !rootPlacement) return;
    element.scrollTo({
      left: offset.left + (rootPlacement.x + rootPlacement.width / 2) * scale - element.clientWidth / 2,
      top: offset.top + (rootPlacement.y + rootPlacement.height / 2) * scale - element.clientHeight / 2,
    });
  }, [levels, direction, rootPlacement, offset.left, offset.top, scale]);

  // Full screen where the browser allows it; leaving full screen (Esc, the browser's own control) ends it.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const element = layer.current;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.focus();
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === element) entered = true;
      else if (entered) close.current();
    };
    document.addEventListener('fullscreenchange', onChange);
    if (element?.requestFullscreen && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => undefined); // refused: the layer already fills the window
    }
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === element) void document.exitFullscreen().catch(() => undefined);
      returnFocus?.focus();
    };
  }, []);

  const next = () => setLevels((current) => Math.min(total, current + 1));
  const previous = () => setLevels((current) => Math.max(1, current - 1));

  return (
    <div
      ref={layer}
      role="dialog"
      aria-modal="true"
      aria-label={t('presentation.title', { tree: title })}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Enter and space on a button press that button.
        if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
        const forward = ['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter'];
        const back = ['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'];
        if (event.key === 'Escape') onClose();
        else if (forward.includes(event.key)) next();
        else if (back.includes(event.key)) previous();
        else return;
        event.preventDefault();
      }}
      className="fixed inset-0 z-50 flex flex-col bg-surface outline-none"
    >
      <header className="flex items-center gap-4 border-b border-line px-8 py-4">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <p className="text-sm text-ink-muted tabular-nums" aria-live="polite">
          {t('presentation.level', { level: levels, total })}
        </p>
        <p className="ml-auto hidden text-sm text-ink-subtle md:block">{t('presentation.hint')}</p>
        <button
          type="button"
          onClick={onClose}
          className="flex h-9 items-center gap-2 rounded-md border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted"
        >
          <Icon name="close" />
          {t('presentation.exit')}
        </button>
      </header>
      {/* Focusable, so a keyboard can scroll a tree larger than the screen. */}
      <div
        ref={stage}
        tabIndex={0}
        role="region"
        aria-label={title}
        className="relative min-h-0 flex-1 overflow-auto bg-canvas outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset"
      >
        <div
          className="relative"
          style={{
            width: Math.max(room.width, bounds.width * scale + 2 * PADDING),
            height: Math.max(room.height, bounds.height * scale + 2 * PADDING),
          }}
        >
          <div
            className="absolute origin-top-left"
            style={{ left: offset.left, top: offset.top, transform: `scale(${scale})` }}
          >
            <Elbows placements={placements} direction={direction} />
            {placements.map((p) => (
              <PresentedCard key={p.id} placement={p} node={nodeAt(root, p.id)} />
            ))}
          </div>
        </div>
      </div>
      <footer className="flex items-center justify-center gap-3 border-t border-line px-8 py-3">
        <button
          type="button"
          onClick={previous}
          disabled={levels === 1}
          className="flex h-9 items-center gap-2 rounded-md border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-subtle"
        >
          <Icon name="chevronLeft" />
          {t('presentation.previous')}
        </button>
        <button
          type="button"
          onClick={next}
          disabled={levels === total}
          className="flex h-9 items-center gap-2 rounded-md bg-accent px-3 text-sm font-medium text-accent-ink hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-accent/50"
        >
          {t('presentation.next')}
          <Icon name="chevronRight" />
        </button>
      </footer>
    </div>
  );
}

function PresentedCard({ placement, node }: { placement: Placement; node: AnyNode | undefined }) {
  const { t } = useTranslation('workspace');
  if (!node) return null;
  return (
    <div
      className={cn(
        'absolute flex flex-col justify-center gap-1.5 rounded-md border bg-surface px-3 py-2 text-sm leading-5 text-ink shadow-sm motion-safe:animate-fade-in',
        placement.depth === 0 ? 'border-accent font-semibold' : 'border-line',
      )}
      style={{ left: placement.x, top: placement.y, width: placement.width, height: placement.height }}
    >
      <p className="break-words">{node.label.trim() === '' ? t('tree.untitled') : node.label}</p>
      {'status' in node ? (
        <div>
          <StatusChipView status={node.status} label={t(`status.${node.status}`)} />
        </div>
      ) : null}
    </div>
  );
}

/** Quiet elbow lines from each parent to its children. */
function Elbows({ placements, direction }: { placements: Placement[]; direction: LayoutDirection }) {
  const byId = new Map(placements.map((p) => [p.id, p]));
  const paths: string[] = [];
  for (const p of placements) {
    const parent = p.parentId ? byId.get(p.parentId) : undefined;
    if (!parent) continue;
    if (direction === 'horizontal') {
      const x1 = parent.x + parent.width;
      const y1 = parent.y + parent.height / 2;
      const x2 = p.x;
      const y2 = p.y + p.height / 2;
      const mid = (x1 + x2) / 2;
      paths.push(`M${x1} ${y1}H${mid}V${y2}H${x2}`);
    } else {
      const x1 = parent.x + parent.width / 2;
      const y1 = parent.y + parent.height;
      const x2 = p.x + p.width / 2;
      const y2 = p.y;
      const mid = (y1 + y2) / 2;
      paths.push(`M${x1} ${y1}V${mid}H${x2}V${y2}`);
    }
  }
  const { width, height, x, y } = extent(placements);
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute overflow-visible"
      style={{ left: x, top: y, width, height }}
      viewBox={`${x} ${y} ${width} ${height}`}
    >
      {paths.map((d) => (
        <path key={d} d={d} fill="none" stroke="var(--color-line-strong)" strokeWidth={1.25} />
      ))}
    </svg>
  );
}

function extent(placements: readonly Placement[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of placements) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x + p.width);
    maxY = Math.max(maxY, p.y + p.height);
  }
  return { x: minX, y: minY, width: Math.max(1, maxX - minX), height: Math.max(1, maxY - minY) };
}

function nodeAt(root: AnyNode, id: string): AnyNode | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = nodeAt(child, id);
    if (found) return found;
  }
  return undefined;
}
