import { DEFAULT_LOCALE, LOCALES, type Locale } from '@caseboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { i18n, preferredLocale } from '@/lib/i18n';
import { basenameFor, localeFromPath, localeUrlStrategy, localisedPath } from '@/lib/locale-url';
import { createRouter } from './router';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language to start in. With language prefixes, the URL decides; a URL without a prefix is moved
 * to the visitor's preferred language first (the `i18n_redirected` cookie, then the browser), so an
 * e-mail link opens in the language the person chose.
 */
export function resolveStartLocale(): Locale {
  const fromUrl = localeFromPath(window.location.pathname);
  if (fromUrl) return fromUrl;
  const preferred = preferredLocale();
  if (localeUrlStrategy() === 'prefix_except_default' && preferred !== DEFAULT_LOCALE) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${localisedPath(pathname, preferred)}${search}${hash}`);
  }
  return preferred;
}

/**
 * Back and Forward may cross a language switch (`/de/x` -> `/x`): the router cannot leave its
 * basename, so the language changes first and the app builds a router for it. Installed before the
 * router so it sees `popstate` first.
 */
export function installLocaleHistoryGuard() {
  if (localeUrlStrategy() === 'no_prefix') return;
  window.addEventListener('popstate', (event) => {
    const urlLocale = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE;
    if (urlLocale === i18n.resolvedLanguage) return;
    event.stopImmediatePropagation();
    void i18n.changeLanguage(urlLocale);
  });
}

/**
 * The app's router. With language prefixes, a language switch moves the URL to the same page under
 * the new prefix and replaces the router with one for that basename (no page reload).
 */
export function useLocaleRouter() {
  const [router, setRouter] = useState(() => createRouter(basenameFor(i18n.resolvedLanguage as Locale)));
  const basename = useRef(basenameFor(i18n.resolvedLanguage as Locale));
  useEffect(() => {
    if (localeUrlStrategy() === 'no_prefix') return;
    const onLanguage = (language: string) => {
      if (!isLocale(language) || basenameFor(language) === basename.current) return;
      basename.current = basenameFor(language);
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${localisedPath(pathname, language)}${search}${hash}`);
      setRouter((previous) => {
        previous.dispose();
        return createRouter(basename.current);
      });
    };
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, []);
  return router;
}
