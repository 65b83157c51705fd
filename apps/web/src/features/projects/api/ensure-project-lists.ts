import type { QueryClient } from '@tanstack/react-query';
import { ownProjectsQueryOptions } from './get-projects';
import { sharedProjectsQueryOptions } from './get-shared-projects';

/**
 * Spec section 4: after authentication, before each navigation, the own and shared lists load once if
 * they are not loaded yet. A failure does not hold up the navigation: the screens show their own errors.
 */
export async function ensureProjectLists(queryClient: QueryClient): Promise<void> {
  await Promise.allSettled([
    queryClient.ensureQueryData(ownProjectsQueryOptions()),
    queryClient.ensureQueryData(sharedProjectsQueryOptions()),
  ]);
}
