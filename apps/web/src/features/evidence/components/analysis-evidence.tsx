import {
  AggregateSchema,
  ChartTypeSchema,
  type Aggregate,
  type ChartType,
  type DatasetRef,
  type DatasetSummary,
  type DatasetTable,
  type DecisionRule,
  type EvidenceChart,
  type HypothesisNode,
} from '@caseboard/contracts';
import { commands, decideHypotheses, findNode, isNumericColumn, locate, prepareChart } from '@caseboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleEditorAnchor, type AnalysisEvidenceSlotProps } from '@/components/evidence-slot';
import { Button } from '@/components/ui/button';
import { eyebrow } from '@/components/ui/eyebrow';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { datasetQueryOptions, uploadDataset, useDataset, type UploadInput } from '../api/datasets';
import { decisionText, logText, ruleSentence, valueText } from '../lib/texts';
import { SourcesEditor } from './sources-editor';
import { AutoTextarea } from '@/components/ui/auto-textarea';

const EvidenceChartView = lazy(() => import('./evidence-chart'));
const COMPARATORS = ['above', 'at-least', 'below', 'at-most'] as const;
const field = 'h-9 rounded-md border border-line bg-surface px-3 text-sm';
const now = () => new Date().toISOString();

/**
 * The evidence of one analysis: the team's data (uploaded, pasted, previewed before it is used), its
 * chart, the finding read from it, the decision rule that judges the finding, the hypothesis's status
 * with the finding that decided it, the sources cited and the history of the finding. Every change goes
 * through a named command of packages/domain (evidence/commands.ts).
 */
export default function AnalysisEvidence({
  projectId,
  document,
  analysisId,
  readOnly,
  run,
}: AnalysisEvidenceSlotProps) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const id = useId();
  const entry = document.analyses.find((a) => a.id === analysisId);
  const row = document.workplan.find((r) => r.id === analysisId);
  const evidence = entry?.evidence;
  const dataset = useDataset(projectId, evidence?.dataset?.id);
  const table = dataset.data;
  const hypothesisId = entry?.hypothesisId ?? row?.hypothesisId;
  const unit = row?.decisionRule?.unit ?? '';

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 flex flex-col gap-6 border-t border-line pt-6">
      <h3 id={`${id}-title`} className={eyebrow}>
        {t('title')}
      </h3>
      {hypothesisId ? <Decision document={document} hypothesisId={hypothesisId} /> : null}
      <DataSection
        projectId={projectId}
        anchorId={`data-${analysisId}`}
        attached={evidence?.dataset}
        readOnly={readOnly}
        onAttach={(table) => run(commands.attachDataset({ analysisId, table, at: now() }))}
        onDetach={() => run(commands.detachDataset({ analysisId, at: now() }))}
      />
      {evidence?.dataset ? (
        table ? (
          <>
            <ChartSection
              table={table}
              chart={evidence.chart}
              readOnly={readOnly}
              onChart={(chart) => run(commands.setChart({ analysisId, chart }))}
            />
            <MeasureSection
              table={table}
              measure={evidence.measure}
              unit={unit}
              readOnly={readOnly}
              onMeasure={(column, aggregate) =>
                run(commands.setMeasure({ analysisId, table, column, aggregate, at: now() }))
              }
            />
          </>
        ) : dataset.isError ? (
          <p role="alert" className="text-sm text-danger">
            {t('data.loadFailed')}
          </p>
        ) : (
          <p className="text-sm text-ink-subtle">{t('data.loading')}</p>
        )
      ) : null}
      {row ? (
        <RuleSection
          key={row.id}
          anchorId={ruleEditorAnchor(analysisId)}
          rule={row.decisionRule}
          defaultMeasure={row.analysis}
          readOnly={readOnly}
          onRule={(rule, part) =>
            run(
              commands.setDecisionRule({
                analysisId,
                rule: rule ? { ...rule, text: ruleSentence(t, rule, format) } : undefined,
                at: now(),
                part,
              }),
            )
          }
        />
      ) : null}
      <SourcesEditor
        sources={entry?.sources ?? []}
        readOnly={readOnly}
        target={{ kind: 'analysis', id: analysisId }}
        run={run}
        heading={t('sources.title')}
      />
      {evidence?.log.length ? (
        <section aria-labelledby={`${id}-history`} className="flex flex-col gap-2">
          <h4 id={`${id}-history`} className="text-sm font-medium">
            {t('history.title')}
          </h4>
          <ol className="flex flex-col gap-1 text-sm">
            {[...evidence.log].reverse().map((line, i) => (
              <li key={`${line.at}-${i}`} className="flex gap-3">
                <time dateTime={line.at} className="shrink-0 text-ink-subtle tabular-nums">
                  {format.date(line.at, { dateStyle: 'short', timeStyle: 'medium' })}
                </time>
                <span>{logText(t, line, unit, format)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}

/** The hypothesis's status with the finding that decided it, and the parent it rolls up to. */
function Decision({
  document,
  hypothesisId,
}: {
  document: AnalysisEvidenceSlotProps['document'];
  hypothesisId: string;
}) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const decisions = useMemo(() => decideHypotheses(document), [document]);
  const tree = document.hypothesisTree;
  if (!tree) return null;
  const located = locate(tree, hypothesisId);
  if (!located) return null;
  const labelOf = (nodeId: string) => (findNode(tree, nodeId) as HypothesisNode | undefined)?.label ?? nodeId;
  const decision = decisions.get(hypothesisId);
  const parent = located.parent as HypothesisNode | null;
  const parentDecision = parent ? decisions.get(parent.id) : undefined;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line bg-surface-muted px-4 py-3 text-sm">
      <p>
        <span className="font-medium">{t('decision.hypothesis', { label: located.node.label })}</span>{' '}
        <span>{t(`status.${(located.node as HypothesisNode).status}`)}</span>
      </p>
      <p data-testid="decision-rationale">
        {decision ? decisionText(t, decision, format, labelOf) : t('decision.none')}
        {decision?.decidedBy?.dataset ? (
          <>
            {' '}
            <a href={`#data-${decision.decidedBy.analysisId}`} className="text-accent underline">
              {t('decision.dataLink', { name: decision.decidedBy.dataset.name })}
            </a>
          </>
        ) : null}
      </p>
      {parent && parentDecision && parentDecision.basis === 'roll-up' ? (
        <p className="text-ink-muted">
          {t('decision.parent', { label: parent.label })} {decisionText(t, parentDecision, format, labelOf)}
        </p>
      ) : null}
    </div>
  );
}

interface Pending {
  summary: DatasetSummary;
  file?: File;
}

function DataSection({
  projectId,
  anchorId,
  attached,
  readOnly,
  onAttach,
  onDetach,
}: {
  projectId: number;
  anchorId: string;
  attached: DatasetRef | undefined;
  readOnly: boolean;
  onAttach: (table: DatasetTable) => void;
  onDetach: () => void;
}) {
  const { t, i18n } = useTranslation('evidence');
  const id = useId();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');

  const send = async (input: UploadInput) => {
    setBusy(true);
    setError(null);
    try {
      const summary = await uploadDataset(projectId, input);
      setPending({ summary, ...(input.kind === 'file' ? { file: input.file } : {}) });
      setPasting(false);
    } catch (caught) {
      const code = isApiError(caught) ? caught.code : 'unexpected_response';
      const key = `errors.${code}` as const;
      setError(
        i18n.exists(`evidence:${key}`)
          ? String(t(key as 'errors.unexpected_response'))
          : t('errors.unexpected_response'),
      );
    } finally {
      setBusy(false);
    }
  };

  const accept = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const table = await queryClient.fetchQuery(datasetQueryOptions(projectId, pending.summary.id));
      onAttach(table);
      setPending(null);
    } catch {
      setError(t('data.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id={anchorId} aria-labelledby={`${id}-data`} className="flex flex-col gap-3">
      <h4 id={`${id}-data`} className="text-sm font-medium">
        {t('data.title')}
      </h4>
      {attached ? (
        <p className="text-sm">
          {t('data.attached', { name: attached.name, rows: attached.rowCount, columns: attached.columns.length })}
          {attached.sheet ? ` ${t('data.sheetNamed', { sheet: attached.sheet })}` : ''}
        </p>
      ) : (
        <p className="text-sm text-ink-subtle">{t('data.none')}</p>
      )}
      {readOnly ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {attached ? t('data.replaceFile') : t('data.file')}
            <input
              type="file"
              accept=".csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy}
              aria-describedby={`${id}-limits`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send({ kind: 'file', file });
              }}
              className="text-sm font-normal file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-3 file:py-1.5 file:text-sm"
            />
          </label>
          <Button variant="secondary" size="sm" onClick={() => setPasting((open) => !open)} aria-expanded={pasting}>
            {t('data.paste')}
          </Button>
          {attached ? (
            <Button variant="ghost" size="sm" onClick={onDetach}>
              {t('data.remove')}
            </Button>
          ) : null}
        </div>
      )}
      <p id={`${id}-limits`} className="text-xs text-ink-subtle">
        {t('data.limits')}
      </p>
      {pasting && !readOnly ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-paste`} className="text-sm font-medium">
            {t('data.pasteLabel')}
          </label>
          <AutoTextarea
            id={`${id}-paste`}
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            placeholder={t('data.pastePlaceholder')}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 font-mono text-xs"
          />
          <Button
            size="sm"
            className="w-fit"
            busy={busy}
            disabled={!pasted.trim()}
            onClick={() => void send({ kind: 'paste', text: pasted, name: t('data.pastedName') })}
          >
            {t('data.readPasted')}
          </Button>
        </div>
      ) : null}
      {busy && !pending ? <p className="text-sm text-ink-subtle">{t('data.reading')}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {pending ? (
        <Preview
          pending={pending}
          busy={busy}
          onSheet={(sheet) => pending.file && void send({ kind: 'file', file: pending.file, sheet })}
          onAccept={() => void accept()}
          onDiscard={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

function Preview({
  pending,
  busy,
  onSheet,
  onAccept,
  onDiscard,
}: {
  pending: Pending;
  busy: boolean;
  onSheet: (sheet: string) => void;
  onAccept: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const id = useId();
  const { summary } = pending;
  return (
    <div className="flex flex-col gap-3 rounded-md border border-line p-3">
      {summary.sheets.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          {t('data.sheet')}
          <select
            value={summary.sheet ?? ''}
            disabled={busy}
            onChange={(event) => onSheet(event.target.value)}
            className={field}
          >
            {summary.sheets.map((sheet) => (
              <option key={sheet} value={sheet}>
                {sheet}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="max-h-72 overflow-auto">
        <table className="w-full border-collapse text-xs" aria-describedby={`${id}-caption`}>
          <caption id={`${id}-caption`} className="pb-2 text-left text-sm font-medium">
            {t('data.preview', { name: summary.name, rows: summary.rowCount, shown: summary.preview.length })}
          </caption>
          <thead>
            <tr>
              {summary.columns.map((column) => (
                <th key={column.key} scope="col" className="border-b border-line px-2 py-1 text-left align-bottom">
                  <span className="block font-medium">{column.label}</span>
                  <span className="block font-normal text-ink-muted">
                    {t(`types.${column.type}`)}
                    {column.unit && column.type !== 'percent' ? ` (${column.unit})` : ''}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.preview.map((cells, r) => (
              <tr key={r}>
                {cells.map((cell, c) => (
                  <td key={c} className="border-b border-line px-2 py-1 tabular-nums">
                    {typeof cell === 'number' ? valueText(cell, summary.columns[c]?.unit ?? '', format) : (cell ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        <Button size="sm" busy={busy} onClick={onAccept}>
          {t('data.accept')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onDiscard}>
          {t('data.discard')}
        </Button>
      </div>
    </div>
  );
}

type Table = NonNullable<ReturnType<typeof useDataset>['data']>;

function ChartSection({
  table,
  chart,
  readOnly,
  onChart,
}: {
  table: Table;
  chart: EvidenceChart | undefined;
  readOnly: boolean;
  onChart: (chart: EvidenceChart) => void;
}) {
  const { t } = useTranslation('evidence');
  const id = useId();
  const numeric = table.columns.filter(isNumericColumn);
  const prepared = useMemo(() => (chart ? prepareChart(table, chart) : undefined), [table, chart]);
  if (numeric.length === 0) return <p className="text-sm text-ink-subtle">{t('chart.noNumbers')}</p>;
  const current: EvidenceChart = chart ?? { type: 'bar', x: table.columns[0]!.key, y: [numeric[0]!.key] };
  const change = (patch: Partial<EvidenceChart>) => onChart({ ...current, ...patch });
  const labelOf = (key: string) => table.columns.find((c) => c.key === key)?.label ?? key;
  return (
    <section aria-labelledby={`${id}-chart`} className="flex flex-col gap-3">
      <h4 id={`${id}-chart`} className="text-sm font-medium">
        {t('chart.title')}
      </h4>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('chart.type')}
          <select
            className={field}
            value={current.type}
            disabled={readOnly}
            onChange={(event) => change({ type: event.target.value as ChartType })}
          >
            {ChartTypeSchema.options.map((type) => (
              <option key={type} value={type}>
                {t(`chart.types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {current.type === 'scatter' ? t('chart.xValues') : t('chart.x')}
          <select
            className={field}
            value={current.x}
            disabled={readOnly}
            onChange={(event) => change({ x: event.target.value })}
          >
            {(current.type === 'scatter' ? numeric : table.columns).map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-1 text-sm">
          <legend>{t('chart.series')}</legend>
          <div className="flex flex-wrap gap-3">
            {numeric.map((column) => {
              const checked = current.y.includes(column.key);
              const single = current.type === 'scatter' || current.type === 'waterfall' || current.type === 'pareto';
              return (
                <label key={column.key} className="flex items-center gap-1.5">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    name={`${id}-series`}
                    checked={checked}
                    disabled={readOnly || (!checked && !single && current.y.length >= 6)}
                    onChange={() => {
                      if (single) change({ y: [column.key] });
                      else if (checked && current.y.length > 1)
                        change({ y: current.y.filter((k) => k !== column.key) });
                      else if (!checked) change({ y: [...current.y, column.key] });
                    }}
                  />
                  {column.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      {!chart ? null : typeof prepared === 'string' || prepared === undefined ? (
        <p className="text-sm text-ink-subtle">{t(`chart.problems.${prepared ?? 'no_values'}`)}</p>
      ) : (
        <figure className="flex flex-col gap-2">
          <Suspense fallback={<div className="h-72 w-full animate-pulse rounded-md bg-surface-muted" />}>
            <EvidenceChartView
              chart={prepared}
              label={t('chart.summary', {
                type: t(`chart.types.${prepared.type}`),
                series: prepared.series.map((s) => s.label).join(', '),
                x: labelOf(current.x),
              })}
            />
          </Suspense>
          {prepared.reduced ? <figcaption className="text-xs text-ink-subtle">{t('chart.reduced')}</figcaption> : null}
        </figure>
      )}
    </section>
  );
}

function MeasureSection({
  table,
  measure,
  unit,
  readOnly,
  onMeasure,
}: {
  table: Table;
  measure: { column: string; aggregate: Aggregate; value: number } | undefined;
  unit: string;
  readOnly: boolean;
  onMeasure: (column: string, aggregate: Aggregate) => void;
}) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const id = useId();
  const numeric = table.columns.filter(isNumericColumn);
  const [column, setColumn] = useState(measure?.column ?? '');
  const [aggregate, setAggregate] = useState<Aggregate>(measure?.aggregate ?? 'mean');
  if (numeric.length === 0) return null;
  const choose = (nextColumn: string, nextAggregate: Aggregate) => {
    setColumn(nextColumn);
    setAggregate(nextAggregate);
    if (nextColumn) onMeasure(nextColumn, nextAggregate);
  };
  const columnUnit = table.columns.find((c) => c.key === measure?.column)?.unit ?? unit;
  return (
    <section aria-labelledby={`${id}-measure`} className="flex flex-col gap-2">
      <h4 id={`${id}-measure`} className="text-sm font-medium">
        {t('measure.title')}
      </h4>
      <p className="text-xs text-ink-subtle">{t('measure.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          {t('measure.column')}
          <select
            className={field}
            value={column}
            disabled={readOnly}
            onChange={(event) => choose(event.target.value, aggregate)}
          >
            <option value="">{t('measure.choose')}</option>
            {numeric.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('measure.aggregate')}
          <select
            className={field}
            value={aggregate}
            disabled={readOnly}
            onChange={(event) => choose(column, event.target.value as Aggregate)}
          >
            {AggregateSchema.options.map((a) => (
              <option key={a} value={a}>
                {t(`measure.aggregates.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {measure ? (
          <p className="pb-2 text-sm" aria-live="polite">
            {t('measure.value', { value: valueText(measure.value, columnUnit, format) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function RuleSection({
  anchorId,
  rule,
  defaultMeasure,
  readOnly,
  onRule,
}: {
  anchorId: string;
  rule: DecisionRule | undefined;
  defaultMeasure: string;
  readOnly: boolean;
  onRule: (rule: Omit<DecisionRule, 'text'> | undefined, part: string) => void;
}) {
  const { t } = useTranslation('evidence');
  const format = useFormat();
  const id = useId();
  const [threshold, setThreshold] = useState(rule ? String(rule.threshold) : '');
  // Drafts until a threshold makes the rule whole; then every change is saved as it is typed.
  const [draft, setDraft] = useState({
    measure: rule?.measure ?? defaultMeasure.slice(0, 300),
    comparator: rule?.comparator ?? ('above' as DecisionRule['comparator']),
    unit: rule?.unit ?? '',
  });
  const parsed = (text: string) => {
    const normal = text.trim().replace(/\s/g, '').replace(',', '.');
    return normal === '' || !/^[-+]?\d*\.?\d+$/.test(normal) ? undefined : Number(normal);
  };
  const commit = (patch: Partial<Omit<DecisionRule, 'text'>>, part: string) => {
    const next = { ...draft, ...patch };
    setDraft({ measure: next.measure, comparator: next.comparator, unit: next.unit });
    const value = patch.threshold ?? parsed(threshold);
    if (value === undefined || !next.measure.trim()) return;
    onRule({ measure: next.measure, comparator: next.comparator, unit: next.unit, threshold: value }, part);
  };
  const base = draft;
  const invalid = threshold.trim() !== '' && parsed(threshold) === undefined;
  return (
    <section id={anchorId} aria-labelledby={`${id}-rule`} className="flex scroll-mt-6 flex-col gap-2">
      <h4 id={`${id}-rule`} className="text-sm font-medium">
        {t('rule.title')}
      </h4>
      <p className="text-xs text-ink-subtle">{t('rule.hint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm">
          {t('rule.measure')}
          <input
            className={field}
            value={base.measure}
            readOnly={readOnly}
            maxLength={300}
            onChange={(event) => commit({ measure: event.target.value }, 'measure')}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('rule.comparator')}
          <select
            className={field}
            value={base.comparator}
            disabled={readOnly}
            onChange={(event) => commit({ comparator: event.target.value as DecisionRule['comparator'] }, 'comparator')}
          >
            {COMPARATORS.map((c) => (
              <option key={c} value={c}>
                {t(`rule.comparators.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('rule.threshold')}
          <input
            className={`${field} w-28 text-right tabular-nums aria-invalid:border-danger`}
            inputMode="decimal"
            value={threshold}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              setThreshold(event.target.value);
              const value = parsed(event.target.value);
              if (value !== undefined) commit({ threshold: value }, 'threshold');
            }}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('rule.unit')}
          <input
            className={`${field} w-20`}
            value={base.unit}
            readOnly={readOnly}
            maxLength={16}
            onChange={(event) => commit({ unit: event.target.value }, 'unit')}
          />
        </label>
      </div>
      {invalid ? <p className="text-xs text-danger">{t('rule.invalid')}</p> : null}
      {rule ? <p className="text-sm text-ink-muted">{ruleSentence(t, rule, format)}</p> : null}
    </section>
  );
}
