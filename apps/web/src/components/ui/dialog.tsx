import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Icon } from './icons';

/**
 * The one dialog look of the app, over Radix Dialog (focus trap, Escape, aria-modal, scroll lock,
 * focus returned to the trigger). Widths come from the tokens: sm 480, md 720, lg 960.
 */
export const Dialog = DialogPrimitive.Root;

/**
 * Our dialogs open from services and stores, not from a Radix `Trigger`, so Radix does not know where
 * focus came from. This remembers the element focused when the dialog mounted and gives focus back to
 * it on close (if it is still on the page).
 */
export function useReturnFocus() {
  const [origin] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (event: Event) => {
    event.preventDefault();
    if (origin instanceof HTMLElement && origin.isConnected && origin !== document.body) origin.focus();
  };
}
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

const widths = { sm: 'max-w-dialog-sm', md: 'max-w-dialog-md', lg: 'max-w-dialog-lg' } as const;

type ContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  size?: keyof typeof widths;
  /** False: neither Escape nor a click on the mask closes it; only its own buttons do. */
  dismissible?: boolean;
  /** Full width below the `sm` breakpoint (the cookie settings). */
  fullWidthOnSmall?: boolean;
};

export function DialogContent({
  size = 'sm',
  dismissible = true,
  fullWidthOnSmall = false,
  className,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onCloseAutoFocus,
  ...props
}: ContentProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        onEscapeKeyDown={(event) => {
          if (!dismissible) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onPointerDownOutside={(event) => {
          if (!dismissible) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-surface shadow-[var(--shadow-overlay)] outline-none data-[state=open]:animate-dialog-in',
          widths[size],
          fullWidthOnSmall && 'max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none max-sm:border-x-0',
          className,
        )}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title row with an optional close button (hidden for dialogs that must be answered). */
export function DialogHeader({
  title,
  children,
  closable = true,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  closable?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-start gap-4 px-6 pt-5 pb-3', className)}>
      <div className="min-w-0 flex-1">
        <DialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
        {children}
      </div>
      {closable ? (
        <DialogPrimitive.Close
          aria-label={t('actions.close')}
          className="-mr-2 rounded-md p-1.5 text-ink-subtle transition-colors duration-150 hover:bg-surface-muted hover:text-ink"
        >
          <Icon name="close" />
        </DialogPrimitive.Close>
      ) : null}
    </div>
  );
}

export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6', className)}>{children}</div>;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-wrap items-center justify-end gap-2 border-t border-line px-6 py-4', className)}>
      {children}
    </div>
  );
}
