import { DEFAULT_LOCALE, LOCALES, type Locale } from '@caseboard/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, loadNamespace, NAMESPACES, type Namespace } from '@/locales';
import { auth } from '@/locales/en/auth';
import { common } from '@/locales/en/common';
import { readCookie, writeCookie } from './cookies';
import { localeFromPath } from './locale-url';

/** The cookie the spec names for the chosen language; kept for 365 days. */
export const LOCALE_COOKIE = 'i18n_redirected';
export { DEFAULT_LOCALE };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language the visitor prefers: the stored choice, else the browser's language, else English. */
export function preferredLocale(): Locale {
  const stored = readCookie(LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  for (const language of navigator.languages ?? [navigator.language]) {
    const base = language?.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** The language to show: a language prefix in the URL (when prefixes are on) wins over the preference. */
export function detectLocale(pathname = window.location.pathname): Locale {
  return localeFromPath(pathname) ?? preferredLocale();
}

/** Loads namespaces that are not bundled, as code-split chunks. */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLocale(language) || !NAMESPACES.includes(namespace as Namespace)) return callback(null, {});
    loadNamespace(language, namespace as Namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Starts i18n in the detected language; resolves once the first page's namespaces are there. */
export async function initI18n(locale: Locale = detectLocale()) {
  if (i18n.isInitialized) return i18n;
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      resources: { en: { common, auth } },
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      defaultNS,
      ns: ['common', 'auth'],
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: false },
    });
  document.documentElement.lang = locale;
  return i18n;
}

/** Switches the language and remembers the choice (the app layer moves the URL when prefixes are on). */
export async function setLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale, { maxAgeDays: 365 });
  await i18n.changeLanguage(locale);
}

/** For route modules: loads the namespaces a screen needs before it renders. */
export async function withNamespaces<T>(namespaces: Namespace[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
  return module;
}

export { i18n };
