import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { Icon } from './ui/icons';

/** What a route may declare in its `handle` for the header: its breadcrumb, as a `common` key. */
export interface RouteHandle {
  crumb?: ParseKeys<'common'>;
}

/** The trail of the current page from the routes' `handle.crumb`; the last one is the current page. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const crumbs = useMatches().flatMap((match) => {
    const crumb = (match.handle as RouteHandle | undefined)?.crumb;
    return crumb ? [{ id: match.id, to: match.pathname, label: t(crumb) }] : [];
  });
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('nav.breadcrumb')} className="flex min-w-0 items-center gap-4">
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-line" />
      <ol className="flex min-w-0 items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.id} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <Icon name="chevronRight" className="size-3.5 shrink-0 text-ink-subtle" /> : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.to} className="truncate text-ink-muted hover:text-ink">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
