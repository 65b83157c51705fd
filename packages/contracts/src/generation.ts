import { z } from 'zod';
import { ARTEFACT_KINDS } from './artefact-kinds.js';
import {
  AnalysisEntrySchema,
  AnalysisInstructionsSchema,
  AnalysisSimulationsSchema,
  HypothesisStatusResultsSchema,
} from './artefacts/analyses.js';
import { BriefDraftSchema, BriefSchema } from './artefacts/brief.js';
import { ProblemReadingSchema } from './artefacts/reading.js';
import { MAX_LIST_ITEMS, MAX_PROBLEM_STATEMENT_LENGTH } from './artefacts/limits.js';
import { StorylineSchema } from './artefacts/storyline.js';
import { TreeDiffSchema } from './artefacts/tree-diff.js';
import { HypothesisTreeSchema, IssueTreeSchema, NodeIdSchema } from './artefacts/tree.js';
import { WorkplanRowSchema, WorkplanSchema } from './artefacts/workplan.js';
import { LocaleSchema } from './config.js';
import { multiLineText, oneLineText } from './common.js';

/** Largest generation request body, in bytes. */
export const MAX_GENERATION_REQUEST_BYTES = 256 * 1024;

export const ArtefactKindSchema = z.enum(ARTEFACT_KINDS);

export type ArtefactKind = z.infer<typeof ArtefactKindSchema>;

export const GenerationContextSchema = z
  .object({
    reading: ProblemReadingSchema.optional().describe(
      'How the problem is read (confirmed by the consultant, or proposed); generation builds on it.',
    ),
    brief: BriefSchema.partial().optional(),
    issueTree: IssueTreeSchema.optional(),
    hypothesisTree: HypothesisTreeSchema.optional(),
    workplan: z.array(WorkplanRowSchema).max(MAX_LIST_ITEMS).optional(),
    analyses: z.array(AnalysisEntrySchema).max(MAX_LIST_ITEMS).optional(),
    storyline: StorylineSchema.optional(),
    focusNodeId: NodeIdSchema.optional().describe('Regenerate only the subtree under this node of the target tree.'),
    variant: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe(
        '"Generate again": another way to split the same problem; the team\'s own nodes in the context tree are kept.',
      ),
  })
  .meta({ id: 'GenerationContext' });
export type GenerationContext = z.infer<typeof GenerationContextSchema>;

export const GenerationRequestSchema = z
  .object({
    problemStatement: multiLineText().trim().min(1).max(MAX_PROBLEM_STATEMENT_LENGTH),
    projectId: z.number().int().positive().optional(),
    model: oneLineText()
      .min(1)
      .max(100)
      .optional()
      .describe('Model id from /api/v1/config; the deployment default when absent.'),
    locale: LocaleSchema.optional(),
    context: GenerationContextSchema.optional(),
  })
  .meta({ id: 'GenerationRequest' });
export type GenerationRequest = z.infer<typeof GenerationRequestSchema>;

export const TreeDiffRequestSchema = z
  .object({ before: HypothesisTreeSchema, after: HypothesisTreeSchema })
  .meta({ id: 'TreeDiffRequest' });
export type TreeDiffRequest = z.infer<typeof TreeDiffRequestSchema>;

export const GenerationMetaSchema = z
  .object({
    provider: z.string(),
    model: z.string(),
    durationMs: z.number().min(0),
    promptVersion: z.string(),
  })
  .meta({ id: 'GenerationMeta' });
export type GenerationMeta = z.infer<typeof GenerationMetaSchema>;

/** The artefact schema each kind returns. */
export const artefactSchemas = {
  reading: ProblemReadingSchema,
  brief: BriefDraftSchema,
  'issue-tree': IssueTreeSchema,
  'hypothesis-tree': HypothesisTreeSchema,
  psw: WorkplanSchema,
  'analysis-instructions': AnalysisInstructionsSchema,
  'analysis-simulation': AnalysisSimulationsSchema,
  'hypothesis-status': HypothesisStatusResultsSchema,
  storyline: StorylineSchema,
  'hypothesis-tree-diff': TreeDiffSchema,
} as const satisfies Record<ArtefactKind, z.ZodType>;

export type ArtefactOf<K extends ArtefactKind> = z.infer<(typeof artefactSchemas)[K]>;

export const generationResponseSchema = <K extends ArtefactKind>(kind: K) =>
  z.object({ artefact: artefactSchemas[kind], meta: GenerationMetaSchema });

export type GenerationResponse<K extends ArtefactKind> = { artefact: ArtefactOf<K>; meta: GenerationMeta };

/** Lines of an `application/x-ndjson` answer: partial artefacts as they grow, then the final one or an error. */
export type GenerationStreamLine<K extends ArtefactKind> =
  | { type: 'partial'; artefact: unknown }
  | { type: 'final'; artefact: ArtefactOf<K>; meta: GenerationMeta }
  | { type: 'error'; code: string; message: string };
