import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';

/** The title block of an auth page: the page's one h1 and a short line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1.5">
      <PageTitle title={title} />
      <h1 className="text-lg font-semibold tracking-tight text-ink">{title}</h1>
      {children ? <div className="text-sm text-ink-muted">{children}</div> : null}
    </div>
  );
}

/** The quiet link style of auth pages (sign-up from sign-in, back to sign-in, ...). */
export const linkClass = 'font-medium text-accent underline-offset-2 hover:underline';
