import { z } from 'zod';
import { NodeIdSchema } from './tree.js';

const PathSchema = z.array(z.string()).describe('Labels from the root to the node.');
const BeforeIdSchema = NodeIdSchema.optional().describe(
  'The node’s id in the earlier tree, present only when it differs (the node was matched by its label).',
);

export const TreeDiffSchema = z
  .object({
    added: z.array(
      z.object({ id: NodeIdSchema, parentId: NodeIdSchema.nullable(), label: z.string(), path: PathSchema }),
    ),
    removed: z.array(
      z.object({ id: NodeIdSchema, parentId: NodeIdSchema.nullable(), label: z.string(), path: PathSchema }),
    ),
    changed: z.array(
      z.object({
        id: NodeIdSchema,
        beforeId: BeforeIdSchema,
        path: PathSchema,
        changes: z.array(
          z.object({
            field: z.enum(['label', 'status', 'notes', 'kind', 'dimension', 'priority', 'evidence']),
            before: z.unknown(),
            after: z.unknown(),
          }),
        ),
      }),
    ),
    moved: z.array(
      z.object({
        id: NodeIdSchema,
        beforeId: BeforeIdSchema,
        label: z.string(),
        path: PathSchema,
        fromParentId: NodeIdSchema.nullable(),
        toParentId: NodeIdSchema.nullable(),
        fromIndex: z.number().int(),
        toIndex: z.number().int(),
      }),
    ),
    summary: z.object({
      added: z.number().int(),
      removed: z.number().int(),
      changed: z.number().int(),
      moved: z.number().int(),
      text: z.string().describe('A short English summary, e.g. "2 added, 1 changed".'),
    }),
  })
  .describe('What changed between two versions of a tree, matched by node id with label matching as fallback.')
  .meta({ id: 'TreeDiff' });
export type TreeDiff = z.infer<typeof TreeDiffSchema>;
