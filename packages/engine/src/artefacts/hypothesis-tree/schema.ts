import { HypothesisTreeSchema, type GenerationRequest, type HypothesisTree } from '@caseboard/contracts';
import { findNode } from '../../offline/trees.js';
import { lintErrors } from '../checks.js';

export const schema = HypothesisTreeSchema;

export function check(tree: HypothesisTree, request: GenerationRequest): string[] {
  const issues = lintErrors(tree, 'hypothesis');
  const focus = request.context?.focusNodeId;
  if (focus && !findNode(tree.root, focus)) issues.push(`the focus node "${focus}" is missing from the answer`);
  return issues;
}
