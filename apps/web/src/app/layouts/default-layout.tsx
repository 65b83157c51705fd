import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/ui/logo';
import { FeedbackButton } from '@/features/auth/components/feedback-button';
import { UserMenu } from '@/features/auth/components/user-menu';

/** The `default` layout of signed-in screens: header with logo and language, the page, a footer. */
export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <header className="flex h-14 items-center justify-between border-b border-line bg-surface px-6">
        <Link to="/" aria-label={t('nav.home')} className="rounded-md">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <FeedbackButton />
          <LanguageSwitcher />
          <UserMenu />
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-line px-6 py-4 text-xs text-ink-subtle">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
