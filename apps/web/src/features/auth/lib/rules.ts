import type { TFunction } from 'i18next';

/** A light plausibility check; the server validates the address properly. */
export const EMAIL_PATTERN = /^\s*[^\s@]+@[^\s@]+\.[^\s@]+\s*$/;

/** react-hook-form rules for an e-mail field, with translated messages. */
export const emailRules = (t: TFunction<'auth'>) => ({
  required: t('validation.required'),
  pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
});
