import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useAccount } from '../api/get-account';
import { DataSection } from '../components/data-section';
import { DeleteSection } from '../components/delete-section';
import { EmailSection } from '../components/email-section';
import { HandoverSection } from '../components/handover-section';
import { NotificationsSection } from '../components/notifications-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';

const SECTIONS = ['profile', 'email', 'password', 'notifications', 'sessions', 'data', 'handover', 'delete'] as const;

/**
 * /account: the signed-in person's own account, one card per concern, with a list of the sections
 * beside them on wide screens. `/account#data` (the export e-mail's link) lands on that card.
 */
export function Component() {
  const { t } = useTranslation('account');
  const account = useAccount();
  const { hash } = useLocation();

  useEffect(() => {
    if (!account.data || !hash) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [account.data, hash]);

  return (
    <div className="mx-auto w-full max-w-5xl px-6 py-8" data-surface="account">
      <PageTitle title={t('title')} />
      <header className="mt-2">
        <h1 className="text-xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      </header>
      {account.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-3 text-sm text-ink-muted">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-accent border-r-transparent"
          />
          {t('loading')}
        </p>
      ) : account.isError ? (
        <FormAlert className="mt-8 max-w-md" title={t('loadFailed')}>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void account.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[12rem_1fr]">
          <nav aria-label={t('sectionsLabel')} className="max-lg:hidden">
            <ul className="sticky top-6 flex flex-col gap-0.5 text-sm">
              {SECTIONS.map((id) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block rounded-md px-3 py-1.5 text-ink-muted transition-colors duration-150 hover:bg-surface-muted hover:text-ink"
                  >
                    {t(`sections.${id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-col gap-6">
            <ProfileSection account={account.data} />
            <EmailSection account={account.data} />
            <PasswordSection email={account.data.email} />
            <NotificationsSection account={account.data} />
            <SessionsSection />
            <DataSection />
            <HandoverSection />
            <DeleteSection email={account.data.email} />
          </div>
        </div>
      )}
    </div>
  );
}
