import type { LoaderFunctionArgs } from 'react-router';
import { requireUser } from '@/features/auth/guards';
import { ensureProjectLists } from '@/features/projects/api/ensure-project-lists';
import { queryClient } from '@/lib/query-client';

/**
 * Loader of every signed-in route: the sign-in guard, then (spec section 4) the own and shared project
 * lists, loaded once if not loaded yet. It runs before each navigation, so after a sign-out clears the
 * cache the lists come back with the next screen.
 */
export async function signedInLoader(args: LoaderFunctionArgs) {
  const result = await requireUser(args);
  await ensureProjectLists(queryClient);
  return result;
}

export const revalidateOnEveryNavigation = () => true;
