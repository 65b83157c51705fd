import type { HypothesisNode, WorkplanRow } from '@caseboard/contracts';
import { commands, type EditorCommand, type WorkplanRowPatch } from '@caseboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemComments } from '../../lib/review-mount';
import { cn } from '@/lib/cn';
import { PRIORITIES, STATUSES } from '../../lib/workplan-view';
import { StatusChip } from '../status-chip';
import { AutoTextarea } from '@/components/ui/auto-textarea';

export interface WorkplanRowViewProps {
  row: WorkplanRow;
  hypotheses: ReadonlyArray<{ node: HypothesisNode; depth: number }>;
  linked: HypothesisNode | undefined;
  readOnly: boolean;
  run: (command: EditorCommand) => void;
}

/** One analysis of the work plan, edited in place; every change is a work-plan command. */
export function WorkplanRowView({ row, hypotheses, linked, readOnly, run }: WorkplanRowViewProps) {
  const { t } = useTranslation('workspace');
  const update = (patch: WorkplanRowPatch) => run(commands.updateWorkplanRow({ rowId: row.id, patch }));
  return (
    <tr
      data-anchor={`workplanRow:${row.id}`}
      tabIndex={-1}
      className="border-b border-line align-top hover:bg-surface-muted/60"
    >
      <td className="w-72 px-2 py-1.5">
        <select
          aria-label={t('workplan.columns.hypothesis')}
          value={linked ? row.hypothesisId : ''}
          // A long hypothesis is cut short in the closed select: the whole claim on hover.
          title={linked?.label}
          disabled={readOnly}
          onChange={(event) => run(commands.linkWorkplanRow({ rowId: row.id, hypothesisId: event.target.value }))}
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
        onChange={(analysis) => update({ analysis })}
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
          update({
            dataSources: v
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean),
          })
        }
      />
      <Cell
        label={t('workplan.columns.method')}
        value={row.method}
        readOnly={readOnly}
        onChange={(method) => update({ method })}
      />
      <Cell
        label={t('workplan.columns.owner')}
        value={row.owner}
        readOnly={readOnly}
        onChange={(owner) => update({ owner })}
      />
      <Cell label={t('workplan.columns.due')} value={row.due} readOnly={readOnly} onChange={(due) => update({ due })} />
      <td className="px-2 py-1.5">
        <select
          aria-label={t('workplan.columns.status')}
          value={row.status}
          disabled={readOnly}
          onChange={(event) => update({ status: event.target.value as WorkplanRow['status'] })}
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
          onChange={(event) => update({ priority: event.target.value as WorkplanRow['priority'] })}
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
        <ItemComments kind="workplanRow" id={row.id} label={t('comments.on', { item: row.analysis })} />
        {readOnly ? null : (
          <button
            type="button"
            onClick={() => run(commands.removeWorkplanRow({ rowId: row.id }))}
            aria-label={t('workplan.remove', { analysis: row.analysis })}
            className="rounded-md px-2 py-1 text-ink-subtle hover:bg-danger-soft hover:text-danger"
          >
            ×
          </button>
        )}
      </td>
    </tr>
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
    // A growing text box takes its column's width: columns keep a readable floor, and the table scrolls
    // inside its frame instead of wrapping words letter by letter.
    <td className={cn('px-2 py-1.5', wide ? 'w-80 min-w-80' : 'min-w-44')}>
      <AutoTextarea
        aria-label={label}
        value={value}
        readOnly={readOnly}
        rows={1}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-md border border-transparent bg-transparent px-1 py-1 text-sm leading-5 hover:border-line focus:border-accent"
      />
      {children}
    </td>
  );
}
