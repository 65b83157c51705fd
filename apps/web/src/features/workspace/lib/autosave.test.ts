import { emptyDocument, type ProjectDocument } from '@caseboard/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createDocumentStore, type SnapshotContent } from '../store/document-store';
import { AutosaveController, type SaveState } from './autosave';

const edit = (text: string) => (doc: ProjectDocument) => ({ ...doc, brief: { ...doc.brief, situation: text } });

function setup(
  save: (content: SnapshotContent, revision: number, options: { milestone: boolean }) => Promise<{ revision: number }>,
) {
  const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
  const states: SaveState[] = [];
  const onConflict = vi.fn();
  const controller = new AutosaveController({
    store,
    save,
    onStateChange: (s) => states.push(s),
    onConflict,
    debounceMs: 1_500,
  });
  return { store, states, controller, onConflict };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves once, 1.5 s after the last of several quick edits, with the current revision', async () => {
    const save = vi.fn(async (_content: SnapshotContent, revision: number) => ({ revision: revision + 1 }));
    const { store, states } = setup(save);
    store.getState().apply(edit('a'));
    await vi.advanceTimersByTimeAsync(1_000);
    store.getState().apply(edit('ab'));
    await vi.advanceTimersByTimeAsync(1_400);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toBe(1);
    expect(store.getState().revision).toBe(2);
    expect(states).toEqual(['unsaved', 'saving', 'saved']);
  });

  it('saves edits made during a save right after it, with the new revision', async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (_content: SnapshotContent, revision: number) =>
        new Promise<{ revision: number }>((resolve) => (release = () => resolve({ revision: revision + 1 }))),
    );
    const { store } = setup(save);
    store.getState().apply(edit('first'));
    await vi.advanceTimersByTimeAsync(1_500);
    store.getState().apply(edit('second'));
    release!();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].document.brief.situation).toBe('second');
    expect(save.mock.calls[1]![1]).toBe(2);
  });

  it('retries with backoff while offline, then saves', async () => {
    let attempts = 0;
    const save = vi.fn(async (_content: SnapshotContent, revision: number) => {
      attempts += 1;
      if (attempts < 3) throw new ApiError(0, 'network_error', 'down');
      return { revision: revision + 1 };
    });
    const { store, states } = setup(save);
    store.getState().apply(edit('x'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(states.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts).toBe(3);
    expect(states.at(-1)).toBe('saved');
  });

  it('stops on a revision conflict and overwrites nothing until it is resolved', async () => {
    const save = vi.fn(async (_content: SnapshotContent, _revision: number): Promise<{ revision: number }> => {
      throw new ApiError(412, 'revision_conflict', 'stale');
    });
    const { store, controller, onConflict, states } = setup(save);
    store.getState().apply(edit('mine'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(onConflict).toHaveBeenCalledTimes(1);
    store.getState().apply(edit('mine, more'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('conflict');
    save.mockImplementation(async () => ({ revision: 8 }));
    store.getState().reset(store.getState().content, 7, { keepHistory: true });
    store.getState().apply(edit('mine, merged'));
    controller.resume();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({
        document: expect.objectContaining({ brief: expect.objectContaining({ situation: 'mine, merged' }) }),
      }),
      7,
      // The base is what the server holds at revision 7: a patch is made against it.
      { milestone: false, base: expect.objectContaining({ document: expect.anything() }) },
    );
    expect(states.at(-1)).toBe('saved');
  });

  it('flush waits for a save under way and then saves the edits made during it', async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (_content: SnapshotContent, revision: number) =>
        new Promise<{ revision: number }>((resolve) => (release = () => resolve({ revision: revision + 1 }))),
    );
    const { store, states, controller } = setup(save);
    store.getState().apply(edit('first'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save).toHaveBeenCalledTimes(1);
    store.getState().apply(edit('second'));
    let flushed = false;
    const flushing = controller.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toBe(false);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]![0].document.brief.situation).toBe('second');
    expect(flushed).toBe(false);
    release!();
    await flushing;
    expect(store.getState().revision).toBe(3);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves a milestone (a generation taken in, a restore) explicitly, and the edits after it as autosaves', async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (_content: SnapshotContent, revision: number, _options: { milestone: boolean }) =>
        new Promise<{ revision: number }>((resolve) => (release = () => resolve({ revision: revision + 1 }))),
    );
    const { store } = setup(save);
    store.getState().apply(edit('typed'));
    store.getState().apply(edit('generated'), { milestone: true });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save.mock.calls[0]![2]).toMatchObject({ milestone: true });
    // A second milestone while the first is in flight stays pending for the next save.
    store.getState().apply(edit('generated again'), { milestone: true });
    release!();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save.mock.calls[1]![0].document.brief.situation).toBe('generated again');
    expect(save.mock.calls[1]![2]).toMatchObject({ milestone: true });
    release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().milestone).toBeNull();
    store.getState().apply(edit('renamed'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(save.mock.calls[2]![2]).toMatchObject({ milestone: false });
  });

  describe('taking in a collaborator’s revision (hold)', () => {
    it('waits for the save under way, starts none meanwhile, and saves the merged edits from the new base after', async () => {
      let release: (() => void) | undefined;
      const save = vi.fn(
        (_content: SnapshotContent, revision: number) =>
          new Promise<{ revision: number }>((resolve) => (release = () => resolve({ revision: revision + 1 }))),
      );
      const { store, controller } = setup(save);
      store.getState().apply(edit('mine'));
      await vi.advanceTimersByTimeAsync(1_500);
      expect(save).toHaveBeenCalledTimes(1);
      let ranAt: number | undefined;
      const held = controller.hold(async () => {
        ranAt = save.mock.calls.length;
        // A collaborator's revision 5 becomes the base; an edit of mine stays on top of it.
        const state = store.getState();
        state.rebase(state.saved, 5, { ...state.content, problemStatement: 'Why now?' });
        await vi.advanceTimersByTimeAsync(5_000);
        expect(save).toHaveBeenCalledTimes(1); // nothing saved while held
      });
      release!();
      await held;
      expect(ranAt).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      expect(save).toHaveBeenCalledTimes(2);
      expect(save.mock.calls[1]![1]).toBe(5);
      expect(save.mock.calls[1]![0].problemStatement).toBe('Why now?');
    });

    it('stays stopped when the task found both changed the same field (enterConflict)', async () => {
      const save = vi.fn(async (_content: SnapshotContent, revision: number) => ({ revision: revision + 1 }));
      const { store, controller, states } = setup(save);
      store.getState().apply(edit('mine'));
      await controller.hold(async () => controller.enterConflict());
      await vi.advanceTimersByTimeAsync(5_000);
      expect(save).not.toHaveBeenCalled();
      expect(states.at(-1)).toBe('conflict');
      controller.resume();
      await vi.advanceTimersByTimeAsync(0);
      expect(save).toHaveBeenCalledTimes(1);
    });
  });
});
