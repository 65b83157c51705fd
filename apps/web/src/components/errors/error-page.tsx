import { PageTitle } from '@/components/page-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoLink } from '@/components/logo-link';
import { Button } from '@/components/ui/button';

/**
 * The error page of spec section 2: 404 offers the way to `/`, anything else offers a reload.
 * Texts come from error_page.not_found.* and error_page.server_error.*. Full page (with the logo) at
 * the top level; inside a layout, a section under the layout's header.
 */
export function ErrorPage({
  statusCode,
  path,
  embedded = false,
}: {
  statusCode: number;
  path?: string;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  const notFound = statusCode === 404;
  const title = notFound ? t('error_page.not_found.title') : t('error_page.server_error.title');
  const content = (
    <div className="flex max-w-prose flex-col items-center gap-4 text-center">
      {embedded ? null : <LogoLink className="mb-6" />}
      <p className="rounded-md bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted tabular-nums">
        {statusCode}
      </p>
      <PageTitle title={title} />
      <h1 className="text-xl font-semibold tracking-tight text-ink">{title}</h1>
      <p className="text-base break-words text-ink-muted">
        {notFound
          ? t('error_page.not_found.message', { path: path ?? window.location.pathname })
          : t('error_page.server_error.message')}
      </p>
      <div className="mt-2">
        {notFound ? (
          <Link
            to="/"
            className="inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink transition-colors duration-150 hover:bg-accent-hover"
          >
            {t('error_page.not_found.button')}
          </Link>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('error_page.server_error.button')}</Button>
        )}
      </div>
    </div>
  );
  if (embedded) {
    return <section className="flex justify-center px-6 py-24">{content}</section>;
  }
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-canvas px-6 py-16">
      {content}
    </main>
  );
}
