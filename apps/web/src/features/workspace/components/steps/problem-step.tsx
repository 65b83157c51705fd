import type { Brief, ProblemReading } from '@caseboard/contracts';
import { commands, type EditorCommand } from '@caseboard/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemComments } from '../../lib/review-mount';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { sharpChecks, statementOf } from '../../lib/reading';
import type { PendingGeneration } from '../../store/workspace-store';
import { ReadingPanel } from '../reading-panel';
import { AutoTextarea } from '@/components/ui/auto-textarea';

type ListField = 'decisionMakers' | 'successCriteria' | 'scopeIn' | 'scopeOut' | 'constraints';
type TextField = 'situation' | 'complication' | 'keyQuestion' | 'timeFrame';

export interface ProblemStepProps {
  problemStatement: string;
  brief: Brief;
  reading: ProblemReading | undefined;
  readOnly: boolean;
  /** A generation waiting for the consultant to pick the kind of problem. */
  pending?: PendingGeneration | null;
  /** Runs an editor command: the statement, the brief and the reading change only through commands. */
  run: (command: EditorCommand) => void;
  onConfirmReading?: () => void;
  /** "Read the statement" with the label given; absent for viewers. */
  readAction?: (label: string, variant: 'primary' | 'secondary') => ReactNode;
  /** "Draft the brief": the generate control, absent for viewers. */
  actions?: ReactNode;
}

/**
 * The problem statement, how Caseboard reads it (for the consultant to confirm) and the brief, with what
 * makes a sharp key question.
 */
export function ProblemStep({
  problemStatement,
  brief,
  reading,
  readOnly,
  pending = null,
  run,
  onConfirmReading,
  readAction,
  actions,
}: ProblemStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const setText = (field: TextField, value: string) => run(commands.setBriefField({ field, value }));
  // The blank line the consultant is typing stays until the next line starts (domain brief.ts ignores it).
  const setList = (field: ListField, value: string) =>
    run(
      commands.setBriefField({
        field,
        value: value
          .split('\n')
          .map((line) => line.trimStart())
          .filter((line, i, all) => line !== '' || i === all.length - 1),
      }),
    );
  const checks = sharpChecks(brief, reading, problemStatement);

  // Container queries, not the viewport: a proposal panel beside the step takes a third of the width.
  return (
    <div className="@container">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-6 py-8 @4xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="@container/main flex flex-col gap-6">
          <section className="flex flex-col gap-2">
            <label htmlFor={`${id}-statement`} className="text-sm font-semibold">
              {t('problem.statement')}
            </label>
            <AutoTextarea
              id={`${id}-statement`}
              value={problemStatement}
              readOnly={readOnly}
              maxLength={4000}
              rows={4}
              onChange={(event) => run(commands.setProblemStatement({ text: event.target.value }))}
              className="w-full rounded-md border border-line bg-surface px-3 py-2 text-base leading-6"
            />
          </section>
          <ReadingPanel
            reading={reading}
            statement={statementOf(problemStatement, brief)}
            readOnly={readOnly}
            pending={pending}
            run={run}
            onConfirm={() => onConfirmReading?.()}
            {...(readAction ? { readAction } : {})}
          />
          <section
            aria-labelledby={`${id}-brief`}
            data-anchor="brief:brief"
            tabIndex={-1}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="flex items-center gap-2">
                  <h2 id={`${id}-brief`} className="text-lg font-semibold">
                    {t('problem.brief')}
                  </h2>
                  <ItemComments kind="brief" id="brief" label={t('comments.on', { item: t('comments.brief') })} />
                </span>
                {actions ? <p className="max-w-prose text-xs text-ink-subtle">{t('generate.draftBriefHint')}</p> : null}
              </div>
              {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
            </div>
            <div className="grid gap-4 @lg/main:grid-cols-2">
              {(['situation', 'complication'] as const).map((field) => (
                <TextArea
                  key={field}
                  id={`${id}-${field}`}
                  label={t(`problem.fields.${field}`)}
                  hint={t(`problem.hints.${field}`)}
                  value={brief[field]}
                  readOnly={readOnly}
                  onChange={(value) => setText(field, value)}
                />
              ))}
            </div>
            <TextArea
              id={`${id}-keyQuestion`}
              label={t('problem.fields.keyQuestion')}
              hint={t('problem.hints.keyQuestion')}
              value={brief.keyQuestion}
              readOnly={readOnly}
              rows={2}
              onChange={(value) => setText('keyQuestion', value)}
            />
            <div className="grid gap-4 @lg/main:grid-cols-2">
              {(['decisionMakers', 'successCriteria', 'scopeIn', 'scopeOut', 'constraints'] as const).map((field) => (
                <TextArea
                  key={field}
                  id={`${id}-${field}`}
                  label={t(`problem.fields.${field}`)}
                  hint={t('problem.hints.onePerLine')}
                  value={brief[field].join('\n')}
                  readOnly={readOnly}
                  rows={3}
                  onChange={(value) => setList(field, value)}
                />
              ))}
              <div className="flex flex-col gap-1">
                <label htmlFor={`${id}-timeFrame`} className="text-sm font-medium">
                  {t('problem.fields.timeFrame')}
                </label>
                <input
                  id={`${id}-timeFrame`}
                  value={brief.timeFrame}
                  readOnly={readOnly}
                  maxLength={200}
                  onChange={(event) => setText('timeFrame', event.target.value)}
                  className="h-9 rounded-md border border-line bg-surface px-3 text-sm"
                />
              </div>
            </div>
          </section>
        </div>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby={`${id}-sharp`} className="rounded-lg border border-line bg-surface p-4">
            <h2 id={`${id}-sharp`} className="text-sm font-semibold">
              {t('problem.sharpTitle')}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {checks.map((check) => (
                <li key={check.key} className="flex items-start gap-2 text-sm">
                  <span className={cn('mt-0.5', check.ok ? 'text-supported' : 'text-ink-subtle')}>
                    <Icon name={check.ok ? 'success' : 'info'} />
                  </span>
                  <span>
                    <span className="sr-only">{check.ok ? t('problem.met') : t('problem.notMet')} </span>
                    <span className="font-medium">{t(`problem.checks.${check.key}.title`)}</span>
                    <span className="block text-ink-muted">{t(`problem.checks.${check.key}.hint`)}</span>
                  </span>
                </li>
              ))}
            </ul>
            {reading ? null : <p className="mt-3 text-xs text-ink-subtle">{t('problem.checksFromReading')}</p>}
          </section>
        </aside>
      </div>
    </div>
  );
}

function TextArea({
  id,
  label,
  hint,
  value,
  readOnly,
  rows = 4,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  readOnly: boolean;
  rows?: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <AutoTextarea
        id={id}
        value={value}
        readOnly={readOnly}
        rows={rows}
        maxLength={4000}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
      />
      <p id={`${id}-hint`} className="text-xs text-ink-subtle">
        {hint}
      </p>
    </div>
  );
}
