import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundRoute, RouteError } from '@/components/errors/route-error';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { DefaultLayout } from '@/app/layouts/default-layout';
import { anonymousOnly } from '@/features/auth/guards';
import { revalidateOnEveryNavigation, signedInLoader } from '@/app/loaders';
import { withNamespaces } from '@/lib/i18n';

/**
 * The route table of spec section 2. Screens load lazily (each a route module exporting `Component`,
 * and optionally `loader` and `ErrorBoundary`), so the sign-in page ships only what it needs.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'auth',
        Component: AuthLayout,
        loader: anonymousOnly,
        children: [
          { path: 'sign-in', lazy: () => import('@/features/auth/routes/sign-in') },
          { path: 'sign-up', lazy: () => import('@/features/auth/routes/sign-up') },
          { path: 'forgot-password', lazy: () => import('@/features/auth/routes/forgot-password') },
          { path: 'reset-password/:token', lazy: () => import('@/features/auth/routes/reset-password') },
          { path: 'activate-user/:token', lazy: () => import('@/features/auth/routes/activate-user') },
          { path: 'invite-user/:token', lazy: () => import('@/features/auth/routes/invite-user') },
        ],
      },
      {
        loader: signedInLoader,
        shouldRevalidate: revalidateOnEveryNavigation,
        children: [
          {
            index: true,
            lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/root-redirect')),
          },
          {
            Component: DefaultLayout,
            children: [
              {
                path: 'v1.0/projects',
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/project-list')),
              },
              {
                path: 'v1.0/projects/new',
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'v1.0/projects/example',
                lazy: () =>
                  withNamespaces(['projects', 'workspace'], () => import('@/features/workspace/routes/example-v10')),
              },
              {
                path: 'v1.0/projects/:id',
                lazy: () =>
                  withNamespaces(['workspace', 'projects'], () => import('@/features/workspace/routes/project-v10')),
              },
              {
                path: 'projects/new',
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'v1.1/projects/new',
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'projects/:id/*',
                lazy: () =>
                  withNamespaces(['workspace', 'projects'], () => import('@/features/workspace/routes/project')),
              },
              {
                path: 'v1.1/projects/:id/*',
                lazy: () =>
                  withNamespaces(['workspace', 'projects'], () => import('@/features/workspace/routes/project')),
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
