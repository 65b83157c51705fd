/**
 * What a workspace URL asks the API for first, shared by the page's first script
 * (apps/web/src/early/start.ts), which starts those calls before the app's code arrives, and the server
 * (apps/api/src/plugins/web.ts), which puts their answers into the page itself when it can. It imports
 * nothing: the first script must not wait for a chunk shared with the app.
 */

/** A workspace URL (apps/web/src/app/router.tsx: `projects/:id/*` and `v1.1/projects/:id/*`), after any language prefix. */
const WORKSPACE = /^\/(?:v1\.1\/)?projects\/([1-9]\d{0,15})(?:\/([^/?#]*))?/;

/** How the URL carries the language (I18N_URL_STRATEGY). */
export interface UrlLanguages {
  urlStrategy?: string | undefined;
  /** Languages with translations: a first segment naming one is a prefix. */
  known: readonly string[];
}

/** The app's path without a language prefix (apps/web/src/lib/locale-url.ts), when prefixes are on. */
export function withoutLanguagePrefix(pathname: string, { urlStrategy, known }: UrlLanguages): string {
  if (urlStrategy === 'no_prefix') return pathname;
  const prefix = pathname.split('/')[1];
  if (!prefix || !known.includes(prefix)) return pathname;
  return pathname.slice(prefix.length + 1) || '/';
}

/** The project a workspace URL opens and the step segment it names (if any); null for any other URL. */
export function workspaceOf(pathname: string, languages: UrlLanguages): { projectId: number; step: string } | null {
  const match = WORKSPACE.exec(withoutLanguagePrefix(pathname, languages));
  if (!match) return null;
  const projectId = Number(match[1]);
  if (!Number.isSafeInteger(projectId)) return null;
  return { projectId, step: match[2] ?? '' };
}

/** The calls the app makes first on a workspace URL, exactly as it makes them (checked in apps/web/src/early/start.test.ts). */
export function workspaceRequests(projectId: number): string[] {
  return [
    '/api/v1/auth/session', // apps/web/src/features/auth/api/get-me.ts
    '/api/v1/projects', // apps/web/src/features/projects/api/get-projects.ts
    '/api/v1/projects/shared?pageNumber=1&pageSize=10', // apps/web/src/features/projects/api/get-shared-projects.ts
    `/api/v1/projects/${projectId}`, // apps/web/src/features/workspace/api/get-project.ts
  ];
}
