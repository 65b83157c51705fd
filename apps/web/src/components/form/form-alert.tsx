import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from '../ui/icons';

const tones = {
  error: { box: 'border-refuted/30 bg-refuted-soft', icon: 'error', colour: 'text-refuted' },
  warn: { box: 'border-inconclusive/30 bg-inconclusive-soft', icon: 'warn', colour: 'text-inconclusive' },
  info: { box: 'border-line bg-surface-muted', icon: 'info', colour: 'text-accent' },
  success: { box: 'border-supported/30 bg-supported-soft', icon: 'success', colour: 'text-supported' },
} as const;

/**
 * A message about a whole form (a refused sign-in, a link that expired). Errors are announced at once
 * (role="alert"); the other tones politely (role="status").
 */
export function FormAlert({
  tone = 'error',
  title,
  children,
  className,
}: {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const style = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-md border px-3 py-2.5 text-sm text-ink', style.box, className)}
    >
      <span className={cn('mt-0.5', style.colour)}>
        <Icon name={style.icon} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className="text-ink-muted">{children}</div> : null}
      </div>
    </div>
  );
}
