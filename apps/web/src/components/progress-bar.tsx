import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useUiStore } from '@/lib/ui-store';

/**
 * A thin bar at the top of the page while a route loads or the app-wide `loading` flag is on. It
 * fades in after a short delay (the animation token), so quick navigations do not flash.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const loading = useUiStore((state) => state.loading);
  if (!navigating && !loading) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('status.loading')}
      className="fixed inset-x-0 top-0 z-40 h-0.5 animate-delayed-fade-in overflow-hidden bg-accent-soft"
    >
      <div className="h-full w-2/5 animate-progress bg-accent" />
    </div>
  );
}
