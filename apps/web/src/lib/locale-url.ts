import { DEFAULT_LOCALE, LOCALES, type I18nUrlStrategy, type Locale } from '@caseboard/contracts';

/**
 * The language in the URL (I18N_URL_STRATEGY). With `prefix_except_default` every language but the
 * default lives under its own prefix (`/de/auth/sign-in`), which the router takes as its basename, so
 * every link, `navigate()` and loader redirect in the app keeps the language without knowing about it.
 * With `no_prefix` (the default) URLs carry no language at all.
 */
let strategy: I18nUrlStrategy = 'no_prefix';

export function configureLocaleUrls(value: I18nUrlStrategy) {
  strategy = value;
}

export function localeUrlStrategy(): I18nUrlStrategy {
  return strategy;
}

const isLocale = (value: string | undefined): value is Locale =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

/** The language a path names by its prefix (`/de/...`), or null when it has none (or prefixes are off). */
export function localeFromPath(pathname: string): Locale | null {
  if (strategy === 'no_prefix') return null;
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : null;
}

/** The router's basename for a language: '' for the default language or without prefixes. */
export function basenameFor(locale: Locale): string {
  return strategy === 'no_prefix' || locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The path inside the app, without any language prefix. */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in another language: `/de/x` -> `/x` for English, `/x` -> `/de/x` for German. */
export function localisedPath(pathname: string, locale: Locale): string {
  const inner = stripLocalePrefix(pathname);
  const base = basenameFor(locale);
  return base ? `${base}${inner === '/' ? '' : inner}` || '/' : inner;
}
