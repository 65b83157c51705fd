import type { AnchorKind, ReviewStep } from '@caseboard/contracts';
import { createContext, useContext } from 'react';
import { CommentBadgeSlot } from '@/components/review-slot';
import { Icon } from '@/components/ui/icons';

/**
 * What the workspace's items need of team review: the project, the open step and, when the caller may
 * comment, how to start a thread on an item. Provided once by the workspace (hooks/use-review-mount.ts),
 * so trees, rows and cards need no new props.
 */
export interface WorkspaceReview {
  projectId: number;
  step: ReviewStep;
  onComment?: ((kind: AnchorKind, id: string) => void) | undefined;
}

export const WorkspaceReviewContext = createContext<WorkspaceReview | null>(null);

export const useWorkspaceReview = () => useContext(WorkspaceReviewContext);

/** The open-thread count of an item; nothing outside a workspace or when the item has no thread. */
export function ItemCommentBadge({ kind, id, className }: { kind: AnchorKind; id: string; className?: string }) {
  const review = useWorkspaceReview();
  if (!review) return null;
  return (
    <CommentBadgeSlot
      projectId={review.projectId}
      kind={kind}
      id={id}
      step={review.step}
      {...(className ? { className } : {})}
    />
  );
}

/**
 * An item's comment count and, for those who may comment, a "Comment" button that opens a new thread
 * on it. Work-plan rows, analyses, storyline lines, points and slides and the brief carry it.
 */
export function ItemComments({ kind, id, label }: { kind: AnchorKind; id: string; label: string }) {
  const review = useWorkspaceReview();
  if (!review) return null;
  const { onComment } = review;
  return (
    <span className="inline-flex shrink-0 items-center gap-1">
      <ItemCommentBadge kind={kind} id={id} />
      {onComment ? (
        <button
          type="button"
          title={label}
          aria-label={label}
          onClick={() => onComment(kind, id)}
          className="grid size-7 place-items-center rounded-md text-ink-subtle hover:bg-surface-muted hover:text-ink"
        >
          <Icon name="comment" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
