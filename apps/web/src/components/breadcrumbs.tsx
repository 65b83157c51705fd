import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { usePageCrumb } from './page-title';
import { Icon } from './ui/icons';

/** What a route may declare in its `handle` for the header: its breadcrumb, as a `common` key. */
export interface RouteHandle {
  crumb?: ParseKeys<'common'>;
  /** Pages above this one that are not its parent routes, e.g. "My projects" above "New project". */
  parents?: Array<{ crumb: ParseKeys<'common'>; to: string }>;
  /**
   * The page fits the window: header and footer stay, and the page's own panes scroll inside themselves
   * (the workspace; docs/decisions/026-workspace-layout-and-history.md).
   */
  fitWindow?: boolean;
}

/** The trail of the current page from the routes' `handle.crumb`; the last one is the current page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const pageName = usePageCrumb((state) => state.name);
  const crumbs = useMatches().flatMap((match) => {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.crumb) return [];
    const parents = (handle.parents ?? []).map((parent) => ({
      id: `${match.id}:${parent.to}`,
      to: parent.to,
      label: t(parent.crumb),
    }));
    return [...parents, { id: match.id, to: match.pathname, label: t(handle.crumb) }];
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumb')} className="flex min-w-0 items-center gap-4">
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-line" />
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const label: string = last && pageName ? pageName : crumb.label;
          return (
            <li key={crumb.id} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <Icon name="chevronRight" className="size-3.5 shrink-0 text-ink-subtle" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {label}
                </span>
              ) : (
                <Link to={crumb.to} className="truncate text-ink-muted hover:text-ink">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
