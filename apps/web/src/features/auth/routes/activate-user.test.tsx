import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { Component as ActivateUser } from './activate-user';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(token: string) {
  const router = createMemoryRouter([{ path: '/auth/activate-user/:token', Component: ActivateUser }], {
    initialEntries: [`/auth/activate-user/${token}`],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the activation page', () => {
  it('activates once on load and says the account is active', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'active' }));
    renderAt('T'.repeat(43));
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'T'.repeat(43) });
  });

  it('explains the waiting list', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'waitlisted' }));
    renderAt('T'.repeat(43));
    expect(await screen.findByRole('heading', { name: 'You are on the waiting list' })).toBeVisible();
  });

  it('offers a new link when the old one expired', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(410, { code: 'token_expired', message: 'Expired' }))
      .mockResolvedValueOnce(json(202, { status: 'accepted' }));
    renderAt('T'.repeat(43));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/a new link is on its way to ada@example.com/)).toBeVisible();
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/auth/activate/resend');
  });
});
