import type { GenerationRequest, HypothesisNode, TreeNode } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';

/** Checks the artefacts share: ids that must exist in the request's context, and the MECE lint. */

export function idsOf(root: TreeNode | HypothesisNode | undefined): Set<string> | undefined {
  if (!root) return undefined;
  const ids = new Set<string>();
  const stack: Array<TreeNode | HypothesisNode> = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    stack.push(...node.children);
  }
  return ids;
}

export function hypothesisIds(request: GenerationRequest): Set<string> | undefined {
  return idsOf(request.context?.hypothesisTree?.root);
}

export function workplanIds(request: GenerationRequest): Set<string> | undefined {
  const rows = request.context?.workplan;
  return rows ? new Set(rows.map((row) => row.id)) : undefined;
}

/** "hypothesisId h.9 is not in the hypothesis tree" for every reference the context cannot resolve. */
export function unknownRefs(
  label: string,
  refs: Iterable<string>,
  known: Set<string> | undefined,
  where: string,
): string[] {
  if (!known) return [];
  const out: string[] = [];
  for (const ref of refs) if (!known.has(ref)) out.push(`${label} "${ref}" is not in the ${where}`);
  return out;
}

export function duplicates(label: string, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) out.push(`${label} "${id}" is used twice`);
    seen.add(id);
  }
  return out;
}

/** Lint errors (not warnings) as check messages: an answer with duplicate siblings or empty labels is repaired. */
export function lintErrors(tree: { root: TreeNode | HypothesisNode }, treeKind: 'issue' | 'hypothesis'): string[] {
  return lintTree(tree, { treeKind })
    .filter((f) => f.severity === 'error')
    .map((f) => `${f.code} at ${f.nodeIds.join(', ')}`);
}
