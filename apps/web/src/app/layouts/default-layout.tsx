import { Outlet, useMatches } from 'react-router';
import { Breadcrumbs, type RouteHandle } from '@/components/breadcrumbs';
import { InLayoutContext } from '@/components/errors/error-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoLink } from '@/components/logo-link';
import { ProgressBar } from '@/components/progress-bar';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';
import { FeedbackButton } from '@/features/auth/components/feedback-button';
import { UserMenu } from '@/features/auth/components/user-menu';
import { cn } from '@/lib/cn';

/**
 * The `default` layout of signed-in screens: header (logo, breadcrumb, actions), the page, the footer.
 * A route whose handle says `fitWindow` gets exactly the window's height (below a floor, the page scrolls
 * as a whole rather than squeezing its panes): its main area is a flex column it fills.
 */
export function DefaultLayout() {
  const fitWindow = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fitWindow);
  return (
    <div className={cn('flex flex-col bg-canvas', fitWindow ? 'h-dvh min-h-[600px]' : 'min-h-screen')}>
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
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', fitWindow ? 'flex min-h-0 flex-col' : null)}>
        <InLayoutContext.Provider value={true}>
          <Outlet />
        </InLayoutContext.Provider>
      </main>
      <SiteFooter className="border-t border-line bg-surface" />
    </div>
  );
}
