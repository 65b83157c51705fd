import type { DatasetCell, DatasetColumn } from '@caseboard/contracts';
import { DATASET_LIMITS, parseCsv, type TableLimits } from './csv.js';
import { DatasetError } from './errors.js';
import { typeTable } from './values.js';

/** A data set as the evidence commands and charts use it: typed columns and rows of cells. */
export interface TableData {
  columns: DatasetColumn[];
  rows: DatasetCell[][];
}

/** Reads CSV or pasted cells (tab-separated, as a spreadsheet copies them) into typed columns. */
export function readDelimitedTable(text: string, limits: TableLimits = DATASET_LIMITS): TableData {
  const { header, rows, delimiter } = parseCsv(text, limits);
  if (rows.length === 0) throw new DatasetError('dataset_empty', 'The data has a header but no rows.');
  return typeTable(header, rows, delimiter === ';', true);
}

/**
 * Types a table whose cells a workbook already typed (numbers, ISO dates, text): each is written the
 * way `typeTable` reads it, so both paths detect the same types.
 */
export function readCellTable(header: string[], rows: Array<Array<string | number | null>>): TableData {
  if (rows.length === 0) throw new DatasetError('dataset_empty', 'The sheet has a header but no rows.');
  const text = rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
  return typeTable(header, text, false, true);
}

export function columnOf(table: Pick<TableData, 'columns'>, key: string): DatasetColumn | undefined {
  return table.columns.find((column) => column.key === key);
}

export const isNumericColumn = (column: DatasetColumn) =>
  column.type === 'number' || column.type === 'percent' || column.type === 'currency';
