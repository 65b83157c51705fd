import type { ColumnType, DatasetCell, DatasetColumn } from '@caseboard/contracts';

/**
 * Reading the values of a column: numbers as people write them ("1,234.5", "1.234,5", "-3", "(120)"),
 * percentages ("12.5%", "12,5 %"), amounts ("$1,200", "1.200 EUR", "€ 3.4m" is text), dates ("2024-03-31",
 * "31.03.2024", "2024/03/31", "2024-03"). A column takes a type when every non-empty value reads as it.
 */

export type DecimalMark = '.' | ',';

const CURRENCY_SYMBOLS: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  CHF: 'CHF',
};
const CURRENCY_CODES = new Set([
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'INR',
  'CNY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
]);

const PLAIN = /^-?\d{1,15}(?:\.\d{1,15})?$/;

/** A plain number with the given decimal mark and optional grouping; undefined when it is not one. */
export function readNumber(raw: string, decimal: DecimalMark): number | undefined {
  // Most cells of a large file are plain: read them without the general path's replacing and splitting.
  if (PLAIN.test(raw) && (decimal === '.' || !raw.includes('.'))) return Number(raw);
  let text = raw.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/^\u2212/, '-');
  const group = decimal === '.' ? ',' : '.';
  const pattern =
    decimal === '.'
      ? /^[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][-+]?\d+)?$/
      : /^[-+]?(?:\d{1,3}(?:\.\d{3})+|\d+)?(?:,\d+)?$/;
  if (!pattern.test(text) || !/\d/.test(text)) return undefined;
  const normal = text.split(group).join('').replace(decimal, '.');
  const value = Number(normal);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

export function readPercent(raw: string, decimal: DecimalMark): number | undefined {
  const match = /^(.*?)\s*%$/.exec(raw.trim());
  return match ? readNumber(match[1]!, decimal) : undefined;
}

/** An amount with a currency symbol or code before or after it; the currency as its ISO code. */
export function readCurrency(raw: string, decimal: DecimalMark): { value: number; currency: string } | undefined {
  const text = raw.trim();
  const match = /^([-\u2212]?)\s*([$€£¥₹]|[A-Z]{3})\s*(.+)$/.exec(text) ?? /^(.+?)\s*([$€£¥₹]|[A-Z]{3})$/.exec(text);
  if (!match) return undefined;
  let sign = '';
  let symbol: string;
  let amount: string;
  if (match.length === 4 && /^[-\u2212]?$/.test(match[1]!)) {
    sign = match[1] ? '-' : '';
    symbol = match[2]!;
    amount = match[3]!;
  } else {
    amount = match[1]!;
    symbol = match[2]!;
  }
  const currency = CURRENCY_SYMBOLS[symbol] ?? (CURRENCY_CODES.has(symbol) ? symbol : undefined);
  if (!currency) return undefined;
  const value = readNumber(`${sign}${amount}`, decimal);
  return value === undefined ? undefined : { value, currency };
}

const pad = (n: number) => String(n).padStart(2, '0');
function validDate(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > 31) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date as ISO text ("2024-03-31", or "2024-03" for a month); undefined when it is not a date. */
export function readDate(raw: string): string | undefined {
  const text = raw.trim();
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    text,
  );
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return validDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : undefined;
  }
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (m) {
    const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return validDate(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : undefined;
  }
  m = /^(\d{4})-(\d{2})$/.exec(text);
  if (m) {
    const [y, mo] = [Number(m[1]), Number(m[2])];
    return validDate(y, mo, 1) ? `${y}-${pad(mo)}` : undefined;
  }
  return undefined;
}

type Reader = (raw: string) => DatasetCell | undefined;

/** The column's type, unit and typed values: the first type every non-empty value reads as, else text. */
export function typeColumn(
  values: string[],
  decimal: DecimalMark,
): { type: ColumnType; unit: string; cells: DatasetCell[] } {
  const asText = () => ({
    type: 'text' as const,
    unit: '',
    cells: values.map((v) => (v.trim() === '' ? null : v)),
  });
  if (!values.some((v) => v.trim() !== '')) return asText();
  const tryAll = (read: Reader): DatasetCell[] | undefined => {
    const cells: DatasetCell[] = [];
    for (const value of values) {
      if (value.trim() === '') {
        cells.push(null);
        continue;
      }
      const cell = read(value);
      if (cell === undefined) return undefined;
      cells.push(cell);
    }
    return cells;
  };
  const numbers = tryAll((v) => readNumber(v, decimal));
  if (numbers) return { type: 'number', unit: '', cells: numbers };
  const percents = tryAll((v) => readPercent(v, decimal));
  if (percents) return { type: 'percent', unit: '%', cells: percents };
  const currencies = new Set<string>();
  const amounts = tryAll((v) => {
    const amount = readCurrency(v, decimal);
    if (!amount) return undefined;
    currencies.add(amount.currency);
    return amount.value;
  });
  if (amounts && currencies.size === 1) return { type: 'currency', unit: [...currencies][0]!, cells: amounts };
  const dates = tryAll(readDate);
  if (dates) return { type: 'date', unit: '', cells: dates };
  return asText();
}

/**
 * Types every column of a table read as text (CSV, pasted cells). The decimal mark is the one under
 * which more of the numeric-looking values read: "1.234,5" German, "1,234.5" English; a semicolon
 * delimiter, usual where the comma is the decimal mark, tips a tie towards the comma.
 */
export function typeTable(
  header: string[],
  rows: string[][],
  preferComma = false,
  inPlace = false,
): { columns: DatasetColumn[]; rows: DatasetCell[][] } {
  let width = header.length;
  for (const row of rows) if (row.length > width) width = row.length;
  const columns: DatasetColumn[] = [];
  // In place (the caller's rows are its own, freshly read): 50,000 rows are not copied a second time.
  const typed: DatasetCell[][] = inPlace
    ? (rows as DatasetCell[][])
    : rows.map(() => new Array<DatasetCell>(width).fill(null));
  const values = new Array<string>(rows.length);
  for (let c = 0; c < width; c += 1) {
    for (let r = 0; r < rows.length; r += 1) values[r] = rows[r]![c] ?? '';
    const decimal = decimalMarkOf(values, preferComma);
    const { type, unit, cells } = typeColumn(values, decimal);
    const label = (header[c] ?? '').trim() || `Column ${c + 1}`;
    columns.push({ key: `c${c}`, label: label.slice(0, 200), type, unit });
    for (let r = 0; r < rows.length; r += 1) typed[r]![c] = cells[r]!;
  }
  return { columns, rows: typed };
}

function decimalMarkOf(values: string[], preferComma: boolean): DecimalMark {
  let dot = 0;
  let comma = 0;
  for (const value of values.slice(0, 2_000)) {
    if (/\d\.\d{1,2}(?!\d)|\d\.\d{4,}|\d,\d{3}(?!\d)/.test(value)) dot += 1;
    if (/\d,\d{1,2}(?!\d)|\d,\d{4,}|\d\.\d{3}(?!\d)/.test(value)) comma += 1;
  }
  if (comma > dot) return ',';
  if (dot > comma) return '.';
  return preferComma ? ',' : '.';
}
