import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { Logo } from '@/components/ui/logo';

/** The `auth` layout: a calm, centred column for sign-in, sign-up and the token pages. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="flex items-center justify-between px-6 py-4">
        <Link to="/" aria-label={t('nav.home')} className="rounded-md">
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-16">
        <div className="w-full max-w-md rounded-lg border border-line bg-surface p-8">
          <Outlet />
        </div>
      </main>
      <footer className="px-6 py-4 text-center text-xs text-ink-subtle">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
