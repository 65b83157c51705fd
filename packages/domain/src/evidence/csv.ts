// The constants alone, not the package's schemas: the parse worker loads this module (read-table.ts).
import {
  MAX_DATASET_CELL_LENGTH,
  MAX_DATASET_COLUMNS,
  MAX_DATASET_ROWS,
} from '@caseboard/contracts/artefacts/dataset-limits';
import { DatasetError } from './errors.js';

export interface TableLimits {
  maxRows: number;
  maxColumns: number;
  maxCellLength: number;
}

export const DATASET_LIMITS: TableLimits = {
  maxRows: MAX_DATASET_ROWS,
  maxColumns: MAX_DATASET_COLUMNS,
  maxCellLength: MAX_DATASET_CELL_LENGTH,
};

/** The delimiter of a CSV text: the one of comma, semicolon and tab found most often in its first line. */
export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i += 1) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && (ch === ',' || ch === ';' || ch === '\t')) counts[ch] += 1;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[','] && counts['\t'] >= counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

const DELIMITER_CODES = { ',': 44, ';': 59, '\t': 9 } as const;

/** Text that a spreadsheet would not hold: NUL bytes or many control characters (binary junk). */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 8_192);
  let control = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 9 || (code > 13 && code < 32) || code === 0xfffd) && code !== 27) control += 1;
  }
  return sample.length > 0 && control / sample.length > 0.02;
}

/**
 * Reads CSV (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes; comma, semicolon or tab)
 * in one pass over the text, and stops at the first limit it breaks: rows, columns or cell length. So a
 * file of 10,000 columns fails on its first line, before any row is kept. Blank lines are skipped.
 */
export function parseCsv(
  input: string,
  limits: TableLimits = DATASET_LIMITS,
): { header: string[]; rows: string[][]; delimiter: ',' | ';' | '\t' } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (looksBinary(text)) throw new DatasetError('dataset_unreadable', 'The file is not text: is it a CSV file?');
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  const tooLong = () =>
    new DatasetError(
      'dataset_cell_too_long',
      `Row ${records.length + 1} holds a cell of more than ${limits.maxCellLength} characters.`,
    );
  const push = (field: string) => {
    if (field.length > limits.maxCellLength) throw tooLong();
    record.push(field);
    if (record.length > limits.maxColumns) {
      throw new DatasetError('dataset_too_many_columns', `The data has more than ${limits.maxColumns} columns.`);
    }
  };
  const endRecord = () => {
    const blank = record.length === 1 && record[0]!.trim() === '';
    if (!blank) {
      records.push(record);
      // The header plus the rows.
      if (records.length > limits.maxRows + 1) {
        throw new DatasetError('dataset_too_many_rows', `The data has more than ${limits.maxRows} rows.`);
      }
    }
    record = [];
  };
  const length = text.length;
  let i = 0;
  // Each turn reads one field and the separator after it; fields are sliced, not built char by char.
  while (i < length) {
    let field: string;
    if (text[i] === '"') {
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new DatasetError('dataset_unreadable', 'A quoted field is never closed.');
        value += text.slice(from, quote);
        if (value.length > limits.maxCellLength) throw tooLong();
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the separator is kept, as spreadsheets do.
      let j = i;
      while (j < length && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') j += 1;
      field = value + text.slice(i, j);
      i = j;
    } else {
      let j = i;
      while (j < length) {
        const ch = text.charCodeAt(j);
        if (ch === DELIMITER_CODES[delimiter] || ch === 10 || ch === 13) break;
        j += 1;
        if (j - i > limits.maxCellLength) throw tooLong();
      }
      field = text.slice(i, j);
      i = j;
    }
    push(field);
    if (i >= length) {
      endRecord();
      break;
    }
    const sep = text.charCodeAt(i);
    i += 1;
    if (sep === 13 && text.charCodeAt(i) === 10) i += 1;
    if (sep === 10 || sep === 13) {
      endRecord();
    } else if (i >= length) {
      // A trailing delimiter: the last field is empty.
      push('');
      endRecord();
    }
  }
  if (records.length === 0) throw new DatasetError('dataset_empty', 'The data has no rows.');
  const [header, ...rows] = records as [string[], ...string[][]];
  return { header, rows, delimiter };
}
