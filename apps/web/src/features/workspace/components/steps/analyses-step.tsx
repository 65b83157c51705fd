import type { AnalysisEntry, HypothesisNode, ProjectDocument } from '@caseboard/contracts';
import { findNode } from '@caseboard/domain';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { cn } from '@/lib/cn';
import { SimulatedChart } from '../simulated-chart';
import { StatusChip } from '../status-chip';

export interface AnalysesStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  onEdit: (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey?: string) => void;
  actions?: ReactNode;
}

/**
 * One entry per analysis of the work plan: its instructions, its simulated result (clearly marked),
 * and the team's own findings. Work-plan rows without an entry yet appear so findings can be written.
 */
export function AnalysesStep({ document, readOnly, onEdit, actions }: AnalysesStepProps) {
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
    onEdit(
      (doc) => ({
        ...doc,
        analyses: doc.analyses.some((a) => a.id === entry.id)
          ? doc.analyses.map((a) => (a.id === entry.id ? { ...a, findings } : a))
          : [...doc.analyses, { ...entry, findings }],
      }),
      `analyses.${entry.id}.findings`,
    );

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
                <li key={entry.id}>
                  <button
                    type="button"
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
                      {entry.simulation ? t('analyses.hasSimulation') : null}
                      {entry.findings.trim() ? t('analyses.hasFindings') : null}
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
}: {
  entry: AnalysisEntry;
  document: ProjectDocument;
  readOnly: boolean;
  onFindings: (text: string) => void;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const hypothesis = document.hypothesisTree
    ? (findNode(document.hypothesisTree, entry.hypothesisId) as HypothesisNode | undefined)
    : undefined;
  const instructions = entry.instructions;
  return (
    <article aria-labelledby={`${id}-title`} className="@container relative min-w-0 flex-1 overflow-auto px-8 py-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {entry.title}
      </h2>
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
        <section aria-labelledby={`${id}-result`} className="flex flex-col gap-3">
          <h3 id={`${id}-result`} className={eyebrow}>
            {t('analyses.result')}
          </h3>
          {entry.simulation ? (
            <div className="flex flex-col gap-3 rounded-lg border border-dashed border-inconclusive/50 p-4">
              <SimulatedChart simulation={entry.simulation} />
              <p className="text-sm">{entry.simulation.finding}</p>
              <p className="text-sm text-ink-muted">
                <span className="font-medium text-ink">
                  {t(`analyses.direction.${entry.simulation.implication.direction}`)}:{' '}
                </span>
                {entry.simulation.implication.text}
              </p>
            </div>
          ) : (
            <p className="text-sm text-ink-subtle">{t('analyses.noSimulation')}</p>
          )}
          <label htmlFor={`${id}-findings`} className="mt-2 text-sm font-medium">
            {t('analyses.findings')}
          </label>
          <textarea
            id={`${id}-findings`}
            value={entry.findings}
            readOnly={readOnly}
            rows={6}
            maxLength={20_000}
            placeholder={t('analyses.findingsPlaceholder')}
            onChange={(event) => onFindings(event.target.value)}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
          />
        </section>
      </div>
    </article>
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
