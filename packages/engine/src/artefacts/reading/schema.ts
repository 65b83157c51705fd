import {
  ArchetypeSchema,
  IndustrySchema,
  ProblemReadingSchema,
  ReadingFieldSchema,
  type ProblemReading,
} from '@caseboard/contracts';
import { z } from 'zod';

export const schema = ProblemReadingSchema;

/** What the schema cannot see: sources that do not point at the statement, an archetype listed as its own alternative. */
export function check(reading: ProblemReading): string[] {
  const issues: string[] = [];
  for (const source of reading.sources) {
    if (source.end > reading.statement.length || source.start >= source.end) {
      issues.push(`the source of ${source.field} does not point into the statement`);
    } else if (reading.statement.slice(source.start, source.end) !== source.text) {
      issues.push(`the source of ${source.field} is not the statement's own words ("${source.text}")`);
    }
  }
  if (reading.alternatives.some((a) => a.archetype === reading.archetype)) {
    issues.push('alternatives must not repeat the chosen archetype');
  }
  return issues;
}

/**
 * The reading as a model writes it: quotes instead of character offsets (the engine finds the quotes in
 * the statement itself; a model counting characters gets them wrong), and no statement copy.
 */
export const ReadingAnswerSchema = z.object({
  archetype: ArchetypeSchema,
  subject: z.string().describe('The client as a noun phrase that reads right inside a sentence: "the cooperative".'),
  industry: IndustrySchema,
  metric: z.string().describe('What is measured, as written; empty for a pure decision.'),
  baseline: z.string().describe('Where the metric is today, as written; empty when unknown.'),
  target: z.string().describe('Where it must get to, as written; empty when none.'),
  deadline: z.string().describe('By when, as written; empty when none.'),
  direction: z.enum(['up', 'down']).optional().describe('Which way is better for the metric.'),
  options: z.array(z.string()).describe('Only the decision options the statement names.'),
  constraints: z.array(z.string()).describe('Only limits the statement states.'),
  decisionMakers: z.array(z.string()).describe('Only people or bodies the statement names.'),
  sources: z
    .array(z.object({ field: ReadingFieldSchema, text: z.string().describe('The exact words of the statement.') }))
    .describe('For each field you filled, the exact words of the statement it came from.'),
  confidence: z.number().min(0).max(1).describe('How sure you are of the archetype.'),
  alternatives: z.array(z.object({ archetype: ArchetypeSchema, score: z.number().min(0).max(1) })),
  unsure: z.boolean(),
});
