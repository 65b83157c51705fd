import type { AccountSession } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { accountError } from './errors';
import { AccountSection } from './section';

/** Where the account is signed in, with a sign-out per session and one for every other session. */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const error = sessions.error ?? endOne.error ?? endOthers.error;

  const device = (session: AccountSession) =>
    !session.browser && !session.os
      ? t('sessions.unknownDevice')
      : t('sessions.deviceOn', {
          browser: session.browser ?? t('sessions.unknownBrowser'),
          os: session.os ?? t('sessions.unknownSystem'),
        });
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);

  return (
    <AccountSection id="sessions" title={t('sections.sessions')} intro={t('sessions.intro')}>
      {error ? <FormAlert className="mb-4 max-w-md">{accountError(error)}</FormAlert> : null}
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-left text-sm" aria-busy={sessions.isPending || undefined}>
          <caption className="sr-only">{t('sessions.caption')}</caption>
          <thead className="bg-surface-muted text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('sessions.device')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('sessions.address')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('sessions.lastSeen')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('sessions.started')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                <span className="sr-only">{t('sessions.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((session) => (
              <tr key={session.id} className="border-t border-line">
                <td className="px-3 py-2.5">
                  <span className="font-medium text-ink">{device(session)}</span>
                  {session.current ? (
                    <span className="ml-2 rounded-sm bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent">
                      {t('sessions.thisDevice')}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2.5 font-mono text-xs text-ink-muted">
                  {session.address ?? t('sessions.unknownAddress')}
                </td>
                <td className="px-3 py-2.5 text-ink-muted">
                  {session.current ? t('sessions.now') : format.relative(session.lastSeenAt)}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">{when(session.createdAt)}</td>
                <td className="px-3 py-2.5 text-right">
                  {session.current ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="whitespace-nowrap"
                      aria-label={t('sessions.signOutLabel', { device: device(session) })}
                      busy={endOne.isPending && endOne.variables === session.id}
                      onClick={() =>
                        endOne.mutate(session.id, { onSuccess: () => toast.success(t('sessions.signedOut')) })
                      }
                    >
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex items-center gap-4">
        <Button
          variant="secondary"
          disabled={others.length === 0}
          busy={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ signedOut }) => toast.success(t('sessions.signedOutOthers', { count: signedOut })),
            })
          }
        >
          {t('sessions.signOutOthers')}
        </Button>
        {sessions.isSuccess && others.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('sessions.none')}</p>
        ) : null}
      </div>
    </AccountSection>
  );
}
