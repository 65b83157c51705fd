import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

const SECTIONS = ['eligibility', 'use', 'content', 'termination', 'law'] as const;

/**
 * The beta programme terms, opened from the sign-up consent. A link-styled button opens them in a
 * modal that keeps the form as it was. (If the shell's terms overlay lands, this can open that instead.)
 */
export function BetaTermsLink({ children }: { children: string }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="font-medium text-accent underline underline-offset-2 hover:text-accent-hover">
          {children}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-[640px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-surface shadow-[var(--shadow-overlay)]">
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <Dialog.Title className="text-base font-semibold">{t('terms.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('terms.close')}
              className="rounded-sm p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {/* Focusable, so the terms scroll by keyboard too. */}
          <div tabIndex={0} className="overflow-y-auto px-6 py-5 focus-visible:outline-offset-[-2px]">
            <Dialog.Description className="text-sm text-ink-muted">{t('terms.intro')}</Dialog.Description>
            {SECTIONS.map((section) => (
              <section key={section} className="mt-5">
                <h2 className="text-sm font-semibold text-ink">{t(`terms.sections.${section}.title`)}</h2>
                <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`terms.sections.${section}.body`)}</p>
              </section>
            ))}
          </div>
          <div className="flex justify-end border-t border-line px-6 py-3">
            <Dialog.Close asChild>
              <Button variant="secondary">{t('terms.close')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
