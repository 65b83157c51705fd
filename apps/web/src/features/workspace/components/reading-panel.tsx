import { ARCHETYPES, INDUSTRIES, type Archetype, type ProblemReading, type ReadingField } from '@caseboard/contracts';
import {
  commands,
  isReadingStale,
  needsArchetypeChoice,
  type EditorCommand,
  type ReadingEdit,
} from '@caseboard/domain';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { LOW_CONFIDENCE, segmentsOf, sourcesOf } from '../lib/reading';
import type { PendingGeneration } from '../store/workspace-store';
import { AutoTextarea } from '@/components/ui/auto-textarea';

type ListField = 'options' | 'constraints' | 'decisionMakers';
type TextField = 'subject' | 'metric' | 'baseline' | 'target' | 'deadline';

/** What the contract allows per field: the inputs stop there, so a save never fails on a reading. */
const TEXT_MAX: Record<TextField, number> = { subject: 200, metric: 200, baseline: 120, target: 200, deadline: 120 };
const LIST_MAX: Record<ListField, { items: number; length: number }> = {
  options: { items: 8, length: 300 },
  constraints: { items: 10, length: 300 },
  decisionMakers: { items: 10, length: 200 },
};

export interface ReadingPanelProps {
  reading: ProblemReading | undefined;
  /** The statement as it is now: a reading of another one is out of date. */
  statement: string;
  readOnly: boolean;
  /** A generation waiting for the consultant's choice of the kind of problem. */
  pending: PendingGeneration | null;
  /** Runs an editor command: the reading changes only through the reading commands. */
  run: (command: EditorCommand) => void;
  onConfirm: () => void;
  /** The "Read the statement" control with the label given (absent for viewers). */
  readAction?: (label: string, variant: 'primary' | 'secondary') => ReactNode;
}

/**
 * How Caseboard reads the problem, for the consultant to correct and confirm: the kind of problem, the
 * client, the metric with baseline, target and deadline, the options, constraints and decision makers,
 * each with the statement's words it came from. Where the reader is unsure it asks for the kind of
 * problem instead of guessing. Edits go through the domain's reading commands.
 */
export function ReadingPanel({ reading, statement, readOnly, pending, run, onConfirm, readAction }: ReadingPanelProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const [active, setActive] = useState<ReadingField | null>(null);

  if (!reading) {
    return (
      <section
        aria-labelledby={`${id}-title`}
        className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-line-strong bg-surface p-5"
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('reading.title')}
        </h2>
        <p className="max-w-prose text-sm text-ink-muted">
          {readOnly ? t('reading.emptyReadOnly') : t('reading.emptyBody')}
        </p>
        {readAction?.(t('reading.read'), 'primary')}
      </section>
    );
  }

  const stale = isReadingStale(reading, statement);
  const edit = (change: ReadingEdit) => run(commands.editReading({ edit: change }));
  const state = stale ? 'stale' : reading.confirmed ? 'confirmed' : 'proposed';
  const confirmLabel = pending
    ? t('reading.confirmAndGenerate', { artefact: t(`generate.kinds.${pending.kind}`) })
    : t('reading.confirm');

  return (
    <section aria-labelledby={`${id}-title`} className="@container/reading rounded-lg border border-line bg-surface">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-line px-5 py-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {t('reading.title')}
            </h2>
            <StateChip state={state} />
          </div>
          {/* Out of date, the notice below says what to do; neither "confirmed" nor "correct it" would be true. */}
          {stale ? null : (
            <p className="max-w-prose text-xs text-ink-subtle">
              {reading.confirmed ? t('reading.confirmedHint') : t('reading.proposedHint')}
            </p>
          )}
        </div>
      </header>
      <div className="flex flex-col gap-5 px-5 py-4">
        {stale ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-inconclusive-soft px-3 py-2 text-sm text-ink">
            <span className="flex min-w-0 flex-1 items-start gap-2">
              <span className="mt-0.5 text-inconclusive">
                <Icon name="warn" />
              </span>
              <span>{t('reading.stale')}</span>
            </span>
            {readAction?.(t('reading.readAgain'), 'secondary')}
          </div>
        ) : null}
        <ArchetypeQuestion
          key={reading.statement}
          reading={reading}
          readOnly={readOnly}
          pending={pending}
          confirmLabel={confirmLabel}
          onPick={(value) => edit({ field: 'archetype', value })}
          onConfirm={onConfirm}
          footer={(asking) =>
            readOnly || reading.confirmed || asking ? null : (
              <div className="flex justify-end">
                <Button size="sm" onClick={onConfirm}>
                  {confirmLabel}
                </Button>
              </div>
            )
          }
        >
          <StatementSources reading={reading} active={active} />
          <Fields reading={reading} readOnly={readOnly} onEdit={edit} onActive={setActive} />
        </ArchetypeQuestion>
      </div>
    </section>
  );
}

function StateChip({ state }: { state: 'proposed' | 'confirmed' | 'stale' }) {
  const { t } = useTranslation('workspace');
  const tone = {
    proposed: 'bg-untested-soft text-untested',
    confirmed: 'bg-supported-soft text-supported',
    stale: 'bg-inconclusive-soft text-inconclusive',
  }[state];
  const icon = { proposed: 'info', confirmed: 'success', stale: 'warn' } as const;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-sm px-1.5 py-0.5 text-xs font-medium', tone)}>
      <Icon name={icon[state]} className="size-3.5" />
      {t(`reading.state.${state}`)}
    </span>
  );
}

/**
 * Asks for the kind of problem while the reader is unsure and the reading is not confirmed. The question
 * stays until the consultant confirms, with the choices as they were asked: picking one answers the
 * reader (no longer unsure) and changes its alternatives, and the list must not move under the pointer.
 */
function ArchetypeQuestion({
  reading,
  readOnly,
  pending,
  confirmLabel,
  onPick,
  onConfirm,
  footer,
  children,
}: {
  reading: ProblemReading;
  readOnly: boolean;
  pending: PendingGeneration | null;
  confirmLabel: string;
  onPick: (archetype: Archetype) => void;
  onConfirm: () => void;
  footer: (asking: boolean) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const wantsChoice = needsArchetypeChoice(reading);
  const [asked, setAsked] = useState<Archetype[] | null>(() =>
    wantsChoice ? [reading.archetype, ...reading.alternatives.map((a) => a.archetype)] : null,
  );
  if (wantsChoice && !asked) setAsked([reading.archetype, ...reading.alternatives.map((a) => a.archetype)]);
  if (reading.confirmed && asked) setAsked(null);
  const [showAll, setShowAll] = useState(false);
  const asking = !reading.confirmed && asked !== null;
  // A generation that stopped to ask brings the keyboard to the question (its button is gone or far away).
  const choices = useRef<HTMLDivElement>(null);
  const waitingFor = asking ? pending?.kind : undefined;
  useEffect(() => {
    if (!waitingFor) return;
    const radio = choices.current?.querySelector<HTMLInputElement>('input:checked, input');
    radio?.focus();
    radio?.scrollIntoView?.({ block: 'center' });
  }, [waitingFor]);

  if (!asking) {
    return (
      <>
        {children}
        {footer(false)}
      </>
    );
  }
  const candidates = asked.includes(reading.archetype) ? asked : [...asked, reading.archetype];
  const few = candidates.length < 2;
  const shown = showAll || few ? [...candidates, ...ARCHETYPES.filter((a) => !candidates.includes(a))] : candidates;
  return (
    <>
      <div
        role="group"
        aria-labelledby={`${id}-question`}
        className="flex flex-col gap-3 rounded-md border border-accent/30 bg-accent-soft/60 p-4"
      >
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-question`} className="text-base font-semibold">
            {t('reading.question.title')}
          </h3>
          <p className="max-w-prose text-sm text-ink-muted">
            {few ? t('reading.question.noEvidence') : t('reading.question.unsure')}
          </p>
          {pending ? (
            <p className="text-sm font-medium text-ink">
              {t('reading.question.waiting', { artefact: t(`generate.kinds.${pending.kind}`) })}
            </p>
          ) : null}
        </div>
        <div
          ref={choices}
          role="radiogroup"
          aria-labelledby={`${id}-question`}
          className={cn('grid gap-2', shown.length > 4 && '@2xl/reading:grid-cols-2')}
        >
          {shown.map((archetype, index) => (
            <div
              key={archetype}
              className={cn(
                'flex flex-col gap-0.5 rounded-md border bg-surface px-3 py-2',
                reading.archetype === archetype ? 'border-accent ring-1 ring-accent' : 'border-line',
              )}
            >
              <label className="flex cursor-pointer items-start gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name={`${id}-archetype`}
                  value={archetype}
                  checked={reading.archetype === archetype}
                  disabled={readOnly}
                  onChange={() => onPick(archetype)}
                  aria-describedby={`${id}-${archetype}`}
                  className="mt-0.5 size-4 accent-accent"
                />
                <span>{t(`reading.archetypes.${archetype}.name`)}</span>
                {index < candidates.length ? (
                  <span className="ml-auto shrink-0 text-xs font-normal text-ink-muted">
                    {index === 0 ? t('reading.question.proposed') : t('reading.question.likely')}
                  </span>
                ) : null}
              </label>
              <p id={`${id}-${archetype}`} className="pl-6 text-xs text-ink-muted">
                {t(`reading.archetypes.${archetype}.description`)}
              </p>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {few ? (
            <span />
          ) : (
            <Button size="sm" variant="ghost" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
              {showAll ? t('reading.question.showFewer') : t('reading.question.showAll')}
            </Button>
          )}
          {readOnly ? null : (
            <Button size="sm" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </div>
      {children}
      {footer(true)}
    </>
  );
}

/** The statement with the words each field was read from marked; the field in focus marks its own more strongly. */
function StatementSources({ reading, active }: { reading: ProblemReading; active: ReadingField | null }) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const segments = segmentsOf(reading);
  return (
    <figure aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={`${id}-label`} className={eyebrow}>
          {t('reading.statementLabel')}
        </span>
        <span className="text-xs text-ink-subtle">{t('reading.statementHint')}</span>
      </figcaption>
      <blockquote className="rounded-md border border-line px-3 py-2 text-sm leading-6 text-ink">
        {segments.map((segment, index) =>
          segment.fields.length === 0 ? (
            <span key={index}>{segment.text}</span>
          ) : (
            <mark
              key={index}
              data-fields={segment.fields.join(' ')}
              className={cn(
                'text-ink underline underline-offset-4 transition-colors duration-150',
                active && segment.fields.includes(active)
                  ? 'bg-accent/20 decoration-accent decoration-2'
                  : 'bg-accent/8 decoration-accent/50 decoration-dotted',
              )}
            >
              {segment.text}
            </mark>
          ),
        )}
      </blockquote>
    </figure>
  );
}

function Fields({
  reading,
  readOnly,
  onEdit,
  onActive,
}: {
  reading: ProblemReading;
  readOnly: boolean;
  onEdit: (edit: ReadingEdit) => void;
  onActive: (field: ReadingField | null) => void;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const format = useFormat();
  const field = (name: ReadingField, span: 'half' | 'third', control: ReactNode, note?: ReactNode) => (
    <FieldFrame
      key={name}
      id={`${id}-${name}`}
      name={name}
      span={span}
      reading={reading}
      onActive={onActive}
      note={note}
    >
      {control}
    </FieldFrame>
  );
  const select = 'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm disabled:opacity-100';
  return (
    <div className="grid gap-x-4 gap-y-4 @xl/reading:grid-cols-6">
      {field(
        'archetype',
        'half',
        <select
          id={`${id}-archetype`}
          value={reading.archetype}
          disabled={readOnly}
          aria-describedby={`${id}-archetype-description`}
          onChange={(event) => onEdit({ field: 'archetype', value: event.target.value as Archetype })}
          className={select}
        >
          {ARCHETYPES.map((archetype) => (
            <option key={archetype} value={archetype}>
              {t(`reading.archetypes.${archetype}.name`)}
            </option>
          ))}
        </select>,
        <>
          <span id={`${id}-archetype-description`} className="block text-ink-muted">
            {t(`reading.archetypes.${reading.archetype}.description`)}
          </span>
          {reading.confirmed ? null : (
            <span className={cn('flex items-start gap-1', reading.confidence < LOW_CONFIDENCE && 'text-inconclusive')}>
              {reading.confidence < LOW_CONFIDENCE ? <Icon name="warn" className="mt-px size-3.5 shrink-0" /> : null}
              {t('reading.confidence', {
                percent: format.number(reading.confidence, { style: 'percent', maximumFractionDigits: 0 }),
              })}
            </span>
          )}
        </>,
      )}
      {field(
        'industry',
        'half',
        <select
          id={`${id}-industry`}
          value={reading.industry}
          disabled={readOnly}
          onChange={(event) => onEdit({ field: 'industry', value: event.target.value as ProblemReading['industry'] })}
          className={select}
        >
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`reading.industries.${industry}`)}
            </option>
          ))}
        </select>,
      )}
      {(['subject', 'metric'] as const).map((name) =>
        field(
          name,
          'half',
          <DraftInput
            id={`${id}-${name}`}
            value={reading[name]}
            readOnly={readOnly}
            required={name === 'subject'}
            maxLength={TEXT_MAX[name]}
            describedBy={`${id}-${name}-hint`}
            onCommit={(value) => onEdit({ field: name, value })}
          />,
          <span id={`${id}-${name}-hint`} className="block">
            {t(`reading.hints.${name}`)}
          </span>,
        ),
      )}
      {(['baseline', 'target', 'deadline'] as const).map((name) =>
        field(
          name,
          'third',
          <DraftInput
            id={`${id}-${name}`}
            value={reading[name]}
            readOnly={readOnly}
            maxLength={TEXT_MAX[name]}
            onCommit={(value) => onEdit({ field: name, value })}
          />,
        ),
      )}
      {(['options', 'constraints', 'decisionMakers'] as const).map((name) =>
        field(
          name,
          'third',
          <DraftList
            id={`${id}-${name}`}
            value={reading[name]}
            readOnly={readOnly}
            limits={LIST_MAX[name]}
            describedBy={`${id}-${name}-hint`}
            onCommit={(value) => onEdit({ field: name, value })}
          />,
          <span id={`${id}-${name}-hint`} className="block">
            {t('reading.hints.onePerLine')}
          </span>,
        ),
      )}
    </div>
  );
}

/** A field's label, control, notes and the words of the statement it came from; pointing at it marks them. */
function FieldFrame({
  id,
  name,
  span,
  reading,
  onActive,
  note,
  children,
}: {
  id: string;
  name: ReadingField;
  span: 'half' | 'third';
  reading: ProblemReading;
  onActive: (field: ReadingField | null) => void;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const sources = sourcesOf(reading, name);
  const value = reading[name];
  const filled = Array.isArray(value) ? value.length > 0 : String(value).trim() !== '';
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1',
        span === 'half' ? '@xl/reading:col-span-3' : '@xl/reading:col-span-2',
      )}
      onMouseEnter={() => onActive(name)}
      onMouseLeave={() => onActive(null)}
      onFocus={() => onActive(name)}
      onBlur={() => onActive(null)}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {t(`reading.fields.${name}`)}
      </label>
      {children}
      <div className="flex flex-col gap-0.5 text-xs text-ink-subtle">
        {note}
        {sources.length > 0 ? (
          <span className="block">
            {t('reading.from', {
              words: [...new Set(sources.map((s) => s.text))].map((text) => t('reading.quote', { text })).join(', '),
            })}
          </span>
        ) : filled && name !== 'industry' && name !== 'archetype' ? (
          <span className="block">{t('reading.notInStatement')}</span>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A text input that keeps what is typed (spaces at the ends, an empty required field) and hands the
 * trimmed text on; a value changed from outside (undo, another reading) replaces the draft.
 */
function DraftInput({
  id,
  value,
  readOnly,
  required = false,
  maxLength,
  describedBy,
  onCommit,
}: {
  id: string;
  value: string;
  readOnly: boolean;
  required?: boolean;
  maxLength: number;
  describedBy?: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }
  const invalid = required && draft.trim() === '';
  return (
    <input
      id={id}
      value={draft}
      readOnly={readOnly}
      maxLength={maxLength}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = event.target.value.trim();
        if ((required && next === '') || next === value) return;
        onCommit(next);
      }}
      onBlur={() => {
        if (invalid) setDraft(value);
      }}
      className="h-9 w-full rounded-md border border-line bg-surface px-3 text-sm aria-invalid:border-danger"
    />
  );
}

const linesOf = (text: string, { items, length }: { items: number; length: number }) =>
  text
    .split('\n')
    .map((line) => line.trim().slice(0, length))
    .filter(Boolean)
    .slice(0, items);

/** A list as one item per line; blank lines and spaces stay in the draft, the list gets the items. */
function DraftList({
  id,
  value,
  readOnly,
  limits,
  describedBy,
  onCommit,
}: {
  id: string;
  value: string[];
  readOnly: boolean;
  limits: { items: number; length: number };
  describedBy?: string;
  onCommit: (value: string[]) => void;
}) {
  const joined = value.join('\n');
  const [draft, setDraft] = useState(joined);
  const [seen, setSeen] = useState(joined);
  if (joined !== seen) {
    setSeen(joined);
    if (joined !== linesOf(draft, limits).join('\n')) setDraft(joined);
  }
  return (
    <AutoTextarea
      id={id}
      value={draft}
      readOnly={readOnly}
      rows={3}
      aria-describedby={describedBy}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = linesOf(event.target.value, limits);
        if (next.join('\n') !== joined) onCommit(next);
      }}
      className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
    />
  );
}
