import { emptyDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from './compare.js';

const base = () => ({ problemStatement: 'Why did margins fall?', document: emptyDocument() });

describe('comparing two versions of a project', () => {
  it('finds nothing between equal versions', () => {
    expect(compareDocuments(base(), base()).same).toBe(true);
  });

  it('names the problem statement, brief fields, trees, rows and storyline that changed', () => {
    const before = base();
    before.document.issueTree = { root: { id: 'q', label: 'Q', children: [{ id: 'a', label: 'A', children: [] }] } };
    before.document.workplan = [
      {
        id: 'w1',
        hypothesisId: 'h',
        analysis: 'Old',
        dataSources: [],
        method: '',
        owner: '',
        due: '',
        status: 'planned',
        priority: 'low',
      },
    ];
    const after = structuredClone(before);
    after.problemStatement = 'How can margins recover?';
    after.document.brief.keyQuestion = 'How to restore 8%?';
    after.document.brief.constraints = ['No layoffs'];
    after.document.issueTree!.root.children.push({ id: 'b', label: 'B', children: [] });
    after.document.issueTree!.root.children[0]!.label = 'A renamed';
    after.document.workplan = [
      { ...after.document.workplan[0]!, status: 'done' },
      { ...after.document.workplan[0]!, id: 'w2', analysis: 'New' },
    ];
    after.document.storyline = {
      governingThought: 'G',
      situation: '',
      complication: '',
      resolution: '',
      keyLines: [],
      slides: [],
    };

    const result = compareDocuments(before, after);
    expect(result.same).toBe(false);
    expect(result.problemStatement).toEqual({ before: 'Why did margins fall?', after: 'How can margins recover?' });
    expect(result.brief.map((change) => change.field)).toEqual(['keyQuestion', 'constraints']);
    expect(result.brief[1]).toMatchObject({ before: '', after: 'No layoffs' });
    const tree = result.issueTree;
    expect(tree !== null && typeof tree === 'object' && tree.added.map((n) => n.id)).toEqual(['b']);
    expect(tree !== null && typeof tree === 'object' && tree.changed.map((n) => n.id)).toEqual(['a']);
    expect(result.workplan.added.map((row) => row.id)).toEqual(['w2']);
    expect(result.workplan.changed.map((c) => c.after.status)).toEqual(['done']);
    expect(result.storyline).toBe('created');
    expect(result.hypothesisTree).toBeNull();
  });
});
