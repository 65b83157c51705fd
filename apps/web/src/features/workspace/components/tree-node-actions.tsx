import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { deferredComponent, lazyComponent } from '@/lib/lazy-component';
import type { TreeCommands } from '../hooks/use-tree-commands';
import type { TreeViewStore } from '../store/tree-view-store';

export type NodeActionKey =
  'addChild' | 'addSibling' | 'indent' | 'outdent' | 'expand' | 'focus' | 'comment' | 'delete';

export interface NodeAction {
  key: NodeActionKey;
  label: string;
  icon: IconName;
  run(): void;
  danger?: boolean;
}

export interface NodeActionContext {
  edits: TreeCommands;
  view: TreeViewStore;
  rootId: string;
  /** "Expand with AI" for this node; absent where the step has no generation. */
  onExpand?: ((id: string) => void) | undefined;
  /** "Comment": opens a new thread on the node (features/review through components/review-slot.tsx). */
  onComment?: ((id: string) => void) | undefined;
  /** Read-only trees (a commenter's) offer only what changes nothing: focus and comment. */
  readOnly?: boolean;
}

/**
 * What can be done to a node with the mouse, in menu order. Indent, outdent and delete act on the whole
 * selection when the node is part of it; adding acts on the node itself.
 */
export function useNodeActions(context: NodeActionContext | null, id: string): NodeAction[] {
  const { t } = useTranslation('tree');
  if (!context) return [];
  const { edits, view, rootId, onExpand, onComment } = context;
  const comment: NodeAction[] = onComment
    ? [{ key: 'comment', label: t('actions.comment'), icon: 'comment', run: () => onComment(id) }]
    : [];
  if (context.readOnly) {
    return [
      { key: 'focus', label: t('actions.focus'), icon: 'focus', run: () => view.getState().focus(id) },
      ...comment,
    ];
  }
  const selection = view.getState().selection;
  const targets = selection.has(id) ? [...selection] : [id];
  const count = targets.filter((target) => target !== rootId).length;
  const isRoot = id === rootId;
  const actions: NodeAction[] = [
    { key: 'addChild', label: t('actions.addChild'), icon: 'addChild', run: () => edits.addChild(id) },
  ];
  if (!isRoot) {
    actions.push(
      { key: 'addSibling', label: t('actions.addSibling'), icon: 'plus', run: () => edits.addSibling(id) },
      { key: 'indent', label: t('actions.indent'), icon: 'arrowRight', run: () => edits.indent(targets) },
      { key: 'outdent', label: t('actions.outdent'), icon: 'chevronLeft', run: () => edits.outdent(targets) },
    );
  }
  if (onExpand) actions.push({ key: 'expand', label: t('actions.expand'), icon: 'sparkle', run: () => onExpand(id) });
  actions.push({ key: 'focus', label: t('actions.focus'), icon: 'focus', run: () => view.getState().focus(id) });
  actions.push(...comment);
  if (count > 0) {
    actions.push({
      key: 'delete',
      label: count > 1 ? t('actions.deleteMany', { count }) : t('actions.delete'),
      icon: 'trash',
      danger: true,
      run: () => edits.remove(targets),
    });
  }
  return actions;
}

// The menu (Radix's dropdown and its positioning, ~17 KB) loads once the tree is on screen, not
// before it: it shows only when opened (docs/decisions/036-workspace-rendering.md).
export const NodeActionsMenu = deferredComponent(
  lazyComponent(() => import('./node-actions-menu').then((module) => module.NodeActionsMenu)),
);

/** The selected node's most used actions as icon buttons, plus "More actions" for the rest. */
export function NodeToolbarButtons({
  actions,
  label,
  onMore,
  orientation = 'horizontal',
}: {
  actions: NodeAction[];
  label: string;
  onMore: (anchor: { x: number; y: number }) => void;
  orientation?: 'horizontal' | 'vertical';
}) {
  const { t } = useTranslation('tree');
  const shown = actions.filter((action) => TOOLBAR.includes(action.key));
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation={orientation}
      className={cn(
        'nodrag nopan flex items-center gap-0.5 rounded-md border border-line bg-surface p-0.5 shadow-[var(--shadow-overlay)]',
        orientation === 'vertical' && 'flex-col',
      )}
    >
      {shown.map((action) => (
        <button
          key={action.key}
          type="button"
          title={action.label}
          aria-label={action.label}
          onClick={(event) => {
            event.stopPropagation();
            action.run();
          }}
          className={cn(
            'grid size-7 place-items-center rounded-sm text-ink-muted hover:bg-surface-muted hover:text-ink',
            action.danger && 'hover:text-refuted',
          )}
        >
          <Icon name={action.icon} />
        </button>
      ))}
      <button
        type="button"
        title={t('actions.more')}
        aria-label={t('actions.more')}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          const bounds = event.currentTarget.getBoundingClientRect();
          onMore(
            orientation === 'vertical' ? { x: bounds.right, y: bounds.top } : { x: bounds.left, y: bounds.bottom },
          );
        }}
        className="grid size-7 place-items-center rounded-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Icon name="more" />
      </button>
    </div>
  );
}

const TOOLBAR: NodeActionKey[] = ['addChild', 'addSibling', 'indent', 'outdent', 'comment', 'delete'];
