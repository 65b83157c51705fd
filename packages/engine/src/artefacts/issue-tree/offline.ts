import type { GenerationRequest, IssueTree, TreeNode } from '@caseboard/contracts';
import { EngineError } from '../../errors.js';
import { contextOf, decompose } from '../../offline/frameworks/index.js';
import { childrenForLabel } from '../../offline/frameworks/match.js';
import { analyseProblem } from '../../offline/problem/analyse.js';
import { findNode, frameNote, graftChildren, specToIssueNode } from '../../offline/trees.js';

/**
 * The offline issue tree: the key question at the root, split three levels deep by the framework of the
 * problem's type. With `focusNodeId`, only that node's children are rebuilt (from its current label), and
 * every other node keeps its id.
 */
export function offlineIssueTree(request: GenerationRequest): IssueTree {
  const frame = analyseProblem(request.problemStatement);
  const spec = decompose(frame);
  const focusId = request.context?.focusNodeId;
  if (focusId) {
    const existing = request.context?.issueTree;
    if (!existing) throw new EngineError('invalid_request', 'focusNodeId needs the issue tree in context.issueTree');
    const focus = findNode(existing.root, focusId);
    if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in context.issueTree`);
    const children: TreeNode[] = childrenForLabel(spec, focus.label, contextOf(frame)).map((child, i) =>
      specToIssueNode(child, `${focus.id}.${i + 1}`),
    );
    return { root: graftChildren(existing.root, focusId, children) };
  }
  const root = specToIssueNode(spec, 'i');
  root.notes = frameNote(frame);
  return { root };
}
