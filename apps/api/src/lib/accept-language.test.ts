import { describe, expect, it } from 'vitest';
import { preferredLocale } from './accept-language.js';

describe('the preferred interface language', () => {
  it('is the best-ranked language we speak, else English', () => {
    expect(preferredLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7')).toBe('de');
    expect(preferredLocale('en-GB')).toBe('en');
    expect(preferredLocale('fr, it')).toBe('en');
    expect(preferredLocale('de;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('*')).toBe('en');
  });
});
