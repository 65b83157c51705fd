import { z } from 'zod';
import { MAX_TEXT_LENGTH } from './limits.js';

const text = z.string().max(MAX_TEXT_LENGTH);
const items = z.array(z.string().min(1).max(500)).max(30);

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
