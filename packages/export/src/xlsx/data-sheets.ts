import type { DatasetCell, DatasetColumn, ProjectDocument } from '@caseboard/contracts';
import type { TableData } from '@caseboard/domain';
import type ExcelJS from 'exceljs';
import type { Labels } from '../labels.js';

/** Excel refuses these in a sheet name, and names longer than 31 characters. */
const FORBIDDEN = /[[\]:*?/\\]/g;
const MAX_SHEET_NAME = 31;

/** A sheet name unique in the workbook (Excel compares names case-insensitively). */
export function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim().replace(/^'|'$/g, '') || 'Data';
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/**
 * A cell as a spreadsheet should hold it: numbers stay numbers, a percentage (stored as 12.5 for
 * "12.5 %") becomes 0.125 shown as a percentage, an ISO date becomes a date; anything else is text.
 */
function cellValue(cell: DatasetCell, column: DatasetColumn): ExcelJS.CellValue {
  if (cell === null) return null;
  if (typeof cell === 'number') return column.type === 'percent' ? cell / 100 : cell;
  if (column.type === 'date' && /^\d{4}-\d{2}(-\d{2})?$/.test(cell)) {
    const date = new Date(`${cell.length === 7 ? `${cell}-01` : cell}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return cell;
}

function numberFormat(column: DatasetColumn): string | undefined {
  switch (column.type) {
    case 'percent':
      return '0.0%';
    case 'currency':
      return column.unit ? `#,##0.00 "${column.unit.replace(/"/g, '')}"` : '#,##0.00';
    case 'number':
      return '#,##0.########';
    case 'date':
      return 'yyyy-mm-dd';
    default:
      return undefined;
  }
}

/**
 * One sheet per data set the analyses use, named after the analysis, with the columns typed as they
 * were detected, so the team can check every number the deck charts. A data set two analyses share is
 * written once.
 */
export function addDataSheets(
  workbook: ExcelJS.Workbook,
  document: ProjectDocument,
  datasets: ReadonlyMap<string, TableData>,
  labels: Labels,
  style: { accent: string; font: string },
): void {
  const taken = new Set(workbook.worksheets.map((ws) => ws.name.toLowerCase()));
  const written = new Set<string>();
  for (const entry of document.analyses) {
    const ref = entry.evidence?.dataset;
    const table = ref ? datasets.get(ref.id) : undefined;
    if (!ref || !table || written.has(ref.id)) continue;
    written.add(ref.id);
    const ws = workbook.addWorksheet(sheetName(`${labels.workbook.data} ${entry.id} ${ref.name}`, taken), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = table.columns.map((column) => ({
      header: column.label,
      key: column.key,
      width: Math.min(40, Math.max(10, column.label.length + 2)),
    }));
    for (const row of table.rows) ws.addRow(row.map((cell, i) => cellValue(cell, table.columns[i]!)));
    table.columns.forEach((column, i) => {
      const format = numberFormat(column);
      if (format) ws.getColumn(i + 1).numFmt = format;
    });
    const header = ws.getRow(1);
    header.font = { name: style.font, bold: true, color: { argb: 'FFFFFFFF' } };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${style.accent}` } };
    ws.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: Math.max(1, table.rows.length + 1), column: table.columns.length },
    };
  }
}
