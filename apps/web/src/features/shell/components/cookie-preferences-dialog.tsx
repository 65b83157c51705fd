import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
} from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { chooseAnalytics, useConsentStore, type AnalyticsChoice } from '@/lib/consent';
import { hideOverlay, showOverlay } from '@/lib/ui-store';

/**
 * Cookie settings: centred, modal, never dismissed by a click on the mask, 960 px at most and full
 * width on small screens. Save stores the toggle; the other two set it first. Storing closes it.
 */
export default function CookiePreferencesDialog() {
  const { t } = useTranslation();
  const stored = useConsentStore((state) => state.consent?.analytics);
  const [analytics, setAnalytics] = useState(stored === 'granted');
  const analyticsId = useId();

  const store = (choice: AnalyticsChoice) => {
    setAnalytics(choice === 'granted');
    chooseAnalytics(choice);
    hideOverlay('cookiePreferences');
    toast.success(t('cookiePreferences.saved'));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && hideOverlay('cookiePreferences')}>
      <DialogContent
        size="lg"
        fullWidthOnSmall
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader title={t('cookiePreferences.title')}>
          <DialogDescription className="mt-1 max-w-prose text-sm text-ink-muted">
            {t('cookiePreferences.intro')}{' '}
            <button
              type="button"
              onClick={() => showOverlay('cookiePolicy')}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {t('cookiePreferences.policyLink')}
            </button>
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="pb-5">
          <ul className="divide-y divide-line rounded-lg border border-line">
            <li className="flex items-start gap-6 p-4">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-ink">{t('cookiePreferences.necessary.title')}</p>
                <p className="mt-1 text-sm text-ink-muted">{t('cookiePreferences.necessary.description')}</p>
              </div>
              <span className="shrink-0 rounded-md bg-surface-muted px-2 py-1 text-xs font-medium text-ink-muted">
                {t('cookiePreferences.necessary.state')}
              </span>
            </li>
            <li className="flex items-start gap-6 p-4">
              <div className="min-w-0 flex-1">
                <p id={`${analyticsId}-label`} className="text-sm font-semibold text-ink">
                  {t('cookiePreferences.analytics.title')}
                </p>
                <p id={`${analyticsId}-description`} className="mt-1 text-sm text-ink-muted">
                  {t('cookiePreferences.analytics.description')}
                </p>
              </div>
              <Switch
                checked={analytics}
                onChange={setAnalytics}
                labelledBy={`${analyticsId}-label`}
                describedBy={`${analyticsId}-description`}
              />
            </li>
          </ul>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => store('denied')}>
            {t('cookiePreferences.necessaryOnly')}
          </Button>
          <Button variant="secondary" className="sm:mr-auto" onClick={() => store('granted')}>
            {t('cookiePreferences.acceptAll')}
          </Button>
          <Button onClick={() => store(analytics ? 'granted' : 'denied')}>{t('cookiePreferences.save')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full border transition-colors duration-150',
        checked ? 'border-accent bg-accent' : 'border-ink-subtle bg-ink-subtle',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-4 rounded-full bg-surface transition-transform duration-150',
          checked ? 'translate-x-5' : 'translate-x-1',
        )}
      />
    </button>
  );
}
