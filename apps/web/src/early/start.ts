/**
 * What a page starts before the app's code has arrived (docs/decisions/036-workspace-rendering.md).
 *
 * The app's first request used to leave only once its ~150 KB of entry code had been fetched and run
 * and the router had matched the URL: then came the route's two dozen chunks, the session check queued
 * behind them, then the project lists, then the project. This script is an entry of its own
 * (vite.config.ts) that imports nothing, so it runs as soon as its one small file arrives. On a
 * workspace URL it asks for the session, the two project lists and the project, and preloads the
 * route's code, the opened step's code and its translations, all beside the app's entry code; the app
 * picks the answers up through `apiFetch` (lib/early-responses.ts) instead of asking again.
 *
 * When the server could, it has already put those answers into the page (apps/api/src/plugins/web.ts):
 * they are taken from there and not asked for at all.
 *
 * It must import nothing the app imports (only types, and packages/contracts/src/workspace-urls.ts,
 * which the app does not use): a module shared with the app would become a chunk this script waits for.
 */
import { workspaceOf, workspaceRequests } from '@caseboard/contracts/workspace-urls';
import type { EarlyResponses } from '@/lib/early-responses';

/** What the build writes into the page (`<meta name="caseboard-preload">`, vite.config.ts): files by role. */
export interface PreloadPlan {
  /** The workspace route's code (layout, route, loader), beyond the page's entry code. */
  workspace: string[];
  /** Each step's own code (a tree step with the canvas). */
  steps: Record<string, string[]>;
  /** The workspace's translations, per language. */
  namespaces: Record<string, string[]>;
}

export interface PageConfig {
  i18n?: { urlStrategy?: string; defaultLocale?: string };
}

/** The cookie lib/i18n.ts keeps the chosen language in. */
const LOCALE_COOKIE = 'i18n_redirected';

/** The language the app will start in, as lib/i18n.ts and app/locale-routing.ts decide it; a guess costs only a wasted preload. */
export function startLocale(
  pathname: string,
  cookie: string,
  languages: readonly string[],
  known: readonly string[],
  config: PageConfig,
): string {
  const fallback = config.i18n?.defaultLocale ?? 'en';
  const prefix = pathname.split('/')[1];
  if (config.i18n?.urlStrategy !== 'no_prefix' && prefix && prefix !== fallback && known.includes(prefix))
    return prefix;
  const stored = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (stored && known.includes(decodeURIComponent(stored))) return decodeURIComponent(stored);
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base && known.includes(base)) return base;
  }
  return fallback;
}

export interface EarlyPlan {
  requests: string[];
  /** Script files to preload as modules, then style sheets. */
  modules: string[];
  styles: string[];
}

/** What to start for `pathname`, or null when it is not a workspace URL. */
export function planFor(
  pathname: string,
  plan: PreloadPlan,
  config: PageConfig,
  cookie = '',
  languages: readonly string[] = [],
): EarlyPlan | null {
  const known = Object.keys(plan.namespaces);
  const workspace = workspaceOf(pathname, { urlStrategy: config.i18n?.urlStrategy, known });
  if (!workspace) return null;
  // The step the workspace opens on: its own segment, else the problem (features/workspace/lib/early-load.ts).
  const step = workspace.step && plan.steps[workspace.step] ? workspace.step : 'problem';
  const locale = startLocale(pathname, cookie, languages, known, config);
  const files = [...plan.workspace, ...(plan.namespaces[locale] ?? []), ...(plan.steps[step] ?? [])];
  const unique = [...new Set(files)];
  return {
    requests: workspaceRequests(workspace.projectId),
    modules: unique.filter((file) => file.endsWith('.js')),
    styles: unique.filter((file) => file.endsWith('.css')),
  };
}

function readJsonMeta<T>(doc: Document, name: string): T | null {
  const content = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as T;
  } catch {
    return null;
  }
}

/**
 * The answers the server put into the page (apps/api/src/plugins/web.ts firstAnswersHtml), by path,
 * as the responses the calls would have had. The elements are taken out of the page: they are read once.
 */
export function pageAnswers(doc: Document): Map<string, Response> {
  const answers = new Map<string, Response>();
  for (const element of doc.querySelectorAll('script[type="application/json"][data-caseboard-answer]')) {
    const path = element.getAttribute('data-caseboard-answer');
    const status = Number(element.getAttribute('data-status'));
    element.remove();
    if (!path || !Number.isInteger(status)) continue;
    try {
      const headers = { 'Content-Type': 'application/json; charset=utf-8' };
      answers.set(path, new Response(element.textContent, { status, headers }));
    } catch {
      // A status a response cannot carry a body with: the call is made as usual.
    }
  }
  return answers;
}

/** Starts the page's first calls and preloads; does nothing without the build's plan (the dev server). */
export function startEarly(doc: Document, win: Window & { __caseboardEarly?: EarlyResponses }): void {
  const plan = readJsonMeta<PreloadPlan>(doc, 'caseboard-preload');
  if (!plan) return;
  const config = readJsonMeta<PageConfig>(doc, 'caseboard-config') ?? {};
  const early = planFor(win.location.pathname, plan, config, doc.cookie, win.navigator.languages ?? []);
  if (!early) return;
  const inPage = pageAnswers(doc);
  // The calls first: they queue ahead of the code on the browser's six connections.
  const responses: EarlyResponses = new Map();
  for (const path of early.requests) {
    const answered = inPage.get(path);
    // As lib/api-client.ts asks, so the answer is the one it would have had.
    const response = answered
      ? Promise.resolve(answered)
      : win.fetch(path, {
          method: 'GET',
          headers: { Accept: 'application/json' },
          credentials: 'same-origin',
        });
    // A failure is the app's to report when it takes the answer; never an unhandled rejection here.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  win.__caseboardEarly = responses;
  const add = (rel: string, href: string, as?: string) => {
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = `/${href}`;
    if (as) link.as = as;
    link.crossOrigin = '';
    doc.head.appendChild(link);
  };
  for (const file of early.modules) add('modulepreload', file);
  for (const file of early.styles) add('preload', file, 'style');
}
