import { ProjectDocumentSchema } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { anchorText } from './anchors';

const document = ProjectDocumentSchema.parse({
  version: '1.1',
  brief: { keyQuestion: 'How do we recover margin?' },
  issueTree: {
    root: { id: 'q', label: 'Margin', children: [{ id: 'cost', label: 'Cost per flight', children: [] }] },
  },
});

describe('anchorText', () => {
  it('finds a node by id wherever it moved, and says null once it is gone', () => {
    expect(anchorText(document, { kind: 'node', id: 'cost', step: 'issue-tree' })).toBe('Cost per flight');
    expect(anchorText(document, { kind: 'node', id: 'gone', step: 'issue-tree' })).toBeNull();
    expect(anchorText(document, { kind: 'workplanRow', id: 'r1', step: 'workplan' })).toBeNull();
    expect(anchorText(document, { kind: 'brief', id: 'brief', step: 'problem' })).toBe('How do we recover margin?');
  });
});
