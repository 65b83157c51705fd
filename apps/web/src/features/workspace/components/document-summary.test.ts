import { describe, expect, it } from 'vitest';
import { summariseDocument } from './document-summary';

describe('summariseDocument', () => {
  it('counts what a 1.1 document holds', () => {
    const body = {
      version: '1.1',
      brief: { keyQuestion: 'How do we recover 150 bp?' },
      issueTree: { root: { id: 'q', label: 'Q', children: [{ id: 'a', label: 'A', children: [] }] } },
      hypothesisTree: {
        root: { id: 'h', label: 'H', status: 'supported', children: [{ id: 'h1', label: 'H1', children: [] }] },
      },
      workplan: [{ status: 'done' }, { status: 'planned' }],
      analyses: [{ findings: 'Found it' }, { findings: '' }],
      storyline: { governingThought: 'Do X.', slides: [{}, {}, {}] },
    };
    expect(summariseDocument(JSON.stringify(body))).toEqual({
      version: '1.1',
      keyQuestion: 'How do we recover 150 bp?',
      issueNodes: 2,
      hypotheses: 2,
      statuses: { supported: 1, untested: 1 },
      workplanRows: 2,
      workplanDone: 1,
      analysesWithResults: 1,
      governingThought: 'Do X.',
      storylineParts: 3,
    });
  });

  it('reads an unversioned 1.0 document and survives bodies of any shape', () => {
    const legacy = {
      issueTree: { root: { id: 'r', title: 'Why?', children: [{ id: 'a', title: 'A' }] } },
      hypotheses: [{ status: 'confirmed' }, { status: 'open' }, {}],
      storyline: { governingThought: 'Enter.', points: ['a', 'b'] },
    };
    expect(summariseDocument(JSON.stringify(legacy))).toMatchObject({
      version: null,
      keyQuestion: 'Why?',
      issueNodes: 2,
      hypotheses: 3,
      statuses: { confirmed: 1, open: 2 },
      storylineParts: 2,
    });
    expect(summariseDocument('not json')).toBeNull();
    expect(summariseDocument('[1,2]')).toMatchObject({ version: null, issueNodes: 0, hypotheses: 0 });
    expect(summariseDocument('{"issueTree":{"root":{"children":"oops"}}}')).toMatchObject({ issueNodes: 1 });
  });
});
