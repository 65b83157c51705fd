import * as Dialog from '@radix-ui/react-dialog';
import { diffTrees, mergeVersions } from '@caseboard/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Conflict } from '../hooks/use-workspace-session';
import type { SnapshotContent } from '../store/document-store';

/**
 * Someone saved this project while you were editing. Merge both (the default) keeps their changes and
 * yours, yours where both changed the same thing; keep mine saves yours over theirs; take theirs loads
 * theirs and keeps yours in undo; view the differences compares them first. Nothing is lost.
 */
export function ConflictDialog({
  conflict,
  base,
  mine,
  onMergeBoth,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: Conflict;
  /** The version both grew from: the last one this editor saved or loaded. */
  base: SnapshotContent;
  mine: SnapshotContent;
  onMergeBoth: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation('workspace');
  const differences = useMemo(
    () =>
      describeDifferences(mine, conflict.theirs).map(({ key, part, text }) => ({
        key,
        label: t(`conflict.parts.${part}`),
        text,
      })),
    [mine, conflict.theirs, t],
  );
  return (
    <ConflictDialogFrame
      revision={conflict.revision}
      differences={differences}
      countOverlaps={() => mergeVersions(base, mine, conflict.theirs).overlaps.length}
      onMergeBoth={onMergeBoth}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}

export interface ConflictDifference {
  key: string;
  /** The part that differs, in words. */
  label: string;
  /** How it differs, when that can be said briefly (tree changes as counts). */
  text?: string | undefined;
}

/**
 * The dialog itself, for any document format: the caller says which parts differ and, where its
 * format can merge, offers merging both (then the default) and counts the overlapping changes.
 */
export function ConflictDialogFrame({
  revision,
  differences,
  countOverlaps,
  onMergeBoth,
  onKeepMine,
  onTakeTheirs,
}: {
  revision: number;
  differences: ConflictDifference[];
  countOverlaps?: () => number;
  onMergeBoth?: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation('workspace');
  const [showDiff, setShowDiff] = useState(false);
  // Merging only to count what overlaps: done when the differences are shown, not on every render.
  const overlaps = useMemo(() => (showDiff && countOverlaps ? countOverlaps() : null), [showDiff, countOverlaps]);
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] max-w-[640px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-line bg-surface p-6 shadow-[var(--shadow-overlay)]"
        >
          <Dialog.Title className="text-base font-semibold">{t('conflict.title')}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">{t('conflict.body', { revision })}</Dialog.Description>
          {showDiff ? (
            <div className="relative min-h-0 overflow-auto rounded-md border border-line p-3 text-sm">
              {differences.length === 0 ? (
                <p>{t('conflict.same')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {differences.map((difference) => (
                    <li key={difference.key}>
                      <span className="font-medium">{difference.label}: </span>
                      {difference.text ?? t('conflict.differs')}
                    </li>
                  ))}
                </ul>
              )}
              {differences.length > 0 && overlaps !== null ? (
                <p className="mt-3 text-ink-muted">
                  {overlaps === 0 ? t('conflict.noOverlaps') : t('conflict.overlaps', { count: overlaps })}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setShowDiff((value) => !value)}>
              {showDiff ? t('conflict.hideDiff') : t('conflict.viewDiff')}
            </Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              {t('conflict.takeTheirs')}
            </Button>
            <Button variant={onMergeBoth ? 'secondary' : 'primary'} onClick={onKeepMine} autoFocus={!onMergeBoth}>
              {t('conflict.keepMine')}
            </Button>
            {onMergeBoth ? (
              <Button onClick={onMergeBoth} autoFocus>
                {t('conflict.mergeBoth')}
              </Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type Part = 'problemStatement' | 'brief' | 'issueTree' | 'hypothesisTree' | 'workplan' | 'analyses' | 'storyline';

/** Which parts differ between two versions; trees say how many nodes differ. */
function describeDifferences(
  mine: SnapshotContent,
  theirs: SnapshotContent,
): Array<{ key: string; part: Part; text?: string }> {
  const out: Array<{ key: string; part: Part; text?: string }> = [];
  if (mine.problemStatement !== theirs.problemStatement) out.push({ key: 'ps', part: 'problemStatement' });
  const a = mine.document;
  const b = theirs.document;
  if (JSON.stringify(a.brief) !== JSON.stringify(b.brief)) out.push({ key: 'brief', part: 'brief' });
  for (const part of ['issueTree', 'hypothesisTree'] as const) {
    const x = a[part];
    const y = b[part];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (x && y) {
      const diff = diffTrees(y, x);
      out.push({
        key: part,
        part,
        text: `+${diff.summary.added} −${diff.summary.removed} ~${diff.summary.changed} ↕${diff.summary.moved}`,
      });
    } else out.push({ key: part, part });
  }
  for (const part of ['workplan', 'analyses', 'storyline'] as const) {
    if (JSON.stringify(a[part]) !== JSON.stringify(b[part])) out.push({ key: part, part });
  }
  return out;
}
