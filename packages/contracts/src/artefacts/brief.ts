import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits.js';

const text = z.string().max(MAX_TEXT_LENGTH);
const item = z.string().min(1).max(500);
const items = z.array(item).max(30);

export const BriefSchema = z
  .object({
    situation: text.default('').describe('The situation the client is in.'),
    complication: text.default('').describe('What has changed or gone wrong.'),
    keyQuestion: text
      .default('')
      .describe('The one question the project must answer: specific, actionable, time-bound.'),
    decisionMakers: items.default([]).describe('Who decides on the answer.'),
    successCriteria: items.default([]).describe('How success will be measured.'),
    scopeIn: items.default([]).describe('What is in scope.'),
    scopeOut: items.default([]).describe('What is explicitly out of scope.'),
    constraints: items.default([]).describe('Constraints the solution must respect.'),
    timeFrame: z.string().max(200).default('').describe('The time frame, e.g. "within 24 months".'),
  })
  .describe('The project brief: the frame of the problem.')
  .meta({ id: 'Brief' });
export type Brief = z.infer<typeof BriefSchema>;

/**
 * A generated brief (the `brief` artefact): every field present, and the ones a drafted brief can always
 * fill are not empty. Constraints and the time frame stay empty when the statement states none, so a
 * draft never invents a deadline or a limit. Its output is a `Brief`.
 */
export const BriefDraftSchema = z
  .object({
    situation: text
      .min(1)
      .describe(
        'What the statement says of the client today: who it is and the facts that stand, in 1 to 3 sentences.',
      ),
    complication: text
      .min(1)
      .describe('What changed or went wrong, or the decision that is now open, with the numbers of the statement.'),
    keyQuestion: text
      .min(1)
      .describe(
        'The one question the project answers, ending with "?": the subject, the metric, the target and the time frame as stated.',
      ),
    decisionMakers: z
      .array(item)
      .min(1)
      .max(30)
      .describe(
        'Who decides on the answer: the people named in the statement, else the roles that decide such a question.',
      ),
    successCriteria: z
      .array(item)
      .min(1)
      .max(30)
      .describe('How success will be measured: the target, the metric and the time frame, each a measurable line.'),
    scopeIn: z.array(item).min(1).max(30).describe('What the project covers: the levers or questions it will examine.'),
    scopeOut: z.array(item).min(1).max(30).describe('What the project explicitly leaves out.'),
    constraints: items.describe(
      'Limits the answer must respect, as stated (e.g. "return above the 12% cost of capital"); empty when none is stated.',
    ),
    timeFrame: z
      .string()
      .max(200)
      .describe('The time frame as stated, e.g. "within 24 months"; empty when the statement gives none.'),
  })
  .describe('A drafted project brief for the problem statement.')
  .meta({ id: 'BriefDraft' });
