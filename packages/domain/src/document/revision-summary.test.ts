import { emptyDocument, type TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { summariseRevision } from './revision-summary.js';

const node = (id: string, label: string, children: TreeNode[] = []): TreeNode => ({ id, label, children });

const withTree = () => {
  const content = { problemStatement: 'Why did margins fall?', document: emptyDocument() };
  content.document.issueTree = {
    root: node('q', 'How can margins recover?', [node('c', 'Costs', [node('l', 'Labour')]), node('r', 'Revenue')]),
  };
  return content;
};

describe('summarising what a revision changed', () => {
  it('calls the first revision the creation of the project', () => {
    expect(summariseRevision(null, withTree())).toEqual([{ kind: 'created' }]);
  });

  it('has nothing to say about an unchanged document', () => {
    expect(summariseRevision(withTree(), withTree())).toEqual([]);
  });

  it('counts renamed nodes and names a single added node with its parent', () => {
    const before = withTree();
    const after = structuredClone(before);
    const [costs, revenue] = after.document.issueTree!.root.children;
    costs!.label = 'Cost base';
    revenue!.label = 'Revenue lines';
    costs!.children.push(node('f', 'Fleet cost'));

    expect(summariseRevision(before, after)).toEqual([
      { kind: 'nodes', tree: 'issue', change: 'added', count: 1, label: 'Fleet cost', parentLabel: 'Cost base' },
      { kind: 'nodes', tree: 'issue', change: 'renamed', count: 2 },
    ]);
  });

  it('names a removed node, a moved one with its new parent, and a created hypothesis tree', () => {
    const before = withTree();
    const after = structuredClone(before);
    const root = after.document.issueTree!.root;
    const labour = root.children[0]!.children.pop()!;
    root.children[1]!.children.push(labour);
    root.children[1]!.children.push(node('x', 'Mix'));
    before.document.issueTree!.root.children[1]!.children.push(node('p', 'Price'));
    after.document.hypothesisTree = { root: { id: 'h', label: 'H', status: 'untested', evidence: [], children: [] } };

    expect(summariseRevision(before, after)).toEqual([
      { kind: 'nodes', tree: 'issue', change: 'added', count: 1, label: 'Mix', parentLabel: 'Revenue' },
      { kind: 'nodes', tree: 'issue', change: 'removed', count: 1, label: 'Price' },
      { kind: 'nodes', tree: 'issue', change: 'moved', count: 1, label: 'Labour', parentLabel: 'Revenue' },
      { kind: 'tree', tree: 'hypothesis', change: 'created' },
    ]);
  });

  it('lists the problem statement, brief fields, work-plan rows and storyline in the document’s order', () => {
    const before = withTree();
    const after = structuredClone(before);
    after.problemStatement = 'How can margins recover by 2027?';
    after.document.brief.situation = 'Margins fell.';
    after.document.brief.keyQuestion = 'How?';
    after.document.workplan = [
      {
        id: 'w1',
        hypothesisId: 'h',
        analysis: 'Price waterfall',
        dataSources: [],
        method: '',
        owner: '',
        due: '',
        status: 'planned',
        priority: 'high',
      },
    ];
    after.document.storyline = {
      governingThought: 'G',
      situation: '',
      complication: '',
      resolution: '',
      keyLines: [],
      slides: [],
    };

    expect(summariseRevision(before, after)).toEqual([
      { kind: 'problemStatement' },
      { kind: 'brief', count: 2 },
      { kind: 'workplan', change: 'added', count: 1 },
      { kind: 'storyline', change: 'created' },
    ]);
  });

  it('cuts long labels and says "other" for a change it does not itemise', () => {
    const before = withTree();
    const after = structuredClone(before);
    after.document.issueTree!.root.children[1]!.label = 'R'.repeat(200);
    const [fact] = summariseRevision(before, after);
    expect(fact).toMatchObject({ change: 'renamed', label: `${'R'.repeat(80)}…` });

    const reread = structuredClone(before);
    reread.document.reading = { ...(reread.document.reading ?? {}), confirmed: true } as never;
    expect(summariseRevision(before, reread)).toEqual([{ kind: 'other' }]);
  });
});
