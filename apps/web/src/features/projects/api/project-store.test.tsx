import type { Project, ProjectList, ProjectSummary } from '@caseboard/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { projectKeys } from '@/lib/project-keys';
import { useToastStore } from '@/lib/toast';
import { useProjectsLoading } from '../hooks/use-projects-loading';
import { useCreateProject } from './create-project';
import { ensureProjectLists } from './ensure-project-lists';
import { useDemoProjects } from './get-demo-projects';
import { ownProjectsQueryOptions } from './get-projects';
import { useUpdateProject } from './update-project';

const summary = (id: number, name: string): ProjectSummary => ({
  id,
  name,
  model: 'offline',
  problemStatement: 'Margins fell.',
  role: 'owner',
  isDemo: false,
  owner: { id: 1, fullName: 'Ada Lovelace', email: 'ada@example.com' },
  memberId: null,
  createdAt: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  documentVersion: '1.1',
});

const project = (id: number, name: string): Project => {
  const { documentVersion: _version, ...rest } = summary(id, name);
  return { ...rest, projectSnapshots: [] };
};

type Handler = (
  method: string,
  url: string,
) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
let handler: Handler;
const calls: string[] = [];

function json(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('projects');
});

let client: QueryClient;
beforeEach(() => {
  calls.length = 0;
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  useToastStore.getState().clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const { status, body } = await handler(method, url);
      return json(status, body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('the project store', () => {
  it('changes the local copy first, then sends the change', async () => {
    client.setQueryData<ProjectList>(projectKeys.own(), { results: [summary(1, 'Old name')], total: 1 });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    handler = async (method) => {
      if (method === 'PATCH') {
        await answered;
        return { status: 200, body: project(1, 'New name') };
      }
      return { status: 200, body: { results: [summary(1, 'New name')], total: 1 } };
    };
    const { result } = renderHook(() => useUpdateProject(), { wrapper });
    act(() => result.current.mutate({ id: 1, changes: { name: 'New name' } }));
    await waitFor(() => expect(client.getQueryData<ProjectList>(projectKeys.own())?.results[0]?.name).toBe('New name'));
    expect(calls).toContain('PATCH /api/v1/projects/1');
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData<ProjectList>(projectKeys.own())?.results[0]?.name).toBe('New name');
  });

  it('logs a failed update to the console, rolls it back and says so in a toast', async () => {
    client.setQueryData<ProjectList>(projectKeys.own(), { results: [summary(1, 'Old name')], total: 1 });
    client.setQueryData<Project>(projectKeys.detail(1), project(1, 'Old name'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = (method) =>
      method === 'PATCH'
        ? { status: 403, body: { code: 'forbidden', message: 'You may not do this.' } }
        : { status: 200, body: { results: [summary(1, 'Old name')], total: 1 } };
    const { result } = renderHook(() => useUpdateProject(), { wrapper });
    act(() => result.current.mutate({ id: 1, changes: { name: 'Rejected' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<ProjectList>(projectKeys.own())?.results[0]?.name).toBe('Old name');
    expect(client.getQueryData<Project>(projectKeys.detail(1))?.name).toBe('Old name');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('rolled back'), expect.anything());
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({
        severity: 'error',
        summary: 'The change could not be saved',
        detail: 'Your role does not allow this.',
      }),
    ]);
  });

  it('fetches the own list again after creating a project', async () => {
    handler = () => ({ status: 200, body: { results: [], total: 0 } });
    await client.prefetchQuery(ownProjectsQueryOptions());
    calls.length = 0;
    handler = (method) =>
      method === 'POST'
        ? { status: 201, body: project(7, 'Fresh') }
        : { status: 200, body: { results: [summary(7, 'Fresh')], total: 1 } };
    const { result } = renderHook(() => useCreateProject(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Fresh', model: 'offline', problemStatement: '', body: '{}' }));
    expect(calls).toEqual(['POST /api/v1/projects', 'GET /api/v1/projects']);
    await waitFor(() => expect(client.getQueryData<ProjectList>(projectKeys.own())?.total).toBe(1));
    expect(client.getQueryData<Project>(projectKeys.detail(7))?.name).toBe('Fresh');
  });

  it('fetches the worked examples only once', async () => {
    handler = () => ({ status: 200, body: { results: [], total: 0 } });
    const first = renderHook(() => useDemoProjects(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();
    const second = renderHook(() => useDemoProjects(), { wrapper });
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    await client.invalidateQueries({ queryKey: projectKeys.own() });
    expect(calls.filter((call) => call.endsWith('/demo'))).toHaveLength(1);
  });

  it('loads the own and shared lists once, whatever the number of navigations', async () => {
    handler = () => ({ status: 200, body: { results: [], total: 0 } });
    await ensureProjectLists(client);
    await ensureProjectLists(client);
    await ensureProjectLists(client);
    expect(calls.sort()).toEqual(['GET /api/v1/projects', 'GET /api/v1/projects/shared?pageNumber=1&pageSize=10']);
  });

  it('does not hold up a navigation when a list cannot be loaded', async () => {
    handler = () => ({ status: 500, body: { code: 'internal_error', message: 'x' } });
    await expect(ensureProjectLists(client)).resolves.toBeUndefined();
  });

  it('raises the loading flag while a list loads or a project is being updated', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    handler = async () => {
      await answered;
      return { status: 200, body: { results: [], total: 0 } };
    };
    const { result } = renderHook(() => useProjectsLoading(), { wrapper });
    expect(result.current).toBe(false);
    act(() => void client.prefetchQuery({ queryKey: projectKeys.own(), queryFn: () => fetch('/api/v1/projects') }));
    await waitFor(() => expect(result.current).toBe(true));
    release();
    await waitFor(() => expect(result.current).toBe(false));
  });
});
