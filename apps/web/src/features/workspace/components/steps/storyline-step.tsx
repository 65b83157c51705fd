import type { HypothesisNode, ProjectDocument } from '@caseboard/contracts';
import {
  brokenLinks,
  commands,
  storylineSupport,
  storylineToMarkdown,
  visibleNodes,
  type EditorCommand,
  type PointSupport,
} from '@caseboard/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemComments } from '../../lib/review-mount';
import { eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { BrokenLinksNote } from './broken-links-note';
import { PointLinks } from './point-links';
import { PointSourcesSlot } from '@/components/evidence-slot';
import { AutoTextarea } from '@/components/ui/auto-textarea';

export interface StorylineStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  /** Runs an editor command: the storyline changes only through the storyline commands. */
  run: (command: EditorCommand) => void;
  actions?: ReactNode;
}

/** The pyramid: governing thought, situation-complication-resolution, key lines with their evidence status, slide outline. */
export function StorylineStep({ document, readOnly, run, actions }: StorylineStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const storyline = document.storyline;
  const support = useMemo(
    () =>
      storyline ? new Map(storylineSupport(storyline, document.hypothesisTree).map((s) => [s.pointId, s])) : new Map(),
    [storyline, document.hypothesisTree],
  );

  const hypotheses = useMemo(
    () =>
      document.hypothesisTree
        ? visibleNodes(document.hypothesisTree).map(({ node, depth }) => ({ node: node as HypothesisNode, depth }))
        : [],
    [document.hypothesisTree],
  );
  const broken = useMemo(() => brokenLinks(document).filter((link) => link.where === 'storyline'), [document]);

  if (!storyline) {
    return (
      <div className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center justify-end gap-2 border-b border-line bg-surface px-4 py-2">{actions}</div>
        <div className="mx-auto max-w-lg px-6 py-16 text-center">
          <h2 className="text-lg font-semibold">{t('storyline.emptyTitle')}</h2>
          <p className="mt-2 text-sm text-ink-muted">{t('storyline.emptyBody')}</p>
        </div>
      </div>
    );
  }

  const copy = async () => {
    const markdown = storylineToMarkdown(storyline, {
      situation: t('storyline.situation'),
      complication: t('storyline.complication'),
      resolution: t('storyline.resolution'),
      slides: t('storyline.slides'),
    });
    try {
      await navigator.clipboard.writeText(markdown);
      toast.success(t('storyline.copied'));
    } catch {
      toast.error(t('storyline.copyFailed'));
    }
  };
  const weakCount = [...support.values()].filter((s) => s.strength === 'weak').length;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-4 py-2">
        {weakCount > 0 ? (
          <p className="flex items-center gap-1.5 text-xs text-inconclusive">
            <Icon name="warn" /> {t('storyline.weakPoints', { count: weakCount })}
          </p>
        ) : null}
        <BrokenLinksNote links={broken} />
        <div className="ml-auto flex items-center gap-2">
          {actions}
          <button
            type="button"
            onClick={() => void copy()}
            className="h-8 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
          >
            {t('storyline.copyMarkdown')}
          </button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1 overflow-auto">
        <div className="mx-auto flex max-w-4xl flex-col gap-8 px-6 py-8">
          <section className="flex flex-col gap-2">
            <label htmlFor={`${id}-gt`} className={eyebrow}>
              {t('storyline.governingThought')}
            </label>
            <AutoTextarea
              id={`${id}-gt`}
              value={storyline.governingThought}
              readOnly={readOnly}
              rows={2}
              onChange={(e) => run(commands.setStorylineField({ field: 'governingThought', value: e.target.value }))}
              className="w-full rounded-md border border-line bg-surface px-3 py-2 text-lg leading-7 font-semibold"
            />
          </section>
          <section className="grid gap-4 md:grid-cols-3">
            {(['situation', 'complication', 'resolution'] as const).map((field) => (
              <div key={field} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                  {t(`storyline.${field}`)}
                </label>
                <AutoTextarea
                  id={`${id}-${field}`}
                  value={storyline[field]}
                  readOnly={readOnly}
                  rows={4}
                  onChange={(e) => run(commands.setStorylineField({ field, value: e.target.value }))}
                  className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm leading-5"
                />
              </div>
            ))}
          </section>
          <section aria-labelledby={`${id}-lines`} className="flex flex-col gap-4">
            <h2 id={`${id}-lines`} className={eyebrow}>
              {t('storyline.keyLines')}
            </h2>
            <ol className="flex flex-col gap-4">
              {storyline.keyLines.map((line, index) => (
                <li
                  key={line.id}
                  data-anchor={`storylinePoint:${line.id}`}
                  tabIndex={-1}
                  className="rounded-lg border border-line bg-surface p-4"
                >
                  <div className="flex items-start gap-3">
                    <span className="mt-1.5 text-sm font-semibold text-ink-subtle tabular-nums">{index + 1}</span>
                    <AutoTextarea
                      aria-label={t('storyline.keyLine', { index: index + 1 })}
                      value={line.statement}
                      readOnly={readOnly}
                      rows={1}
                      onChange={(e) =>
                        run(commands.setKeyLineStatement({ keyLineId: line.id, statement: e.target.value }))
                      }
                      className="w-full rounded-md border border-transparent px-2 py-1 text-base font-semibold hover:border-line"
                    />
                    <ItemComments
                      kind="storylinePoint"
                      id={line.id}
                      label={t('comments.on', { item: line.statement || t('storyline.keyLine', { index: index + 1 }) })}
                    />
                  </div>
                  <ul className="mt-2 flex flex-col gap-2 pl-8">
                    {line.supportingPoints.map((point) => {
                      const backing: PointSupport | undefined = support.get(point.id);
                      return (
                        <li
                          key={point.id}
                          data-anchor={`storylinePoint:${point.id}`}
                          tabIndex={-1}
                          className="flex flex-col gap-1"
                        >
                          <span className="flex items-start gap-1">
                            <AutoTextarea
                              aria-label={t('storyline.point')}
                              value={point.text}
                              readOnly={readOnly}
                              rows={1}
                              onChange={(e) =>
                                run(commands.setSupportingPointText({ pointId: point.id, text: e.target.value }))
                              }
                              className="w-full rounded-md border border-transparent px-2 py-1 text-sm hover:border-line"
                            />
                            <ItemComments
                              kind="storylinePoint"
                              id={point.id}
                              label={t('comments.on', { item: point.text || t('storyline.point') })}
                            />
                          </span>
                          <PointLinks
                            point={point}
                            backing={backing}
                            hypotheses={hypotheses}
                            readOnly={readOnly}
                            run={run}
                          />
                          <PointSourcesSlot
                            pointId={point.id}
                            sources={point.sources ?? []}
                            readOnly={readOnly}
                            run={run}
                          />
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby={`${id}-slides`} className="flex flex-col gap-3">
            <h2 id={`${id}-slides`} className={eyebrow}>
              {t('storyline.slides')}
            </h2>
            <ol className="flex flex-col gap-1.5">
              {storyline.slides.map((slide, index) => (
                <li key={slide.id} data-anchor={`slide:${slide.id}`} tabIndex={-1} className="flex items-start gap-3">
                  <span className="mt-1.5 w-6 text-right text-sm text-ink-subtle tabular-nums">{index + 1}</span>
                  <input
                    aria-label={t('storyline.actionTitle', { index: index + 1 })}
                    value={slide.actionTitle}
                    readOnly={readOnly}
                    maxLength={300}
                    onChange={(e) => run(commands.setSlideTitle({ slideId: slide.id, actionTitle: e.target.value }))}
                    className="h-9 w-full rounded-md border border-line bg-surface px-3 text-sm"
                  />
                  <ItemComments
                    kind="slide"
                    id={slide.id}
                    label={t('comments.on', {
                      item: slide.actionTitle || t('storyline.actionTitle', { index: index + 1 }),
                    })}
                  />
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
