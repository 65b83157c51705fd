import { Outlet } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { InLayoutContext } from '@/components/errors/error-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoLink } from '@/components/logo-link';
import { ProgressBar } from '@/components/progress-bar';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { FeedbackButton } from '@/features/auth/components/feedback-button';
import { UserMenu } from '@/features/auth/components/user-menu';

/** The `default` layout of signed-in screens: header (logo, breadcrumb, actions), the page, the footer. */
export function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <SkipLink />
      <ProgressBar />
      <header className="sticky top-0 z-30 border-b border-line bg-surface">
        <div className="flex h-14 items-center gap-4 px-6">
          <LogoLink />
          <Breadcrumbs />
          <div className="ml-auto flex items-center gap-2">
            <FeedbackButton />
            <LanguageSwitcher />
            <UserMenu />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <InLayoutContext.Provider value={true}>
          <Outlet />
        </InLayoutContext.Provider>
      </main>
      <SiteFooter className="border-t border-line bg-surface" />
    </div>
  );
}
