import type { GenerationRequest, HypothesisTree } from '@caseboard/contracts';
import { findNode, graftChildren } from '../../offline/trees.js';
import type { ArtefactDefinition } from '../definition.js';
import { treeSteps } from '../steps.js';
import { offlineHypothesisTree } from './offline.js';
import { hypothesisTreeShape, PROMPT_VERSION } from './prompt.js';
import { check, schema } from './schema.js';

function finish(tree: HypothesisTree, request: GenerationRequest): HypothesisTree {
  const focusId = request.context?.focusNodeId;
  const existing = request.context?.hypothesisTree;
  if (!focusId || !existing) return tree;
  return { root: graftChildren(existing.root, focusId, findNode(tree.root, focusId)?.children ?? []) };
}

export const hypothesisTree: ArtefactDefinition<'hypothesis-tree'> = {
  kind: 'hypothesis-tree',
  promptVersion: PROMPT_VERSION,
  schema,
  check,
  llm: hypothesisTreeShape,
  finish,
  offline: offlineHypothesisTree,
  steps: treeSteps,
};
