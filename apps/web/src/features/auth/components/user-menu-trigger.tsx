import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts.at(-1)![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase();
}

/** Initials and name: the face of the account menu (also its placeholder while the menu loads). */
export const UserMenuTrigger = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { name: string; inert?: boolean }
>(function UserMenuTrigger({ name, inert = false, className, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      tabIndex={inert ? -1 : undefined}
      aria-hidden={inert || undefined}
      className={cn(
        'inline-flex h-8 max-w-56 items-center gap-2 rounded-md pr-2 pl-1 text-sm text-ink hover:bg-surface-muted data-[state=open]:bg-surface-muted',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent"
      >
        {initials(name)}
      </span>
      <span className="truncate font-medium">{name}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3.5 shrink-0 text-ink-subtle"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
});
