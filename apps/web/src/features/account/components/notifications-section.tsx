import type { Account, NotificationSettings } from '@caseboard/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { toast } from '@/lib/toast';
import { useUpdateAccount } from '../api/update-account';
import { accountError } from './errors';
import { AccountSection } from './section';

const SETTINGS = ['mentions', 'sharing', 'productUpdates'] as const satisfies ReadonlyArray<keyof NotificationSettings>;

/**
 * One checkbox per kind of e-mail; each change shows at once and is saved as it is made (a refusal
 * puts the box back).
 */
export function NotificationsSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const update = useUpdateAccount();
  // A box shows its new state at once; once the server has answered, the account's own state rules.
  const [pending, setPending] = useState<Partial<NotificationSettings>>({});
  const shown: NotificationSettings = { ...account.notifications, ...pending };
  const toggle = (key: keyof NotificationSettings, value: boolean) => {
    setPending((current) => ({ ...current, [key]: value }));
    update.mutate(
      { notifications: { [key]: value } },
      {
        onSuccess: () => toast.success(t('notifications.saved')),
        onSettled: () =>
          setPending((current) => {
            const { [key]: _settled, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return (
    <AccountSection id="notifications" title={t('sections.notifications')} intro={t('notifications.intro')}>
      {update.error ? <FormAlert className="mb-4 max-w-md">{accountError(update.error)}</FormAlert> : null}
      <fieldset className="flex flex-col gap-4" aria-busy={update.isPending || undefined}>
        <legend className="sr-only">{t('sections.notifications')}</legend>
        {SETTINGS.map((key) => (
          <div key={key} className="flex items-start gap-3">
            <input
              id={`notify-${key}`}
              type="checkbox"
              checked={shown[key]}
              onChange={(event) => toggle(key, event.target.checked)}
              aria-describedby={`notify-${key}-hint`}
              className="mt-0.5 size-4 shrink-0 rounded-sm accent-accent"
            />
            <div>
              <label htmlFor={`notify-${key}`} className="text-sm font-medium text-ink">
                {t(`notifications.${key}`)}
              </label>
              <p id={`notify-${key}-hint`} className="text-xs text-ink-subtle">
                {t(`notifications.${key}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
    </AccountSection>
  );
}
