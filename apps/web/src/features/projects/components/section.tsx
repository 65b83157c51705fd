import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/project-store/error-text';
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

/**
 * The table of a project list: a caption for screen readers, four named columns (the first takes 30%,
 * the second the rest) and a narrow last column for the row menu.
 */
export function ProjectTable({
  caption,
  columns,
  actionsLabel,
  busy,
  children,
}: {
  caption: string;
  columns: [string, string, string, string];
  actionsLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full min-w-[720px] table-fixed text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[30%]" />
          <col />
          <col className="w-[200px]" />
          <col className="w-[120px]" />
          <col className="w-[56px]" />
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeadCell key={column}>{column}</HeadCell>
            ))}
            <HeadCell>
              <span className="sr-only">{actionsLabel}</span>
            </HeadCell>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function HeadCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 text-left text-xs font-medium text-ink-subtle">
      {children}
    </th>
  );
}

/** A list that could not be loaded: what failed and why. */
export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('projects');
  return (
    <p role="alert" className="rounded-lg border border-line bg-surface p-4 text-sm text-danger">
      {t('list.loadFailed')} {errorText(error)}
    </p>
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
