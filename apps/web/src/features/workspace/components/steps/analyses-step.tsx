import type { AnalysisEntry, AnalysisResult, HypothesisNode, ProjectDocument, WorkplanRow } from '@caseboard/contracts';
import { commands, findNode, type AnalysisResultPatch, type EditorCommand } from '@caseboard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemCommentBadge, ItemComments } from '../../lib/review-mount';
import { AnalysisEvidenceSlot, ruleEditorAnchor } from '@/components/evidence-slot';
import { eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { parseNumberInput, verdictByRule } from '../../lib/analysis-edits';
import { SimulatedChart } from '../simulated-chart';
import { StatusChip } from '../status-chip';
import { AutoTextarea } from '@/components/ui/auto-textarea';

const VERDICTS = ['supports', 'refutes', 'inconclusive'] as const;

export interface AnalysesStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  /** Runs an editor command: findings and results change only through the analysis commands. */
  run: (command: EditorCommand) => void;
  actions?: ReactNode;
  /** The project whose data sets the evidence of an analysis reads. */
  projectId?: number;
}

/**
 * One entry per analysis of the work plan: its instructions, the team's result (the measured value
 * against the decision rule, or a verdict with its reason and source), the team's notes, and an
 * illustration of what the chart could look like, never taken for a finding. Work-plan rows without an
 * entry yet appear so results can be entered.
 */
export function AnalysesStep({ document, readOnly, run, actions, projectId }: AnalysesStepProps) {
  const { t } = useTranslation('workspace');
  const entries = useMemo(() => {
    const byId = new Map(document.analyses.map((entry) => [entry.id, entry]));
    const fromPlan: AnalysisEntry[] = document.workplan.map(
      (row) => byId.get(row.id) ?? { id: row.id, hypothesisId: row.hypothesisId, title: row.analysis, findings: '' },
    );
    const orphans = document.analyses.filter((entry) => !document.workplan.some((row) => row.id === entry.id));
    return [...fromPlan, ...orphans];
  }, [document.analyses, document.workplan]);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = entries.find((entry) => entry.id === openId) ?? entries[0];

  const setFindings = (entry: AnalysisEntry, findings: string) =>
    run(commands.setAnalysisFindings({ analysisId: entry.id, findings }));
  // The hypotheses' statuses follow the team's results (packages/domain, evidence/decide.ts).
  const setResult = (entry: AnalysisEntry, patch: AnalysisResultPatch) =>
    run(commands.setAnalysisResult({ analysisId: entry.id, patch }));

  if (entries.length === 0) {
    return (
      <div className="mx-auto max-w-lg px-6 py-16 text-center">
        <h2 className="text-lg font-semibold">{t('analyses.emptyTitle')}</h2>
        <p className="mt-2 text-sm text-ink-muted">{t('analyses.emptyBody')}</p>
      </div>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2">
        <p className="text-xs text-ink-subtle">{t('analyses.count', { count: entries.length })}</p>
        <div className="ml-auto flex items-center gap-2">{actions}</div>
      </div>
      <div className="flex min-h-0 flex-1">
        <nav
          aria-label={t('analyses.list')}
          className="relative w-80 shrink-0 overflow-auto border-r border-line bg-surface"
        >
          <ul>
            {entries.map((entry) => {
              const hypothesis = document.hypothesisTree
                ? (findNode(document.hypothesisTree, entry.hypothesisId) as HypothesisNode | undefined)
                : undefined;
              const active = entry.id === open?.id;
              return (
                <li key={entry.id} data-anchor={`analysis:${entry.id}`} tabIndex={-1} className="relative">
                  <ItemCommentBadge kind="analysis" id={entry.id} className="absolute top-2 right-2 z-10" />
                  <button
                    type="button"
                    data-locate-target
                    aria-current={active ? 'true' : undefined}
                    onClick={() => setOpenId(entry.id)}
                    className={cn(
                      'flex w-full flex-col items-start gap-1 border-b border-line px-4 py-3 text-left text-sm',
                      active ? 'bg-accent-soft' : 'hover:bg-surface-muted',
                    )}
                  >
                    <span className="font-medium">{entry.title}</span>
                    <span
                      className={cn(
                        'flex flex-wrap items-center gap-1.5 text-xs',
                        // The subtle grey is too faint on the active row's tint (axe: colour contrast).
                        active ? 'text-ink-muted' : 'text-ink-subtle',
                      )}
                    >
                      {hypothesis ? <StatusChip status={hypothesis.status} /> : null}
                      {entry.result ? <span>{t('analyses.hasResult')}</span> : null}
                      {entry.findings.trim() ? <span>{t('analyses.hasFindings')}</span> : null}
                      {entry.simulation ? <span>{t('analyses.hasSimulation')}</span> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {open ? (
          <AnalysisDetail
            key={open.id}
            entry={open}
            document={document}
            readOnly={readOnly}
            onFindings={(text) => setFindings(open, text)}
            onResult={(patch) => setResult(open, patch)}
            ruleEditorId={projectId === undefined ? undefined : ruleEditorAnchor(open.id)}
            evidence={
              projectId === undefined ? null : (
                <AnalysisEvidenceSlot
                  projectId={projectId}
                  document={document}
                  analysisId={open.id}
                  readOnly={readOnly}
                  run={run}
                />
              )
            }
          />
        ) : null}
      </div>
    </div>
  );
}

function AnalysisDetail({
  entry,
  document,
  readOnly,
  onFindings,
  onResult,
  ruleEditorId,
  evidence,
}: {
  entry: AnalysisEntry;
  document: ProjectDocument;
  readOnly: boolean;
  onFindings: (text: string) => void;
  onResult: (patch: AnalysisResultPatch) => void;
  /** Where the evidence panel edits the decision rule, when it is shown. */
  ruleEditorId: string | undefined;
  evidence: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const hypothesis = document.hypothesisTree
    ? (findNode(document.hypothesisTree, entry.hypothesisId) as HypothesisNode | undefined)
    : undefined;
  const instructions = entry.instructions;
  return (
    <article aria-labelledby={`${id}-title`} className="@container relative min-w-0 flex-1 overflow-auto px-8 py-6">
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {entry.title}
        </h2>
        <ItemComments kind="analysis" id={entry.id} label={t('comments.on', { item: entry.title })} />
      </div>
      {hypothesis ? (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {t('analyses.tests')} <span className="text-ink">{hypothesis.label}</span>{' '}
          <StatusChip status={hypothesis.status} />
        </p>
      ) : null}
      {/* Two columns only where the article itself is wide: a proposal or the history beside it narrows it. */}
      <div className="mt-6 grid gap-8 @3xl:grid-cols-2">
        <section aria-labelledby={`${id}-instructions`} className="flex flex-col gap-3">
          <h3 id={`${id}-instructions`} className={eyebrow}>
            {t('analyses.instructions')}
          </h3>
          {instructions ? (
            <dl className="flex flex-col gap-3 text-sm">
              <Item label={t('analyses.objective')}>{instructions.objective}</Item>
              <Item label={t('analyses.dataNeeded')}>
                <ul className="list-disc pl-5">
                  {instructions.dataNeeded.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Item>
              <Item label={t('analyses.steps')}>
                <ol className="list-decimal pl-5">
                  {instructions.steps.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ol>
              </Item>
              <Item label={t('analyses.method')}>{instructions.method}</Item>
              <Item label={t('analyses.expectedOutput')}>{instructions.expectedOutput}</Item>
              <Item label={t('analyses.pitfalls')}>
                <ul className="list-disc pl-5">
                  {instructions.pitfalls.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </Item>
            </dl>
          ) : (
            <p className="text-sm text-ink-subtle">{t('analyses.noInstructions')}</p>
          )}
        </section>
        <div className="flex flex-col gap-8">
          <ResultForm
            key={entry.id}
            result={entry.result}
            row={document.workplan.find((row) => row.id === entry.id)}
            readOnly={readOnly}
            onResult={onResult}
            ruleEditorId={ruleEditorId}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-findings`} className="text-sm font-medium">
                {t('analyses.findings')}
              </label>
              <AutoTextarea
                id={`${id}-findings`}
                value={entry.findings}
                readOnly={readOnly}
                rows={4}
                maxLength={20_000}
                placeholder={t('analyses.findingsPlaceholder')}
                onChange={(event) => onFindings(event.target.value)}
                className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
              />
            </div>
          </ResultForm>
          <section aria-labelledby={`${id}-illustration`} className="flex flex-col gap-3">
            <h3 id={`${id}-illustration`} className={eyebrow}>
              {t('analyses.illustration')}
            </h3>
            {entry.simulation ? (
              <div className="flex flex-col gap-3 rounded-lg border border-dashed border-inconclusive/50 p-4">
                <p className="flex items-start gap-2 text-xs text-ink-muted">
                  <span className="mt-px text-inconclusive">
                    <Icon name="info" className="size-3.5" />
                  </span>
                  {t('analyses.illustrationHint')}
                </p>
                <SimulatedChart simulation={entry.simulation} />
                <p className="text-sm text-ink-muted">{entry.simulation.implication.text}</p>
              </div>
            ) : (
              <p className="text-sm text-ink-subtle">{t('analyses.noSimulation')}</p>
            )}
          </section>
        </div>
      </div>
      {evidence}
    </article>
  );
}

/**
 * The team's result: the measured value in the rule's unit, with the rule beside it and what the value
 * says by it, and a verdict with its reason and source where no number decides (or to overrule it).
 */
function ResultForm({
  result,
  row,
  readOnly,
  onResult,
  ruleEditorId,
  children,
}: {
  result: AnalysisResult | undefined;
  row: WorkplanRow | undefined;
  readOnly: boolean;
  onResult: (patch: AnalysisResultPatch) => void;
  ruleEditorId: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const format = useFormat();
  const locale = format.locale === 'de' ? 'de' : 'en';
  const id = useId();
  const rule = row?.decisionRule;
  const stored = result?.value;
  const shown = (value: number | undefined) =>
    value === undefined ? '' : format.number(value, { maximumFractionDigits: 6, useGrouping: false });
  const [draft, setDraft] = useState(() => shown(stored));
  const [seen, setSeen] = useState(stored);
  if (stored !== seen) {
    setSeen(stored);
    if (parseNumberInput(draft, locale) !== stored) setDraft(shown(stored));
  }
  const invalid = draft.trim() !== '' && parseNumberInput(draft, locale) === undefined;
  const byRule = verdictByRule(stored, rule);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className={eyebrow}>
          {t('analyses.result.title')}
        </h3>
        <p className="text-xs text-ink-subtle">{t('analyses.result.hint')}</p>
      </div>
      {/* The rule is edited once, in the evidence panel below; here it is the yardstick for the value. */}
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        {rule ? (
          <p>
            <span className="text-ink-muted">{t('analyses.result.judgedBy')} </span>
            <span id={`${id}-rule`}>{rule.text}</span>
          </p>
        ) : (
          <p className="text-ink-muted">
            {ruleEditorId ? t('analyses.result.noRuleYet') : t('analyses.result.noRule')}
          </p>
        )}
        {ruleEditorId && !readOnly ? (
          <button
            type="button"
            className="text-accent underline-offset-2 hover:underline"
            onClick={() => goToRuleEditor(ruleEditorId)}
          >
            {rule ? t('analyses.result.changeRule') : t('analyses.result.setRule')}
          </button>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-value`} className="text-sm font-medium">
          {t('analyses.result.value')}
        </label>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            value={draft}
            readOnly={readOnly}
            aria-invalid={invalid || undefined}
            aria-describedby={[rule ? `${id}-rule` : '', `${id}-value-note`].filter(Boolean).join(' ')}
            onChange={(event) => {
              setDraft(event.target.value);
              const text = event.target.value.trim();
              const value = text === '' ? undefined : parseNumberInput(text, locale);
              if (text !== '' && value === undefined) return;
              if (value !== stored) onResult({ value });
            }}
            className="h-9 w-40 rounded-md border border-line bg-surface px-3 text-right text-sm tabular-nums aria-invalid:border-danger"
          />
          {rule?.unit ? <span className="text-sm text-ink-muted">{rule.unit}</span> : null}
        </div>
        <p id={`${id}-value-note`} className="text-xs" aria-live="polite">
          {invalid ? (
            <span className="text-danger">{t('analyses.result.valueInvalid')}</span>
          ) : byRule ? (
            <span className="flex flex-col gap-0.5">
              <span className={cn('font-medium', byRule === 'supports' ? 'text-supported' : 'text-refuted')}>
                {t(`analyses.result.byRule.${byRule}`)}
              </span>
              {result?.verdict ? <span className="text-ink-muted">{t('analyses.result.overruled')}</span> : null}
            </span>
          ) : rule ? (
            <span className="text-ink-subtle">{t('analyses.result.valueHint')}</span>
          ) : null}
        </p>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">{t('analyses.result.verdict')}</legend>
        <p id={`${id}-verdict-hint`} className="text-xs text-ink-subtle">
          {t('analyses.result.verdictHint')}
        </p>
        <div className="mt-1 inline-flex w-fit flex-wrap overflow-hidden rounded-md border border-line-strong">
          {(['none', ...VERDICTS] as const).map((verdict) => {
            const checked = (result?.verdict ?? 'none') === verdict;
            return (
              <label
                key={verdict}
                className={cn(
                  'relative flex cursor-pointer items-center gap-1.5 border-r border-line px-3 py-1.5 text-sm last:border-r-0 has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-focus',
                  checked ? 'bg-accent-soft font-medium text-ink' : 'bg-surface text-ink-muted hover:bg-surface-muted',
                  readOnly && 'cursor-default',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-verdict`}
                  value={verdict}
                  checked={checked}
                  disabled={readOnly}
                  aria-describedby={`${id}-verdict-hint`}
                  onChange={() => onResult({ verdict: verdict === 'none' ? undefined : verdict })}
                  // Invisible but over the whole segment: a click anywhere on it is a click on the radio.
                  className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0 disabled:cursor-default"
                />
                {checked ? <Icon name="success" className="size-3.5 text-accent" /> : null}
                {t(`analyses.result.verdicts.${verdict}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('analyses.result.reason')}
        </label>
        <AutoTextarea
          id={`${id}-reason`}
          value={result?.reason ?? ''}
          readOnly={readOnly}
          rows={2}
          maxLength={2_000}
          placeholder={t('analyses.result.reasonPlaceholder')}
          onChange={(event) => onResult({ reason: event.target.value })}
          className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-source`} className="text-sm font-medium">
          {t('analyses.result.source')}
        </label>
        <input
          id={`${id}-source`}
          value={result?.source ?? ''}
          readOnly={readOnly}
          maxLength={500}
          placeholder={t('analyses.result.sourcePlaceholder')}
          onChange={(event) => onResult({ source: event.target.value })}
          className="h-9 w-full rounded-md border border-line bg-surface px-3 text-sm"
        />
      </div>
      {children}
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function goToRuleEditor(anchor: string) {
  const editor = document.getElementById(anchor);
  editor?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  editor?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
}
