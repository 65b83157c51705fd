import { z } from 'zod';
import { MAX_LIST_ITEMS, MAX_TEXT_LENGTH } from './limits.js';
import { AnalysisEvidenceSchema, SourcesSchema } from './evidence.js';
import { HypothesisStatusSchema, NodeIdSchema } from './tree.js';

const text = (max = MAX_TEXT_LENGTH) => z.string().max(max);
const list = (max = 30) => z.array(z.string().min(1).max(1_000)).max(max);

export const AnalysisInstructionSchema = z
  .object({
    analysisId: NodeIdSchema.describe('The work-plan row this instruction is for.'),
    objective: text().describe('What the analysis must establish, tied to its hypothesis.'),
    dataNeeded: list().describe('The data to collect, as specific as possible (fields, periods, granularity).'),
    steps: list().describe('The steps, in order, that a junior consultant can follow.'),
    method: text().describe('The analytical method (e.g. regression, cohort analysis, benchmarking).'),
    expectedOutput: text().describe('What the result looks like: the chart or table and the number that decides.'),
    pitfalls: list().describe('Common mistakes and how to avoid them.'),
  })
  .meta({ id: 'AnalysisInstruction' });
export type AnalysisInstruction = z.infer<typeof AnalysisInstructionSchema>;

export const AnalysisInstructionsSchema = z
  .object({ instructions: z.array(AnalysisInstructionSchema).max(MAX_LIST_ITEMS) })
  .describe('Instructions for each analysis of the work plan.')
  .meta({ id: 'AnalysisInstructions' });
export type AnalysisInstructions = z.infer<typeof AnalysisInstructionsSchema>;

const CellSchema = z.union([z.string().max(200), z.number()]);

export const ChartSpecSchema = z
  .object({
    type: z
      .enum(['bar', 'line', 'waterfall', 'scatter', 'stacked-bar'])
      .describe('Chart type that shows the finding best.'),
    title: text(300).describe('Action title of the chart: the finding in one sentence.'),
    x: z.string().max(100).describe('Column key for the x axis (categories or time).'),
    y: z.array(z.string().max(100)).min(1).max(6).describe('Column keys plotted as series.'),
    unit: z.string().max(40).optional().describe('Unit of the y values, e.g. "%", "EUR m", "days".'),
  })
  .meta({ id: 'ChartSpec' });
export type ChartSpec = z.infer<typeof ChartSpecSchema>;

export const DatasetSchema = z
  .object({
    columns: z
      .array(
        z.object({ key: z.string().min(1).max(100), label: z.string().max(200), unit: z.string().max(40).optional() }),
      )
      .min(1)
      .max(12),
    rows: z.array(z.record(z.string(), CellSchema)).max(100).describe('Rows keyed by column key.'),
  })
  .meta({ id: 'Dataset' });
export type Dataset = z.infer<typeof DatasetSchema>;

export const ImplicationSchema = z.object({
  hypothesisId: NodeIdSchema,
  direction: z
    .enum(['supports', 'refutes', 'inconclusive'])
    .describe('What the simulated result says about the hypothesis.'),
  text: text().describe('The implication for the hypothesis, in one or two sentences.'),
});

export const AnalysisSimulationSchema = z
  .object({
    analysisId: NodeIdSchema.describe('The work-plan row simulated.'),
    hypothesisId: NodeIdSchema,
    simulated: z
      .literal(true)
      .describe('Always true: this result is synthetic, to rehearse the analysis, not real data.'),
    dataset: DatasetSchema.describe('A small synthetic data set consistent with the numbers in the problem statement.'),
    chart: ChartSpecSchema,
    finding: text().describe('What the simulated data shows.'),
    implication: ImplicationSchema,
  })
  .meta({ id: 'AnalysisSimulation' });
export type AnalysisSimulation = z.infer<typeof AnalysisSimulationSchema>;

export const AnalysisSimulationsSchema = z
  .object({
    simulations: z.array(AnalysisSimulationSchema).max(MAX_LIST_ITEMS),
    disclaimer: text(500).describe('States that the results are simulated, for rehearsal, and not real findings.'),
  })
  .describe('Simulated results for the analyses of the work plan, clearly labelled as simulated.')
  .meta({ id: 'AnalysisSimulations' });
export type AnalysisSimulations = z.infer<typeof AnalysisSimulationsSchema>;

export const HypothesisStatusResultSchema = z
  .object({
    hypothesisId: NodeIdSchema,
    status: HypothesisStatusSchema,
    rationale: text().describe('Why the evidence leads to this status.'),
    confidence: z.number().min(0).max(1).describe('Confidence in the status, from 0 to 1.'),
    evidenceUsed: z
      .array(z.string().min(1).max(1_000))
      .max(30)
      .describe('The analyses (ids) or evidence the status rests on.'),
  })
  .meta({ id: 'HypothesisStatusResult' });
export type HypothesisStatusResult = z.infer<typeof HypothesisStatusResultSchema>;

export const HypothesisStatusResultsSchema = z
  .object({ results: z.array(HypothesisStatusResultSchema).max(MAX_LIST_ITEMS) })
  .describe('A status for each hypothesis, validated against the analyses.')
  .meta({ id: 'HypothesisStatusResults' });
export type HypothesisStatusResults = z.infer<typeof HypothesisStatusResultsSchema>;

/**
 * The team's result of a real analysis: the measured value (compared with the work plan's decision rule)
 * and, where a number cannot decide, the team's verdict with its reason. Simulated results never go here.
 */
export const AnalysisResultSchema = z
  .object({
    value: z.number().optional().describe('The measured value, in the unit of the decision rule.'),
    verdict: z
      .enum(['supports', 'refutes', 'inconclusive'])
      .optional()
      .describe("The team's verdict when no number decides, or to overrule one; give the reason."),
    reason: z.string().max(2_000).default('').describe('Why the team reached the verdict.'),
    source: z
      .string()
      .max(500)
      .default('')
      .describe('Where the numbers come from: a data set, an interview, a report.'),
  })
  .meta({ id: 'AnalysisResult' });
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;

/** One analysis in the project document: the plan's row joined with its instructions, simulation and the team's findings. */
export const AnalysisEntrySchema = z
  .object({
    id: NodeIdSchema.describe('Equal to the work-plan row id.'),
    hypothesisId: NodeIdSchema,
    title: z.string().max(500),
    instructions: AnalysisInstructionSchema.optional(),
    simulation: AnalysisSimulationSchema.optional(),
    findings: z.string().max(20_000).default('').describe("The team's own findings from the real analysis."),
    result: AnalysisResultSchema.optional(),
    evidence: AnalysisEvidenceSchema.optional().describe(
      "The team's data set, its chart and the measure read from it.",
    ),
    sources: SourcesSchema.optional().describe('Sources the analysis cites.'),
  })
  .meta({ id: 'AnalysisEntry' });
export type AnalysisEntry = z.infer<typeof AnalysisEntrySchema>;
