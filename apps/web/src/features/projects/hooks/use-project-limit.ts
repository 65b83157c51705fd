import { isProjectLimitReached } from '@caseboard/domain';
import { useConfig } from '@/lib/get-config';
import { useOwnProjects } from '../api/get-projects';

/** The project limit of spec section 5, with the same rule the API applies. */
export function useProjectLimit() {
  const config = useConfig();
  const own = useOwnProjects();
  const total = own.data?.total;
  const max = config.data?.maxProjects;
  return {
    total,
    max,
    ready: total !== undefined && max !== undefined,
    reached: isProjectLimitReached(total, max),
  };
}
