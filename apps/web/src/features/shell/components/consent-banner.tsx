import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { chooseAnalytics, useConsentStore } from '@/lib/consent';
import { showOverlay } from '@/lib/ui-store';

/**
 * The cookie consent banner: a modal dialog at the bottom of the page that only a choice closes (no
 * Escape, no click outside). Both choices are buttons of the same weight; the dialog itself takes
 * focus so neither is pre-selected.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const undecided = useConsentStore((state) => state.consent === null);
  return (
    <DialogPrimitive.Root open={undecided}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/20 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-surface shadow-[var(--shadow-overlay)] outline-none data-[state=open]:animate-sheet-in"
        >
          <div className="mx-auto flex max-w-page flex-col gap-4 px-6 py-5 lg:flex-row lg:items-center lg:gap-10">
            <div className="flex min-w-0 flex-1 gap-3">
              <span className="mt-0.5 text-accent">
                <Icon name="shield" className="size-5" />
              </span>
              <div className="min-w-0">
                <DialogPrimitive.Title className="text-base font-semibold text-ink">
                  {t('consent.title')}
                </DialogPrimitive.Title>
                <DialogPrimitive.Description className="mt-1 max-w-prose text-sm text-ink-muted">
                  {t('consent.message')}
                </DialogPrimitive.Description>
                <button
                  type="button"
                  onClick={() => showOverlay('cookiePolicy')}
                  className="mt-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
                >
                  {t('consent.policyLink')}
                </button>
              </div>
            </div>
            <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
              <Button onClick={() => chooseAnalytics('denied')}>{t('consent.necessaryOnly')}</Button>
              <Button onClick={() => chooseAnalytics('granted')}>{t('consent.accept')}</Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
