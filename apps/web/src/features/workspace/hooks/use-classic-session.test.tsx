import type { LegacyDocument, Project } from '@caseboard/contracts';
import { classicCommands } from '@caseboard/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { projectKeys } from '@/lib/project-keys';
import { useToastStore } from '@/lib/toast';
import { useClassicSession } from './use-classic-session';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('workspace');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useToastStore.getState().clear();
});

const legacy: LegacyDocument = {
  issueTree: { root: { id: 'q', title: 'Why did margins fall?', children: [{ id: 'i1', title: 'Prices' }] } },
};

const project = (body: unknown, revision: number, problemStatement = 'Margins fell 3 points'): Project => ({
  id: 7,
  name: 'Classic',
  model: 'offline',
  problemStatement,
  role: 'owner',
  isDemo: false,
  owner: { id: 1, fullName: 'Olga Owner', email: 'olga@example.com' },
  memberId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  projectSnapshots: [
    {
      id: 70,
      body: JSON.stringify(body),
      problemStatement,
      revision,
      updatedAt: '2026-01-01T00:00:00.000Z',
      checked: false,
    },
  ],
});

interface Call {
  method: string;
  url: string;
  ifMatch?: string;
  body?: { problemStatement: string; body: string };
}

/** A fake API: PUTs answer from `puts` in turn, GETs of the project answer `latest`. */
function fakeApi(puts: Array<{ status: number; revision?: number }>, latest?: Project) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        method: init.method ?? 'GET',
        url,
        ifMatch: headers['If-Match'],
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      if (init.method === 'PUT') {
        const answer = puts.shift()!;
        if (answer.status === 412) {
          return new Response(JSON.stringify({ code: 'revision_conflict', message: 'stale' }), { status: 412 });
        }
        // A save answers the new revision only (docs/decisions/035-cheap-saves.md).
        return new Response(JSON.stringify({ revision: answer.revision, updatedAt: '2026-01-02T00:00:00.000Z' }), {
          status: 200,
        });
      }
      return new Response(JSON.stringify(latest), { status: 200 });
    }),
  );
  return calls;
}

function open(initial: Project) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(projectKeys.detail(initial.id), initial);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useClassicSession(initial, legacy), { wrapper });
  return { ...hook, queryClient };
}

describe('the classic session', () => {
  it('saves the 1.0 body with If-Match, the problem statement kept in the body too', async () => {
    const calls = fakeApi([{ status: 200, revision: 4 }]);
    const { result } = open(project(legacy, 3));
    act(() => result.current.editor.run(classicCommands.renameIssue({ id: 'i1', title: 'Price realisation' })));
    await act(() => result.current.flush());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/v1/projects/7/snapshots/70', ifMatch: '"3"' });
    const sent = JSON.parse(calls[0]!.body!.body) as LegacyDocument;
    expect(sent.version).toBeUndefined();
    expect(sent.problemStatement).toBe('Margins fell 3 points');
    expect(sent.issueTree!.root.children![0]!.title).toBe('Price realisation');
    expect(result.current.documents.getState().revision).toBe(4);
    expect(result.current.saveState).toBe('saved');
  });

  it('on a conflict offers theirs, and "keep mine" saves mine over their revision', async () => {
    const theirs: LegacyDocument = { ...legacy, hypotheses: [{ id: 'h1', text: 'Discounts grew', status: 'open' }] };
    const calls = fakeApi([{ status: 412 }, { status: 200, revision: 6 }], project(theirs, 5));
    const { result } = open(project(legacy, 3));
    act(() => result.current.editor.run(classicCommands.renameIssue({ id: 'i1', title: 'Mine' })));
    await act(() => result.current.flush());
    await waitFor(() => expect(result.current.conflict).not.toBeNull());
    expect(result.current.saveState).toBe('conflict');
    expect(result.current.conflict!.revision).toBe(5);
    expect(result.current.conflict!.theirs.document.hypotheses).toHaveLength(1);

    act(() => result.current.keepMine());
    await act(() => result.current.flush());
    const last = calls.at(-1)!;
    expect(last).toMatchObject({ method: 'PUT', ifMatch: '"5"' });
    expect((JSON.parse(last.body!.body) as LegacyDocument).issueTree!.root.children![0]!.title).toBe('Mine');
    expect(result.current.saveState).toBe('saved');
  });

  it('when someone upgraded the project meanwhile, hands the 1.1 project to the route and says so', async () => {
    const upgraded = project({ version: '1.1', brief: {} }, 5);
    fakeApi([{ status: 412 }], upgraded);
    const { result, queryClient } = open(project(legacy, 3));
    act(() => result.current.editor.run(classicCommands.renameIssue({ id: 'i1', title: 'Mine' })));
    await act(() => result.current.flush());
    await waitFor(() => expect(queryClient.getQueryData(projectKeys.detail(7))).toEqual(upgraded));
    expect(result.current.conflict).toBeNull();
    expect(useToastStore.getState().toasts.map((toast) => toast.summary)).toEqual([
      expect.stringContaining('Someone upgraded this project to the new workspace meanwhile'),
    ]);
  });
});
