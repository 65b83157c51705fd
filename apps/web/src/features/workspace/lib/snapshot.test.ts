import { emptyDocument, ProjectDocumentSchema } from '@caseboard/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSnapshot } from './snapshot-reader';

const hypothesisTree = {
  root: {
    id: 'h0',
    label: 'Margin can be restored',
    // Written before these fields gained their defaults: the parse fills them.
    children: [{ id: 'h1', label: 'Prices', children: [], extra: 'dropped' }],
  },
};

describe('reading a snapshot', () => {
  it('reads a 1.1 document as its schema does, defaults filled and unknown fields dropped', () => {
    const body = { ...emptyDocument(), hypothesisTree, unknownField: true };
    const parsed = parseSnapshot({ body: JSON.stringify(body) });
    expect(parsed).toEqual({ format: '1.1', document: ProjectDocumentSchema.parse(body) });
    if (parsed.format !== '1.1') throw new Error('not read as 1.1');
    expect(parsed.document.hypothesisTree?.root.children[0]).toEqual({
      id: 'h1',
      label: 'Prices',
      status: 'untested',
      evidence: [],
      children: [],
    });
  });

  it('leaves a document the fast path does not take to the schema, and tells a classic or unreadable one', () => {
    const duplicateIds = { root: { id: 'a', label: 'A', children: [{ id: 'a', label: 'B', children: [] }] } };
    expect(parseSnapshot({ body: JSON.stringify({ ...emptyDocument(), issueTree: duplicateIds }) }).format).toBe(
      'unreadable',
    );
    expect(parseSnapshot({ body: '{ not json' }).format).toBe('unreadable');
    expect(parseSnapshot({ body: JSON.stringify({ problemStatement: 'x' }) }).format).not.toBe('1.1');
  });
});

describe('reading a snapshot without the schemas', () => {
  it('reads a checked body with JSON.parse alone, and an unchecked one once the reader has loaded', async () => {
    // The reader loads once per module: only this test loads it through lib/snapshot.ts.
    const { readSnapshotNow, useParsedSnapshot } = await import('./snapshot');
    const document = ProjectDocumentSchema.parse({ ...emptyDocument(), hypothesisTree });
    const checked = { body: JSON.stringify(document), checked: true };
    expect(readSnapshotNow(checked)).toEqual({ format: '1.1', document });
    expect(readSnapshotNow({ body: '{ not json', checked: true })).toEqual({ format: 'unreadable' });

    const classic = { body: JSON.stringify({ problemStatement: 'x' }), checked: false };
    expect(readSnapshotNow(classic)).toBeUndefined();
    const hook = renderHook(({ snapshot }) => useParsedSnapshot(snapshot), { initialProps: { snapshot: classic } });
    expect(hook.result.current).toBeUndefined();
    await waitFor(() => expect(hook.result.current?.format).toBe('1.0'));
    hook.rerender({ snapshot: checked });
    expect(hook.result.current).toEqual({ format: '1.1', document });
  });
});
