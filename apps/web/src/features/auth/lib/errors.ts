import type { RateLimitDetails } from '@caseboard/contracts';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Words for a failed call that no form field owns: rate limits with their wait, outages, the rest. */
export function describeError(error: unknown): string {
  if (isApiError(error, 'rate_limited')) {
    const seconds = (error.details as Partial<RateLimitDetails> | undefined)?.retryAfterSeconds ?? 60;
    return seconds > 90
      ? i18n.t('auth:errors.rateLimitedMinutes', { count: Math.ceil(seconds / 60) })
      : i18n.t('auth:errors.rateLimitedSeconds', { count: seconds });
  }
  if (isApiError(error, 'service_unavailable')) return i18n.t('auth:errors.serviceUnavailable');
  if (isApiError(error, 'network_error')) return i18n.t('common:errors.network_error');
  if (isApiError(error, 'unexpected_response')) return i18n.t('common:errors.unexpected_response');
  if (isApiError(error, 'validation_failed')) return i18n.t('common:errors.validation_failed');
  return i18n.t('common:errors.internal_error');
}

/** The form field a server error points at: `weak_password` -> password, `validation_failed` -> its paths. */
export function fieldErrors(error: unknown): Array<{ field: string; kind: 'common' | 'personal' | 'invalid' }> {
  if (isApiError(error, 'weak_password')) {
    const details = error.details as { path?: string; reason?: 'common' | 'personal' } | undefined;
    return [{ field: details?.path ?? 'password', kind: details?.reason ?? 'common' }];
  }
  if (isApiError(error, 'validation_failed') && Array.isArray(error.details)) {
    return (error.details as Array<{ path?: string }>)
      .map((issue) => issue.path?.replace(/^body\./, '') ?? '')
      .filter(Boolean)
      .map((field) => ({ field, kind: 'invalid' as const }));
  }
  return [];
}
