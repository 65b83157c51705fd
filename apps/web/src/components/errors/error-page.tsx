import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/**
 * The error page of spec section 2: 404 offers the way to `/`, anything else offers a reload.
 * Texts come from error_page.not_found.* and error_page.server_error.*.
 */
export function ErrorPage({ statusCode, path }: { statusCode: number; path?: string }) {
  const { t } = useTranslation();
  const notFound = statusCode === 404;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-canvas px-6 text-center">
      <Link to="/" aria-label={t('nav.home')}>
        <Logo />
      </Link>
      <p className="text-sm font-medium text-ink-subtle tabular-nums">{statusCode}</p>
      <h1 className="text-xl font-semibold">
        {notFound ? t('error_page.not_found.title') : t('error_page.server_error.title')}
      </h1>
      <p className="max-w-md text-base text-ink-muted">
        {notFound
          ? t('error_page.not_found.message', { path: path ?? window.location.pathname })
          : t('error_page.server_error.message')}
      </p>
      {notFound ? (
        <Link
          to="/"
          className="inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-hover"
        >
          {t('error_page.not_found.button')}
        </Link>
      ) : (
        <Button onClick={() => window.location.reload()}>{t('error_page.server_error.button')}</Button>
      )}
    </main>
  );
}
