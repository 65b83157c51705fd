import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { projectKeys } from '@/lib/project-keys';

/**
 * The project store's loading flag (spec section 4): on while any project list or project is being
 * fetched or a project is being changed. Examples and members do not count.
 */
export function useProjectsLoading(): boolean {
  const fetching = useIsFetching({
    predicate: (query) =>
      query.queryKey[0] === 'projects' && ['own', 'shared', 'detail'].includes(String(query.queryKey[1])),
  });
  const mutating = useIsMutating({ mutationKey: projectKeys.all });
  return fetching + mutating > 0;
}
