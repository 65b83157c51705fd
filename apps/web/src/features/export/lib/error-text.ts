import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Words for a failed export or theme call: this feature's codes first, then the common ones. */
export function exportErrorText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'unexpected_response';
  for (const key of [`export:errors.${code}`, `common:errors.${code}`]) {
    if (i18n.exists(key)) return String(i18n.t(key as never));
  }
  return String(i18n.t('common:errors.unexpected_response' as never));
}
