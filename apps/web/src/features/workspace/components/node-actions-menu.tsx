import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import type { NodeAction } from './tree-node-actions';

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
