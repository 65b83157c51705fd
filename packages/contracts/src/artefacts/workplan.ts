import { z } from 'zod';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './limits.js';
import { NodeIdSchema } from './tree.js';

export const WorkplanStatusSchema = z
  .enum(['planned', 'in_progress', 'done', 'blocked'])
  .describe('Progress of the analysis.');
export const WorkplanPrioritySchema = z
  .enum(['high', 'medium', 'low'])
  .describe('Order in which the team should run it.');

/**
 * What settles a hypothesis: the measure the analysis produces and the threshold that decides it, stated
 * before the data comes in so a finding cannot be read to fit.
 */
export const DecisionRuleSchema = z
  .object({
    measure: z
      .string()
      .min(1)
      .max(300)
      .describe('The number the analysis produces, e.g. "growth in fuel cost per passenger since 2021".'),
    comparator: z
      .enum(['above', 'at-least', 'below', 'at-most'])
      .describe('How the measure must compare with the threshold for the hypothesis to be supported.'),
    threshold: z.number().describe('The value that decides, in the unit given.'),
    unit: z.string().max(40).default('').describe('Unit of measure and threshold: "%", "pp", "EUR m", "days".'),
    text: z
      .string()
      .min(1)
      .max(500)
      .describe('The rule in one sentence: "Supported if fuel cost per passenger grew more than 10% since 2021."'),
  })
  .meta({ id: 'DecisionRule' });
export type DecisionRule = z.infer<typeof DecisionRuleSchema>;

export const WorkplanRowSchema = z
  .object({
    id: NodeIdSchema.describe('Identifier of this analysis; analyses, instructions and simulations refer to it.'),
    hypothesisId: NodeIdSchema.describe(
      'The hypothesis (node id in the hypothesis tree) this analysis proves or kills.',
    ),
    analysis: z
      .string()
      .min(1)
      .max(500)
      .describe('The analysis, named as a consultant would (e.g. "Price-volume-mix bridge 2021-2024").'),
    analysisType: z
      .string()
      .max(100)
      .optional()
      .describe('The kind of analysis from the library, e.g. "pvm-bridge", "cohort-churn", "market-sizing".'),
    dataSources: z.array(z.string().min(1).max(300)).max(20).describe('Where the data comes from.'),
    method: z.string().max(MAX_TEXT_LENGTH).describe('How the analysis is done.'),
    owner: z.string().max(200).describe('Who runs it (a role or a name); empty when unassigned.'),
    due: z
      .string()
      .max(40)
      .describe('When it is due: an ISO date (YYYY-MM-DD) or a relative week such as "Week 2"; empty when open.'),
    status: WorkplanStatusSchema,
    priority: WorkplanPrioritySchema,
    decisionRule: DecisionRuleSchema.optional().describe(
      'The threshold that supports or refutes the hypothesis, fixed before the analysis runs.',
    ),
  })
  .meta({ id: 'WorkplanRow' });
export type WorkplanRow = z.infer<typeof WorkplanRowSchema>;

export const WorkplanSchema = z
  .object({ rows: z.array(WorkplanRowSchema).max(MAX_LIST_ITEMS) })
  .describe('The problem-solving work plan: for each hypothesis, the analyses that would prove or kill it.')
  .meta({ id: 'Workplan' });
export type Workplan = z.infer<typeof WorkplanSchema>;
