import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { findNode, nodeIds, type Tree } from './tree-ops.js';

type AnyNode = TreeNode | HypothesisNode;

/** A node the team wrote or edited: the generator's flag is gone (tree-ops' updateNode clears it on a rename). */
export const isTeamNode = (node: AnyNode): boolean => node.generated !== true;

/** What the team decides on a node: a proposal never rewords or re-decides it. */
const TEAM_FIELDS = ['label', 'notes', 'dimension', 'kind', 'status', 'priority', 'evidence'] as const;

export interface KeptTeamWork<N extends AnyNode> {
  tree: Tree<N>;
  /** Ids of the team's nodes the proposal holds as the team left them (restored or grafted back). */
  kept: string[];
}

/**
 * "Generate again" keeps the team's work (docs/decisions/022-editor-commands.md): every node of `current` the
 * team wrote or edited stays in the proposed tree with its own wording, and one the proposal dropped is put
 * back, with its subtree, under its old parent (or the root when that parent is gone too). The root's
 * wording is kept only when the proposal keeps its id. Generated nodes may change freely.
 */
export function protectTeamNodes<N extends AnyNode>(current: Tree<N> | null, proposed: Tree<N>): KeptTeamWork<N> {
  if (!current) return { tree: proposed, kept: [] };
  const root = structuredClone(proposed.root);
  const kept: string[] = [];
  const visit = (node: N, parent: N | null) => {
    if (isTeamNode(node)) {
      const there = findNode({ root }, node.id);
      if (there) {
        restoreFields(there, node);
        kept.push(node.id);
      } else if (parent) {
        const home = findNode({ root }, parent.id) ?? root;
        const graft = withoutClashes(structuredClone(node), nodeIds({ root }));
        (home.children as N[]).push(graft);
        kept.push(node.id);
      }
    }
    for (const child of node.children as N[]) visit(child, node);
  };
  if (current.root.id === proposed.root.id || !isTeamNode(current.root)) visit(current.root, null);
  else for (const child of current.root.children as N[]) visit(child, current.root);
  if (kept.length === 0) return { tree: proposed, kept };
  return { tree: { ...proposed, root }, kept };
}

function restoreFields<N extends AnyNode>(target: N, source: N): void {
  const into = target as unknown as Record<string, unknown>;
  const from = source as unknown as Record<string, unknown>;
  for (const field of TEAM_FIELDS) {
    if (field in from) into[field] = structuredClone(from[field]);
    else Reflect.deleteProperty(into, field);
  }
  delete into.generated;
}

/** A grafted subtree keeps its ids; a node of it whose id the proposal uses elsewhere is dropped from the graft. */
function withoutClashes<N extends AnyNode>(node: N, taken: ReadonlySet<string>): N {
  return {
    ...node,
    children: (node.children as N[]).filter((child) => !taken.has(child.id)).map((c) => withoutClashes(c, taken)),
  };
}
