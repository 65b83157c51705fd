import {
  HypothesisTreeSchema,
  IssueTreeSchema,
  ProjectDocumentSchema,
  emptyDocument,
  type HypothesisNode,
  type TreeNode,
  type WorkplanRow,
} from '@caseboard/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeVersions, sameValue, type MergeableVersion } from './merge.js';
import {
  findNode,
  insertNode,
  moveNode,
  nodeIds,
  removeNode,
  renameNode,
  reorderNode,
  setStatus,
  type Tree,
} from './tree-ops.js';

const node = (id: string, label: string, children: TreeNode[] = []): TreeNode => ({ id, label, children });
const hypothesis = (id: string, label: string, children: HypothesisNode[] = []): HypothesisNode => ({
  id,
  label,
  status: 'untested',
  evidence: [],
  children,
});

function version(): MergeableVersion {
  const document = emptyDocument();
  document.issueTree = {
    root: node('q', 'How can margins recover?', [
      node('rev', 'Revenue', [node('price', 'Price'), node('volume', 'Volume')]),
      node('cost', 'Cost', [node('cogs', 'Cost of goods'), node('opex', 'Operating cost')]),
    ]),
  };
  document.hypothesisTree = {
    root: hypothesis('h', 'Margins recover through price and cost', [
      hypothesis('h1', 'Prices are below willingness to pay'),
      hypothesis('h2', 'Operating cost is above peers'),
    ]),
  };
  document.workplan = [row('w1', 'h1', 'Price study'), row('w2', 'h2', 'Cost benchmark')];
  return { problemStatement: 'Margins fell from 4.1% to 2.3%.', document };
}

function row(id: string, hypothesisId: string, analysis: string): WorkplanRow {
  return {
    id,
    hypothesisId,
    analysis,
    dataSources: [],
    method: '',
    owner: '',
    due: '',
    status: 'planned',
    priority: 'medium',
  };
}

function edit(from: MergeableVersion, change: (v: MergeableVersion) => void): MergeableVersion {
  const copy = structuredClone(from);
  change(copy);
  return copy;
}

const issue = (v: MergeableVersion) => v.document.issueTree!;
const labels = (tree: Tree<TreeNode> | Tree<HypothesisNode> | null) => {
  const out: string[] = [];
  const walk = (n: TreeNode | HypothesisNode, depth: number) => {
    out.push(`${'  '.repeat(depth)}${n.label}`);
    for (const child of n.children) walk(child, depth + 1);
  };
  if (tree) walk(tree.root, 0);
  return out;
};

describe('merging two versions that grew apart', () => {
  it('returns the other side unchanged when one side changed nothing', () => {
    const base = version();
    const theirs = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'price', 'Realised price');
      v.document.brief.keyQuestion = 'How to restore 8%?';
    });
    expect(mergeVersions(base, base, theirs)).toEqual({ ...theirs, overlaps: [] });
    expect(mergeVersions(base, theirs, base)).toEqual({ ...theirs, overlaps: [] });
  });

  it('keeps both renames of different nodes, a brief field and a new work-plan row from each side', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'price', 'Realised price per unit');
      v.document.workplan.push(row('w3', 'h1', 'Discount waterfall'));
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'opex', 'Overheads');
      v.document.brief.timeFrame = '18 months';
      v.document.workplan.push(row('w4', 'h2', 'Overhead benchmark'));
      v.problemStatement = 'EBIT margin fell from 4.1% to 2.3% in two years.';
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(merged.overlaps).toEqual([]);
    expect(merged.problemStatement).toBe('EBIT margin fell from 4.1% to 2.3% in two years.');
    expect(merged.document.brief.timeFrame).toBe('18 months');
    expect(labels(merged.document.issueTree)).toEqual([
      'How can margins recover?',
      '  Revenue',
      '    Realised price per unit',
      '    Volume',
      '  Cost',
      '    Cost of goods',
      '    Overheads',
    ]);
    expect(merged.document.workplan.map((r) => r.id)).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(ProjectDocumentSchema.safeParse(merged.document).success).toBe(true);
  });

  it('merges fields of one node: my text and their status both stay', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.hypothesisTree = renameNode(v.document.hypothesisTree!, 'h1', 'List prices sit 5% below value');
    });
    const theirs = edit(base, (v) => {
      v.document.hypothesisTree = setStatus(v.document.hypothesisTree!, 'h1', 'supported');
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(findNode(merged.document.hypothesisTree!, 'h1')).toMatchObject({
      label: 'List prices sit 5% below value',
      status: 'supported',
    });
    expect(merged.overlaps).toEqual([]);
  });

  it('keeps mine where both changed the same thing, and says where', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'price', 'Mine');
      v.document.brief.keyQuestion = 'Mine?';
      v.document.workplan[0]!.status = 'done';
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'price', 'Theirs');
      v.document.brief.keyQuestion = 'Theirs?';
      v.document.workplan[0]!.status = 'blocked';
      v.document.workplan[0]!.owner = 'Ana';
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(findNode(issue(merged), 'price')!.label).toBe('Mine');
    expect(merged.document.brief.keyQuestion).toBe('Mine?');
    expect(merged.document.workplan[0]).toMatchObject({ status: 'done', owner: 'Ana' });
    expect(merged.overlaps.sort()).toEqual(['brief.keyQuestion', 'issueTree.price.label', 'workplan.w1.status']);
  });

  it('adds their new nodes under a branch I renamed, in their position', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'rev', 'Revenue per customer');
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = insertNode(issue(v), 'rev', node('mix', 'Mix'), 1);
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(labels(merged.document.issueTree).slice(1, 5)).toEqual([
      '  Revenue per customer',
      '    Price',
      '    Mix',
      '    Volume',
    ]);
  });

  it('lets a deletion win over an unchanged node, but not over one the other side changed or added beneath', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = removeNode(removeNode(issue(v), 'volume'), 'cost');
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = insertNode(renameNode(issue(v), 'price', 'Net price'), 'opex', node('rent', 'Rent'));
    });
    const merged = mergeVersions(base, mine, theirs);
    // "volume" was unchanged on their side: it goes. "cost" and "opex" hold their new node: they stay.
    expect(labels(merged.document.issueTree)).toEqual([
      'How can margins recover?',
      '  Revenue',
      '    Net price',
      '  Cost',
      '    Operating cost',
      '      Rent',
    ]);
    expect(merged.overlaps.sort()).toEqual(['issueTree.cost', 'issueTree.opex']);
  });

  it('takes a move from the side that moved, and breaks the cycle two moves would close', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = moveNode(issue(v), 'rev', 'cost');
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = moveNode(issue(v), 'cost', 'rev');
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(IssueTreeSchema.safeParse(merged.document.issueTree).success).toBe(true);
    expect(nodeIds(issue(merged))).toEqual(nodeIds(issue(base)));
    expect(labels(merged.document.issueTree)).toEqual(labels(mine.document.issueTree));
    expect(merged.overlaps).toContain('issueTree.cost.parent');
  });

  it('keeps their reorder of siblings when I only renamed', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'cogs', 'Materials');
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = reorderNode(issue(v), 'cost', -1);
    });
    expect(labels(mergeVersions(base, mine, theirs).document.issueTree)).toEqual([
      'How can margins recover?',
      '  Cost',
      '    Materials',
      '    Operating cost',
      '  Revenue',
      '    Price',
      '    Volume',
    ]);
  });

  it('treats a tree created or replaced on both sides as one value: mine', () => {
    const base = version();
    const mine = edit(base, (v) => {
      v.document.issueTree = { root: node('q2', 'A new question') };
    });
    const theirs = edit(base, (v) => {
      v.document.issueTree = renameNode(issue(v), 'price', 'Net price');
    });
    const merged = mergeVersions(base, mine, theirs);
    expect(merged.document.issueTree).toEqual(mine.document.issueTree);
    expect(merged.overlaps).toEqual(['issueTree']);
  });

  it('merges evidence lists of one hypothesis item by item', () => {
    const base = version();
    const withEvidence = (id: string, text: string) => (v: MergeableVersion) => {
      const h1 = findNode(v.document.hypothesisTree!, 'h1')!;
      h1.evidence.push({ id, text, direction: 'supports' });
    };
    const merged = mergeVersions(
      base,
      edit(base, withEvidence('e1', 'Survey')),
      edit(base, withEvidence('e2', 'Interviews')),
    );
    expect(findNode(merged.document.hypothesisTree!, 'h1')!.evidence.map((e) => e.text)).toEqual([
      'Survey',
      'Interviews',
    ]);
  });
});

describe('merging random edits of both sides (property)', () => {
  type Op =
    | { kind: 'rename'; at: number; label: string }
    | { kind: 'add'; at: number; id: string }
    | { kind: 'remove'; at: number }
    | { kind: 'move'; at: number; to: number }
    | { kind: 'reorder'; at: number; up: boolean };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('rename' as const), at: fc.nat(), label: fc.string({ maxLength: 12 }) }),
    fc.record({ kind: fc.constant('add' as const), at: fc.nat(), id: fc.uuid().map((u) => u.slice(0, 8)) }),
    fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
    fc.record({ kind: fc.constant('reorder' as const), at: fc.nat(), up: fc.boolean() }),
  );

  function apply(tree: Tree<HypothesisNode>, ops: Op[], side: string): Tree<HypothesisNode> {
    let current = tree;
    for (const [index, o] of ops.entries()) {
      const ids = [...nodeIds(current)];
      const id = ids[o.at % ids.length]!;
      if (o.kind === 'rename') current = renameNode(current, id, o.label);
      else if (o.kind === 'add') current = insertNode(current, id, hypothesis(`${side}${index}${o.id}`, 'New'));
      else if (o.kind === 'remove' && id !== current.root.id) current = removeNode(current, id);
      else if (o.kind === 'move' && id !== current.root.id) {
        const target = ids[o.to % ids.length]!;
        const under = findNode({ root: findNode(current, id)! }, target);
        if (!under) current = moveNode(current, id, target);
      } else if (o.kind === 'reorder') current = reorderNode(current, id, o.up ? -1 : 1);
    }
    return current;
  }

  it('always yields a valid tree that keeps every node either side added', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), fc.array(op, { maxLength: 12 }), (mineOps, theirsOps) => {
        const base = version();
        const mine = edit(base, (v) => {
          v.document.hypothesisTree = apply(v.document.hypothesisTree!, mineOps, 'm');
        });
        const theirs = edit(base, (v) => {
          v.document.hypothesisTree = apply(v.document.hypothesisTree!, theirsOps, 't');
        });
        const merged = mergeVersions(base, mine, theirs);
        const tree = merged.document.hypothesisTree!;
        expect(HypothesisTreeSchema.safeParse(tree).success).toBe(true);
        const ids = nodeIds(tree);
        const baseIds = nodeIds(base.document.hypothesisTree!);
        for (const side of [mine, theirs]) {
          for (const id of nodeIds(side.document.hypothesisTree!)) if (!baseIds.has(id)) expect(ids.has(id)).toBe(true);
        }
        // Nodes that both sides kept are never lost.
        for (const id of nodeIds(mine.document.hypothesisTree!)) {
          if (nodeIds(theirs.document.hypothesisTree!).has(id)) expect(ids.has(id)).toBe(true);
        }
        if (sameValue(mine, base)) expect(tree).toEqual(theirs.document.hypothesisTree);
      }),
      { numRuns: 300 },
    );
  });
});
