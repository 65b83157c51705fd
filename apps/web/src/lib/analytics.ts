import type { PublicConfig } from '@caseboard/contracts';

/**
 * Google-tag-style analytics, loaded only after consent (see consent.ts). Nothing here talks to the
 * analytics origin before `grantAnalytics()`: no script, no cookie, no request.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    [disableFlag: `ga-disable-${string}`]: boolean | undefined;
  }
}

let settings: PublicConfig['analytics'] = null;
let loaded = false;
let enabled = false;

export function configureAnalytics(config: PublicConfig['analytics']) {
  settings = config;
}

const disableFlag = (tagId: string) => `ga-disable-${tagId}` as const;

function scriptUrl(url: string, tagId: string): string {
  const parsed = new URL(url, window.location.href);
  parsed.searchParams.set('id', tagId);
  return parsed.toString();
}

/**
 * Adds the analytics script and initialises the tag (consent defaults to denied until granted).
 * Returns false, and loads nothing, when analytics is not configured or has no tag id.
 */
export function initAnalytics(): boolean {
  if (!settings) return false;
  const { url, tagId } = settings;
  if (!tagId) {
    console.warn('Analytics is configured without a tag id (ANALYTICS_TAG_ID); no analytics script is loaded.');
    return false;
  }
  if (loaded) return true;
  window.dataLayer = window.dataLayer ?? [];
  // gtag's documented shape: it queues the `arguments` object itself, not an array.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  window.gtag('js', new Date());
  window.gtag('config', tagId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl(url, tagId);
  script.dataset.analytics = tagId;
  document.head.append(script);
  loaded = true;
  return true;
}

/** Accept: load and initialise, grant analytics storage, lift the per-tag disable flag. */
export function grantAnalytics() {
  if (!settings?.tagId) {
    initAnalytics(); // writes the console message when the tag id is missing
    return;
  }
  Reflect.deleteProperty(window, disableFlag(settings.tagId));
  if (!initAnalytics()) return;
  window.gtag?.('consent', 'update', { analytics_storage: 'granted' });
  enabled = true;
}

/** Refuse: drop every `_ga` cookie and set the per-tag disable flag so a loaded tag stays silent. */
export function denyAnalytics() {
  enabled = false;
  if (loaded) window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  if (settings?.tagId) window[disableFlag(settings.tagId)] = true;
  deleteCookiesStartingWith('_ga');
}

/** Sends an event, only when the visitor granted analytics and the tag is loaded. */
export function trackEvent(name: string, params: Record<string, unknown> = {}) {
  if (!enabled || !loaded) return;
  window.gtag?.('event', name, params);
}

/** The logo click of spec section 2: category = the current path, label "Logo". */
export function trackLogoClick(pathname: string = window.location.pathname) {
  // The analytics label is a fixed identifier, not interface text.
  trackEvent('click_logo', { event_category: pathname, event_label: 'Logo' });
}

/**
 * Deletes cookies by name prefix. Analytics sets its cookies on the registrable domain
 * (`.example.com`), so each is cleared on the host and on every parent domain too.
 */
export function deleteCookiesStartingWith(prefix: string) {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0] ?? '')
    .filter((name) => name.startsWith(prefix));
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const name of names) {
    for (const domain of domains) {
      const domainPart = domain ? `; Domain=${domain}` : '';
      document.cookie = `${name}=; Max-Age=0; Path=/${domainPart}`;
    }
  }
}

/** For tests. */
export function resetAnalytics() {
  settings = null;
  loaded = false;
  enabled = false;
}
