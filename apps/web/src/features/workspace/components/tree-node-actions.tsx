import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
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

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted';

/**
 * A node's actions as a menu, opened by a right click, the context-menu key or Shift+F10 at `anchor`
 * (viewport coordinates). A zero-size trigger at the anchor lets Radix place the menu and return the
 * focus where it was.
 */
export function NodeActionsMenu({
  anchor,
  actions,
  label,
  onClose,
}: {
  anchor: { x: number; y: number } | null;
  actions: NodeAction[];
  label: string;
  onClose: () => void;
}) {
  return (
    <DropdownMenu.Root open={anchor !== null} onOpenChange={(open) => !open && onClose()} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span
          aria-hidden="true"
          tabIndex={-1}
          className="pointer-events-none fixed size-0"
          style={{ left: anchor?.x ?? 0, top: anchor?.y ?? 0 }}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          align="start"
          sideOffset={2}
          collisionPadding={8}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 min-w-52 rounded-lg border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
        >
          {actions.map((action) => (
            <div key={action.key}>
              {action.danger ? <DropdownMenu.Separator className="my-1 h-px bg-line" /> : null}
              <DropdownMenu.Item onSelect={action.run} className={cn(itemClass, action.danger && 'text-refuted')}>
                <Icon name={action.icon} className="size-4 text-ink-muted" />
                {action.label}
              </DropdownMenu.Item>
            </div>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

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
