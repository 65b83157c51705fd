import { i18n } from './i18n';

/** A date in the interface language, e.g. "15 Jan 2026" or "15.01.2026". */
export function formatDate(iso: string, style: 'medium' | 'short' = 'medium'): string {
  return new Intl.DateTimeFormat(i18n.language || 'en', { dateStyle: style }).format(new Date(iso));
}
