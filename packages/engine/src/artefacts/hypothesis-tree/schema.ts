import {
  HypothesisTreeSchema,
  PrioritySchema,
  type GenerationRequest,
  type HypothesisTree,
} from '@caseboard/contracts';
import { z } from 'zod';
import { findNode } from '../../offline/trees.js';
import { lintErrors } from '../checks.js';

export const schema = HypothesisTreeSchema;

export function check(tree: HypothesisTree, request: GenerationRequest): string[] {
  const issues = lintErrors(tree, 'hypothesis');
  const focus = request.context?.focusNodeId;
  if (focus && !findNode(tree.root, focus)) issues.push(`the focus node "${focus}" is missing from the answer`);
  return issues;
}

/**
 * What a model writes for each part: claims, what would prove or kill them, and their priority. No ids,
 * no status or evidence: the engine names the nodes and every new hypothesis starts untested.
 */
const label = z
  .string()
  .min(1)
  .describe(
    'A testable claim with a verb and, where it helps, a number: "Fuel cost per passenger rose 20% since 2021".',
  );
const notes = z
  .string()
  .optional()
  .describe('What would prove or kill the claim: the measure and the threshold that decides it.');
const priority = PrioritySchema.optional();

function nodeSchema(levels: number): z.ZodType {
  if (levels <= 1) return z.object({ label, notes, priority });
  return z.object({ label, notes, priority, children: z.array(nodeSchema(levels - 1)) });
}

export const HypothesisTopSchema = z.object({
  root: z.object({
    label: z.string().min(1).describe('The governing hypothesis: the likely answer to the key question, as one claim.'),
    notes,
    children: z.array(z.object({ label, notes, priority })).describe('The first-level sub-hypotheses, 3 to 5.'),
  }),
});

const branchSchemas = new Map<number, z.ZodType>();

export function hypothesisBranchSchema(levels: number): z.ZodType {
  let schema = branchSchemas.get(levels);
  if (!schema) {
    schema = z.object({ children: z.array(nodeSchema(levels)).describe('The sub-hypotheses of the branch.') });
    branchSchemas.set(levels, schema);
  }
  return schema;
}

/** One hypothesis per issue of the team's issue tree, named by the issue it answers. */
export const HypothesesForIssuesSchema = z.object({
  hypotheses: z.array(
    z.object({
      issueId: z.string().describe('The id of the issue this hypothesis answers, exactly as listed.'),
      label,
      notes,
      priority,
    }),
  ),
});
