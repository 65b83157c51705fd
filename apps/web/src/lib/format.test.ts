import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRelativeTime } from './format';

describe('formatting through Intl', () => {
  const updated = new Date(Date.UTC(2024, 9, 15));

  it('writes dates the way each language does', () => {
    expect(formatDate(updated, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('15 October 2024');
    expect(formatDate(updated, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('15. Oktober 2024');
  });

  it('writes numbers and percentages the way each language does', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'de')).toBe('12.345,5');
    expect(formatNumber(0.3, 'de', { style: 'percent' })).toBe('30\u00a0%'); // a no-break space, as German typography wants
  });

  it('says how long ago something happened', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-01-14T12:00:00Z'), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2026-01-15T09:00:00Z'), 'de', now)).toBe('vor 3 Stunden');
  });
});
