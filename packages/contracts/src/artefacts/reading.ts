import { z } from 'zod';
import { MAX_PROBLEM_STATEMENT_LENGTH } from './limits.js';
import { ARCHETYPES, INDUSTRIES, READING_FIELDS } from './reading-terms.js';

/**
 * The reading of a problem: what kind of problem it is and the facts every later artefact is built on
 * (who, what is measured, from where to where by when, the options on the table, what may not change).
 * The engine proposes it from the statement; the consultant corrects and confirms it on the Problem step;
 * every generation (offline or a model) then works from it instead of guessing again.
 */

export const ArchetypeSchema = z
  .enum(ARCHETYPES)
  .describe(
    'The kind of problem: profitability, revenue-growth, cost-reduction, pricing, market-entry, new-offer (sizing and pricing a new product or service), option-choice (choosing among named options), investment-case (one investment decision), investment-portfolio (several projects under a budget cap), m-and-a (a deal: price against value), service-operations (service level and capacity: demand, handling, staffing), process-operations (quality, throughput, lead time of a process), supply-chain, unit-economics (break even per unit), fundraising (donors and grants), public-service (performance of a public service), churn-retention, channel-shift (direct versus intermediaries, online versus branches), organisation (structure, talent, capability), digital-transformation, regulation-carbon (a regulatory or emissions target), turnaround (cash and survival first), capacity-location (where and how much capacity to build).',
  );
export type Archetype = z.infer<typeof ArchetypeSchema>;

export const IndustrySchema = z.enum(INDUSTRIES).describe('The industry, for its customers, cost pools and process.');
export type Industry = z.infer<typeof IndustrySchema>;

export const ReadingFieldSchema = z.enum(READING_FIELDS);
export type ReadingField = z.infer<typeof ReadingFieldSchema>;

export const ReadingSourceSchema = z
  .object({
    field: ReadingFieldSchema,
    /** For list fields (options, constraints, decision makers): which item. */
    index: z.number().int().min(0).max(20).optional(),
    start: z.number().int().min(0).max(MAX_PROBLEM_STATEMENT_LENGTH),
    end: z.number().int().min(0).max(MAX_PROBLEM_STATEMENT_LENGTH),
    text: z.string().max(500).describe('The words of the statement the field was read from, exactly as written.'),
  })
  .meta({ id: 'ReadingSource' });
export type ReadingSource = z.infer<typeof ReadingSourceSchema>;

const phrase = (max: number) => z.string().trim().max(max);
const items = (max: number, length: number) => z.array(z.string().trim().min(1).max(length)).max(max);

export const ArchetypeScoreSchema = z.object({
  archetype: ArchetypeSchema,
  score: z.number().min(0).max(1).describe('Share of the evidence for this archetype, 0 to 1.'),
});

export const ProblemReadingSchema = z
  .object({
    statement: z
      .string()
      .max(MAX_PROBLEM_STATEMENT_LENGTH)
      .describe('The problem statement this reading was made from; a different statement makes the reading stale.'),
    archetype: ArchetypeSchema,
    subject: phrase(200)
      .min(1)
      .describe(
        'The client as a noun phrase that reads right inside a sentence: "the cooperative", "the airline" (never the people it serves, e.g. not "the farmers" for a farmers\' cooperative).',
      ),
    industry: IndustrySchema,
    metric: phrase(200)
      .default('')
      .describe(
        'What is measured, e.g. "operating margin", "calls answered within 5 minutes"; empty for a pure decision.',
      ),
    baseline: phrase(120)
      .default('')
      .describe('Where the metric is today, as written: "2%", "£31m"; empty when unknown.'),
    target: phrase(200)
      .default('')
      .describe('Where it must get to, as written: "8%", "12% lower", "below 15%", "double"; empty when none.'),
    deadline: phrase(120).default('').describe('By when, as written: "within 24 months", "by 2030"; empty when none.'),
    direction: z
      .enum(['up', 'down'])
      .optional()
      .describe('Which way is better for the metric: up (margin, revenue) or down (cost, churn, waiting time).'),
    options: items(8, 300)
      .default([])
      .describe('The decision options the statement names, each as a short verb phrase: "build its own cheese plant".'),
    constraints: items(10, 300)
      .default([])
      .describe(
        'What the answer must respect, as stated: "customer bills cannot rise", "capex capped at $200m a year".',
      ),
    decisionMakers: items(10, 200)
      .default([])
      .describe('Who decides, as named: "the board", "the regulator"; empty when the statement names nobody.'),
    sources: z.array(ReadingSourceSchema).max(60).default([]).describe('Where each field was read in the statement.'),
    confidence: z.number().min(0).max(1).describe('How sure the reader is of the archetype, 0 to 1.'),
    alternatives: z
      .array(ArchetypeScoreSchema)
      .max(5)
      .default([])
      .describe('The archetypes that came closest, best first (the chosen one excluded).'),
    unsure: z
      .boolean()
      .default(false)
      .describe('True when the reader cannot tell the archetype apart from an alternative and asks the consultant.'),
    confirmed: z.boolean().default(false).describe('True once the consultant has checked and confirmed the reading.'),
  })
  .describe('How the problem statement is read: its archetype and the facts every artefact is built on.')
  .meta({ id: 'ProblemReading' });
export type ProblemReading = z.infer<typeof ProblemReadingSchema>;
