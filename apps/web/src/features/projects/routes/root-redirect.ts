import { rootRedirectTarget } from '@caseboard/domain';
import { redirect } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { configQueryOptions } from '@/lib/get-config';
import { projectKeys } from '@/lib/project-keys';
import { queryClient } from '@/lib/query-client';
import { getOwnProjects } from '../api/get-projects';

/**
 * `/` has no screen (spec section 2): at the project limit it opens the first project (on the screen
 * of its document version), otherwise the new-project screen. The rule lives in packages/domain.
 */
export async function loader() {
  let own;
  try {
    // Quiet on 401: this loader runs alongside the sign-in guard, whose redirect wins for visitors.
    own = await queryClient.ensureQueryData({
      queryKey: projectKeys.own(),
      queryFn: () => getOwnProjects({ quietUnauthorized: true }),
    });
  } catch (error) {
    if (isApiError(error, 'unauthorized')) return null;
    throw error;
  }
  const config = await queryClient.ensureQueryData(configQueryOptions());
  const target = rootRedirectTarget({
    projects: own.results.map((project) => ({
      id: project.id,
      snapshotBody: project.documentVersion ? { version: project.documentVersion } : {},
    })),
    total: own.total,
    maxProjects: config.maxProjects,
  });
  return redirect(target);
}

export function Component() {
  return null;
}
