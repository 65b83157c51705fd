import type { User } from '@caseboard/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { meQueryOptions } from './api/get-me';
import { anonymousOnly, requireUser } from './guards';

afterEach(() => queryClient.clear());

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

describe('route guards', () => {
  it('send a visitor to sign-in with the full original path, and without one from /', async () => {
    queryClient.setQueryData(meQueryOptions().queryKey, null);
    expect(await redirectOf(() => requireUser(args('http://localhost/v1.0/projects?tab=shared#top')))).toBe(
      '/auth/sign-in?returnUrl=%2Fv1.0%2Fprojects%3Ftab%3Dshared%23top',
    );
    expect(await redirectOf(() => requireUser(args('http://localhost/')))).toBe('/auth/sign-in');
  });

  it('send a signed-in user away from the auth pages to /', async () => {
    const user: User = { id: 1, email: 'a@example.com', fullName: 'A', locale: 'en', status: 'active' };
    queryClient.setQueryData(meQueryOptions().queryKey, user);
    expect(await redirectOf(() => anonymousOnly())).toBe('/');
    expect(await redirectOf(() => requireUser(args('http://localhost/projects/1')))).toBeNull();
  });
});
