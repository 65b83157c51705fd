import { afterEach, describe, expect, it } from 'vitest';
import { configureLocaleUrls } from '@/lib/locale-url';
import { paths, safeReturnUrl } from './paths';

afterEach(() => configureLocaleUrls('no_prefix'));

describe('safeReturnUrl', () => {
  it('keeps paths on this site with their query and hash', () => {
    expect(safeReturnUrl('/projects/3?step=tree#n1')).toBe('/projects/3?step=tree#n1');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined])(
    'refuses %s (no open redirect)',
    (value) => {
      expect(safeReturnUrl(value)).toBeUndefined();
    },
  );

  it('drops the language prefix when URLs carry one, since the router adds its own', () => {
    configureLocaleUrls('prefix_except_default');
    expect(safeReturnUrl('/de/v1.0/projects?tab=shared')).toBe('/v1.0/projects?tab=shared');
    expect(safeReturnUrl('/v1.0/projects')).toBe('/v1.0/projects');
    configureLocaleUrls('no_prefix');
    expect(safeReturnUrl('/de/v1.0/projects')).toBe('/de/v1.0/projects');
  });

  it('builds the sign-in link with the encoded return path', () => {
    expect(paths.auth.signIn('/v1.0/projects?x=1')).toBe('/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects%3Fx%3D1');
  });
});
