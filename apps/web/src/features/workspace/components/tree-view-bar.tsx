import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { findNode, pathTo, type Tree } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { deferredComponent, lazyComponent } from '@/lib/lazy-component';
import type { LayoutDirection } from '../lib/tree-layout';
import type { TreeViewStore } from '../store/tree-view-store';

type AnyNode = TreeNode | HypothesisNode;

export const controlClass =
  'flex h-8 items-center gap-1.5 rounded-md border border-line bg-surface px-2.5 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink';

/** "Show levels" as it looks, inert (hidden from assistive technology), until its menu's code is here. */
function InertLevelsButton() {
  const { t } = useTranslation('tree');
  return (
    <span className={controlClass} aria-hidden="true">
      {t('view.levels')}
      <Icon name="chevronDown" className="size-3.5" />
    </span>
  );
}

// The menu (Radix's dropdown and its positioning, ~17 KB) loads once the tree is on screen, not
// before it (docs/decisions/036-workspace-rendering.md).
const LevelsMenu = deferredComponent(
  lazyComponent(() => import('./levels-menu').then((module) => module.LevelsMenu)),
  () => <InertLevelsButton />,
);

/** How a tree is shown: its layout, how many levels, and the presentation view. */
export function TreeViewControls({
  root,
  view,
  direction,
  onDirection,
  onPresent,
  canvasShown,
}: {
  root: AnyNode;
  view: TreeViewStore;
  direction: LayoutDirection;
  onDirection: (direction: LayoutDirection) => void;
  onPresent: () => void;
  canvasShown: boolean;
}) {
  const { t } = useTranslation('tree');
  return (
    <>
      {canvasShown ? (
        <div role="radiogroup" aria-label={t('view.layout')} className="flex rounded-md border border-line p-0.5">
          {(['horizontal', 'vertical'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={direction === value}
              title={t(`view.${value}`)}
              onClick={() => onDirection(value)}
              className={cn(
                'flex items-center gap-1.5 rounded-sm px-2 py-1 text-xs font-medium',
                direction === value ? 'bg-accent-soft text-accent' : 'text-ink-muted hover:text-ink',
              )}
            >
              <Icon name={value === 'horizontal' ? 'treeRight' : 'treeDown'} className="size-3.5" />
              <span className="max-xl:sr-only">{t(`view.${value}`)}</span>
            </button>
          ))}
        </div>
      ) : null}
      <LevelsMenu root={root} view={view} />
      <button type="button" onClick={onPresent} className={controlClass}>
        <Icon name="present" className="size-3.5" />
        {t('view.present')}
      </button>
    </>
  );
}

/** Above the canvas while one branch is in focus: the way back up, one link per ancestor. */
export function FocusTrail<N extends AnyNode>({ tree, view }: { tree: Tree<N>; view: TreeViewStore }) {
  const { t } = useTranslation(['tree', 'workspace']);
  const focusId = useStore(view, (s) => s.focusId);
  if (!focusId) return null;
  const path = pathTo(tree, focusId);
  if (path.length === 0) return null;
  const label = (id: string) => findNode(tree, id)?.label.trim() || t('workspace:tree.untitled');
  return (
    <nav aria-label={t('view.focusTrail')} className="border-b border-line bg-surface px-4 py-1.5">
      <ol className="flex flex-wrap items-center gap-1 text-xs text-ink-muted">
        <li>
          <button
            type="button"
            onClick={() => view.getState().focus(null)}
            className="rounded-sm px-1 py-0.5 font-medium text-accent hover:underline"
          >
            {t('view.wholeTree')}
          </button>
        </li>
        {path.slice(1).map((id) => (
          <li key={id} className="flex min-w-0 items-center gap-1">
            <Icon name="chevronRight" className="size-3 shrink-0 text-ink-subtle" />
            {id === focusId ? (
              <span aria-current="location" className="max-w-72 truncate px-1 font-medium text-ink">
                {label(id)}
              </span>
            ) : (
              <button
                type="button"
                onClick={() => view.getState().focus(id)}
                className="max-w-56 truncate rounded-sm px-1 py-0.5 text-accent hover:underline"
              >
                {label(id)}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
