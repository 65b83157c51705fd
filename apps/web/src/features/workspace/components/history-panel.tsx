import { ProjectDocumentSchema, parseJsonText, type SnapshotRevision } from '@caseboard/contracts';
import { commands, compareDocuments } from '@caseboard/domain';
import { useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { SignOffsSlot } from '@/components/review-slot';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { confirm } from '@/lib/confirm';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { revisionQueryOptions, revisionsQueryOptions } from '../api/revisions';
import type { WorkspaceSession } from '../hooks/use-workspace-session';
import { groupRevisions, summaryText } from '../lib/revision-history';
import { sidePanelClass } from '../lib/side-panel';
import type { SnapshotContent } from '../store/document-store';
import { VersionDiff } from './version-diff';

const CURRENT = 0;

/**
 * Every saved revision with its time and author. Pick two (or one and the current version) to see
 * what changed; restore any revision as a new one, so the history itself never loses anything.
 */
export function HistoryPanel({ session }: { session: WorkspaceSession }) {
  const { t } = useTranslation('workspace');
  const { t: tc } = useTranslation('common');
  const { t: th } = useTranslation('history');
  const queryClient = useQueryClient();
  const format = useFormat();
  const current = useStore(session.documents, (s) => s.content);
  const revisions = useInfiniteQuery(revisionsQueryOptions(session.projectId, session.snapshotId));
  const [picked, setPicked] = useState<number[]>([]);
  const list = useMemo(() => revisions.data?.pages.flatMap((page) => page.results) ?? [], [revisions.data]);
  // Every save (a restore included) is in the list at once: a new saved revision refreshes it.
  const savedRevision = useStore(session.documents, (s) => s.revision);
  useEffect(() => {
    void queryClient.invalidateQueries({
      queryKey: revisionsQueryOptions(session.projectId, session.snapshotId).queryKey,
    });
  }, [queryClient, savedRevision, session.projectId, session.snapshotId]);

  const toggle = (revision: number) =>
    setPicked((selection) =>
      selection.includes(revision) ? selection.filter((r) => r !== revision) : [...selection, revision].slice(-2),
    );
  const [older, newer] = [...picked].sort((a, b) => (a === CURRENT ? 1 : b === CURRENT ? -1 : a - b));
  const details = useQueries({
    queries: [older, newer]
      .filter((revision): revision is number => revision !== undefined && revision !== CURRENT)
      .map((revision) => revisionQueryOptions(session.projectId, session.snapshotId, revision)),
  });
  const contentOf = (revision: number | undefined): SnapshotContent | null => {
    if (revision === undefined) return null;
    if (revision === CURRENT) return current;
    const detail = details.find((query) => query.data?.revision === revision)?.data;
    if (!detail) return null;
    const parsed = parseJsonText(detail.body);
    const document = parsed.ok ? ProjectDocumentSchema.safeParse(parsed.value) : null;
    return document?.success ? { problemStatement: detail.problemStatement, document: document.data } : null;
  };
  const before = contentOf(older);
  const after = contentOf(newer);
  const comparison = before && after ? compareDocuments(before, after) : null;

  const restore = async (item: SnapshotRevision) => {
    const ok = await confirm({
      header: t('history.restoreTitle', { revision: item.revision }),
      message: t('history.restoreBody'),
      acceptLabel: t('history.restore'),
    });
    if (!ok) return;
    const detail = await queryClient.fetchQuery(
      revisionQueryOptions(session.projectId, session.snapshotId, item.revision),
    );
    const parsed = parseJsonText(detail.body);
    const document = parsed.ok ? ProjectDocumentSchema.safeParse(parsed.value) : null;
    if (!document?.success) return;
    // One undo step, saved as its own revision: the version it replaces stays in the history.
    session.editor.run(
      commands.restoreRevision({ problemStatement: detail.problemStatement, document: document.data }),
    );
    toast.success(t('history.restored', { revision: item.revision }));
  };

  const label = (revision: number) =>
    revision === CURRENT ? t('history.current') : t('history.revision', { revision });

  const sessions = groupRevisions(list);
  const comparing = older !== undefined && newer !== undefined;

  return (
    <aside
      aria-label={t('history.title')}
      // Comparing takes the whole width beside the steps: a diff needs room, not a narrow column.
      className={comparing ? 'absolute inset-0 z-30 flex flex-col bg-surface' : sidePanelClass}
    >
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t('history.title')}</h2>
        <span className="flex gap-2">
          {comparing ? (
            <Button size="sm" variant="secondary" onClick={() => setPicked([])}>
              {th('backToList')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => session.ui.getState().setHistoryOpen(false)}>
            {t('history.close')}
          </Button>
        </span>
      </header>
      <div className="flex min-h-0 flex-1">
        <div
          className={cn('relative min-h-0 overflow-auto', comparing ? 'w-96 shrink-0 border-r border-line' : 'flex-1')}
        >
          <SignOffsSlot projectId={session.projectId} />
          <p className="px-4 pt-3 text-xs text-ink-subtle">{t('history.compareHint')}</p>
          <ul className="flex flex-col py-2">
            <HistoryRow
              label={label(CURRENT)}
              detail=""
              checked={picked.includes(CURRENT)}
              onToggle={() => toggle(CURRENT)}
            />
          </ul>
          {sessions.map((group) => {
            const newest = group.revisions[0]!;
            const oldest = group.revisions.at(-1)!;
            const time = format.date(oldest.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
            const name = group.author?.fullName ?? t('history.unknownAuthor');
            return (
              <section key={group.key} aria-label={th('session', { name, time, count: group.revisions.length })}>
                <h3 className="border-t border-line bg-surface-muted px-4 py-1.5 text-xs font-medium text-ink-muted">
                  {th('session', { name, time, count: group.revisions.length })}
                </h3>
                <ul className="flex flex-col">
                  {group.revisions.map((item) => (
                    <HistoryRow
                      key={item.revision}
                      label={label(item.revision)}
                      summary={summaryText(th, item.summary) ?? th('noSummary')}
                      detail={[
                        item === newest && item === oldest ? null : format.date(item.createdAt, { timeStyle: 'short' }),
                        item.autosave ? t('history.autosave') : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      checked={picked.includes(item.revision)}
                      onToggle={() => toggle(item.revision)}
                      onRestore={session.readOnly ? undefined : () => void restore(item)}
                    />
                  ))}
                </ul>
              </section>
            );
          })}
          {revisions.data && list.length === 0 ? (
            <p className="px-4 pb-3 text-sm text-ink-muted">{t('history.empty')}</p>
          ) : null}
          {revisions.hasNextPage ? (
            <div className="px-4 py-3">
              <Button
                size="sm"
                variant="secondary"
                busy={revisions.isFetchingNextPage}
                onClick={() => void revisions.fetchNextPage()}
              >
                {t('history.more')}
              </Button>
            </div>
          ) : null}
        </div>
        {comparing ? (
          <section
            aria-live="polite"
            aria-label={th('diffTitle', { from: label(older), to: label(newer) })}
            className="relative min-h-0 min-w-0 flex-1 overflow-auto px-6 py-4"
          >
            <h3 className="mb-3 text-sm font-semibold">
              {t('history.comparing', { from: label(older), to: label(newer) })}
            </h3>
            {comparison ? (
              <VersionDiff comparison={comparison} />
            ) : (
              <p className="text-sm text-ink-subtle">{tc('status.loading')}</p>
            )}
          </section>
        ) : null}
      </div>
    </aside>
  );
}

function HistoryRow({
  label,
  summary,
  detail,
  checked,
  onToggle,
  onRestore,
}: {
  label: string;
  summary?: string;
  detail: string;
  checked: boolean;
  onToggle: () => void;
  onRestore?: (() => void) | undefined;
}) {
  const { t } = useTranslation('workspace');
  return (
    <li className={cn('flex items-center gap-3 px-4 py-2', checked && 'bg-accent-soft')}>
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={`${t('history.select')}: ${label}`}
        className="size-4 accent-[var(--color-accent)]"
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">{label}</span>
        {summary ? <span className="block text-sm text-ink">{summary}</span> : null}
        {/* The subtle grey is too faint on the selected row's tint (axe: colour contrast). */}
        {detail ? (
          <span className={cn('block truncate text-xs', checked ? 'text-ink-muted' : 'text-ink-subtle')}>{detail}</span>
        ) : null}
      </span>
      {onRestore ? (
        <Button size="sm" variant="ghost" onClick={onRestore}>
          {t('history.restore')}
        </Button>
      ) : null}
    </li>
  );
}
