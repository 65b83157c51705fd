import { cn } from '@/lib/cn';

/** A small labelled chip; tone is never the only signal (the word is always there). */
export function Badge({
  children,
  tone = 'neutral',
  className,
}: {
  children: React.ReactNode;
  tone?: 'neutral' | 'accent' | 'pending';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex h-5 items-center gap-1 rounded-sm px-1.5 text-xs font-medium whitespace-nowrap',
        tone === 'neutral' && 'bg-surface-muted text-ink-muted',
        tone === 'accent' && 'bg-accent-soft text-accent',
        tone === 'pending' && 'bg-inconclusive-soft text-inconclusive',
        className,
      )}
    >
      {children}
    </span>
  );
}
