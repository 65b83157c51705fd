import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The Caseboard mark and word. Decorative mark; the word is the accessible name. */
export function Logo({ className, tone = 'default' }: { className?: string; tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 font-semibold tracking-tight',
        tone === 'inverse' ? 'text-white' : 'text-ink',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-6 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-accent" />
        <path d="M9 9h14v3H12v8h11v3H9z" fill="#fff" />
        <circle cx="21" cy="16" r="2.5" fill="#fff" />
      </svg>
      <span className="text-base">{t('appName')}</span>
    </span>
  );
}
