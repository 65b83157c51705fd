import type { Aggregate } from '@caseboard/contracts';
import type { TableData } from './dataset.js';

/** The numbers of a column, in row order, skipping empty and non-numeric cells. */
export function numbersOf(table: TableData, key: string): number[] {
  const index = table.columns.findIndex((column) => column.key === key);
  if (index === -1) return [];
  const out: number[] = [];
  for (const row of table.rows) {
    const cell = row[index];
    if (typeof cell === 'number' && Number.isFinite(cell)) out.push(cell);
  }
  return out;
}

/** Rounds to 6 significant decimals so a mean reads as 12.5, not 12.500000000000002. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** One number from a column: what the finding states. Undefined when the column has no numbers. */
export function aggregateColumn(table: TableData, key: string, aggregate: Aggregate): number | undefined {
  const values = numbersOf(table, key);
  if (aggregate === 'count') return values.length;
  if (values.length === 0) return undefined;
  switch (aggregate) {
    case 'sum':
      return tidy(values.reduce((a, b) => a + b, 0));
    case 'mean':
      return tidy(values.reduce((a, b) => a + b, 0) / values.length);
    case 'median': {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return tidy(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
    }
    case 'min':
      return values.reduce((a, b) => (b < a ? b : a));
    case 'max':
      return values.reduce((a, b) => (b > a ? b : a));
    case 'first':
      return values[0];
    case 'last':
      return values[values.length - 1];
  }
}
