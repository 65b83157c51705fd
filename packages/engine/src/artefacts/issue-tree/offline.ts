import type { GenerationRequest, IssueTree, TreeNode } from '@caseboard/contracts';
import { EngineError } from '../../errors.js';
import { issueTreeFrom, reason, specFor, type Reasoning } from '../../offline/chain.js';
import { genericChildren } from '../../offline/generic.js';
import { labelKey, labelsOf } from '../../offline/match.js';
import { keepTeamNodes } from '../../offline/regenerate.js';
import { findNode, graftChildren, specToIssueNode } from '../../offline/trees.js';

/**
 * The offline issue tree: the key question at the root, split by the archetype of the reading. With
 * `focusNodeId`, only that node's children are rebuilt (from its current label) and every other node keeps
 * its id. With a tree in the context ("Generate again"), the next split of the archetype is proposed and the
 * team's own nodes are kept around it.
 */
export function offlineIssueTree(request: GenerationRequest): IssueTree {
  const existing = request.context?.issueTree;
  const focusId = request.context?.focusNodeId;
  if (focusId) {
    if (!existing) throw new EngineError('invalid_request', 'focusNodeId needs the issue tree in context.issueTree');
    const r = reason({ ...request, context: { ...request.context, issueTree: undefined } });
    const focus = findNode(existing.root, focusId);
    if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in context.issueTree`);
    const children: TreeNode[] = childSpecs(r, focus.label).map((child, i) =>
      specToIssueNode(child, `${focus.id}.${i + 1}`),
    );
    return { root: graftChildren(existing.root, focusId, children) };
  }
  if (!existing) return issueTreeFrom(reason(request));
  const variant = request.context?.variant ?? nextVariant(request, existing);
  const r = reason({ ...request, context: { ...request.context, issueTree: undefined, variant } });
  const fresh = issueTreeFrom(r);
  return { root: keepTeamNodes(existing.root, fresh.root, engineLabels(r)) };
}

export function childSpecs(r: Reasoning, label: string) {
  const known = specFor(r, label);
  return known && known.children.length > 0 ? known.children : genericChildren(label, r.frame);
}

export function engineLabels(r: Reasoning): Set<string> {
  const all = new Set<string>();
  for (const root of r.decomposition.all) for (const key of labelsOf(root)) all.add(key);
  return all;
}

/** The split after the one the current tree was built with (the one most of its labels come from). */
export function nextVariant(
  request: GenerationRequest,
  existing: { root: { label: string; children: unknown[] } },
): number {
  const r = reason({
    ...request,
    context: { ...request.context, issueTree: undefined, hypothesisTree: undefined, variant: 0 },
  });
  const labels: string[] = [];
  const stack = [existing.root as { label: string; children: Array<{ label: string; children: unknown[] }> }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    labels.push(labelKey(node.label));
    stack.push(...(node.children as typeof stack));
  }
  let best = 0;
  let bestHits = -1;
  r.decomposition.all.forEach((root, i) => {
    const own = labelsOf(root);
    const hits = labels.filter((l) => own.has(l)).length;
    if (hits > bestHits) {
      best = i;
      bestHits = hits;
    }
  });
  return (best + 1) % r.decomposition.all.length;
}
