import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useConfirmStore, type ConfirmOptions } from '@/lib/confirm';
import { Button } from './ui/button';
import { Icon } from './ui/icons';

// The sanitiser only loads when an `attention` confirmation with HTML is shown.
const SafeHtml = lazy(() => import('./safe-html'));

/**
 * The confirm dialog of spec section 2: header, message, icon, accept and reject labels, focus on
 * accept unless set to reject, Escape closes, at most 480 px. In the `attention` group the message is
 * sanitised HTML and the dialog cannot be dismissed without a choice.
 */
export function ConfirmDialogHost() {
  const current = useConfirmStore((state) => state.queue[0]);
  const settle = useConfirmStore((state) => state.settle);
  if (!current) return null;
  return <ConfirmDialog key={current.id} options={current} onSettle={(accepted) => settle(current.id, accepted)} />;
}

function ConfirmDialog({ options, onSettle }: { options: ConfirmOptions; onSettle: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  const attention = options.group === 'attention';
  const closeOnEscape = !attention && options.closeOnEscape !== false;
  const focusReject = options.defaultFocus === 'reject';
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onSettle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line bg-surface p-6 shadow-[var(--shadow-overlay)]"
        >
          <div className="flex items-start gap-3">
            <ConfirmIcon icon={options.icon ?? (options.danger ? 'danger' : undefined)} />
            <div className="min-w-0 flex-1">
              <AlertDialog.Title className="text-base font-semibold">{options.header}</AlertDialog.Title>
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
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" autoFocus={focusReject} onClick={() => onSettle(false)}>
                {options.rejectLabel ?? t('actions.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={options.danger ? 'danger' : 'primary'}
                autoFocus={!focusReject}
                onClick={() => onSettle(true)}
              >
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
