import type { Locale } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';

/** The Intl locale for an interface language: British English suits a product under English law. */
const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: Locale,
  options: object,
  make: (intlLocale: string) => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(INTL_LOCALES[locale] ?? locale);
    cache.set(key, formatter);
  }
  return formatter;
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return cached('date', locale, options, (l) => new Intl.DateTimeFormat(l, options)).format(new Date(value));
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', locale, options, (l) => new Intl.NumberFormat(l, options)).format(value);
}

/** "3 days ago", "in 2 hours": picks the largest unit that fits. */
export function formatRelativeTime(value: Date | string | number, locale: Locale, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = cached('relative', locale, {}, (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/** The formatters in the current interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? i18n.language) as Locale;
  return {
    locale,
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => formatDate(value, locale, options),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    relative: (value: Date | string | number) => formatRelativeTime(value, locale),
  };
}
