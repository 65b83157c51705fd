import { configureAnalytics } from '@/lib/analytics';
import { installChunkReload } from '@/lib/chunk-reload';
import { startConsent } from '@/lib/consent';
import { initI18n } from '@/lib/i18n';
import { configureLocaleUrls } from '@/lib/locale-url';
import { loadPublicConfig } from '@/lib/public-config';
import { installLocaleHistoryGuard, resolveStartLocale } from './locale-routing';

/**
 * Everything before the first render: this deployment's configuration (from the page, so no round
 * trip in production), the language and its URL, consent (analytics starts only on a stored grant),
 * and the reload-once guard for chunks a deploy removed.
 */
export async function boot() {
  const config = await loadPublicConfig();
  configureLocaleUrls(config.i18n.urlStrategy);
  configureAnalytics(config.analytics);
  installChunkReload();
  await initI18n(resolveStartLocale());
  installLocaleHistoryGuard();
  startConsent();
}
