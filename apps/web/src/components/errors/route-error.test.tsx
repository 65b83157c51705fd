import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withErrorBoundaries } from '@/app/route-boundaries';
import { ApiError } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { InLayoutContext } from './error-context';
import { NotFoundRoute } from './route-error';

beforeAll(async () => {
  await initI18n('en');
});

function Layout() {
  return (
    <div>
      <header>Header</header>
      <main>
        <InLayoutContext.Provider value={true}>
          <Outlet />
        </InLayoutContext.Provider>
      </main>
    </div>
  );
}

function renderAt(path: string, routes: RouteObject[]) {
  const router = createMemoryRouter(withErrorBoundaries(routes), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('route errors', () => {
  it('a loader that answers 404 shows the not-found page with a way home', async () => {
    renderAt('/projects/9', [
      {
        path: '/projects/:id',
        loader: () => {
          throw new ApiError(404, 'not_found', 'No such project');
        },
        Component: () => null,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /projects/9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('an error while rendering inside a layout keeps the layout and offers a reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    renderAt('/x', [{ Component: Layout, children: [{ path: '/x', Component: Broken }] }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    error.mockRestore();
  });

  it('an error object with a statusCode of 404 counts as not found', async () => {
    renderAt('/y', [
      {
        path: '/y',
        loader: () => {
          throw Object.assign(new Error('gone'), { statusCode: 404 });
        },
        Component: () => null,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('unmatched paths show "Page not found: {path}"', async () => {
    renderAt('/no/such/page', [{ path: '*', Component: NotFoundRoute }]);
    expect(await screen.findByText('Page not found: /no/such/page')).toBeInTheDocument();
  });
});
