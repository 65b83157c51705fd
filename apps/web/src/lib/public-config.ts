import { DEFAULT_LOCALE, LOCALES, type PublicConfig } from '@caseboard/contracts';
import { apiFetch } from './api-client';

/** What the app assumes when the server cannot tell it (the dev server, or the API down at start). */
export const FALLBACK_CONFIG: PublicConfig = {
  maxProjects: 3,
  analytics: null,
  consultingApiBase: '/api/v1/ai',
  models: [],
  locales: [...LOCALES],
  i18n: { urlStrategy: 'no_prefix', defaultLocale: DEFAULT_LOCALE },
  links: { feedbackForm: null, dataRequestForm: null },
  legalOperator: { name: null, address: null, email: null },
  buildId: 'dev',
};

let current: PublicConfig = FALLBACK_CONFIG;
let fromServerPage = false;

/**
 * The server writes GET /api/v1/config into the page (`<meta name="caseboard-config">`), so the
 * production app knows it before its first render; the dev server's page has none, so it asks.
 */
export function readPageConfig(doc: Document = document): PublicConfig | null {
  const content = doc.querySelector('meta[name="caseboard-config"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as Partial<PublicConfig>;
    // A structural check rather than the zod schema: this runs on every page, zod does not ship there.
    return parsed && typeof parsed.buildId === 'string' && parsed.i18n ? { ...FALLBACK_CONFIG, ...parsed } : null;
  } catch {
    return null;
  }
}

/** Loads the public configuration once, at start; never throws (falls back to the defaults). */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const fromPage = readPageConfig();
  if (fromPage) {
    current = fromPage;
    fromServerPage = true;
    return current;
  }
  try {
    current = { ...FALLBACK_CONFIG, ...(await apiFetch<PublicConfig>('/api/v1/config')) };
  } catch (error) {
    console.warn('Could not load the public configuration; using defaults.', error);
  }
  return current;
}

/** The configuration loaded at start. */
export function publicConfig(): PublicConfig {
  return current;
}

/** The configuration as the server wrote it into the page (the same as GET /api/v1/config), if it did. */
export function pageConfig(): PublicConfig | undefined {
  return fromServerPage ? current : undefined;
}

/** For tests. */
export function setPublicConfig(config: Partial<PublicConfig>) {
  current = { ...FALLBACK_CONFIG, ...config };
  fromServerPage = false;
}
