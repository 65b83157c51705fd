import { z } from 'zod';
import { MAX_DATASET_CELL_LENGTH, MAX_DATASET_COLUMNS, MAX_DATASET_ROWS } from './dataset-limits.js';
import { MAX_EVIDENCE_LOG, MAX_SOURCES } from './limits.js';
import { NodeIdSchema } from './tree.js';

/**
 * Real evidence of an analysis: the team's data set (stored in the database, referenced here so each
 * revision of the document names the data it was decided on), the chart drawn from it, the measure read
 * from it, and the sources cited. A simulated result never lives here.
 */

export * from './dataset-limits.js';

export const DatasetFormatSchema = z.enum(['csv', 'xlsx', 'paste']).describe('How the data came in.');
export type DatasetFormat = z.infer<typeof DatasetFormatSchema>;

export const ColumnTypeSchema = z
  .enum(['number', 'percent', 'currency', 'date', 'text'])
  .describe('Detected from the values: every non-empty value of the column reads as this type.');
export type ColumnType = z.infer<typeof ColumnTypeSchema>;

export const ColumnKeySchema = z.string().regex(/^c\d{1,3}$/, 'a column key such as c0');

export const DatasetColumnSchema = z
  .object({
    key: ColumnKeySchema.describe('Stable key of the column: c0, c1, ... in the order of the file.'),
    label: z.string().max(200).describe('The header as written in the file.'),
    type: ColumnTypeSchema,
    unit: z.string().max(16).default('').describe('"%" for percentages, the currency for amounts, else empty.'),
  })
  .meta({ id: 'DatasetColumn' });
export type DatasetColumn = z.infer<typeof DatasetColumnSchema>;

/** A cell: a number (percent as 12.5 for "12.5 %"), an ISO date or text, or null when empty. */
export const DatasetCellSchema = z.union([z.number(), z.string().max(MAX_DATASET_CELL_LENGTH), z.null()]);
export type DatasetCell = z.infer<typeof DatasetCellSchema>;

export const ChartTypeSchema = z.enum(['bar', 'stacked-bar', 'line', 'waterfall', 'scatter', 'pareto']);
export type ChartType = z.infer<typeof ChartTypeSchema>;

export const EvidenceChartSchema = z
  .object({
    type: ChartTypeSchema,
    x: ColumnKeySchema.describe('Column of the categories, dates or (scatter) x values.'),
    y: z.array(ColumnKeySchema).min(1).max(6).describe('Numeric columns drawn as series.'),
  })
  .meta({ id: 'EvidenceChart' });
export type EvidenceChart = z.infer<typeof EvidenceChartSchema>;

export const AggregateSchema = z.enum(['sum', 'mean', 'median', 'min', 'max', 'first', 'last', 'count']);
export type Aggregate = z.infer<typeof AggregateSchema>;

export const EvidenceMeasureSchema = z
  .object({
    column: ColumnKeySchema,
    aggregate: AggregateSchema,
    value: z.number().describe('The value read from the data set when it was attached or the measure chosen.'),
  })
  .meta({ id: 'EvidenceMeasure' });
export type EvidenceMeasure = z.infer<typeof EvidenceMeasureSchema>;

export const DatasetRefSchema = z
  .object({
    id: z.uuid().describe('The stored data set (GET /api/v1/projects/{id}/datasets/{datasetId}).'),
    name: z.string().min(1).max(200),
    format: DatasetFormatSchema,
    sheet: z.string().max(100).optional(),
    rowCount: z.number().int().min(0).max(MAX_DATASET_ROWS),
    columns: z.array(DatasetColumnSchema).min(1).max(MAX_DATASET_COLUMNS),
    attachedAt: z.string().max(40),
  })
  .meta({ id: 'DatasetRef' });
export type DatasetRef = z.infer<typeof DatasetRefSchema>;

export const EvidenceLogEntrySchema = z
  .object({
    at: z.string().max(40),
    kind: z.enum(['data', 'measure', 'value', 'rule', 'verdict']),
    datasetName: z.string().max(200).optional(),
    value: z.number().optional(),
    direction: z.enum(['supports', 'refutes', 'inconclusive']).optional(),
  })
  .meta({ id: 'EvidenceLogEntry' });
export type EvidenceLogEntry = z.infer<typeof EvidenceLogEntrySchema>;

export const AnalysisEvidenceSchema = z
  .object({
    dataset: DatasetRefSchema.optional(),
    chart: EvidenceChartSchema.optional(),
    measure: EvidenceMeasureSchema.optional(),
    log: z
      .array(EvidenceLogEntrySchema)
      .max(MAX_EVIDENCE_LOG)
      .default([])
      .describe('What changed the finding, newest last.'),
  })
  .meta({ id: 'AnalysisEvidence' });
export type AnalysisEvidence = z.infer<typeof AnalysisEvidenceSchema>;

/** Only web links: a `javascript:` or `data:` URL never becomes a link. */
const SourceUrlSchema = z
  .string()
  .max(2_000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), 'an http(s) address');

export const SourceSchema = z
  .object({
    id: NodeIdSchema,
    title: z.string().min(1).max(300),
    url: SourceUrlSchema.default(''),
    date: z.string().max(40).default(''),
    page: z.string().max(40).default(''),
  })
  .meta({ id: 'Source' });
export type Source = z.infer<typeof SourceSchema>;
export const SourcesSchema = z.array(SourceSchema).max(MAX_SOURCES);
