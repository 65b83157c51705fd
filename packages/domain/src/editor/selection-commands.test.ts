import { emptyDocument, type TreeNode } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { applyCommand, canMoveNodes, commands, topmostNodes, type EditorContent } from './index.js';

const n = (id: string, ...children: TreeNode[]): TreeNode => ({ id, label: id.toUpperCase(), children });

function content(): EditorContent {
  return {
    problemStatement: 'Why did margins fall?',
    document: { ...emptyDocument(), issueTree: { root: n('r', n('a', n('a1'), n('a2')), n('b', n('b1')), n('c')) } },
  };
}

const shape = (node: TreeNode): string =>
  node.children.length ? `${node.id}(${node.children.map(shape).join(' ')})` : node.id;
const after = (c: EditorContent) => shape(c.document.issueTree!.root);

describe('commands on a selection of nodes', () => {
  it('acts on the topmost selected nodes only, in tree order, never the root', () => {
    const tree = content().document.issueTree!;
    expect(topmostNodes(tree, ['a2', 'c', 'a', 'r'])).toEqual(['a', 'c']);
  });

  it('deletes several nodes in one command', () => {
    const next = applyCommand(content(), commands.deleteNodes({ tree: 'issueTree', ids: ['a1', 'b', 'b1'] }));
    expect(after(next)).toBe('r(a(a2) c)');
  });

  it('moves several nodes under one parent, or none when one of them may not go there', () => {
    const moved = applyCommand(content(), commands.moveNodes({ tree: 'issueTree', ids: ['c', 'a1'], parentId: 'b' }));
    expect(after(moved)).toBe('r(a(a2) b(b1 a1 c))');
    const start = content();
    const refused = applyCommand(start, commands.moveNodes({ tree: 'issueTree', ids: ['a', 'c'], parentId: 'a2' }));
    expect(refused).toBe(start);
    expect(canMoveNodes(start.document.issueTree!, ['a', 'c'], 'a2')).toBe(false);
    expect(canMoveNodes(start.document.issueTree!, ['c'], 'a2')).toBe(true);
  });

  it('indents and outdents a selection, keeping its order', () => {
    const indented = applyCommand(content(), commands.indentNodes({ tree: 'issueTree', ids: ['b', 'c'] }));
    expect(after(indented)).toBe('r(a(a1 a2 b(b1) c))');
    const outdented = applyCommand(content(), commands.outdentNodes({ tree: 'issueTree', ids: ['a1', 'a2'] }));
    expect(after(outdented)).toBe('r(a a1 a2 b(b1) c)');
  });
});
