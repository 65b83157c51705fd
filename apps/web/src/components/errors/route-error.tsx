import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { ErrorPage } from './error-page';

/** Error boundary of every route: fatal errors in rendering or data loading land on the error page. */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error)
    ? error.status
    : isApiError(error)
      ? error.status
      : typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
  if (status >= 500 || status === 0) console.error(error);
  return <ErrorPage statusCode={status === 404 ? 404 : status || 500} path={location.pathname} />;
}

/** The catch-all route: unmatched paths show "Page not found: {path}". */
export function NotFoundRoute() {
  const location = useLocation();
  return <ErrorPage statusCode={404} path={location.pathname} />;
}
