import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { hideOverlay, showOverlay, type Overlay } from '@/lib/ui-store';

/** The date the cookie and privacy policies were last changed (spec section 9). */
export const POLICIES_UPDATED = new Date(Date.UTC(2024, 9, 15));

/**
 * The frame of a legal text: an overlay opened and closed by its own flag. Closing clears exactly
 * that flag (the original closed the privacy policy by toggling the cookie-policy flag).
 */
export function LegalDialog({
  overlay,
  title,
  updated,
  size = 'md',
  children,
}: {
  overlay: Overlay;
  title: string;
  updated?: Date;
  size?: 'md' | 'lg';
  children: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const format = useFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && hideOverlay(overlay)}>
      <DialogContent
        size={size}
        fullWidthOnSmall
        className="h-[calc(100dvh-4rem)] max-sm:h-dvh"
        {...(updated ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader title={title} className="border-b border-line pb-4">
          {updated ? (
            <DialogDescription className="mt-1 text-xs text-ink-subtle">
              {t('common.lastUpdated', { date: format.date(updated, { dateStyle: 'long', timeZone: 'UTC' }) })}
            </DialogDescription>
          ) : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A link inside one legal text to another: one legal text at a time, settings stack on top. */
export function openFrom(current: Overlay) {
  return (target: Overlay) => {
    if (target === current) return;
    if (target !== 'cookiePreferences') hideOverlay(current);
    showOverlay(target);
  };
}

export const proseClass = 'space-y-3 text-sm leading-6 text-ink-muted';
