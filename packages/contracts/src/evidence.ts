import { z } from 'zod';
import {
  DATASET_PREVIEW_ROWS,
  DatasetCellSchema,
  DatasetColumnSchema,
  DatasetFormatSchema,
  MAX_DATASET_COLUMNS,
  MAX_DATASET_ROWS,
} from './artefacts/evidence.js';
import { IsoDateTimeSchema } from './common.js';

/** Content types a data set may be uploaded as; anything else is 415. */
export const DATASET_CONTENT_TYPES = {
  csv: ['text/csv', 'text/tab-separated-values', 'text/plain'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
} as const;

export const DatasetParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  datasetId: z.uuid(),
});

export const UploadDatasetQuerySchema = z.object({
  name: z.string().trim().min(1).max(200).describe('The file name, or a name for pasted data.'),
  sheet: z.string().max(100).optional().describe('For a workbook: the sheet to read; the first one when absent.'),
  paste: z
    .enum(['true', 'false'])
    .optional()
    .describe('"true" when the text was pasted rather than uploaded as a file.'),
});

const datasetFields = {
  id: z.uuid(),
  name: z.string(),
  format: DatasetFormatSchema,
  sheet: z.string().optional(),
  sheets: z.array(z.string()).max(100).describe('The workbook’s sheets, to choose another; empty for CSV.'),
  rowCount: z.number().int().min(0).max(MAX_DATASET_ROWS),
  columns: z.array(DatasetColumnSchema).max(MAX_DATASET_COLUMNS),
  createdAt: IsoDateTimeSchema,
};

export const DatasetSummarySchema = z
  .object({
    ...datasetFields,
    preview: z
      .array(z.array(DatasetCellSchema))
      .max(DATASET_PREVIEW_ROWS)
      .describe('The first rows, to check before the data is attached to an analysis.'),
  })
  .meta({ id: 'DatasetSummary' });
export type DatasetSummary = z.infer<typeof DatasetSummarySchema>;

export const DatasetTableSchema = z
  .object({ ...datasetFields, rows: z.array(z.array(DatasetCellSchema)).max(MAX_DATASET_ROWS) })
  .meta({ id: 'DatasetTable' });
export type DatasetTable = z.infer<typeof DatasetTableSchema>;
