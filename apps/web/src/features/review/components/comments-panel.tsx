import type { ProjectPerson, Thread, ThreadAnchor, ThreadStateFilter } from '@caseboard/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommentsPanel, type CommentsPanelSlotProps } from '@/components/review-slot';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { threadQueryOptions, threadsQueryOptions, useCreateThread, usePeople } from '../api/review';
import { anchorText, STEP_ORDER } from '../lib/anchors';
import { useMyUserId } from '../lib/me';
import { splitBody } from '../lib/mentions';
import { Composer } from './composer';
import { ThreadView } from './thread-view';

/** Same look as the history and proposal panels (features/workspace/lib/side-panel.ts). */
const panelClass =
  'flex w-[440px] max-w-[45%] shrink-0 flex-col border-l border-line bg-surface max-xl:w-[380px] ' +
  'max-lg:absolute max-lg:inset-y-0 max-lg:right-0 max-lg:z-20 max-lg:max-w-[90%] max-lg:shadow-xl';

const plain = (body: string) =>
  splitBody(body)
    .map((part) => (part.kind === 'text' ? part.text : `@${part.name}`))
    .join('');

/**
 * The "Comments" side panel: open (or resolved) threads grouped by step with "locate", one thread
 * with its replies, or the composer of a new thread on an item (docs/decisions/028-team-review.md).
 */
export default function CommentsPanel({ project, document, onLocate }: CommentsPanelSlotProps) {
  const { t } = useTranslation('review');
  const { t: tw } = useTranslation('workspace');
  const panel = useCommentsPanel();
  const [filter, setFilter] = useState<ThreadStateFilter>('open');
  const threads = useInfiniteQuery(threadsQueryOptions(project.id, filter));
  const people = usePeople(project.id).data?.results ?? [];
  const userId = useMyUserId();
  const create = useCreateThread(project.id);
  const canComment = !project.isDemo && project.role !== 'viewer';
  const list = useMemo(() => threads.data?.pages.flatMap((page) => page.results) ?? [], [threads.data]);
  const counts = threads.data?.pages[0]?.counts;

  const label = (anchor: ThreadAnchor) => {
    const text = anchorText(document, anchor);
    if (text === null) return t('deletedItem');
    if (anchor.kind === 'brief') return t('kinds.brief');
    return text.trim() === '' ? t('untitled') : text;
  };
  const exists = (anchor: ThreadAnchor) => anchorText(document, anchor) !== null;

  let body;
  if (panel.draft) {
    const draft = panel.draft;
    body = (
      <section aria-label={t('newThread')} className="flex flex-col gap-3 px-4 py-3">
        <p className="text-sm text-ink-muted">
          {t('thread.on')} <span className="font-medium text-ink">{label(draft)}</span>
        </p>
        <Composer
          people={people}
          label={t('composer.new')}
          submitLabel={t('composer.start')}
          autoFocus
          busy={create.isPending}
          onCancel={panel.backToList}
          onSubmit={(text) =>
            create.mutateAsync(
              { anchor: draft, body: text },
              {
                onSuccess: (thread) => panel.openThread(project.id, thread.id),
                onError: (error) => toast.error(t('failed'), errorText(error)),
              },
            )
          }
        />
      </section>
    );
  } else if (panel.threadId !== null) {
    const thread = list.find((item) => item.id === panel.threadId);
    body = (
      <ThreadViewLazy
        projectId={project.id}
        threadId={panel.threadId}
        userId={userId}
        canComment={canComment}
        people={people}
        anchor={thread?.anchor ?? null}
        label={label}
        exists={exists}
        onLocate={onLocate}
      />
    );
  } else {
    const byStep = STEP_ORDER.map((step) => ({ step, items: list.filter((item) => item.anchor.step === step) })).filter(
      (group) => group.items.length > 0,
    );
    body = (
      <div className="flex flex-col">
        <div role="group" aria-label={t('filter.label')} className="flex gap-1 px-4 pt-3">
          {(['open', 'resolved'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'secondary' : 'ghost'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {t(`filter.${value}`, { count: value === 'open' ? (counts?.open ?? 0) : (counts?.resolved ?? 0) })}
            </Button>
          ))}
        </div>
        {project.isDemo ? <p className="px-4 pt-3 text-sm text-ink-muted">{t('demo')}</p> : null}
        {threads.isError ? <p className="px-4 py-3 text-sm text-refuted">{errorText(threads.error)}</p> : null}
        {threads.data && list.length === 0 && !project.isDemo ? (
          <p className="px-4 py-3 text-sm text-ink-muted">{filter === 'open' ? t('emptyOpen') : t('emptyResolved')}</p>
        ) : null}
        {byStep.map(({ step, items }) => (
          <section key={step} aria-label={tw(`steps.${step}`)} className="mt-3">
            <h3 className="border-y border-line bg-surface-muted px-4 py-1.5 text-xs font-medium text-ink-muted">
              {tw(`steps.${step}`)}
            </h3>
            <ul className="flex flex-col divide-y divide-line">
              {items.map((item) => (
                <ThreadRow
                  key={item.id}
                  thread={item}
                  label={label(item.anchor)}
                  deleted={!exists(item.anchor)}
                  onOpen={() => panel.openThread(project.id, item.id)}
                  onLocate={() => onLocate(item.anchor)}
                />
              ))}
            </ul>
          </section>
        ))}
        {threads.hasNextPage ? (
          <div className="px-4 py-3">
            <Button
              size="sm"
              variant="secondary"
              busy={threads.isFetchingNextPage}
              onClick={() => void threads.fetchNextPage()}
            >
              {t('more')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <aside aria-label={t('title')} className={panelClass} data-testid="comments-panel">
      <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t('title')}</h2>
        <span className="flex gap-2">
          {panel.draft || panel.threadId !== null ? (
            <Button size="sm" variant="secondary" onClick={panel.backToList}>
              {t('backToList')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => panel.setOpen(project.id, false)}>
            {t('close')}
          </Button>
        </span>
      </header>
      <div className="relative min-h-0 flex-1 overflow-auto">{body}</div>
    </aside>
  );
}

function ThreadRow({
  thread,
  label,
  deleted,
  onOpen,
  onLocate,
}: {
  thread: Thread;
  label: string;
  deleted: boolean;
  onOpen: () => void;
  onLocate: () => void;
}) {
  const { t } = useTranslation('review');
  return (
    <li className="flex items-start gap-2 px-4 py-2.5">
      <button
        type="button"
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <span className="flex items-center gap-2">
          {thread.unread ? (
            <span className="size-2 shrink-0 rounded-full bg-accent" aria-label={t('unread')} role="img" />
          ) : null}
          <span className={cn('truncate text-sm font-medium', deleted && 'text-ink-muted italic')}>{label}</span>
        </span>
        <span className="mt-0.5 line-clamp-2 text-sm text-ink">
          {thread.firstComment ? plain(thread.firstComment) : t('comment.deleted')}
        </span>
        <span className="mt-0.5 block text-xs text-ink-muted">
          {t('row.meta', { name: thread.createdBy?.fullName ?? t('formerMember'), count: thread.commentCount })}
        </span>
      </button>
      {deleted ? null : (
        <Button size="sm" variant="ghost" onClick={onLocate} aria-label={t('locateItem', { item: label })}>
          {t('locate')}
        </Button>
      )}
    </li>
  );
}

/** The thread's anchor comes with the thread, so a link (?thread=) opens it without the list. */
function ThreadViewLazy({
  projectId,
  threadId,
  userId,
  canComment,
  people,
  anchor,
  label,
  exists,
  onLocate,
}: {
  projectId: number;
  threadId: number;
  userId: number | null;
  canComment: boolean;
  people: ProjectPerson[];
  anchor: ThreadAnchor | null;
  label: (anchor: ThreadAnchor) => string;
  exists: (anchor: ThreadAnchor) => boolean;
  onLocate: (anchor: ThreadAnchor) => void;
}) {
  const thread = useQuery(threadQueryOptions(projectId, threadId));
  const at = thread.data?.anchor ?? anchor;
  return (
    <ThreadView
      projectId={projectId}
      threadId={threadId}
      userId={userId}
      canComment={canComment}
      people={people}
      anchorLabel={at ? label(at) : ''}
      onLocate={at && exists(at) ? () => onLocate(at) : undefined}
    />
  );
}
