import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { showOverlay, type Overlay } from '@/lib/ui-store';

const LINKS: { overlay: Overlay; key: 'privacyPolicy' | 'cookiePolicy' | 'terms' | 'cookieSettings' }[] = [
  { overlay: 'privacyPolicy', key: 'privacyPolicy' },
  { overlay: 'cookiePolicy', key: 'cookiePolicy' },
  { overlay: 'terms', key: 'terms' },
  { overlay: 'cookiePreferences', key: 'cookieSettings' },
];

/** The foot of every page: the legal texts and cookie settings (overlays, so they are buttons). */
export function SiteFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={cn('text-xs text-ink-subtle', className)}>
      <div className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2">
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          <span aria-hidden="true" className="text-line-strong">
            ·
          </span>
          <span>{t('footer.beta')}</span>
        </p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.key}>
                <button
                  type="button"
                  onClick={() => showOverlay(link.overlay)}
                  className="rounded-sm text-ink-muted underline-offset-4 transition-colors duration-150 hover:text-ink hover:underline"
                >
                  {t(`footer.${link.key}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
