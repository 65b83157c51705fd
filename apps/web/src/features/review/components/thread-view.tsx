import type { Comment, ProjectPerson, ThreadDetail } from '@caseboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/confirm';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { threadQueryOptions, useDeleteComment, useEditComment, useMarkRead, useReply, useResolve } from '../api/review';
import { splitBody } from '../lib/mentions';
import { Composer } from './composer';

/** One thread: its comments oldest first, reply, edit and delete own comments, resolve and reopen. */
export function ThreadView({
  projectId,
  threadId,
  userId,
  canComment,
  people,
  anchorLabel,
  onLocate,
}: {
  projectId: number;
  threadId: number;
  userId: number | null;
  canComment: boolean;
  people: ProjectPerson[];
  anchorLabel: string;
  onLocate?: (() => void) | undefined;
}) {
  const { t } = useTranslation('review');
  const thread = useQuery(threadQueryOptions(projectId, threadId));
  const reply = useReply(projectId, threadId);
  const resolve = useResolve(projectId, threadId);
  const markRead = useMarkRead(projectId);
  const unread = thread.data?.unread ?? false;
  // Opening a thread reads it: the unread mark goes once its comments are shown.
  useEffect(() => {
    if (unread) markRead.mutate(threadId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per thread shown unread
  }, [threadId, unread]);

  if (thread.isError) return <p className="px-4 py-3 text-sm text-refuted">{errorText(thread.error)}</p>;
  if (!thread.data) return <p className="px-4 py-3 text-sm text-ink-muted">{t('loading')}</p>;
  const data: ThreadDetail = thread.data;

  return (
    <section aria-label={t('thread.label', { item: anchorLabel })} className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 flex-1 text-sm text-ink-muted">
          {t('thread.on')} <span className="font-medium text-ink">{anchorLabel}</span>
        </p>
        {onLocate ? (
          <Button size="sm" variant="ghost" onClick={onLocate}>
            {t('locate')}
          </Button>
        ) : null}
        {canComment ? (
          <Button
            size="sm"
            variant="secondary"
            busy={resolve.isPending}
            onClick={() =>
              resolve.mutate(!data.resolved, {
                onError: (error) => toast.error(t('failed'), errorText(error)),
              })
            }
          >
            {data.resolved ? t('thread.reopen') : t('thread.resolve')}
          </Button>
        ) : null}
      </div>
      {data.resolved ? (
        <p className="rounded-md bg-supported-soft px-2.5 py-1.5 text-sm text-ink">
          {t('thread.resolvedBy', { name: data.resolvedBy?.fullName ?? t('someone') })}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {data.comments.map((comment) => (
          <CommentItem
            key={comment.id}
            projectId={projectId}
            comment={comment}
            own={comment.author?.userId === userId && canComment}
            people={people}
          />
        ))}
      </ol>
      {canComment ? (
        <Composer
          people={people}
          label={t('composer.reply')}
          submitLabel={t('composer.send')}
          busy={reply.isPending}
          onSubmit={(body) =>
            reply.mutateAsync(body, { onError: (error) => toast.error(t('failed'), errorText(error)) })
          }
        />
      ) : null}
    </section>
  );
}

function CommentItem({
  projectId,
  comment,
  own,
  people,
}: {
  projectId: number;
  comment: Comment;
  own: boolean;
  people: ProjectPerson[];
}) {
  const { t } = useTranslation('review');
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const edit = useEditComment(projectId);
  const remove = useDeleteComment(projectId);
  const author = comment.author?.fullName ?? t('formerMember');
  const when = format.date(comment.createdAt, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <li className="rounded-md border border-line bg-surface px-3 py-2">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-muted">
        <span className="text-sm font-medium text-ink">{author}</span>
        <span>{when}</span>
        {comment.editedAt && !comment.deleted ? <span>{t('comment.edited')}</span> : null}
      </p>
      {comment.deleted ? (
        <p className="mt-1 text-sm text-ink-muted italic">{t('comment.deleted')}</p>
      ) : editing ? (
        <div className="mt-2">
          <Composer
            people={people}
            label={t('comment.editLabel')}
            submitLabel={t('comment.save')}
            initial={comment.body}
            autoFocus
            busy={edit.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              edit.mutateAsync(
                { commentId: comment.id, body },
                {
                  onSuccess: () => setEditing(false),
                  onError: (error) => toast.error(t('failed'), errorText(error)),
                },
              )
            }
          />
        </div>
      ) : (
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">
          {splitBody(comment.body).map((part, index) =>
            part.kind === 'text' ? (
              <span key={index}>{part.text}</span>
            ) : (
              <span key={index} className="rounded-sm bg-accent-soft px-0.5 font-medium text-accent">
                @{part.name}
              </span>
            ),
          )}
        </p>
      )}
      {own && !editing && !comment.deleted ? (
        <div className="mt-1 flex gap-1">
          <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => setEditing(true)}>
            {t('comment.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-xs"
            busy={remove.isPending}
            onClick={() =>
              void confirm({
                header: t('comment.deleteTitle'),
                message: t('comment.deleteBody'),
                acceptLabel: t('comment.delete'),
              }).then((ok) => {
                if (ok) remove.mutate(comment.id, { onError: (error) => toast.error(t('failed'), errorText(error)) });
              })
            }
          >
            {t('comment.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
