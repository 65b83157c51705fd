import { LOCALES, type Locale } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { setLocale } from '@/lib/i18n';

/** Switches the interface language and stores the choice in the `i18n_redirected` cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="inline-flex items-center gap-2 text-sm text-ink-muted">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void setLocale(event.target.value as Locale)}
        className="h-8 rounded-md border border-line bg-surface px-2 text-sm text-ink hover:border-line-strong"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
