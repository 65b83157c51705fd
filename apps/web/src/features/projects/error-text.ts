import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** Words for a failed call: the projects namespace knows its own codes, common knows the rest. */
export function errorText(error: unknown): string {
  const code = isApiError(error) ? error.code : 'unexpected_response';
  for (const key of [`projects:errors.${code}`, `common:errors.${code}`]) {
    if (i18n.exists(key)) return String(i18n.t(key as never));
  }
  return String(i18n.t('common:errors.unexpected_response' as never));
}
