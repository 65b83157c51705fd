import { LOCALES, type Locale } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { setLocale } from '@/lib/i18n';
import { Icon } from './ui/icons';

/**
 * Switches the interface language and stores the choice in the `i18n_redirected` cookie. A native
 * select: every keyboard, screen reader and phone already knows how to use it.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="relative inline-flex items-center text-sm text-ink-muted">
      <span className="sr-only">{t('language.label')}</span>
      <Icon name="globe" className="pointer-events-none absolute left-2 size-4 text-ink-subtle" />
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void setLocale(event.target.value as Locale)}
        className="h-8 cursor-pointer appearance-none rounded-md border border-transparent bg-transparent pr-7 pl-8 text-sm text-ink-muted transition-colors duration-150 hover:border-line hover:bg-surface hover:text-ink"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="pointer-events-none absolute right-2 size-3.5 text-ink-subtle" />
    </label>
  );
}
