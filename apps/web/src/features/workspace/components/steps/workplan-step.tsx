import type { HypothesisNode, ProjectDocument, WorkplanRow } from '@caseboard/contracts';
import { visibleNodes } from '@caseboard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { newNodeId } from '../../lib/ids';
import { StatusChip } from '../status-chip';

const STATUSES: WorkplanRow['status'][] = ['planned', 'in_progress', 'done', 'blocked'];
const PRIORITIES: WorkplanRow['priority'][] = ['high', 'medium', 'low'];
type SortKey = 'hypothesis' | 'analysis' | 'owner' | 'due' | 'status' | 'priority';

export interface WorkplanStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  onEdit: (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey?: string) => void;
  actions?: ReactNode;
}

/** The problem-solving work plan: every analysis tied to the hypothesis it proves or kills, sortable and filterable. */
export function WorkplanStep({ document, readOnly, onEdit, actions }: WorkplanStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: 1 | -1 }>({ key: 'hypothesis', direction: 1 });
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

  const rows = useMemo(() => {
    const needle = text.trim().toLowerCase();
    const filtered = document.workplan.filter(
      (row) =>
        (statusFilter === 'all' || row.status === statusFilter) &&
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
  }, [document.workplan, statusFilter, text, sort, hypothesisById]);

  const update = (rowId: string, patch: Partial<WorkplanRow>, field: string) =>
    onEdit(
      (doc) => ({
        ...doc,
        workplan: doc.workplan.map((row) => (row.id === rowId ? { ...row, ...patch } : row)),
        analyses:
          patch.hypothesisId || patch.analysis
            ? doc.analyses.map((a) =>
                a.id === rowId
                  ? { ...a, hypothesisId: patch.hypothesisId ?? a.hypothesisId, title: patch.analysis ?? a.title }
                  : a,
              )
            : doc.analyses,
      }),
      `workplan.${rowId}.${field}`,
    );
  const addRow = () =>
    onEdit((doc) => ({
      ...doc,
      workplan: [
        ...doc.workplan,
        {
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
      ],
    }));
  const removeRow = (rowId: string) =>
    onEdit((doc) => ({
      ...doc,
      workplan: doc.workplan.filter((row) => row.id !== rowId),
      analyses: doc.analyses.filter((a) => a.id !== rowId),
    }));

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
              {rows.map((row) => {
                const linked = hypothesisById.get(row.hypothesisId)?.node;
                return (
                  <tr key={row.id} className="border-b border-line align-top hover:bg-surface-muted/60">
                    <td className="w-72 px-2 py-1.5">
                      <select
                        aria-label={t('workplan.columns.hypothesis')}
                        value={linked ? row.hypothesisId : ''}
                        // A long hypothesis is cut short in the closed select: the whole claim on hover.
                        title={hypotheses.find(({ node }) => node.id === row.hypothesisId)?.node.label}
                        disabled={readOnly}
                        onChange={(event) => update(row.id, { hypothesisId: event.target.value }, 'hypothesis')}
                        className="w-full rounded-md border border-transparent bg-transparent px-1 py-1 text-sm hover:border-line"
                      >
                        {linked ? null : <option value="">{t('workplan.unlinked')}</option>}
                        {hypotheses.map(({ node, depth }) => (
                          <option key={node.id} value={node.id}>
                            {`${'· '.repeat(depth)}${node.label}`}
                          </option>
                        ))}
                      </select>
                      {linked ? <StatusChip status={linked.status} /> : null}
                    </td>
                    <Cell
                      label={t('workplan.columns.analysis')}
                      value={row.analysis}
                      readOnly={readOnly}
                      onChange={(v) => update(row.id, { analysis: v }, 'analysis')}
                      wide
                    >
                      {/* The rule that decides, fixed before the data comes in: read with the analysis it settles. */}
                      <p className="mt-1 px-1 text-xs leading-4 text-ink-muted">
                        <span className="font-medium text-ink">{t('workplan.decisionRule')}: </span>
                        {row.decisionRule?.text ?? <span className="text-ink-subtle">{t('workplan.noRule')}</span>}
                      </p>
                    </Cell>
                    <Cell
                      label={t('workplan.columns.dataSources')}
                      value={row.dataSources.join('; ')}
                      readOnly={readOnly}
                      onChange={(v) =>
                        update(
                          row.id,
                          {
                            dataSources: v
                              .split(';')
                              .map((s) => s.trim())
                              .filter(Boolean),
                          },
                          'dataSources',
                        )
                      }
                    />
                    <Cell
                      label={t('workplan.columns.method')}
                      value={row.method}
                      readOnly={readOnly}
                      onChange={(v) => update(row.id, { method: v }, 'method')}
                    />
                    <Cell
                      label={t('workplan.columns.owner')}
                      value={row.owner}
                      readOnly={readOnly}
                      onChange={(v) => update(row.id, { owner: v }, 'owner')}
                    />
                    <Cell
                      label={t('workplan.columns.due')}
                      value={row.due}
                      readOnly={readOnly}
                      onChange={(v) => update(row.id, { due: v }, 'due')}
                    />
                    <td className="px-2 py-1.5">
                      <select
                        aria-label={t('workplan.columns.status')}
                        value={row.status}
                        disabled={readOnly}
                        onChange={(event) =>
                          update(row.id, { status: event.target.value as WorkplanRow['status'] }, 'status')
                        }
                        className="rounded-md border border-line bg-surface px-1.5 py-1 text-sm"
                      >
                        {STATUSES.map((status) => (
                          <option key={status} value={status}>
                            {t(`workplan.status.${status}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-2 py-1.5">
                      <select
                        aria-label={t('workplan.columns.priority')}
                        value={row.priority}
                        disabled={readOnly}
                        onChange={(event) =>
                          update(row.id, { priority: event.target.value as WorkplanRow['priority'] }, 'priority')
                        }
                        className="rounded-md border border-line bg-surface px-1.5 py-1 text-sm"
                      >
                        {PRIORITIES.map((priority) => (
                          <option key={priority} value={priority}>
                            {t(`workplan.priority.${priority}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="px-1 py-1.5">
                      {readOnly ? null : (
                        <button
                          type="button"
                          onClick={() => removeRow(row.id)}
                          aria-label={t('workplan.remove', { analysis: row.analysis })}
                          className="rounded-md px-2 py-1 text-ink-subtle hover:bg-danger-soft hover:text-danger"
                        >
                          ×
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function Cell({
  label,
  value,
  readOnly,
  onChange,
  wide,
  children,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (value: string) => void;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <td className={cn('px-2 py-1.5', wide && 'w-80')}>
      <textarea
        aria-label={label}
        value={value}
        readOnly={readOnly}
        rows={1}
        onChange={(event) => onChange(event.target.value)}
        className="field-sizing-content w-full resize-none rounded-md border border-transparent bg-transparent px-1 py-1 text-sm leading-5 hover:border-line focus:border-accent"
      />
      {children}
    </td>
  );
}
