import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import {
  findNode,
  freshNodeId,
  indentNode,
  insertNode,
  insertSiblingAfter,
  locate,
  moveNode,
  neighbourInOrder,
  nodeIds,
  outdentNode,
  pathTo,
  removeNode,
  renameNode,
  reorderNode,
  setStatus,
  visibleNodes,
  type Tree,
} from './tree-ops.js';

const n = (id: string, ...children: TreeNode[]): TreeNode => ({ id, label: id.toUpperCase(), children });
const sample = (): Tree => ({ root: n('root', n('a', n('a1'), n('a2')), n('b', n('b1')), n('c')) });
const labels = (tree: Tree) => visibleNodes(tree).map(({ node, depth }) => `${'-'.repeat(depth)}${node.id}`);

describe('tree operations', () => {
  it('rename one node and share every untouched subtree', () => {
    const before = sample();
    const after = renameNode(before, 'a1', 'Revenue per passenger');
    expect(findNode(after, 'a1')!.label).toBe('Revenue per passenger');
    expect(findNode(before, 'a1')!.label).toBe('A1');
    expect(after.root.children[1]).toBe(before.root.children[1]);
    expect(renameNode(after, 'a1', 'Revenue per passenger')).toBe(after);
  });

  it('insert a child, and a sibling right after a node', () => {
    let tree = insertNode(sample(), 'b', n('b2'));
    tree = insertSiblingAfter(tree, 'a', n('a-next'));
    expect(labels(tree)).toEqual(['root', '-a', '--a1', '--a2', '-a-next', '-b', '--b1', '--b2', '-c']);
    expect(() => insertNode(tree, 'root', n('a'))).toThrow(/already exists/);
    expect(() => insertSiblingAfter(tree, 'root', n('x'))).toThrow(/no siblings/);
  });

  it('remove a subtree but never the root', () => {
    const tree = removeNode(sample(), 'a');
    expect(labels(tree)).toEqual(['root', '-b', '--b1', '-c']);
    expect(() => removeNode(tree, 'root')).toThrow(/root/);
    expect(removeNode(tree, 'missing')).toBe(tree);
  });

  it('move a node to its final index, and refuse a move into its own subtree', () => {
    expect(labels(moveNode(sample(), 'c', 'a', 0))).toEqual(['root', '-a', '--c', '--a1', '--a2', '-b', '--b1']);
    expect(labels(moveNode(sample(), 'a', 'root', 2))).toEqual(['root', '-b', '--b1', '-c', '-a', '--a1', '--a2']);
    expect(() => moveNode(sample(), 'a', 'a2')).toThrow(/own subtree/);
    const tree = sample();
    expect(moveNode(tree, 'c', 'root')).toBe(tree);
  });

  it('indent under the previous sibling and outdent after the parent (Tab and Shift+Tab)', () => {
    const indented = indentNode(sample(), 'b');
    expect(labels(indented)).toEqual(['root', '-a', '--a1', '--a2', '--b', '---b1', '-c']);
    expect(indentNode(indented, 'a')).toBe(indented);
    const outdented = outdentNode(indented, 'a1');
    expect(labels(outdented)).toEqual(['root', '-a', '--a2', '--b', '---b1', '-a1', '-c']);
    expect(outdentNode(outdented, 'c')).toBe(outdented);
  });

  it('reorder among siblings', () => {
    expect(labels(reorderNode(sample(), 'c', -1))).toEqual(['root', '-a', '--a1', '--a2', '-c', '-b', '--b1']);
    const tree = sample();
    expect(reorderNode(tree, 'a', -1)).toBe(tree);
  });

  it('walk the visible order for arrow keys, skipping collapsed children', () => {
    const collapsed = new Set(['a']);
    expect(neighbourInOrder(sample(), 'a', 1, collapsed)).toBe('b');
    expect(neighbourInOrder(sample(), 'a', 1)).toBe('a1');
    expect(neighbourInOrder(sample(), 'b', -1)).toBe('a2');
    expect(neighbourInOrder(sample(), 'root', -1)).toBeUndefined();
  });

  it('locate nodes with their path, parent and depth', () => {
    expect(pathTo(sample(), 'b1')).toEqual(['root', 'b', 'b1']);
    expect(locate(sample(), 'a2')).toMatchObject({ index: 1, depth: 2, parent: { id: 'a' } });
    expect(freshNodeId(nodeIds(sample()))).toBe('n8');
  });

  it('set the status of a hypothesis', () => {
    const tree: Tree<HypothesisNode> = {
      root: { id: 'h', label: 'Margins recover with pricing', status: 'untested', evidence: [], children: [] },
    };
    expect(setStatus(tree, 'h', 'supported').root.status).toBe('supported');
  });
});
