import type { HypothesisNode, ProjectDocument, WorkplanRow } from '@caseboard/contracts';
import { brokenLinks, commands, visibleNodes, type EditorCommand } from '@caseboard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { newNodeId } from '../../lib/ids';
import { STATUSES, workplanView, type SortKey, type WorkplanSort } from '../../lib/workplan-view';
import { BrokenLinksNote } from './broken-links-note';
import { WorkplanRowView } from './workplan-row';

export interface WorkplanStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  /** Runs an editor command: rows change only through the work-plan commands. */
  run: (command: EditorCommand) => void;
  actions?: ReactNode;
}

/** The problem-solving work plan: every analysis tied to the hypothesis it proves or kills, sortable and filterable. */
export function WorkplanStep({ document, readOnly, run, actions }: WorkplanStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const [sort, setSort] = useState<WorkplanSort>({ key: 'hypothesis', direction: 1 });
  const [statusFilter, setStatusFilter] = useState<WorkplanRow['status'] | 'all'>('all');
  const [text, setText] = useState('');
  const hypotheses = useMemo(
    () =>
      document.hypothesisTree
        ? visibleNodes(document.hypothesisTree).map(({ node, depth }) => ({ node: node as HypothesisNode, depth }))
        : [],
    [document.hypothesisTree],
  );
  const hypothesisById = useMemo(
    () => new Map(hypotheses.map(({ node }, index) => [node.id, { node, index }])),
    [hypotheses],
  );
  const rows = useMemo(
    () => workplanView(document.workplan, hypothesisById, { sort, status: statusFilter, text }),
    [document.workplan, statusFilter, text, sort, hypothesisById],
  );
  const broken = useMemo(() => brokenLinks(document).filter((link) => link.where === 'workplan'), [document]);
  const addRow = () =>
    run(
      commands.addWorkplanRow({
        row: {
          id: newNodeId('w'),
          hypothesisId: hypotheses[1]?.node.id ?? hypotheses[0]?.node.id ?? 'unlinked',
          analysis: t('workplan.newAnalysis'),
          dataSources: [],
          method: '',
          owner: '',
          due: '',
          status: 'planned',
          priority: 'medium',
        },
      }),
    );

  const header = (key: SortKey, label: string) => (
    <th
      scope="col"
      aria-sort={sort.key === key ? (sort.direction === 1 ? 'ascending' : 'descending') : 'none'}
      className="px-2 py-2 text-left text-xs font-semibold text-ink-muted"
    >
      <button
        type="button"
        onClick={() => setSort((s) => ({ key, direction: s.key === key ? (-s.direction as 1 | -1) : 1 }))}
        className="inline-flex items-center gap-1 hover:text-ink"
      >
        {label}
        <span aria-hidden="true" className={cn('text-[10px]', sort.key !== key && 'opacity-0')}>
          {sort.direction === 1 ? '▲' : '▼'}
        </span>
      </button>
    </th>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2">
        <label className="flex items-center gap-2 text-xs text-ink-muted" htmlFor={`${id}-status`}>
          {t('workplan.filterStatus')}
          <select
            id={`${id}-status`}
            value={statusFilter}
            onChange={(event) => setStatusFilter(event.target.value as typeof statusFilter)}
            className="h-8 rounded-md border border-line bg-surface px-2 text-sm text-ink"
          >
            <option value="all">{t('workplan.all')}</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`workplan.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('workplan.search')}
          aria-label={t('workplan.search')}
          className="h-8 w-56 rounded-md border border-line bg-surface px-2.5 text-sm"
        />
        <BrokenLinksNote links={broken} />
        <div className="ml-auto flex items-center gap-2">
          {actions}
          {readOnly ? null : (
            <button
              type="button"
              onClick={addRow}
              className="h-8 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
            >
              {t('workplan.add')}
            </button>
          )}
        </div>
      </div>
      {document.workplan.length === 0 ? (
        <div className="mx-auto max-w-lg px-6 py-16 text-center">
          <h2 className="text-lg font-semibold">{t('workplan.emptyTitle')}</h2>
          <p className="mt-2 text-sm text-ink-muted">{t('workplan.emptyBody')}</p>
        </div>
      ) : (
        <div className="relative min-h-0 flex-1 overflow-auto bg-surface">
          <table className="w-full min-w-[1100px] border-collapse text-sm tabular-nums">
            <caption className="sr-only">{t('workplan.caption')}</caption>
            <thead className="sticky top-0 z-10 border-b border-line bg-surface-muted">
              <tr>
                {header('hypothesis', t('workplan.columns.hypothesis'))}
                {header('analysis', t('workplan.columns.analysis'))}
                <th scope="col" className="px-2 py-2 text-left text-xs font-semibold text-ink-muted">
                  {t('workplan.columns.dataSources')}
                </th>
                <th scope="col" className="px-2 py-2 text-left text-xs font-semibold text-ink-muted">
                  {t('workplan.columns.method')}
                </th>
                {header('owner', t('workplan.columns.owner'))}
                {header('due', t('workplan.columns.due'))}
                {header('status', t('workplan.columns.status'))}
                {header('priority', t('workplan.columns.priority'))}
                <th scope="col" className="w-10">
                  <span className="sr-only">{t('workplan.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <WorkplanRowView
                  key={row.id}
                  row={row}
                  hypotheses={hypotheses}
                  linked={hypothesisById.get(row.hypothesisId)?.node}
                  readOnly={readOnly}
                  run={run}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
