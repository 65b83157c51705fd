import type { GenerationRequest, HypothesisNode, HypothesisTree, TreeNode } from '@caseboard/contracts';
import { EngineError } from '../../errors.js';
import { hypothesisNodeFor, issueTreeFrom, reason } from '../../offline/chain.js';
import { keepTeamNodes } from '../../offline/regenerate.js';
import { findNode, graftChildren, specToIssueNode } from '../../offline/trees.js';
import { childSpecs, engineLabels } from '../issue-tree/offline.js';

/**
 * The offline hypothesis tree: one testable claim for each issue of the issue tree (the team's own from the
 * context, or the engine's), two levels below the governing hypothesis. With `focusNodeId`, only that
 * hypothesis's sub-hypotheses are rebuilt from its current wording; every other node keeps its id. A tree in
 * the context without a focus is regenerated around the team's own hypotheses, which are kept.
 */
export function offlineHypothesisTree(request: GenerationRequest): HypothesisTree {
  const focusId = request.context?.focusNodeId;
  const existing = request.context?.hypothesisTree;
  const r = reason({ ...request, context: { ...request.context, hypothesisTree: undefined } });
  if (!focusId) {
    const fresh = { root: hypothesisNodeFor(r, issueTreeFrom(r).root, 0) };
    return existing ? { root: keepTeamNodes(existing.root, fresh.root, engineLabels(r)) } : fresh;
  }
  if (!existing)
    throw new EngineError('invalid_request', 'focusNodeId needs the hypothesis tree in context.hypothesisTree');
  const focus = findNode(existing.root, focusId);
  if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in context.hypothesisTree`);
  const children: HypothesisNode[] = childSpecs(r, focus.label).map((spec, i) => {
    const issue: TreeNode = specToIssueNode(spec, `${focus.id}.${i + 1}`, 1);
    const node = hypothesisNodeFor(r, issue, 1);
    node.id = `${focus.id}.${i + 1}`;
    node.children = node.children.map((child, j) => ({ ...child, id: `${node.id}.${j + 1}`, children: [] }));
    return node;
  });
  return { root: graftChildren(existing.root, focusId, children) };
}
