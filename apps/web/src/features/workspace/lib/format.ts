/** Numbers for charts and tables in the reader's language, compact for large values. */
export function formatNumber(value: number, locale: string): string {
  const abs = Math.abs(value);
  return new Intl.NumberFormat(locale, {
    notation: abs >= 10_000 ? 'compact' : 'standard',
    maximumFractionDigits: abs < 10 ? 1 : 0,
  }).format(value);
}
