import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureAnalytics,
  deleteCookiesStartingWith,
  denyAnalytics,
  grantAnalytics,
  resetAnalytics,
  trackLogoClick,
} from './analytics';

const TAG = 'G-UNIT';
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics]')];
const commands = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

beforeEach(() => {
  resetAnalytics();
  delete window.dataLayer;
  delete window.gtag;
  Reflect.deleteProperty(window, `ga-disable-${TAG}`);
  for (const script of scripts()) script.remove();
});
afterEach(() => vi.restoreAllMocks());

describe('analytics', () => {
  it('loads nothing and says why when the tag id is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureAnalytics({ url: 'https://tags.example.com/gtag/js', tagId: null });
    grantAnalytics();
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tag id'));
  });

  it('does nothing at all when analytics is not configured', () => {
    configureAnalytics(null);
    grantAnalytics();
    trackLogoClick('/x');
    expect(scripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('on accept adds the script with the tag id, initialises with consent denied, then grants analytics storage', () => {
    configureAnalytics({ url: 'https://tags.example.com/gtag/js', tagId: TAG });
    window[`ga-disable-${TAG}`] = true;
    grantAnalytics();
    expect(scripts().map((s) => s.src)).toEqual([`https://tags.example.com/gtag/js?id=${TAG}`]);
    expect(scripts()[0]!.async).toBe(true);
    const sent = commands();
    expect(sent[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(sent.map((c) => c[0])).toEqual(['consent', 'js', 'config', 'consent']);
    expect(sent.at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(`ga-disable-${TAG}` in window).toBe(false);
    grantAnalytics();
    expect(scripts()).toHaveLength(1);
  });

  it('sends click_logo with the path as category and "Logo" as label, only while granted', () => {
    configureAnalytics({ url: 'https://tags.example.com/gtag/js', tagId: TAG });
    trackLogoClick('/auth/sign-in');
    expect(window.dataLayer).toBeUndefined();
    grantAnalytics();
    trackLogoClick('/v1.0/projects');
    expect(commands().at(-1)).toEqual([
      'event',
      'click_logo',
      { event_category: '/v1.0/projects', event_label: 'Logo' },
    ]);
    denyAnalytics();
    const before = commands().length;
    trackLogoClick('/v1.0/projects');
    expect(commands()).toHaveLength(before);
  });

  it('on refusal sets the per-tag disable flag, denies storage and deletes every _ga cookie', () => {
    configureAnalytics({ url: 'https://tags.example.com/gtag/js', tagId: TAG });
    grantAnalytics();
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = '_ga_UNIT=GS1.1.1; Path=/';
    document.cookie = 'keep=1; Path=/';
    denyAnalytics();
    expect(window[`ga-disable-${TAG}`]).toBe(true);
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toContain('keep=1');
    deleteCookiesStartingWith('keep');
  });
});
