import { create } from 'zustand';
import { denyAnalytics, grantAnalytics } from './analytics';
import { readCookie, writeCookie } from './cookies';

/** The consent record of spec section 3, kept in the `cookie_consent` cookie for 365 days. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VERSION = 1;
const CONSENT_DAYS = 365;

export type AnalyticsChoice = 'granted' | 'denied';

export interface ConsentRecord {
  necessary: true;
  analytics: AnalyticsChoice;
  version: number;
}

/** The stored record, or null when there is none, it is unreadable, or it is of another version. */
export function readConsent(): ConsentRecord | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentRecord>;
    if (parsed.version !== CONSENT_VERSION) return null;
    if (parsed.analytics !== 'granted' && parsed.analytics !== 'denied') return null;
    return { necessary: true, analytics: parsed.analytics, version: CONSENT_VERSION };
  } catch {
    return null;
  }
}

interface ConsentState {
  /** The current decision; null until the visitor has chosen (the banner shows). */
  consent: ConsentRecord | null;
}

export const useConsentStore = create<ConsentState>(() => ({ consent: null }));

/** Applies and stores a choice: from the banner, the preferences dialog, or anywhere else. */
export function chooseAnalytics(analytics: AnalyticsChoice) {
  if (analytics === 'granted') grantAnalytics();
  else denyAnalytics();
  const record: ConsentRecord = { necessary: true, analytics, version: CONSENT_VERSION };
  writeCookie(CONSENT_COOKIE, JSON.stringify(record), { maxAgeDays: CONSENT_DAYS });
  useConsentStore.setState({ consent: record });
}

/** At start: read the stored decision and, when analytics was granted under this version, initialise. */
export function startConsent() {
  const consent = readConsent();
  useConsentStore.setState({ consent });
  if (consent?.analytics === 'granted') grantAnalytics();
}
