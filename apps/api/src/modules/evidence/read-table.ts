import type { DatasetCell, DatasetColumn } from '@caseboard/contracts';
// Only the readers, not the whole domain package: the worker loads fast and a spare is ready sooner.
import { DATASET_LIMITS } from '@caseboard/domain/evidence/csv';
import { readCellTable, readDelimitedTable } from '@caseboard/domain/evidence/dataset';
import { DatasetError, type DatasetProblem } from '@caseboard/domain/evidence/errors';
import { unzipSync, zipSync, type Unzipped } from 'fflate';

/**
 * Reading an uploaded table, in the parse worker (parse-worker.ts). CSV and pasted cells go through the
 * domain's reader; a workbook is checked before anything is inflated (declared sizes of its parts), only
 * its XML parts are inflated, into buffers no larger than declared, any DTD refuses the file (no entity
 * can expand), and ExcelJS then reads cell values from that clean copy: a formula gives its cached
 * result and is never evaluated.
 */

export type ParseProblem = DatasetProblem | 'dataset_unsafe_archive' | 'dataset_unsafe_xml' | 'dataset_sheet_not_found';

export class ParseError extends Error {
  constructor(
    readonly code: ParseProblem,
    message: string,
  ) {
    super(message);
    this.name = 'ParseError';
  }
}

export interface ParsedTable {
  columns: DatasetColumn[];
  rows: DatasetCell[][];
  sheet?: string;
  sheets: string[];
}

export type ParseKind = 'csv' | 'xlsx';

/** A workbook's parts may inflate to this many bytes each, and all of them together to this many. */
export const MAX_PART_BYTES = 48 * 1024 * 1024;
export const MAX_ARCHIVE_BYTES = 96 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 2_000;
/** A compression ratio no spreadsheet reaches; a zip bomb's first part does. */
export const MAX_COMPRESSION_RATIO = 200;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel writes as "CSV" in Western Europe). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export async function readTable(bytes: Uint8Array, kind: ParseKind, sheet?: string): Promise<ParsedTable> {
  if (kind === 'csv') {
    if (isZip(bytes)) throw new ParseError('dataset_unreadable', 'This is a workbook or archive, not CSV.');
    return { ...readDelimitedTable(decodeText(bytes), DATASET_LIMITS), sheets: [] };
  }
  return readWorkbook(bytes, sheet);
}

/** The XML parts of the archive, checked and inflated within the limits. */
export function safeParts(bytes: Uint8Array): Unzipped {
  if (!isZip(bytes)) throw new ParseError('dataset_unreadable', 'The file is not an Excel workbook (.xlsx).');
  let declared = 0;
  let entries = 0;
  const wanted = (name: string) => /\.(xml|rels)$/i.test(name) && !name.endsWith('/');
  let parts: Unzipped;
  try {
    // First pass: the central directory only, nothing inflated.
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        if (entries > MAX_ARCHIVE_ENTRIES)
          throw new ParseError('dataset_unsafe_archive', 'The archive holds too many files.');
        if (!wanted(file.name)) return false;
        declared += file.originalSize;
        const ratio = file.originalSize / Math.max(file.size, 1);
        if (
          file.originalSize > MAX_PART_BYTES ||
          declared > MAX_ARCHIVE_BYTES ||
          (file.originalSize > 1_048_576 && ratio > MAX_COMPRESSION_RATIO)
        ) {
          throw new ParseError('dataset_unsafe_archive', 'The workbook expands far beyond its size (a zip bomb?).');
        }
        return false;
      },
    });
    // Second pass: the XML parts, each into a buffer of its declared size, so a part that lies about
    // its size cannot grow past it.
    parts = unzipSync(bytes, { filter: (file) => wanted(file.name) });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    throw new ParseError('dataset_unreadable', 'The workbook is damaged or not a workbook.');
  }
  for (const [name, data] of Object.entries(parts)) {
    if (hasDoctype(data))
      throw new ParseError('dataset_unsafe_xml', `The part ${name} declares a DTD; workbooks never do.`);
  }
  if (!parts['xl/workbook.xml'])
    throw new ParseError('dataset_unreadable', 'The file is not an Excel workbook (.xlsx).');
  return parts;
}

/** `<!DOCTYPE` or `<!ENTITY` anywhere in the part (ASCII, case-insensitive): entity expansion starts there. */
function hasDoctype(data: Uint8Array): boolean {
  for (let i = data.indexOf(0x3c); i !== -1 && i < data.length - 8; i = data.indexOf(0x3c, i + 1)) {
    if (data[i + 1] !== 0x21) continue;
    const word = String.fromCharCode(...data.subarray(i + 2, i + 9)).toUpperCase();
    if (word.startsWith('DOCTYPE') || word.startsWith('ENTITY')) return true;
  }
  return false;
}

type CellValue = string | number | null;

function cellValue(value: unknown, numFmt: string | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return numFmt && numFmt.includes('%') ? `${Number((value * 100).toPrecision(12))}%` : value;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // A formula: its cached result, never evaluated; none cached reads as empty.
    if ('formula' in v || 'sharedFormula' in v) return 'result' in v ? cellValue(v.result, numFmt) : null;
    if (Array.isArray(v.richText)) return (v.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join('');
    if (typeof v.text === 'string') return v.text;
    if ('error' in v) return null;
  }
  return null;
}

async function readWorkbook(bytes: Uint8Array, sheetName: string | undefined): Promise<ParsedTable> {
  const parts = safeParts(bytes);
  const clean = zipSync(parts, { level: 0 });
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      clean.buffer as ArrayBuffer,
      { ignoreNodes: ['dataValidations', 'conditionalFormatting', 'hyperlinks'] } as never,
    );
  } catch {
    throw new ParseError('dataset_unreadable', 'The workbook could not be read.');
  }
  const sheets = workbook.worksheets.map((ws) => ws.name);
  const worksheet = sheetName === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheetName);
  if (!worksheet) {
    if (sheetName === undefined) throw new ParseError('dataset_empty', 'The workbook has no sheet.');
    throw new ParseError('dataset_sheet_not_found', `The workbook has no sheet "${sheetName}".`);
  }
  const { maxRows, maxColumns, maxCellLength } = DATASET_LIMITS;
  if (worksheet.columnCount > maxColumns) {
    throw new ParseError('dataset_too_many_columns', `The sheet has more than ${maxColumns} columns.`);
  }
  const table: CellValue[][] = [];
  let problem: ParseError | undefined;
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    if (problem) return;
    const cells: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const value = cellValue(cell.value, cell.numFmt);
      if (typeof value === 'string' && value.length > maxCellLength) {
        problem = new ParseError('dataset_cell_too_long', `A cell holds more than ${maxCellLength} characters.`);
      }
      cells[column - 1] = value;
    });
    for (let i = 0; i < cells.length; i += 1) cells[i] ??= null;
    table.push(cells);
    if (table.length > maxRows + 1)
      problem = new ParseError('dataset_too_many_rows', `The sheet has more than ${maxRows} rows.`);
  });
  if (problem) throw problem;
  if (table.length === 0) throw new ParseError('dataset_empty', 'The sheet is empty.');
  const [header, ...rows] = table as [CellValue[], ...CellValue[][]];
  const typed = readCellTable(
    header.map((cell) => (cell === null ? '' : String(cell))),
    rows,
  );
  return { ...typed, sheet: worksheet.name, sheets };
}

export function problemOf(error: unknown): { code: ParseProblem; message: string } | undefined {
  if (error instanceof ParseError || error instanceof DatasetError) return { code: error.code, message: error.message };
  return undefined;
}
