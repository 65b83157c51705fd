import type { ReactNode } from 'react';

/** One titled card of the account page; its id is the anchor the section list links to. */
export function AccountSection({
  id,
  title,
  intro,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        tone === 'danger'
          ? 'scroll-mt-6 rounded-lg border border-danger/40 bg-surface p-6'
          : 'scroll-mt-6 rounded-lg border border-line bg-surface p-6'
      }
    >
      <h2
        id={`${id}-title`}
        className={tone === 'danger' ? 'text-lg font-semibold text-danger' : 'text-lg font-semibold'}
      >
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-prose text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
