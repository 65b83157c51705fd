import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { isValidElement, lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useConfirmStore, type ConfirmGroup, type ConfirmOptions } from '@/lib/confirm';
import { Button } from './ui/button';
import { useReturnFocus } from './ui/dialog';
import { Icon } from './ui/icons';

// The sanitiser only loads when an `attention` confirmation with HTML is shown.
const SafeHtml = lazy(() => import('./safe-html'));

const positions = {
  center: 'top-1/2 -translate-y-1/2 data-[state=open]:animate-dialog-in',
  top: 'top-16 data-[state=open]:animate-sheet-in',
  bottom: 'bottom-16 data-[state=open]:animate-sheet-in',
} as const;

/**
 * The confirm dialogs of spec section 2, one per group: the default one (header, message, icon,
 * accept and reject, a close button, Escape closes, at most 480 px) and the `attention` one on top
 * (sanitised HTML message, no close button, Escape ignored: it must be answered).
 */
export function ConfirmDialogHost() {
  return (
    <>
      <GroupHost group="default" />
      <GroupHost group="attention" />
    </>
  );
}

function GroupHost({ group }: { group: ConfirmGroup }) {
  const current = useConfirmStore((state) => state.queue.find((item) => (item.group ?? 'default') === group));
  const settle = useConfirmStore((state) => state.settle);
  if (!current) return null;
  return <ConfirmDialog key={current.id} options={current} onSettle={(accepted) => settle(current.id, accepted)} />;
}

function ConfirmDialog({ options, onSettle }: { options: ConfirmOptions; onSettle: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  const attention = options.group === 'attention';
  const closeOnEscape = !attention && options.closeOnEscape !== false;
  // A destructive action is not one Enter away: its dialog starts on reject unless told otherwise.
  const focusReject = (options.defaultFocus ?? (options.danger ? 'reject' : 'accept')) === 'reject';
  const acceptRef = useRef<HTMLButtonElement>(null);
  const rejectRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onSettle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (focusReject ? rejectRef : acceptRef).current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed left-1/2 z-50 w-[calc(100vw-2rem)] max-w-dialog-sm -translate-x-1/2 rounded-lg border border-line bg-surface p-6 shadow-[var(--shadow-overlay)] outline-none',
            positions[options.position ?? 'center'],
          )}
        >
          <div className="flex items-start gap-3">
            <ConfirmIcon icon={options.icon ?? (options.danger ? 'danger' : undefined)} />
            <div className="min-w-0 flex-1">
              <AlertDialog.Title className="text-base font-semibold text-ink">{options.header}</AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="mt-2 text-sm text-ink-muted">
                  {attention ? (
                    <Suspense fallback={null}>
                      <SafeHtml html={options.message} />
                    </Suspense>
                  ) : (
                    <p>{options.message}</p>
                  )}
                </div>
              </AlertDialog.Description>
            </div>
            {attention ? null : (
              <button
                type="button"
                aria-label={t('actions.close')}
                onClick={() => onSettle(false)}
                className="-mt-1 -mr-2 rounded-md p-1.5 text-ink-subtle transition-colors duration-150 hover:bg-surface-muted hover:text-ink"
              >
                <Icon name="close" />
              </button>
            )}
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button ref={rejectRef} variant="secondary" onClick={() => onSettle(false)}>
                {options.rejectLabel ?? t('actions.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button ref={acceptRef} variant={options.danger ? 'danger' : 'primary'} onClick={() => onSettle(true)}>
                {options.acceptLabel ?? t('actions.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ConfirmIcon({ icon }: { icon: ConfirmOptions['icon'] }) {
  if (!icon) return null;
  if (isValidElement(icon)) return <span className="mt-0.5">{icon as ReactNode}</span>;
  const tone = icon === 'danger' ? 'text-danger' : icon === 'warn' ? 'text-warning' : 'text-accent';
  return (
    <span className={cn('mt-0.5', tone)}>
      <Icon name={icon === 'danger' ? 'danger' : icon === 'warn' ? 'warn' : 'info'} className="size-5" />
    </span>
  );
}
