import { useContext, useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { canReloadForChunks, isChunkLoadError, reloadForNewChunks } from '@/lib/chunk-reload';
import { InLayoutContext } from './error-context';
import { ErrorPage } from './error-page';

export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status || 500;
  if (typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number')
    return error.statusCode;
  return 500;
}

/**
 * The error boundary of every route: fatal errors in rendering or data loading land on the error
 * page. A code chunk that failed to load (a deploy replaced it) reloads the page once instead.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const embedded = useContext(InLayoutContext);
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForChunks());
  useEffect(() => {
    if (reloading) reloadForNewChunks();
  }, [reloading]);
  const status = statusOf(error);
  useEffect(() => {
    if (!reloading && status !== 404) console.error(error);
  }, [error, reloading, status]);
  if (reloading) return null;
  return <ErrorPage statusCode={status === 404 ? 404 : status} path={location.pathname} embedded={embedded} />;
}

/** The catch-all route: unmatched paths show "Page not found: {path}". */
export function NotFoundRoute() {
  const location = useLocation();
  return <ErrorPage statusCode={404} path={location.pathname} />;
}
