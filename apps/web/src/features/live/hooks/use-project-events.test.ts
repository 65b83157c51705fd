import type { LiveEvent } from '@caseboard/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectLiveOptions } from '@/components/project-live';
import { useProjectEvents } from './use-project-events';

/** A stand-in for the browser's EventSource that a test drives by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  send(event: LiveEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent<string>));
  }
  fail() {
    act(() => this.onerror?.());
  }
  close() {
    this.closed = true;
  }
}

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  fetchMock.mockClear();
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const options = (overrides: Partial<ProjectLiveOptions> = {}): ProjectLiveOptions => ({
  projectId: 7,
  enabled: true,
  step: 'issue-tree',
  editing: null,
  onRevision: vi.fn(),
  onRevoked: vi.fn(),
  ...overrides,
});

const ada = { userId: 1, name: 'Ada Lovelace', initials: 'AL', step: 'issue-tree' as const, editing: null };

describe('useProjectEvents', () => {
  it('reports revisions on connect and on events, and keeps the people present', () => {
    const onRevision = vi.fn();
    const { result } = renderHook(() => useProjectEvents(options({ onRevision })));
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/v1/projects/7/events');
    source.send({ type: 'ready', you: 2, revisions: [{ snapshotId: 70, revision: 4 }], people: [ada] });
    expect(result.current).toMatchObject({ status: 'live', you: 2, people: [ada] });
    expect(onRevision).toHaveBeenLastCalledWith({ snapshotId: 70, revision: 4 });
    source.send({ type: 'revision', snapshotId: 70, revision: 5, etag: '"5"', authorId: 1, milestone: false });
    expect(onRevision).toHaveBeenLastCalledWith({ snapshotId: 70, revision: 5 });
    source.send({ type: 'presence', people: [] });
    expect(result.current.people).toEqual([]);
  });

  it('reconnects after a drop with a growing wait, and catches up through ready', async () => {
    const onRevision = vi.fn();
    const { result } = renderHook(() => useProjectEvents(options({ onRevision })));
    FakeEventSource.opened[0]!.fail();
    expect(result.current.status).toBe('offline');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.fail();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakeEventSource.opened).toHaveLength(3);
    FakeEventSource.opened[2]!.send({
      type: 'ready',
      you: 2,
      revisions: [{ snapshotId: 70, revision: 9 }],
      people: [],
    });
    expect(onRevision).toHaveBeenCalledWith({ snapshotId: 70, revision: 9 });
    expect(result.current.status).toBe('live');
  });

  it('stops for good when access is revoked', async () => {
    const onRevoked = vi.fn();
    const { result } = renderHook(() => useProjectEvents(options({ onRevoked })));
    const source = FakeEventSource.opened[0]!;
    source.send({ type: 'revoked' });
    expect(source.closed).toBe(true);
    expect(onRevoked).toHaveBeenCalledOnce();
    expect(result.current.status).toBe('ended');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('announces presence at once, on a change of item, and every 20 s', async () => {
    const { rerender } = renderHook((props: ProjectLiveOptions) => useProjectEvents(props), {
      initialProps: options(),
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/projects/7/presence');
    expect(JSON.parse(init.body as string)).toEqual({ step: 'issue-tree', editing: null });
    rerender(options({ editing: 'n1' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('connects to nothing when disabled (a worked example)', () => {
    const { result } = renderHook(() => useProjectEvents(options({ enabled: false })));
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.status).toBe('offline');
  });
});
