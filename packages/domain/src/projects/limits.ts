/**
 * Spec section 5: the project limit is reached when the total is at or above the configured maximum.
 * With no total or no configured limit it counts as not reached.
 */
export function isProjectLimitReached(
  total: number | null | undefined,
  maxProjects: number | null | undefined,
): boolean {
  if (total == null || maxProjects == null) return false;
  return total >= maxProjects;
}
