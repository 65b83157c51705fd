import type { HypothesisNode, WorkplanRow } from '@caseboard/contracts';

export const STATUSES: WorkplanRow['status'][] = ['planned', 'in_progress', 'done', 'blocked'];
export const PRIORITIES: WorkplanRow['priority'][] = ['high', 'medium', 'low'];
export type SortKey = 'hypothesis' | 'analysis' | 'owner' | 'due' | 'status' | 'priority';
export interface WorkplanSort {
  key: SortKey;
  direction: 1 | -1;
}

/** The hypotheses in outline order, for the row's select and for sorting rows by their hypothesis. */
export type HypothesisIndex = ReadonlyMap<string, { node: HypothesisNode; index: number }>;

/** The rows the table shows: those with the status and the text asked for, in the order asked for. */
export function workplanView(
  workplan: readonly WorkplanRow[],
  hypothesisById: HypothesisIndex,
  { sort, status, text }: { sort: WorkplanSort; status: WorkplanRow['status'] | 'all'; text: string },
): WorkplanRow[] {
  const needle = text.trim().toLowerCase();
  const filtered = workplan.filter(
    (row) =>
      (status === 'all' || row.status === status) &&
      (!needle ||
        [
          row.analysis,
          row.decisionRule?.text ?? '',
          row.method,
          row.owner,
          ...row.dataSources,
          hypothesisById.get(row.hypothesisId)?.node.label ?? '',
        ].some((v) => v.toLowerCase().includes(needle))),
  );
  const value = (row: WorkplanRow): string | number => {
    switch (sort.key) {
      case 'hypothesis':
        return hypothesisById.get(row.hypothesisId)?.index ?? Number.MAX_SAFE_INTEGER;
      case 'priority':
        return PRIORITIES.indexOf(row.priority);
      case 'status':
        return STATUSES.indexOf(row.status);
      default:
        return row[sort.key].toLowerCase();
    }
  };
  return [...filtered].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sort.direction;
  });
}
