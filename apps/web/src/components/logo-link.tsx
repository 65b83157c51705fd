import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackLogoClick } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { Logo } from './ui/logo';

/** The logo, linking to `/`; a click sends `click_logo` (only when analytics is allowed). */
export function LogoLink({ className, tone }: { className?: string; tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('nav.logoHome')}
      onClick={() => trackLogoClick(window.location.pathname)}
      className={cn('inline-flex shrink-0 rounded-md', className)}
    >
      <Logo tone={tone} />
    </Link>
  );
}
