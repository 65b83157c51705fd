import type { Project } from '@caseboard/contracts';
import type { Params } from 'react-router';
import { apiFetch } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { projectQueryOptions } from '../api/get-project';
import { preloadStep } from './step-modules';
import { STEPS, type Step } from './steps';

/**
 * Started by the workspace route's loader (app/router.tsx), so it runs beside the session check and
 * the route's own code instead of after them (docs/decisions/036-workspace-rendering.md): the project
 * request and the opened step's code (with the canvas on a tree step). Resolves once the step's code
 * is here, never with the project: the route shows its own progress while the project loads.
 */
export function startWorkspaceLoad(params: Params): Promise<void> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve();
  const stepParam = params['*']?.split('/')[0];
  const step: Step = STEPS.includes(stepParam as Step) ? (stepParam as Step) : 'problem';
  // Only a project not in the cache yet: the loader runs again on every step change, and a refetch of
  // an open project would give the workspace a new body under its feet.
  if (queryClient.getQueryData(projectQueryOptions(id).queryKey) === undefined) prefetchProject(id);
  return preloadStep(step);
}

function prefetchProject(id: number): void {
  // Not yet known to be signed in: a 401 here is left to the session check, which sends a visitor to
  // sign-in with the way back; the route's own query asks again after a failure.
  void queryClient.prefetchQuery({
    ...projectQueryOptions(id),
    queryFn: () => apiFetch<Project>(`/api/v1/projects/${id}`, { quietUnauthorized: true }),
    retry: false,
  });
}
