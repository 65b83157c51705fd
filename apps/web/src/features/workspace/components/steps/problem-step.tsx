import type { Brief, ProjectDocument } from '@caseboard/contracts';
import { analyseProblem } from '@caseboard/engine';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type ListField = 'decisionMakers' | 'successCriteria' | 'scopeIn' | 'scopeOut' | 'constraints';
type TextField = 'situation' | 'complication' | 'keyQuestion' | 'timeFrame';

export interface ProblemStepProps {
  problemStatement: string;
  brief: Brief;
  readOnly: boolean;
  onProblemStatement: (text: string) => void;
  onBrief: (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey: string) => void;
  /** "Draft the brief": the generate control, absent for viewers. */
  actions?: ReactNode;
}

/** The problem statement and the brief, with what makes a sharp key question and what Caseboard reads in the statement. */
export function ProblemStep({
  problemStatement,
  brief,
  readOnly,
  onProblemStatement,
  onBrief,
  actions,
}: ProblemStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const frame = useMemo(
    () => (problemStatement.trim().length > 10 ? analyseProblem(problemStatement) : null),
    [problemStatement],
  );
  const setText = (field: TextField, value: string) =>
    onBrief((doc) => ({ ...doc, brief: { ...doc.brief, [field]: value } }), `brief.${field}`);
  const setList = (field: ListField, value: string) =>
    onBrief(
      (doc) => ({
        ...doc,
        brief: {
          ...doc.brief,
          [field]: value
            .split('\n')
            .map((line) => line.trimStart())
            .filter((line, i, all) => line !== '' || i === all.length - 1),
        },
      }),
      `brief.${field}`,
    );
  const question = brief.keyQuestion.trim() || problemStatement.trim();
  const checks = [
    {
      key: 'question',
      ok:
        /\?\s*$/.test(question) || /^(how|what|should|which|can|where|why|wie|was|soll|welche|kann)\b/i.test(question),
    },
    { key: 'measurable', ok: Boolean(frame?.target?.value ?? frame?.metric?.to ?? frame?.quantities.length) },
    { key: 'timeBound', ok: Boolean(frame?.timeFrame || brief.timeFrame.trim()) },
    {
      key: 'specific',
      ok: Boolean(
        frame &&
        frame.subject.phrase.length > 0 &&
        !/^(the )?(company|business|client)$/i.test(frame.subject.short.replace(/^the /, '')),
      ),
    },
  ] as const;

  // Container queries, not the viewport: a proposal panel beside the step takes a third of the width.
  return (
    <div className="@container">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-6 py-8 @4xl:grid-cols-[minmax(0,1fr)_320px]">
        <div className="@container/main flex flex-col gap-6">
          <section className="flex flex-col gap-2">
            <label htmlFor={`${id}-statement`} className="text-sm font-semibold">
              {t('problem.statement')}
            </label>
            <textarea
              id={`${id}-statement`}
              value={problemStatement}
              readOnly={readOnly}
              maxLength={4000}
              rows={4}
              onChange={(event) => onProblemStatement(event.target.value)}
              className="w-full rounded-md border border-line bg-surface px-3 py-2 text-base leading-6"
            />
          </section>
          <section aria-labelledby={`${id}-brief`} className="flex flex-col gap-4">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 id={`${id}-brief`} className="text-lg font-semibold">
                  {t('problem.brief')}
                </h2>
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
          </section>
          {frame ? (
            <section aria-labelledby={`${id}-read`} className="rounded-lg border border-line bg-surface p-4">
              <h2 id={`${id}-read`} className="text-sm font-semibold">
                {t('problem.readTitle')}
              </h2>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                <dt className="text-ink-subtle">{t('problem.read.type')}</dt>
                <dd>{t(`problem.types.${frame.type}`)}</dd>
                <dt className="text-ink-subtle">{t('problem.read.subject')}</dt>
                <dd>{frame.subject.phrase}</dd>
                {frame.metric ? (
                  <>
                    <dt className="text-ink-subtle">{t('problem.read.metric')}</dt>
                    <dd>
                      {frame.metric.phrase}
                      {frame.metric.from && frame.metric.to
                        ? ` (${frame.metric.from.text} → ${frame.metric.to.text})`
                        : ''}
                    </dd>
                  </>
                ) : null}
                {frame.target ? (
                  <>
                    <dt className="text-ink-subtle">{t('problem.read.target')}</dt>
                    <dd>{frame.target.text}</dd>
                  </>
                ) : null}
                {frame.timeFrame ? (
                  <>
                    <dt className="text-ink-subtle">{t('problem.read.timeFrame')}</dt>
                    <dd>{frame.timeFrame}</dd>
                  </>
                ) : null}
                {frame.constraint ? (
                  <>
                    <dt className="text-ink-subtle">{t('problem.read.constraint')}</dt>
                    <dd>{frame.constraint}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
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
      <textarea
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
