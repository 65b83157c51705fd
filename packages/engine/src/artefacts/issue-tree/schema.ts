import { IssueTreeSchema, type GenerationRequest, type IssueTree } from '@caseboard/contracts';
import { findNode } from '../../offline/trees.js';
import { lintErrors } from '../checks.js';

export const schema = IssueTreeSchema;

export function check(tree: IssueTree, request: GenerationRequest): string[] {
  const issues = lintErrors(tree, 'issue');
  const focus = request.context?.focusNodeId;
  if (focus && !findNode(tree.root, focus)) issues.push(`the focus node "${focus}" is missing from the answer`);
  return issues;
}
