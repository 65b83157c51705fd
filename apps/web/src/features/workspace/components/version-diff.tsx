import type { TreeDiff } from '@caseboard/contracts';
import type { DocumentComparison } from '@caseboard/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';

/** A readable diff of two versions: trees as added/removed/changed/moved nodes, text as before and after. */
export function VersionDiff({ comparison }: { comparison: DocumentComparison }) {
  const { t } = useTranslation('workspace');
  if (comparison.same) return <p className="text-sm text-ink-muted">{t('diff.same')}</p>;
  return (
    <div className="flex flex-col gap-4 text-sm">
      {comparison.problemStatement ? (
        <Part title={t('diff.problemStatement')}>
          <BeforeAfter change={comparison.problemStatement} />
        </Part>
      ) : null}
      {comparison.brief.length > 0 ? (
        <Part title={t('diff.brief')}>
          {comparison.brief.map((change) => (
            <div key={change.field}>
              <p className="text-xs font-medium text-ink-muted">{t(`problem.fields.${change.field}`)}</p>
              <BeforeAfter change={change} />
            </div>
          ))}
        </Part>
      ) : null}
      <TreePart title={t('diff.issueTree')} diff={comparison.issueTree} />
      <TreePart title={t('diff.hypothesisTree')} diff={comparison.hypothesisTree} />
      {comparison.workplan.added.length + comparison.workplan.removed.length + comparison.workplan.changed.length >
      0 ? (
        <Part title={t('diff.workplan')}>
          <ul className="flex flex-col gap-1">
            {comparison.workplan.added.map((row) => (
              <Line key={`a-${row.id}`} tone="added">
                {row.analysis}
              </Line>
            ))}
            {comparison.workplan.removed.map((row) => (
              <Line key={`r-${row.id}`} tone="removed">
                {row.analysis}
              </Line>
            ))}
            {comparison.workplan.changed.map(({ after }) => (
              <Line key={`c-${after.id}`} tone="changed">
                {after.analysis}
              </Line>
            ))}
          </ul>
        </Part>
      ) : null}
      {comparison.analyses.length > 0 ? (
        <Part title={t('diff.analyses')}>
          <ul className="flex flex-col gap-1">
            {comparison.analyses.map((entry) => (
              <Line key={entry.id} tone="changed">
                {entry.title}{' '}
                <span className="text-ink-subtle">
                  ({entry.parts.map((part) => t(`diff.analysisParts.${part}`)).join(', ')})
                </span>
              </Line>
            ))}
          </ul>
        </Part>
      ) : null}
      {comparison.storyline ? (
        <Part title={t('diff.storyline')}>
          {comparison.storyline === 'created' || comparison.storyline === 'deleted' ? (
            <p>{t(`diff.${comparison.storyline}`)}</p>
          ) : (
            <>
              {comparison.storyline.governingThought ? (
                <BeforeAfter change={comparison.storyline.governingThought} />
              ) : null}
              <ul className="flex flex-col gap-1">
                {comparison.storyline.keyLines.added.map((line) => (
                  <Line key={`a-${line}`} tone="added">
                    {line}
                  </Line>
                ))}
                {comparison.storyline.keyLines.removed.map((line) => (
                  <Line key={`r-${line}`} tone="removed">
                    {line}
                  </Line>
                ))}
              </ul>
              {comparison.storyline.otherChanges ? <p className="text-ink-muted">{t('diff.storylineOther')}</p> : null}
            </>
          )}
        </Part>
      ) : null}
    </div>
  );
}

function TreePart({ title, diff }: { title: string; diff: TreeDiff | 'created' | 'deleted' | null }) {
  const { t } = useTranslation('workspace');
  if (!diff) return null;
  if (diff === 'created' || diff === 'deleted') {
    return (
      <Part title={title}>
        <p>{t(`diff.${diff}`)}</p>
      </Part>
    );
  }
  return (
    <Part title={title}>
      <ul className="flex flex-col gap-1">
        {diff.added.map((node) => (
          <Line key={`a-${node.id}`} tone="added" path={node.path}>
            {node.label}
          </Line>
        ))}
        {diff.removed.map((node) => (
          <Line key={`r-${node.id}`} tone="removed" path={node.path}>
            {node.label}
          </Line>
        ))}
        {diff.changed.map((node) => (
          <Line key={`c-${node.id}`} tone="changed" path={node.path}>
            {node.changes
              .map(
                (change) => `${t(`diff.fields.${change.field}`)}: ${display(change.before)} → ${display(change.after)}`,
              )
              .join('; ')}
          </Line>
        ))}
        {diff.moved.map((node) => (
          <Line key={`m-${node.id}`} tone="moved" path={node.path}>
            {node.label}
          </Line>
        ))}
      </ul>
    </Part>
  );
}

const display = (value: unknown) =>
  typeof value === 'string'
    ? value
    : value === undefined || value === null
      ? '–'
      : Array.isArray(value)
        ? String(value.length)
        : JSON.stringify(value);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className={eyebrow}>{title}</h3>
      {children}
    </section>
  );
}

function BeforeAfter({ change }: { change: { before: string; after: string } }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="grid gap-1">
      <p className="rounded-md bg-refuted-soft/60 px-2 py-1 line-through decoration-refuted/50">
        <span className="sr-only">{t('diff.before')}: </span>
        {change.before || '–'}
      </p>
      <p className="rounded-md bg-supported-soft/60 px-2 py-1">
        <span className="sr-only">{t('diff.after')}: </span>
        {change.after || '–'}
      </p>
    </div>
  );
}

const tones = {
  added: ['border-l-supported', 'diff.added'],
  removed: ['border-l-refuted line-through decoration-refuted/50', 'diff.removed'],
  changed: ['border-l-inconclusive', 'diff.changed'],
  moved: ['border-l-accent', 'diff.moved'],
} as const;

function Line({ tone, path, children }: { tone: keyof typeof tones; path?: string[]; children: ReactNode }) {
  const { t } = useTranslation('workspace');
  const [style, label] = tones[tone];
  return (
    <li className={`border-l-2 pl-2 ${style}`}>
      <span className="sr-only">{t(label)}: </span>
      {path && path.length > 1 ? (
        <span className="block truncate text-xs text-ink-subtle no-underline">{path.slice(0, -1).join(' › ')}</span>
      ) : null}
      {children}
    </li>
  );
}
