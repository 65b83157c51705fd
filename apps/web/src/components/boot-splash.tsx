import { useTranslation } from 'react-i18next';
import { Logo } from './ui/logo';

/** What shows while the first route loads: the same brand splash as index.html, so nothing flashes. */
export function BootSplash() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-screen items-center justify-center bg-canvas">
      <Logo />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}
