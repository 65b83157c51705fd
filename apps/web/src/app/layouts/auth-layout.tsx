import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { InLayoutContext } from '@/components/errors/error-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoLink } from '@/components/logo-link';
import { ProgressBar } from '@/components/progress-bar';
import { SiteFooter } from '@/components/site-footer';
import { SkipLink } from '@/components/skip-link';

const STEPS = ['problem', 'issueTree', 'hypotheses', 'workPlan', 'analyses', 'storyline'] as const;

/**
 * The `auth` layout: on wide screens a quiet panel that says what Caseboard is for, next to a
 * centred column for sign-in, sign-up and the token pages.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen bg-canvas">
      <SkipLink />
      <ProgressBar />
      <aside className="hidden w-2/5 max-w-dialog-md shrink-0 flex-col justify-between bg-ink px-12 py-10 text-white lg:flex">
        <LogoLink tone="inverse" />
        <div className="max-w-sm">
          <p className="text-xl font-semibold tracking-tight">{t('brand.headline')}</p>
          <p className="mt-3 text-sm text-white/70">{t('brand.lead')}</p>
          <ol aria-label={t('brand.chainLabel')} className="mt-10 space-y-0">
            {STEPS.map((step, index) => (
              <li key={step} className="relative flex items-center gap-3 pb-5 last:pb-0">
                {index < STEPS.length - 1 ? (
                  <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-px bg-white/20" />
                ) : null}
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full border border-white/30 text-xs text-white/80 tabular-nums"
                >
                  {index + 1}
                </span>
                <span className="text-sm text-white/90">{t(`brand.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
        </div>
        <p className="text-xs text-white/60">{t('tagline')}</p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between px-6 py-4">
          <LogoLink className="lg:invisible" />
          <LanguageSwitcher />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 pt-[8vh] pb-16 outline-none"
        >
          <div className="w-full max-w-md rounded-lg border border-line bg-surface p-8">
            <InLayoutContext.Provider value={true}>
              <Outlet />
            </InLayoutContext.Provider>
          </div>
        </main>
        <SiteFooter />
      </div>
    </div>
  );
}
