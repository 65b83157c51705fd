import { isProjectLimitReached } from './limits.js';

export interface RootRedirectProject {
  id: number;
  /** The parsed body of the project's first snapshot, if any. */
  snapshotBody?: unknown;
}

export interface RootRedirectInput {
  projects: readonly RootRedirectProject[];
  total: number | null | undefined;
  maxProjects: number | null | undefined;
}

/**
 * Where `/` sends a signed-in user (spec section 2). Limit reached: the first project, on the screen of
 * its document version. Otherwise: the new-project screen.
 */
export function rootRedirectTarget({ projects, total, maxProjects }: RootRedirectInput): string {
  const first = projects[0];
  if (!isProjectLimitReached(total, maxProjects) || !first) return '/projects/new';
  const version = documentVersion(first.snapshotBody);
  return version ? `/projects/${first.id}` : `/v1.0/projects/${first.id}`;
}

/** The `version` a snapshot body carries, or undefined for unversioned (1.0) documents. */
export function documentVersion(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('version' in body)) return undefined;
  const { version } = body as { version: unknown };
  return typeof version === 'string' && version.length > 0 ? version : undefined;
}
