import type { ProjectDocument, Storyline } from '@caseboard/contracts';
import { storylineSupport, storylineToMarkdown } from '@caseboard/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icons';
import { toast } from '@/lib/toast';
import { StatusChip } from '../status-chip';
import { PointSourcesSlot } from '@/components/evidence-slot';

export interface StorylineStepProps {
  document: ProjectDocument;
  readOnly: boolean;
  onEdit: (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey?: string) => void;
  actions?: ReactNode;
}

/** The pyramid: governing thought, situation-complication-resolution, key lines with their evidence status, slide outline. */
export function StorylineStep({ document, readOnly, onEdit, actions }: StorylineStepProps) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const storyline = document.storyline;
  const support = useMemo(
    () =>
      storyline ? new Map(storylineSupport(storyline, document.hypothesisTree).map((s) => [s.pointId, s])) : new Map(),
    [storyline, document.hypothesisTree],
  );

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

  const edit = (patch: (s: Storyline) => Storyline, key: string) =>
    onEdit((doc) => (doc.storyline ? { ...doc, storyline: patch(doc.storyline) } : doc), `storyline.${key}`);
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
            <textarea
              id={`${id}-gt`}
              value={storyline.governingThought}
              readOnly={readOnly}
              rows={2}
              onChange={(e) => edit((s) => ({ ...s, governingThought: e.target.value }), 'gt')}
              className="w-full rounded-md border border-line bg-surface px-3 py-2 text-lg leading-7 font-semibold"
            />
          </section>
          <section className="grid gap-4 md:grid-cols-3">
            {(['situation', 'complication', 'resolution'] as const).map((field) => (
              <div key={field} className="flex flex-col gap-1">
                <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                  {t(`storyline.${field}`)}
                </label>
                <textarea
                  id={`${id}-${field}`}
                  value={storyline[field]}
                  readOnly={readOnly}
                  rows={4}
                  onChange={(e) => edit((s) => ({ ...s, [field]: e.target.value }), field)}
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
                <li key={line.id} className="rounded-lg border border-line bg-surface p-4">
                  <div className="flex items-start gap-3">
                    <span className="mt-1.5 text-sm font-semibold text-ink-subtle tabular-nums">{index + 1}</span>
                    <textarea
                      aria-label={t('storyline.keyLine', { index: index + 1 })}
                      value={line.statement}
                      readOnly={readOnly}
                      rows={1}
                      onChange={(e) =>
                        edit(
                          (s) => ({
                            ...s,
                            keyLines: s.keyLines.map((l) =>
                              l.id === line.id ? { ...l, statement: e.target.value } : l,
                            ),
                          }),
                          `${line.id}`,
                        )
                      }
                      className="field-sizing-content w-full resize-none rounded-md border border-transparent px-2 py-1 text-base font-semibold hover:border-line"
                    />
                  </div>
                  <ul className="mt-2 flex flex-col gap-2 pl-8">
                    {line.supportingPoints.map((point) => {
                      const backing = support.get(point.id);
                      return (
                        <li key={point.id} className="flex flex-col gap-1">
                          <textarea
                            aria-label={t('storyline.point')}
                            value={point.text}
                            readOnly={readOnly}
                            rows={1}
                            onChange={(e) =>
                              edit(
                                (s) => ({
                                  ...s,
                                  keyLines: s.keyLines.map((l) =>
                                    l.id === line.id
                                      ? {
                                          ...l,
                                          supportingPoints: l.supportingPoints.map((p) =>
                                            p.id === point.id ? { ...p, text: e.target.value } : p,
                                          ),
                                        }
                                      : l,
                                  ),
                                }),
                                point.id,
                              )
                            }
                            className="field-sizing-content w-full resize-none rounded-md border border-transparent px-2 py-1 text-sm hover:border-line"
                          />
                          <div className="flex flex-wrap items-center gap-1.5 pl-2 text-xs">
                            {backing?.hypotheses.map((h: { id: string; status: string; label?: string }) =>
                              h.status === 'missing' ? (
                                <span key={h.id} className="rounded-sm bg-refuted-soft px-1.5 py-0.5 text-refuted">
                                  {t('storyline.missing')}
                                </span>
                              ) : (
                                <span key={h.id} className="flex items-center gap-1 text-ink-muted" title={h.label}>
                                  <StatusChip status={h.status as 'supported'} />
                                  <span className="max-w-64 truncate">{h.label}</span>
                                </span>
                              ),
                            )}
                            {backing?.strength === 'weak' ? (
                              <span className="flex items-center gap-1 text-inconclusive">
                                <Icon name="warn" />{' '}
                                {backing.hypotheses.length === 0 ? t('storyline.unsupported') : t('storyline.weak')}
                              </span>
                            ) : null}
                          </div>
                          <PointSourcesSlot
                            pointId={point.id}
                            sources={point.sources ?? []}
                            readOnly={readOnly}
                            onEdit={onEdit}
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
                <li key={slide.id} className="flex items-start gap-3">
                  <span className="mt-1.5 w-6 text-right text-sm text-ink-subtle tabular-nums">{index + 1}</span>
                  <input
                    aria-label={t('storyline.actionTitle', { index: index + 1 })}
                    value={slide.actionTitle}
                    readOnly={readOnly}
                    maxLength={300}
                    onChange={(e) =>
                      edit(
                        (s) => ({
                          ...s,
                          slides: s.slides.map((x) => (x.id === slide.id ? { ...x, actionTitle: e.target.value } : x)),
                        }),
                        slide.id,
                      )
                    }
                    className="h-9 w-full rounded-md border border-line bg-surface px-3 text-sm"
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
