import type { RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';

/**
 * Gives every route its own error boundary (spec: fatal errors in rendering or data loading route to
 * the error page), so an error in one screen keeps the layout around it. A lazy route module may
 * still export its own `ErrorBoundary`, which wins.
 */
export function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    if (route.ErrorBoundary || route.errorElement) return { ...route, children } as RouteObject;
    const lazy = route.lazy;
    if (typeof lazy === 'function') {
      return {
        ...route,
        children,
        lazy: async () => ({ ErrorBoundary: RouteError, ...(await lazy()) }),
      } as RouteObject;
    }
    return { ...route, children, ErrorBoundary: RouteError } as RouteObject;
  });
}
