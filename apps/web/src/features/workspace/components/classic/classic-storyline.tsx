import { classicCommands, LEGACY_LIMITS } from '@caseboard/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { cn } from '@/lib/cn';
import { useFocusLater } from '../../hooks/use-focus-later';
import { AddButton } from './add-button';
import { IconButton } from './icon-button';
import type { ClassicSectionProps } from './types';
import { AutoTextarea } from '@/components/ui/auto-textarea';

/** The 1.0 storyline: a governing thought and the points that support it, in the order they are told. */
export function ClassicStoryline({ document, readOnly, run }: ClassicSectionProps) {
  const { t } = useTranslation('workspace');
  const headingId = useId();
  const pointsId = useId();
  const prefix = useId();
  const focusLater = useFocusLater();
  const storyline = document.storyline;
  const points = storyline?.points ?? [];
  const full = points.length >= LEGACY_LIMITS.points;
  const pointId = (index: number) => `${prefix}-point-${index}`;
  const buttonId = (index: number, action: 'up' | 'down') => `${prefix}-${action}-${index}`;

  if (readOnly) {
    return (
      <section aria-labelledby={headingId} className="border-t border-line pt-6">
        <h2 id={headingId} className="text-base font-semibold">
          {t('classic.storyline.title')}
        </h2>
        {storyline && (storyline.governingThought || points.length > 0) ? (
          <>
            <h3 className={cn(eyebrow, 'mt-4')}>{t('classic.storyline.governingThought')}</h3>
            <p className="mt-1 text-base leading-7 font-semibold">{storyline.governingThought}</p>
            <h3 className={cn(eyebrow, 'mt-4')}>{t('classic.storyline.points')}</h3>
            {points.length > 0 ? (
              <ol className="mt-2 flex flex-col gap-2">
                {points.map((point, i) => (
                  <li key={i} className="flex gap-3 text-sm leading-5">
                    <span className="w-6 shrink-0 text-xs text-ink-subtle tabular-nums">{i + 1}</span>
                    <span className="min-w-0">{point}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-1 text-sm text-ink-muted">{t('classic.storyline.empty')}</p>
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t('classic.storyline.emptyReadOnly')}</p>
        )}
      </section>
    );
  }

  const move = (index: number, direction: -1 | 1) => {
    run(classicCommands.moveStorylinePoint({ index, direction }));
    const to = index + direction;
    focusLater(buttonId(to, direction === -1 ? 'up' : 'down'), pointId(to));
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        {t('classic.storyline.title')}
      </h2>
      <label htmlFor={`${prefix}-governing`} className={cn(eyebrow, 'mt-4 block')}>
        {t('classic.storyline.governingThought')}
      </label>
      <AutoTextarea
        id={`${prefix}-governing`}
        value={storyline?.governingThought ?? ''}
        rows={2}
        maxLength={LEGACY_LIMITS.governingThought}
        placeholder={t('classic.storyline.governingPlaceholder')}
        onChange={(event) => run(classicCommands.setGoverningThought({ text: event.target.value }))}
        className="mt-1 min-h-12 w-full rounded-md border border-line bg-surface px-3 py-2 text-base leading-6 font-semibold placeholder:font-normal placeholder:text-ink-subtle focus:border-accent"
      />
      <h3 id={pointsId} className={cn(eyebrow, 'mt-5')}>
        {t('classic.storyline.points')}
      </h3>
      {points.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('classic.storyline.empty')}</p>
      ) : (
        <ol aria-labelledby={pointsId} className="mt-2 flex flex-col gap-1">
          {points.map((point, i) => {
            const index = i + 1;
            return (
              <li
                // Points have no ids in 1.0; their place is their identity, and moves keep focus by hand.
                key={i}
                className="group flex items-start gap-2 rounded-md px-2 py-1 focus-within:bg-surface-muted hover:bg-surface-muted"
              >
                <span className="w-6 shrink-0 pt-1.5 text-xs text-ink-subtle tabular-nums">{index}</span>
                <AutoTextarea
                  id={pointId(i)}
                  aria-label={t('classic.storyline.point', { index })}
                  value={point}
                  rows={1}
                  maxLength={LEGACY_LIMITS.point}
                  onChange={(event) => run(classicCommands.setStorylinePoint({ index: i, text: event.target.value }))}
                  className="min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 py-1 text-sm leading-5 hover:border-line focus:border-accent focus:bg-surface"
                />
                <div className="flex shrink-0 items-center opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100">
                  <IconButton
                    id={buttonId(i, 'up')}
                    icon="arrowUp"
                    label={t('classic.storyline.moveUp', { index })}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  />
                  <IconButton
                    id={buttonId(i, 'down')}
                    icon="arrowDown"
                    label={t('classic.storyline.moveDown', { index })}
                    disabled={i === points.length - 1}
                    onClick={() => move(i, 1)}
                  />
                  <IconButton
                    icon="trash"
                    danger
                    label={t('classic.storyline.remove', { index })}
                    onClick={() => {
                      run(classicCommands.removeStorylinePoint({ index: i }));
                      const next = Math.min(i, points.length - 2);
                      if (next >= 0) focusLater(pointId(next));
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <AddButton
        label={t('classic.storyline.add')}
        limitText={t('classic.storyline.limit', { max: LEGACY_LIMITS.points })}
        full={full}
        onClick={() => {
          run(classicCommands.addStorylinePoint({}));
          focusLater(pointId(points.length));
        }}
      />
    </section>
  );
}
