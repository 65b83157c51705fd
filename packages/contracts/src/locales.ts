/** The interface languages. A plain constant (no zod), so the web shell can import it at no cost. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language shown when nothing else decides, and the one without a URL prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * How the interface language appears in URLs: `no_prefix` (the language lives only in the
 * `i18n_redirected` cookie) or `prefix_except_default` (`/de/...` for German, no prefix for English).
 */
export const I18N_URL_STRATEGIES = ['no_prefix', 'prefix_except_default'] as const;
export type I18nUrlStrategy = (typeof I18N_URL_STRATEGIES)[number];
