import { LOCALES, type Locale } from '@caseboard/contracts';

/**
 * The interface language an Accept-Language header prefers among ours ("de-CH,de;q=0.9,en;q=0.8"
 * -> de), or the fallback when it names none of them.
 */
export function preferredLocale(header: string | undefined, fallback: Locale = 'en'): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.base))?.base as Locale) ?? fallback;
}
