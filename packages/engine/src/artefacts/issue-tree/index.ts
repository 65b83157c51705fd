import type { GenerationRequest, IssueTree } from '@caseboard/contracts';
import { findNode, graftChildren } from '../../offline/trees.js';
import type { ArtefactDefinition } from '../definition.js';
import { treeSteps } from '../steps.js';
import { offlineIssueTree } from './offline.js';
import { issueTreeShape, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

/** Keeps every node outside the focus subtree as the team had it, whatever the model returned there. */
function finish(tree: IssueTree, request: GenerationRequest): IssueTree {
  const focusId = request.context?.focusNodeId;
  const existing = request.context?.issueTree;
  if (!focusId || !existing) return tree;
  return { root: graftChildren(existing.root, focusId, findNode(tree.root, focusId)?.children ?? []) };
}

export const issueTree: ArtefactDefinition<'issue-tree'> = {
  kind: 'issue-tree',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: issueTreeShape,
  finish,
  offline: offlineIssueTree,
  steps: treeSteps,
};
