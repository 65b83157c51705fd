import type { HypothesisNode, HypothesisTree, IssueTree, TreeNode } from '@caseboard/contracts';
import { EngineError } from '../errors.js';
import type { Spec } from './archetypes/spec.js';

/**
 * From decomposition specs to contract trees, and the tree surgery focus regeneration needs. Ids are paths
 * ("i.2.3" is the third child of the second branch), so the same problem always gets the same ids and a
 * hypothesis ("h.2.3") points back at its issue by id.
 */

export function specToIssueNode(spec: Spec, id: string, depth = Infinity): TreeNode {
  const node: TreeNode = { id, label: spec.question, kind: spec.kind, generated: true, children: [] };
  if (spec.dimension && spec.children.length > 0 && depth > 0) node.dimension = spec.dimension;
  if (depth > 0) node.children = spec.children.map((child, i) => specToIssueNode(child, `${id}.${i + 1}`, depth - 1));
  return node;
}

export function findNode<N extends { id: string; children: N[] }>(root: N, id: string): N | undefined {
  const stack: N[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node;
    for (const child of node.children) stack.push(child);
  }
  return undefined;
}

export function allIds(root: { id: string; children: Array<{ id: string; children: unknown[] }> }): Set<string> {
  const ids = new Set<string>();
  const stack = [root as { id: string; children: unknown[] }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    for (const child of node.children as Array<{ id: string; children: unknown[] }>) stack.push(child);
  }
  return ids;
}

/**
 * Replaces the children of the focus node with `children`, leaving every other node (and its id) as it
 * was. New ids that clash with ids kept elsewhere get a suffix, so the tree stays valid.
 */
export function graftChildren<N extends { id: string; children: N[] }>(root: N, focusId: string, children: N[]): N {
  const copy = structuredClone(root);
  const focus = findNode(copy, focusId);
  if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in the tree`);
  const keep = new Set<string>();
  const stack: N[] = [copy];
  while (stack.length > 0) {
    const node = stack.pop()!;
    keep.add(node.id);
    if (node !== focus) for (const child of node.children) stack.push(child);
  }
  const fresh = structuredClone(children);
  const rename: N[] = [...fresh];
  while (rename.length > 0) {
    const node = rename.pop()!;
    let id = node.id;
    for (let n = 2; keep.has(id); n += 1) id = `${node.id}r${n}`.slice(0, 64);
    node.id = id;
    keep.add(id);
    rename.push(...node.children);
  }
  focus.children = fresh;
  return copy;
}

export function issueTreeOf(root: TreeNode): IssueTree {
  return { root };
}

export function hypothesisTreeOf(root: HypothesisNode): HypothesisTree {
  return { root };
}

/** The id a hypothesis gets for an issue node: "i.2.3" -> "h.2.3", anything else -> "h:<id>". */
export function hypothesisIdFor(issueId: string): string {
  if (issueId === 'i') return 'h';
  if (issueId.startsWith('i.')) return `h${issueId.slice(1)}`;
  return `h:${issueId}`.slice(0, 64);
}
