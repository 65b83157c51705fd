import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { BootSplash } from '@/components/boot-splash';
import type { RouteHandle } from '@/components/breadcrumbs';
import { NotFoundRoute, RouteError } from '@/components/errors/route-error';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { anonymousOnly } from '@/features/auth/guards';
import { revalidateOnEveryNavigation, signedInLoader } from '@/app/loaders';
import { claimFirstScreen } from '@/lib/first-screen';
import { withNamespaces } from '@/lib/i18n';
import { withErrorBoundaries } from './route-boundaries';

/**
 * The route table of spec section 2. Screens load lazily (each a route module exporting `Component`,
 * and optionally `loader`, `handle` and `ErrorBoundary`), so the sign-in page ships only what it
 * needs. Every route gets an error boundary (route-boundaries.ts); `handle.crumb` names a breadcrumb.
 */
/** The new-project screens sit under "My projects" in the breadcrumb. */
const newProjectCrumbs = {
  crumb: 'nav.newProject',
  parents: [{ crumb: 'nav.myProjects', to: '/v1.0/projects' }],
} satisfies RouteHandle;

/** A project screen sits under "My projects". */
const projectCrumbs = {
  crumb: 'nav.project',
  parents: [{ crumb: 'nav.myProjects', to: '/v1.0/projects' }],
} satisfies RouteHandle;

/** The workspace fits the window, so its toolbar never scrolls out of view. */
const workspaceHandle = { ...projectCrumbs, fitWindow: true } satisfies RouteHandle;

/**
 * Loaders run side by side, so this one starts the project request and the opened step's code while
 * the session is checked and the route's code loads, rather than once the route has rendered. Its
 * code is a chunk of its own: the sign-in page does not carry it.
 *
 * It resolves once the step's code is here (not the project): the workspace then renders its step
 * in the same pass as the rest. A step still on its way suspended the workspace's first render, and
 * React showed what it had held back no sooner than 300 ms after its fallback
 * (docs/decisions/036-workspace-rendering.md). A step change waits the same way, with the step on
 * screen staying until the next one can show.
 */
async function workspaceLoader({ params }: LoaderFunctionArgs) {
  // The canvas or the step comes after the route renders: the screen's other parts wait for it.
  claimFirstScreen();
  try {
    const early = await import('@/features/workspace/lib/early-load');
    await early.startWorkspaceLoad(params);
  } catch {
    // The route's own imports report a failed load.
  }
  return null;
}

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteError,
    // The first loaders (session, route chunk) take a moment: the page's brand splash stays meanwhile.
    HydrateFallback: BootSplash,
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
        // The link sent to a new address works signed in or not: the link itself proves the address.
        path: 'account/confirm-email/:token',
        Component: AuthLayout,
        children: [
          {
            index: true,
            lazy: () => withNamespaces(['account'], () => import('@/features/account/routes/confirm-email')),
          },
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
            // Signed-in chrome (user menu, feedback) stays out of the sign-in page's JavaScript.
            lazy: async () => ({ Component: (await import('@/app/layouts/default-layout')).DefaultLayout }),
            children: [
              {
                path: 'v1.0/projects',
                handle: { crumb: 'nav.myProjects' } satisfies RouteHandle,
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/project-list')),
              },
              {
                path: 'v1.0/projects/new',
                handle: newProjectCrumbs,
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'v1.0/projects/example',
                handle: projectCrumbs,
                lazy: () =>
                  withNamespaces(
                    ['projects', 'workspace'],
                    () => import('@/features/workspace/routes/example-classic'),
                  ),
              },
              {
                path: 'v1.0/projects/:id',
                handle: projectCrumbs,
                lazy: () =>
                  withNamespaces(
                    ['workspace', 'projects'],
                    () => import('@/features/workspace/routes/project-classic'),
                  ),
              },
              {
                path: 'account',
                handle: { crumb: 'nav.account' } satisfies RouteHandle,
                lazy: () => withNamespaces(['account', 'handover'], () => import('@/features/account/routes/account')),
              },
              {
                path: 'projects/new',
                handle: newProjectCrumbs,
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'v1.1/projects/new',
                handle: newProjectCrumbs,
                lazy: () => withNamespaces(['projects'], () => import('@/features/projects/routes/new-project')),
              },
              {
                path: 'projects/:id/*',
                handle: workspaceHandle,
                loader: workspaceLoader,
                lazy: () =>
                  withNamespaces(
                    ['workspace', 'projects', 'history', 'tree'],
                    () => import('@/features/workspace/routes/project'),
                  ),
              },
              {
                path: 'v1.1/projects/:id/*',
                handle: workspaceHandle,
                loader: workspaceLoader,
                lazy: () =>
                  withNamespaces(
                    ['workspace', 'projects', 'history', 'tree'],
                    () => import('@/features/workspace/routes/project'),
                  ),
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/** The router; `basename` is the language prefix (`/de`) when the URL strategy uses one (lib/locale-url.ts). */
export const createRouter = (basename = '') =>
  createBrowserRouter(withErrorBoundaries(routes), basename ? { basename } : undefined);
