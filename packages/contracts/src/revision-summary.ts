import { z } from 'zod';

/** Longest label a summary quotes; longer ones are cut with an ellipsis. */
export const MAX_SUMMARY_LABEL_LENGTH = 80;
/** Most facts one summary holds: the rest is what a diff is for. */
export const MAX_SUMMARY_FACTS = 12;

const Label = z.string().max(MAX_SUMMARY_LABEL_LENGTH + 1);
const Count = z.number().int().min(1);
const TreeKind = z.enum(['issue', 'hypothesis']);

/**
 * One fact about what a revision changed, free of language: the web turns facts into words
 * (docs/decisions/026-workspace-layout-and-history.md). A single node names itself (and its parent).
 */
export const RevisionFactSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('created') }),
    z.object({ kind: z.literal('restored'), revision: z.number().int().min(1) }),
    z.object({ kind: z.literal('problemStatement') }),
    z.object({ kind: z.literal('brief'), count: Count }),
    z.object({ kind: z.literal('tree'), tree: TreeKind, change: z.enum(['created', 'deleted']) }),
    z.object({
      kind: z.literal('nodes'),
      tree: TreeKind,
      change: z.enum(['added', 'removed', 'renamed', 'moved', 'status', 'edited']),
      count: Count,
      label: Label.optional().describe('The node, when exactly one changed.'),
      parentLabel: Label.optional().describe('Its parent, for one added or moved node.'),
    }),
    z.object({ kind: z.literal('workplan'), change: z.enum(['added', 'removed', 'changed']), count: Count }),
    z.object({ kind: z.literal('analyses'), count: Count }),
    z.object({
      kind: z.literal('storyline'),
      change: z.enum(['created', 'deleted', 'governingThought', 'keyLines', 'edited']),
    }),
    z.object({ kind: z.literal('other') }),
  ])
  .meta({ id: 'RevisionFact' });
export type RevisionFact = z.infer<typeof RevisionFactSchema>;

export const RevisionSummarySchema = z
  .array(RevisionFactSchema)
  .max(MAX_SUMMARY_FACTS)
  .describe('What this revision changed against the one before it; empty when nothing differs.')
  .meta({ id: 'RevisionSummary' });
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;
