import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * Exports of a project: the deck (PowerPoint), the workbook (Excel), the chain as Markdown and the
 * deck's content as PDF, all built on the server from the stored document under the project's
 * access rules (`GET /api/v1/projects/{id}/export?format=...`).
 */
export const EXPORT_FORMATS = ['pptx', 'xlsx', 'md', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportFormatSchema = z
  .enum(EXPORT_FORMATS)
  .describe('pptx: editable 16:9 deck; xlsx: workbook; md: the chain as Markdown; pdf: the deck as PDF.');

/** What each format is sent as; the file is named "<project name>.<format>". */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown; charset=utf-8',
  pdf: 'application/pdf',
};

export const ExportQuerySchema = z.strictObject({
  format: ExportFormatSchema,
  locale: z
    .enum(LOCALES)
    .optional()
    .describe('Language of the headings the export adds; by default the Accept-Language header decides.'),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
