import { emptyDocument, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { createDocumentStore, HISTORY_LIMIT, isDirty } from './document-store';

const withQuestion = (keyQuestion: string) => (doc: ProjectDocument) => ({
  ...doc,
  brief: { ...doc.brief, keyQuestion },
});

describe('the document store', () => {
  it('applies operations, undoes and redoes them', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    store.getState().apply(withQuestion('A'));
    store.getState().apply(withQuestion('B'));
    expect(store.getState().content.document.brief.keyQuestion).toBe('B');
    store.getState().undo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('A');
    store.getState().undo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('');
    store.getState().redo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('A');
    store.getState().apply(withQuestion('C'));
    store.getState().redo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('C');
  });

  it('folds quick edits of one field into one undo step', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    store.getState().apply(withQuestion('H'), { coalesceKey: 'brief.keyQuestion', now: 1000 });
    store.getState().apply(withQuestion('Ho'), { coalesceKey: 'brief.keyQuestion', now: 1300 });
    store.getState().apply(withQuestion('How'), { coalesceKey: 'brief.keyQuestion', now: 1600 });
    store.getState().apply(withQuestion('How?'), { coalesceKey: 'brief.keyQuestion', now: 5000 });
    store.getState().undo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('How');
    store.getState().undo();
    expect(store.getState().content.document.brief.keyQuestion).toBe('');
  });

  it('ignores operations that change nothing, and every edit when read-only', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    store.getState().apply((doc) => doc);
    expect(store.getState().past).toHaveLength(0);
    const readOnly = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1, true);
    readOnly.getState().apply(withQuestion('X'));
    expect(readOnly.getState().content.document.brief.keyQuestion).toBe('');
  });

  it('knows what is unsaved, including edits made while a save was in flight', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    store.getState().apply(withQuestion('A'));
    const sent = store.getState().content;
    expect(isDirty(store.getState())).toBe(true);
    store.getState().apply(withQuestion('AB'));
    store.getState().markSaved(sent, 2);
    expect(store.getState().revision).toBe(2);
    expect(isDirty(store.getState())).toBe(true);
    store.getState().markSaved(store.getState().content, 3);
    expect(isDirty(store.getState())).toBe(false);
  });

  it('puts the problem statement in the same history as the document', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    store.getState().setProblemStatement('Why did margins fall?', { now: 1 });
    store.getState().apply(withQuestion('How to restore 8%?'));
    store.getState().undo();
    store.getState().undo();
    expect(store.getState().content.problemStatement).toBe('Why?');
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) store.getState().apply(withQuestion(`Q${i}`));
    expect(store.getState().past).toHaveLength(HISTORY_LIMIT);
  });

  it('rebases onto their version after a conflict: theirs is the saved base, the merge one undo step away from mine', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 3);
    store.getState().apply(withQuestion('Mine'));
    const mine = store.getState().content;
    const theirs = { problemStatement: 'Why, really?', document: emptyDocument() };
    const merged = { problemStatement: 'Why, really?', document: withQuestion('Mine')(emptyDocument()) };
    store.getState().rebase(theirs, 5, merged);
    expect(store.getState()).toMatchObject({ saved: theirs, revision: 5, content: merged });
    expect(isDirty(store.getState())).toBe(true);
    store.getState().undo();
    expect(store.getState().content).toBe(mine);
  });

  it('restores a version as one undo step, marked as a milestone until a save carries it', () => {
    const store = createDocumentStore({ problemStatement: 'Why?', document: emptyDocument() }, 1);
    const restored = { problemStatement: 'Old question', document: withQuestion('Old')(emptyDocument()) };
    store.getState().replace(restored, { milestone: true });
    expect(store.getState().milestone).toBe(restored);
    store.getState().markSaved(restored, 2, null);
    expect(store.getState().milestone).toBe(restored);
    store.getState().markSaved(restored, 3, restored);
    expect(store.getState().milestone).toBeNull();
    store.getState().undo();
    expect(store.getState().content.problemStatement).toBe('Why?');
  });
});
