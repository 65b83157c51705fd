import { PASSWORD_MIN_LENGTH } from '@caseboard/contracts';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Words for a failed account call: the codes the account API answers with, else a generic sentence. */
export function accountError(error: unknown): string {
  if (isApiError(error, 'wrong_password')) return i18n.t('account:errors.wrongPassword');
  if (isApiError(error, 'weak_password')) return i18n.t('account:errors.weakPassword');
  if (isApiError(error, 'rate_limited')) return i18n.t('account:errors.rateLimited');
  if (isApiError(error, 'network_error')) return i18n.t('common:errors.network_error');
  if (isApiError(error, 'validation_failed')) return i18n.t('common:errors.validation_failed');
  return i18n.t('account:errors.generic');
}

export const requiredRule = () => ({ required: i18n.t('account:errors.required') });

export const newPasswordRules = () => ({
  required: i18n.t('account:errors.required'),
  minLength: {
    value: PASSWORD_MIN_LENGTH,
    message: i18n.t('account:errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  },
});
