import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { onSessionEnded } from '@/lib/session-events';
import { meQueryOptions } from './api/get-me';
import { endSession, handleSessionExpiry } from './session';

const respond = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const user = {
  id: 1,
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  locale: 'en' as const,
  status: 'active' as const,
};

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the session on the client', () => {
  it('ends on a 401 from any call: user and cached data are gone, the app goes to / and the call still rejects', async () => {
    queryClient.setQueryData(meQueryOptions().queryKey, user);
    queryClient.setQueryData(['projects', 'list'], { results: [{ id: 7 }], total: 1 });
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    const navigate = vi.fn();
    const stop = handleSessionExpiry(navigate);
    respond(401, { code: 'unauthorized', message: 'Sign in to continue.' });

    await expect(apiFetch('/api/v1/projects')).rejects.toMatchObject({ code: 'unauthorized' });

    expect(navigate).toHaveBeenCalledWith('/');
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['projects', 'list'])).toBeUndefined();
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    stopListening();
  });

  it('does not end on other 401s, such as a wrong password', async () => {
    queryClient.setQueryData(meQueryOptions().queryKey, user);
    const navigate = vi.fn();
    const stop = handleSessionExpiry(navigate);
    respond(401, { code: 'invalid_credentials', message: 'Wrong' });
    await expect(apiFetch('/api/v1/something')).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(user);
    stop();
  });

  it('forgets the user on sign-out', () => {
    queryClient.setQueryData(meQueryOptions().queryKey, user);
    queryClient.setQueryData(['projects', 'shared'], []);
    endSession();
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(['projects', 'shared'])).toBeUndefined();
  });
});
