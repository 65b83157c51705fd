import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from '@/features/auth/api/get-me';
import { getOwnProjects } from '@/features/projects/api/get-projects';
import { getSharedProjects, SHARED_PAGE_SIZE } from '@/features/projects/api/get-shared-projects';
import { getProject } from '@/features/workspace/api/get-project';
import { apiFetch } from '@/lib/api-client';
import { forgetEarlyResponses } from '@/lib/early-responses';
import { planFor, startEarly, startLocale, type PreloadPlan } from './start';

const PLAN: PreloadPlan = {
  workspace: ['assets/project-a.js', 'assets/schemas-b.js'],
  steps: {
    problem: ['assets/problem-step-c.js'],
    hypotheses: ['assets/workspace-tree-step-d.js', 'assets/tree-canvas-e.js', 'assets/tree-canvas-f.css'],
  },
  namespaces: { en: ['assets/workspace-en.js'], de: ['assets/workspace-de.js'] },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.restoreAllMocks();
  forgetEarlyResponses();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('planFor', () => {
  it('plans the calls, the route, the opened step and the translations of a workspace URL', () => {
    expect(planFor('/projects/42/hypotheses', PLAN, {})).toEqual({
      requests: [
        '/api/v1/auth/session',
        '/api/v1/projects',
        '/api/v1/projects/shared?pageNumber=1&pageSize=10',
        '/api/v1/projects/42',
      ],
      modules: [
        'assets/project-a.js',
        'assets/schemas-b.js',
        'assets/workspace-en.js',
        'assets/workspace-tree-step-d.js',
        'assets/tree-canvas-e.js',
      ],
      styles: ['assets/tree-canvas-f.css'],
    });
  });

  it('opens on the problem without a known step, and knows the 1.1 paths', () => {
    expect(planFor('/projects/7', PLAN, {})?.modules).toContain('assets/problem-step-c.js');
    expect(planFor('/projects/7/not-a-step', PLAN, {})?.modules).toContain('assets/problem-step-c.js');
    expect(planFor('/v1.1/projects/7/hypotheses/extra', PLAN, {})?.requests.at(-1)).toBe('/api/v1/projects/7');
  });

  it('starts nothing elsewhere, nor for an id the workspace would refuse', () => {
    for (const path of ['/', '/auth/sign-in', '/v1.0/projects/4', '/projects/new', '/projects/0', '/projects/-1/x'])
      expect(planFor(path, PLAN, {})).toBeNull();
    expect(planFor('/projects/99999999999999999', PLAN, {})).toBeNull();
  });

  it('reads a language prefix only when the URLs carry one', () => {
    const prefixed = { i18n: { urlStrategy: 'prefix_except_default', defaultLocale: 'en' } };
    expect(planFor('/de/projects/3/hypotheses', PLAN, prefixed)?.modules).toContain('assets/workspace-de.js');
    expect(planFor('/de/projects/3', PLAN, { i18n: { urlStrategy: 'no_prefix' } })).toBeNull();
  });
});

describe('startLocale', () => {
  it('takes the stored choice, then the browser, then the default', () => {
    expect(startLocale('/projects/1', 'a=1; i18n_redirected=de', ['en-GB'], ['en', 'de'], {})).toBe('de');
    expect(startLocale('/projects/1', '', ['fr-FR', 'de-AT'], ['en', 'de'], {})).toBe('de');
    expect(startLocale('/projects/1', '', ['fr'], ['en', 'de'], {})).toBe('en');
  });
});

describe('startEarly', () => {
  const meta = (name: string, content: unknown) => {
    const element = document.createElement('meta');
    element.name = name;
    element.content = JSON.stringify(content);
    document.head.appendChild(element);
  };

  it('asks what the app asks first, as the app asks it, and the app takes those answers', async () => {
    // The app's own calls, recorded.
    const appCalls: [string, RequestInit | undefined][] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      appCalls.push([String(input), init]);
      return String(input).endsWith('/session') ? json({ user: null }) : json({});
    });
    await getMe();
    await getOwnProjects();
    await getSharedProjects({ pageNumber: 1, pageSize: SHARED_PAGE_SIZE });
    await getProject(42);
    vi.restoreAllMocks();

    meta('caseboard-preload', PLAN);
    window.history.replaceState(null, '', '/projects/42/hypotheses');
    const earlyCalls: [string, RequestInit | undefined][] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      earlyCalls.push([String(input), init]);
      return json({ path: String(input), user: null });
    });
    startEarly(document, window);
    expect(earlyCalls).toEqual(appCalls);
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).toContainEqual(['modulepreload', '/assets/tree-canvas-e.js']);
    expect(links).toContainEqual(['preload', '/assets/tree-canvas-f.css']);

    // The app takes each answer once, then asks the server again.
    await expect(getProject(42)).resolves.toEqual({ path: '/api/v1/projects/42', user: null });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await getProject(42);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('takes the answers the server put into the page instead of asking, and asks for the rest', async () => {
    meta('caseboard-preload', PLAN);
    // As apps/api/src/plugins/web.ts writes them (`<` escaped), one of them an error.
    document.head.insertAdjacentHTML(
      'afterbegin',
      '<script type="application/json" data-caseboard-answer="/api/v1/projects/42" data-status="200">' +
        '{"id":42,"name":"a \\u003c/script> b"}</script>' +
        '<script type="application/json" data-caseboard-answer="/api/v1/auth/session" data-status="401">' +
        '{"code":"unauthorized","message":"Sign in first."}</script>' +
        // Not something the page asks for: never used.
        '<script type="application/json" data-caseboard-answer="/api/v1/other" data-status="200">{}</script>',
    );
    window.history.replaceState(null, '', '/projects/42/hypotheses');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => json({ path: String(input) }));
    startEarly(document, window);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/v1/projects',
      '/api/v1/projects/shared?pageNumber=1&pageSize=10',
    ]);
    // Read once: the data blocks leave the page.
    expect(document.querySelectorAll('script[data-caseboard-answer]')).toHaveLength(0);
    await expect(getProject(42)).resolves.toEqual({ id: 42, name: 'a </script> b' });
    await expect(apiFetch('/api/v1/auth/session')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    await expect(getOwnProjects()).resolves.toEqual({ path: '/api/v1/projects' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does nothing without the build plan (the dev server), or on another page', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    window.history.replaceState(null, '', '/projects/42/hypotheses');
    startEarly(document, window);
    meta('caseboard-preload', PLAN);
    window.history.replaceState(null, '', '/auth/sign-in');
    startEarly(document, window);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__caseboardEarly).toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
  });
});

describe('apiFetch and the early answers', () => {
  it('takes them only for a plain GET of the same path, and not once forgotten', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ from: 'server' }));
    window.__caseboardEarly = new Map([
      ['/api/x', Promise.resolve(json({ from: 'early' }))],
      ['/api/y', Promise.resolve(json({ from: 'early' }))],
    ]);
    await expect(apiFetch('/api/x', { method: 'PUT', body: {} })).resolves.toEqual({ from: 'server' });
    await expect(apiFetch('/api/x', { signal: new AbortController().signal })).resolves.toEqual({ from: 'server' });
    await expect(apiFetch('/api/x')).resolves.toEqual({ from: 'early' });
    await expect(apiFetch('/api/x')).resolves.toEqual({ from: 'server' });
    forgetEarlyResponses();
    await expect(apiFetch('/api/y')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('reads an early failure as it reads any other', async () => {
    const down = Promise.reject(new TypeError('Failed to fetch'));
    down.catch(() => undefined);
    window.__caseboardEarly = new Map([
      ['/api/gone', Promise.resolve(json({ code: 'not_found', message: 'No such project' }, 404))],
      ['/api/down', down],
    ]);
    await expect(apiFetch('/api/gone')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    await expect(apiFetch('/api/down')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
