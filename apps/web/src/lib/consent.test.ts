import { beforeEach, describe, expect, it } from 'vitest';
import { configureAnalytics, resetAnalytics } from './analytics';
import { chooseAnalytics, CONSENT_COOKIE, readConsent, startConsent, useConsentStore } from './consent';
import { readCookie } from './cookies';

const setConsent = (value: string) => (document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Path=/`);

beforeEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  for (const script of document.querySelectorAll('script[data-analytics]')) script.remove();
  delete window.dataLayer;
  resetAnalytics();
  configureAnalytics({ url: 'https://tags.example.com/gtag/js', tagId: 'G-UNIT' });
  useConsentStore.setState({ consent: null });
});

describe('consent', () => {
  it('asks again when there is no record, an unreadable one, or one of another version', () => {
    expect(readConsent()).toBeNull();
    setConsent('not json');
    expect(readConsent()).toBeNull();
    setConsent(JSON.stringify({ necessary: true, analytics: 'granted', version: 0 }));
    expect(readConsent()).toBeNull();
    setConsent(JSON.stringify({ necessary: true, analytics: 'maybe', version: 1 }));
    expect(readConsent()).toBeNull();
    setConsent(JSON.stringify({ necessary: true, analytics: 'denied', version: 1 }));
    expect(readConsent()).toEqual({ necessary: true, analytics: 'denied', version: 1 });
  });

  it('stores each choice as the JSON record of the spec and closes the banner', () => {
    chooseAnalytics('denied');
    expect(JSON.parse(readCookie(CONSENT_COOKIE)!)).toEqual({ necessary: true, analytics: 'denied', version: 1 });
    expect(useConsentStore.getState().consent?.analytics).toBe('denied');
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
    chooseAnalytics('granted');
    expect(JSON.parse(readCookie(CONSENT_COOKIE)!)).toEqual({ necessary: true, analytics: 'granted', version: 1 });
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
  });

  it('initialises analytics at start only for a stored grant of this version', () => {
    setConsent(JSON.stringify({ necessary: true, analytics: 'denied', version: 1 }));
    startConsent();
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
    setConsent(JSON.stringify({ necessary: true, analytics: 'granted', version: 2 }));
    startConsent();
    expect(useConsentStore.getState().consent).toBeNull();
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(0);
    setConsent(JSON.stringify({ necessary: true, analytics: 'granted', version: 1 }));
    startConsent();
    expect(document.querySelectorAll('script[data-analytics]')).toHaveLength(1);
  });
});
