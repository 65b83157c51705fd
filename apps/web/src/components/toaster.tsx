import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useToastStore, type Toast, type ToastSeverity } from '@/lib/toast';
import { Icon, type IconName } from './ui/icons';

const severityStyle: Record<ToastSeverity, { box: string; icon: IconName }> = {
  info: { box: 'border-line bg-surface text-ink', icon: 'info' },
  success: { box: 'border-supported/30 bg-supported-soft text-ink', icon: 'success' },
  warn: { box: 'border-inconclusive/30 bg-inconclusive-soft text-ink', icon: 'warn' },
  error: { box: 'border-refuted/30 bg-refuted-soft text-ink', icon: 'error' },
  secondary: { box: 'border-line bg-surface-muted text-ink', icon: 'info' },
  contrast: { box: 'border-ink bg-ink text-white', icon: 'info' },
};

const iconColour: Record<ToastSeverity, string> = {
  info: 'text-accent',
  success: 'text-supported',
  warn: 'text-inconclusive',
  error: 'text-refuted',
  secondary: 'text-ink-muted',
  contrast: 'text-white',
};

type Position = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left' | 'top-center' | 'bottom-center';

const positions: Record<Position, string> = {
  'top-right': 'top-4 right-4',
  'top-left': 'top-4 left-4',
  'bottom-right': 'bottom-4 right-4',
  'bottom-left': 'bottom-4 left-4',
  'top-center': 'top-4 left-1/2 -translate-x-1/2',
  'bottom-center': 'bottom-4 left-1/2 -translate-x-1/2',
};

/**
 * Renders the toasts of one group (none = the default group) at a position, top right by default.
 * Radix announces each toast to screen readers; errors interrupt (assertive), the rest wait (polite).
 */
export function Toaster({ group, position = 'top-right' }: { group?: string; position?: Position }) {
  const { t } = useTranslation();
  // Select the stable array and filter outside: a selector that builds a new array on every call makes
  // zustand 5 (useSyncExternalStore) re-render forever (React error #185).
  const allToasts = useToastStore((state) => state.toasts);
  const toasts = allToasts.filter((toast) => toast.group === group);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t('toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} closeLabel={t('actions.close')} />
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed z-[100] flex w-[min(400px,calc(100vw-2rem))] flex-col gap-2 outline-none',
          positions[position],
        )}
      />
    </ToastPrimitive.Provider>
  );
}

function ToastItem({ toast, onClose, closeLabel }: { toast: Toast; onClose: () => void; closeLabel: string }) {
  const style = severityStyle[toast.severity];
  return (
    <ToastPrimitive.Root
      type={toast.severity === 'error' ? 'foreground' : 'background'}
      duration={toast.life ?? Number.POSITIVE_INFINITY}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 shadow-[var(--shadow-overlay)] data-[state=open]:animate-toast-in',
        style.box,
      )}
    >
      <span className={cn('mt-0.5', iconColour[toast.severity])}>
        <Icon name={style.icon} />
      </span>
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{toast.summary}</ToastPrimitive.Title>
        {toast.detail ? (
          <ToastPrimitive.Description
            className={cn('mt-0.5 text-sm', toast.severity === 'contrast' ? 'text-white/80' : 'text-ink-muted')}
          >
            {toast.detail}
          </ToastPrimitive.Description>
        ) : null}
        {toast.action ? (
          <ToastPrimitive.Action altText={toast.action.label} asChild>
            <button
              type="button"
              onClick={toast.action.onClick}
              className="mt-2 rounded-md border border-line-strong bg-surface px-2.5 py-1 text-sm font-medium text-ink hover:bg-surface-muted"
            >
              {toast.action.label}
            </button>
          </ToastPrimitive.Action>
        ) : null}
      </div>
      {toast.closable ? (
        <ToastPrimitive.Close aria-label={closeLabel} className="rounded-sm p-0.5 opacity-70 hover:opacity-100">
          <Icon name="close" />
        </ToastPrimitive.Close>
      ) : null}
    </ToastPrimitive.Root>
  );
}
