/**
 * Limits of account and feedback fields, as plain constants (no zod), so the web app's first page can
 * import them at no cost; the schemas in auth.ts and feedback.ts use the same values.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
export const FULL_NAME_MAX_LENGTH = 120;
export const LINKEDIN_URL_MAX_LENGTH = 300;
export const CONSULTING_BACKGROUND_MAX_LENGTH = 2_000;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5_000;
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'praise', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** `linkedin.com/in/<profile>` over https, on linkedin.com or one of its country subdomains. */
export function isLinkedinProfileUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    url.port === '' &&
    (host === 'linkedin.com' || host.endsWith('.linkedin.com')) &&
    /^\/in\/[^/]+\/?$/.test(url.pathname)
  );
}
