import { useTranslation } from 'react-i18next';

/** The first tab stop of every layout: jumps past the header to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-sm focus:shadow-[var(--shadow-overlay)]"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
