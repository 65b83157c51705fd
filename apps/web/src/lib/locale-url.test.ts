import { afterEach, describe, expect, it } from 'vitest';
import { basenameFor, configureLocaleUrls, localeFromPath, localisedPath, stripLocalePrefix } from './locale-url';

afterEach(() => configureLocaleUrls('no_prefix'));

describe('language in the URL', () => {
  it('without prefixes, a path never names a language', () => {
    expect(localeFromPath('/de/auth/sign-in')).toBeNull();
    expect(basenameFor('de')).toBe('');
    expect(localisedPath('/auth/sign-in', 'de')).toBe('/auth/sign-in');
  });

  it('with prefixes, every language but the default has one', () => {
    configureLocaleUrls('prefix_except_default');
    expect(localeFromPath('/de/auth/sign-in')).toBe('de');
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/en/auth/sign-in')).toBeNull();
    expect(localeFromPath('/design/x')).toBeNull();
    expect(basenameFor('de')).toBe('/de');
    expect(basenameFor('en')).toBe('');
    expect(stripLocalePrefix('/de/v1.0/projects')).toBe('/v1.0/projects');
    expect(stripLocalePrefix('/de')).toBe('/');
    expect(localisedPath('/v1.0/projects', 'de')).toBe('/de/v1.0/projects');
    expect(localisedPath('/', 'de')).toBe('/de');
    expect(localisedPath('/de/v1.0/projects', 'en')).toBe('/v1.0/projects');
    expect(localisedPath('/de', 'en')).toBe('/');
  });
});
