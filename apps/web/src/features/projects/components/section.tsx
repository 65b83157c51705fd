import type { ReactNode } from 'react';

/** A titled block of the project list. */
export function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <div className="mb-3 flex items-end justify-between gap-4">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function TableFrame({ children }: { children: ReactNode }) {
  return <div className="overflow-x-auto rounded-lg border border-line bg-surface">{children}</div>;
}

export function HeadCell({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={`px-3 py-2 text-left text-xs font-medium text-ink-subtle ${className}`}>
      {children}
    </th>
  );
}

export function LoadingRows({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2 rounded-lg border border-line bg-surface p-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-5 animate-pulse rounded-sm bg-surface-muted" />
      ))}
    </div>
  );
}
