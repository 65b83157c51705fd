import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import type { ListShape } from './list-parts.js';
import type { ObjectShape } from './object-parts.js';
import type { TreeShape } from './tree-parts.js';

/**
 * The three ways a model writes an artefact in parts: one object in field groups (reading, brief,
 * storyline), a tree top first and then branch by branch (issue and hypothesis trees), or a list in
 * batches over the units of the context (work plan, instructions, simulations, statuses, and hypotheses
 * for a given issue tree). Each artefact's index.ts picks its shape; its prompt.ts writes the parts.
 */
export type LlmShape =
  | ObjectShape
  | TreeShape<TreeNode>
  | TreeShape<HypothesisNode>
  // Units and items differ per artefact; the runner only passes them between the shape's own functions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  | ListShape<any, any>;

export type { ListShape, ObjectShape, TreeShape };
