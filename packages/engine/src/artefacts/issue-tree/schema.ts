import { IssueTreeSchema, NodeKindSchema, type GenerationRequest, type IssueTree } from '@caseboard/contracts';
import { z } from 'zod';
import { findNode } from '../../offline/trees.js';
import { lintErrors } from '../checks.js';

export const schema = IssueTreeSchema;

export function check(tree: IssueTree, request: GenerationRequest): string[] {
  const issues = lintErrors(tree, 'issue');
  const focus = request.context?.focusNodeId;
  if (focus && !findNode(tree.root, focus)) issues.push(`the focus node "${focus}" is missing from the answer`);
  return issues;
}

/**
 * What a model writes for each part. No ids: the engine names every node by its path, so a model cannot
 * get one wrong. Depth is fixed per part (no recursion), which local servers' grammar engines handle best.
 */
const label = z.string().min(1).describe('The sub-question in one full sentence, in the problem’s own terms.');
const kind = NodeKindSchema.optional();
const dimension = z
  .string()
  .optional()
  .describe('The logic that splits this node into its children, e.g. "revenue = volume x price", "by segment".');

function nodeSchema(levels: number): z.ZodType {
  if (levels <= 1) return z.object({ label, kind });
  return z.object({ label, kind, dimension, children: z.array(nodeSchema(levels - 1)) });
}

export const IssueTopSchema = z.object({
  root: z.object({
    label: z.string().min(1).describe('The key question: specific, actionable, time-bound.'),
    dimension,
    children: z.array(z.object({ label, kind, dimension })).describe('The first-level sub-questions, 3 to 5.'),
  }),
});

const branchSchemas = new Map<number, z.ZodType>();

export function issueBranchSchema(levels: number): z.ZodType {
  let schema = branchSchemas.get(levels);
  if (!schema) {
    schema = z.object({ children: z.array(nodeSchema(levels)).describe('The sub-questions of the branch.') });
    branchSchemas.set(levels, schema);
  }
  return schema;
}
