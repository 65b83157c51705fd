import type { HypothesisStatus } from '@caseboard/contracts';
import {
  classicCommands,
  freshLegacyId,
  LEGACY_HYPOTHESIS_STATUSES,
  LEGACY_LIMITS,
  legacyIssueRows,
  type LegacyHypothesisStatus,
  type LegacyIssueRow,
} from '@caseboard/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusLater } from '../../hooks/use-focus-later';
import { StatusChipView } from '../status-chip';
import { AddButton } from './add-button';
import { IconButton } from './icon-button';
import type { ClassicSectionProps } from './types';
import { AutoTextarea } from '@/components/ui/auto-textarea';

/** The 1.0 statuses shown with the chip (colour, icon and word) of the status they became in 1.1. */
const chipOf: Record<LegacyHypothesisStatus, HypothesisStatus> = {
  open: 'untested',
  confirmed: 'supported',
  rejected: 'refuted',
};

/** Options of the "linked issue" select: clipped, because a title may run to a thousand characters. */
const clipped = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/** The flat 1.0 hypothesis list: each a claim, the issue it tests and its status. */
export function ClassicHypotheses({ document, readOnly, run }: ClassicSectionProps) {
  const { t } = useTranslation('workspace');
  const headingId = useId();
  const prefix = useId();
  const focusLater = useFocusLater();
  const hypotheses = document.hypotheses ?? [];
  const issues = useMemo(() => legacyIssueRows(document), [document]);
  const issueById = useMemo(() => new Map(issues.map((row) => [row.id, row])), [issues]);
  // Each hypothesis has a list of issues to link: in a tree stored before the API limited 1.0 trees,
  // thousands of options times every hypothesis would hang the page, so the list stops at the limit.
  const choices = useMemo(() => issues.slice(0, LEGACY_LIMITS.nodes), [issues]);
  const full = hypotheses.length >= LEGACY_LIMITS.hypotheses;
  const fieldId = (id: string) => `${prefix}-hypothesis-${id}`;
  const issueName = (row: LegacyIssueRow) =>
    row.parentId === null
      ? `${t('classic.issues.keyQuestion')}: ${clipped(row.title || t('classic.issues.untitled'))}`
      : `${row.number} ${clipped(row.title || t('classic.issues.untitled'))}`;

  const add = () => {
    const id = freshLegacyId(document, 'h');
    run(classicCommands.addHypothesis({ id }));
    focusLater(fieldId(id));
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-base font-semibold">
          {t('classic.hypotheses.title')}
        </h2>
        {hypotheses.length > 0 ? (
          <span className="text-xs text-ink-subtle tabular-nums">
            {t('classic.hypotheses.count', { count: hypotheses.length })}
          </span>
        ) : null}
      </div>
      {hypotheses.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {readOnly ? t('classic.hypotheses.emptyReadOnly') : t('classic.hypotheses.empty')}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-line border-y border-line">
          {hypotheses.map((hypothesis, i) => {
            const index = i + 1;
            const linked = hypothesis.issueId === undefined ? undefined : issueById.get(hypothesis.issueId);
            if (readOnly) {
              return (
                <li key={hypothesis.id} className="flex gap-3 py-3">
                  <span className="w-6 shrink-0 pt-0.5 text-xs text-ink-subtle tabular-nums">{index}</span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm leading-5">{hypothesis.text}</p>
                    <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
                      <StatusChipView
                        status={chipOf[hypothesis.status]}
                        label={t(`classic.status.${hypothesis.status}`)}
                      />
                      {linked ? (
                        <span className="min-w-0">
                          {linked.parentId === null
                            ? t('classic.hypotheses.linkedToRoot')
                            : `${t('classic.hypotheses.linkedTo', { number: linked.number })}: ${linked.title}`}
                        </span>
                      ) : null}
                    </p>
                  </div>
                </li>
              );
            }
            return (
              <li key={hypothesis.id} className="flex gap-3 py-3">
                <span className="w-6 shrink-0 pt-1.5 text-xs text-ink-subtle tabular-nums">{index}</span>
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <AutoTextarea
                    id={fieldId(hypothesis.id)}
                    aria-label={t('classic.hypotheses.text', { index })}
                    value={hypothesis.text}
                    rows={1}
                    maxLength={LEGACY_LIMITS.hypothesisText}
                    placeholder={t('classic.hypotheses.placeholder')}
                    onChange={(event) =>
                      run(classicCommands.updateHypothesis({ id: hypothesis.id, patch: { text: event.target.value } }))
                    }
                    className="w-full rounded-md border border-transparent bg-transparent px-2 py-1 text-sm leading-5 placeholder:text-ink-subtle hover:border-line focus:border-accent focus:bg-surface"
                  />
                  <div className="flex flex-wrap items-center gap-2 pl-2">
                    <select
                      aria-label={t('classic.hypotheses.issue', { index })}
                      value={hypothesis.issueId ?? ''}
                      onChange={(event) =>
                        run(
                          classicCommands.updateHypothesis({
                            id: hypothesis.id,
                            patch: { issueId: event.target.value || null },
                          }),
                        )
                      }
                      className="h-8 max-w-full min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm sm:max-w-md"
                    >
                      <option value="">{t('classic.hypotheses.noIssue')}</option>
                      {hypothesis.issueId !== undefined && !linked ? (
                        <option value={hypothesis.issueId}>{t('classic.hypotheses.missingIssue')}</option>
                      ) : null}
                      {choices.map((row) => (
                        <option key={row.id} value={row.id}>
                          {issueName(row)}
                        </option>
                      ))}
                      {linked && !choices.includes(linked) ? (
                        <option value={linked.id}>{issueName(linked)}</option>
                      ) : null}
                    </select>
                    <select
                      aria-label={t('classic.hypotheses.status', { index })}
                      value={hypothesis.status}
                      onChange={(event) =>
                        run(
                          classicCommands.updateHypothesis({
                            id: hypothesis.id,
                            patch: { status: event.target.value as LegacyHypothesisStatus },
                          }),
                        )
                      }
                      className="h-8 rounded-md border border-line bg-surface px-2 text-sm"
                    >
                      {LEGACY_HYPOTHESIS_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {t(`classic.status.${status}`)}
                        </option>
                      ))}
                    </select>
                    <span className="ml-auto">
                      <IconButton
                        icon="trash"
                        danger
                        label={t('classic.hypotheses.remove', { index })}
                        onClick={() => {
                          const next = hypotheses[i + 1] ?? hypotheses[i - 1];
                          run(classicCommands.removeHypothesis({ id: hypothesis.id }));
                          if (next) focusLater(fieldId(next.id));
                        }}
                      />
                    </span>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {readOnly ? null : (
        <AddButton
          label={t('classic.hypotheses.add')}
          limitText={t('classic.hypotheses.limit', { max: LEGACY_LIMITS.hypotheses })}
          full={full}
          onClick={add}
        />
      )}
    </section>
  );
}
