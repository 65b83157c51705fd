import type { GenerationRequest, HypothesisNode, HypothesisTree, TreeNode } from '@caseboard/contracts';
import { EngineError } from '../../errors.js';
import { hypothesisNodeFor, hypothesisTreeFrom, issueTreeFrom, reason } from '../../offline/chain.js';
import { childrenForLabel, findSpec } from '../../offline/frameworks/match.js';
import { findNode, graftChildren, specToIssueNode } from '../../offline/trees.js';

/**
 * The offline hypothesis tree: one testable claim for each issue of the issue tree (the team's own from
 * the context, or the engine's), two levels below the governing hypothesis. With `focusNodeId`, only that
 * hypothesis's sub-hypotheses are rebuilt from its current wording; every other node keeps its id.
 */
export function offlineHypothesisTree(request: GenerationRequest): HypothesisTree {
  const focusId = request.context?.focusNodeId;
  const r = reason(focusId ? request : { ...request, context: { ...request.context, hypothesisTree: undefined } });
  if (!focusId) return { root: hypothesisNodeFor(r, issueTreeFrom(r).root, 0) };

  const existing = request.context?.hypothesisTree;
  if (!existing)
    throw new EngineError('invalid_request', 'focusNodeId needs the hypothesis tree in context.hypothesisTree');
  const focus = findNode(existing.root, focusId);
  if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in context.hypothesisTree`);
  // The issue the hypothesis answers, when the engine wrote it; else split the claim by its own words.
  const known = findSpec(r.spec, focus.label);
  const specs = known && known.children.length > 0 ? known.children : childrenForLabel(r.spec, focus.label, r.ctx);
  const children: HypothesisNode[] = specs.map((spec, i) => {
    const issue: TreeNode = specToIssueNode(spec, `${focus.id}.${i + 1}`, 1);
    const node = hypothesisNodeFor(r, issue, 1);
    node.id = `${focus.id}.${i + 1}`;
    node.children = node.children.map((child, j) => ({ ...child, id: `${node.id}.${j + 1}`, children: [] }));
    return node;
  });
  return { root: graftChildren(existing.root, focusId, children) };
}

export { hypothesisTreeFrom };
