import { z } from 'zod';
import { walkTree } from './tree-walk.js';
import {
  MAX_CHILDREN,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NOTES_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TREE_NODES,
} from './limits.js';

/** What a node id may hold; also read by the save's fast path (../document-fast-path.ts). */
export const NODE_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;
export const MAX_NODE_ID_LENGTH = 64;
export const MAX_DIMENSION_LENGTH = 200;
export const MAX_EVIDENCE_SOURCE_LENGTH = 500;

export const NodeIdSchema = z
  .string()
  .min(1)
  .max(MAX_NODE_ID_LENGTH)
  .regex(NODE_ID_PATTERN)
  .describe('Stable node identifier, unique within its tree (letters, digits, "_", "-", ".", ":").');

export const NodeKindSchema = z
  .enum(['question', 'issue', 'driver', 'segment', 'stage', 'option', 'criterion', 'hypothesis', 'other'])
  .describe(
    'Role of the node: the key question at the root, an issue or sub-question, a driver of a formula, a segment, a process stage, an option, a decision criterion, a hypothesis, or other.',
  );

const nodeFields = {
  id: NodeIdSchema,
  label: z
    .string()
    .max(MAX_LABEL_LENGTH)
    .describe('The node in one full sentence, in the problem’s own terms (for a hypothesis: a testable claim).'),
  notes: z.string().max(MAX_NOTES_LENGTH).optional().describe('Free-form notes: reasoning, sources, open points.'),
  kind: NodeKindSchema.optional(),
  dimension: z
    .string()
    .max(MAX_DIMENSION_LENGTH)
    .optional()
    .describe(
      'The logic that splits this node into its children, e.g. "profit = revenue - cost", "by customer segment", "by process stage".',
    ),
  generated: z
    .boolean()
    .optional()
    .describe('Set by Caseboard on nodes a generator wrote and the team has not edited since; leave it out.'),
};

/** A node of an issue tree. */
export interface TreeNode {
  id: string;
  label: string;
  notes?: string | undefined;
  kind?: z.infer<typeof NodeKindSchema> | undefined;
  dimension?: string | undefined;
  /** True while the node is as a generator wrote it; the team's edits clear it, and regeneration keeps such nodes. */
  generated?: boolean | undefined;
  children: TreeNode[];
}

export const TreeNodeSchema: z.ZodType<TreeNode> = z
  .object({
    ...nodeFields,
    get children() {
      return z
        .array(TreeNodeSchema)
        .max(MAX_CHILDREN)
        .describe('Sub-nodes; together mutually exclusive and collectively exhaustive.');
    },
  })
  .meta({ id: 'TreeNode' });

export const HypothesisStatusSchema = z
  .enum(['untested', 'supported', 'refuted', 'inconclusive', 'parked'])
  .describe('Where the evidence leaves the hypothesis.');
export type HypothesisStatus = z.infer<typeof HypothesisStatusSchema>;

export const EvidenceDirectionSchema = z.enum(['supports', 'refutes', 'neutral']);

export const EvidenceSchema = z
  .object({
    id: NodeIdSchema,
    text: z.string().min(1).max(MAX_TEXT_LENGTH).describe('The fact or finding, stated plainly.'),
    direction: EvidenceDirectionSchema.describe('How this evidence bears on the hypothesis.'),
    source: z
      .string()
      .max(MAX_EVIDENCE_SOURCE_LENGTH)
      .optional()
      .describe('Where it comes from: an analysis, an interview, a data set.'),
    analysisId: NodeIdSchema.optional().describe('The work-plan analysis that produced it, when there is one.'),
  })
  .meta({ id: 'Evidence' });
export type Evidence = z.infer<typeof EvidenceSchema>;

export const PrioritySchema = z
  .object({
    impact: z.number().int().min(1).max(5).describe('Value if the hypothesis holds, 1 (low) to 5 (high).'),
    ease: z.number().int().min(1).max(5).describe('Ease of testing it, 1 (hard) to 5 (easy).'),
  })
  .meta({ id: 'Priority' });
export type Priority = z.infer<typeof PrioritySchema>;

/** A node of a hypothesis tree: a tree node with status, evidence and priority. */
export interface HypothesisNode extends Omit<TreeNode, 'children'> {
  status: HypothesisStatus;
  evidence: Evidence[];
  priority?: Priority | undefined;
  children: HypothesisNode[];
}

export const HypothesisNodeSchema: z.ZodType<HypothesisNode> = z
  .object({
    ...nodeFields,
    status: HypothesisStatusSchema.default('untested'),
    evidence: z.array(EvidenceSchema).max(MAX_LIST_ITEMS).default([]).describe('Evidence gathered for or against.'),
    priority: PrioritySchema.optional(),
    get children() {
      return z.array(HypothesisNodeSchema).max(MAX_CHILDREN).describe('Sub-hypotheses that together prove this one.');
    },
  })
  .meta({ id: 'HypothesisNode' }) as z.ZodType<HypothesisNode>;

function treeOf<N extends TreeNode | HypothesisNode>(node: z.ZodType<N>, id: string, description: string) {
  return z
    .object({ root: node.describe('The root: the key question (issue tree) or governing hypothesis.') })
    .superRefine((tree, ctx) => {
      const ids = new Set<string>();
      let count = 0;
      walkTree(tree.root as TreeNode, (n) => {
        count += 1;
        if (ids.has(n.id)) ctx.addIssue({ code: 'custom', message: `Duplicate node id "${n.id}"`, path: ['root'] });
        ids.add(n.id);
      });
      if (count > MAX_TREE_NODES) {
        ctx.addIssue({
          code: 'too_big',
          maximum: MAX_TREE_NODES,
          origin: 'array',
          message: `At most ${MAX_TREE_NODES} nodes`,
          path: ['root'],
        });
      }
    })
    .describe(description)
    .meta({ id });
}

export const IssueTreeSchema = treeOf(
  TreeNodeSchema,
  'IssueTree',
  'An issue tree: the key question at the root, split level by level into MECE sub-questions.',
);
export type IssueTree = z.infer<typeof IssueTreeSchema>;

export const HypothesisTreeSchema = treeOf(
  HypothesisNodeSchema,
  'HypothesisTree',
  'A hypothesis tree: a governing hypothesis at the root, supported by testable sub-hypotheses.',
);
export type HypothesisTree = z.infer<typeof HypothesisTreeSchema>;
