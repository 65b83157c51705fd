import { useTranslation } from 'react-i18next';
import { useCommentsPanel, type CommentBadgeSlotProps } from '@/components/review-slot';
import { cn } from '@/lib/cn';
import { useThreadSummary } from '../api/review';

/** The open threads on one item, as a small count; a click opens the comments panel. Nothing when none. */
export default function CommentBadge({ projectId, kind, id, className }: CommentBadgeSlotProps) {
  const summary = useThreadSummary(projectId);
  const entry = summary.data?.anchors.find((anchor) => anchor.kind === kind && anchor.id === id);
  // Every row and card has a badge slot, and most have no thread: only those with one subscribe to the translations.
  return entry ? <Badge projectId={projectId} entry={entry} className={className} /> : null;
}

function Badge({
  projectId,
  entry,
  className,
}: {
  projectId: number;
  entry: { open: number; unread: number };
  className?: string | undefined;
}) {
  const { t } = useTranslation('review');
  const label =
    t('badge', { count: entry.open }) + (entry.unread > 0 ? `, ${t('badgeUnread', { count: entry.unread })}` : '');
  return (
    <button
      type="button"
      tabIndex={-1}
      title={label}
      aria-label={label}
      data-testid="comment-badge"
      onClick={(event) => {
        event.stopPropagation();
        useCommentsPanel.getState().setOpen(projectId, true);
      }}
      className={cn(
        'nodrag inline-flex h-5 shrink-0 items-center gap-1 rounded-sm px-1.5 text-xs font-medium tabular-nums',
        entry.unread > 0 ? 'bg-accent text-accent-ink' : 'bg-accent-soft text-accent',
        className,
      )}
    >
      <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
        <path
          d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2v-7Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      {entry.open}
    </button>
  );
}
