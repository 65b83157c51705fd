import type { ReviewRequest, ReviewStep } from '@caseboard/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepReviewSlotProps } from '@/components/review-slot';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogFooter, DialogHeader } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { useDecideReview, usePeople, useRequestReview, useReviews } from '../api/review';
import { useMyUserId } from '../lib/me';

/** The latest review request of a step (the step's review state). */
function latestOf(reviews: ReviewRequest[] | undefined, step: ReviewStep) {
  return reviews?.find((review) => review.step === step) ?? null;
}

const stateClass: Record<ReviewRequest['state'], string> = {
  requested: 'bg-inconclusive-soft text-inconclusive',
  approved: 'bg-supported-soft text-supported',
  changes_requested: 'bg-refuted-soft text-refuted',
};

/** A step's review state as a small chip in the step navigation. */
export function StepReviewState({ project, step }: StepReviewSlotProps) {
  const { t } = useTranslation('review');
  const reviews = useReviews(project.id, !project.isDemo);
  const latest = latestOf(reviews.data?.results, step);
  if (!latest) return null;
  return (
    <span
      className={cn('rounded-sm px-1.5 py-0.5 text-xs font-medium', stateClass[latest.state])}
      data-testid={`review-state-${step}`}
    >
      {t(`review.state.${latest.state}`)}
    </span>
  );
}

/**
 * The sign-off of the open step: "Request review" for editors and the owner (choose a member, add a
 * note); for the reviewer of a pending request, "Approve" and "Request changes" with a note.
 */
export function StepReview({ project, step }: StepReviewSlotProps) {
  const { t } = useTranslation('review');
  const { t: tw } = useTranslation('workspace');
  const userId = useMyUserId();
  const reviews = useReviews(project.id, !project.isDemo);
  const [dialog, setDialog] = useState<'request' | 'decide' | null>(null);
  if (project.isDemo) return null;
  const latest = latestOf(reviews.data?.results, step);
  const canRequest = project.role === 'owner' || project.role === 'editor';
  const mine = latest?.state === 'requested' && latest.reviewer.userId === userId ? latest : null;
  const stepName = tw(`steps.${step}`);
  return (
    <div className="flex items-center gap-2">
      {latest?.state === 'requested' && !mine ? (
        <span className="text-xs text-ink-muted">{t('review.waiting', { name: latest.reviewer.fullName })}</span>
      ) : null}
      {mine ? (
        <Button size="sm" onClick={() => setDialog('decide')}>
          {t('review.decide')}
        </Button>
      ) : null}
      {canRequest ? (
        <Button size="sm" variant="ghost" onClick={() => setDialog('request')}>
          {t('review.request')}
        </Button>
      ) : null}
      {dialog === 'request' ? (
        <RequestDialog projectId={project.id} step={step} stepName={stepName} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'decide' && mine ? (
        <DecideDialog projectId={project.id} review={mine} stepName={stepName} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

function RequestDialog({
  projectId,
  step,
  stepName,
  onClose,
}: {
  projectId: number;
  step: ReviewStep;
  stepName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const userId = useMyUserId();
  const people = (usePeople(projectId).data?.results ?? []).filter((person) => person.userId !== userId);
  const [reviewerId, setReviewerId] = useState<number | ''>('');
  const [note, setNote] = useState('');
  const request = useRequestReview(projectId);
  const chosen = reviewerId === '' ? people[0]?.userId : reviewerId;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader title={t('review.requestTitle', { step: stepName })} />
        <DialogBody className="flex flex-col gap-3 pb-4">
          {people.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('review.nobody')}</p>
          ) : (
            <>
              <label htmlFor={`${id}-reviewer`} className="text-sm font-medium">
                {t('review.reviewer')}
              </label>
              <select
                id={`${id}-reviewer`}
                value={chosen ?? ''}
                onChange={(event) => setReviewerId(Number(event.target.value))}
                className="h-9 rounded-md border border-line-strong bg-surface px-2 text-sm"
              >
                {people.map((person) => (
                  <option key={person.userId} value={person.userId}>
                    {person.fullName} ({t(`roles.${person.role}`)})
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {t('review.note')}
              </label>
              <textarea
                id={`${id}-note`}
                value={note}
                maxLength={1000}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                className="rounded-md border border-line-strong bg-surface px-2.5 py-2 text-sm"
              />
            </>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t('composer.cancel')}
          </Button>
          <Button
            disabled={chosen === undefined}
            busy={request.isPending}
            onClick={() =>
              chosen !== undefined &&
              request.mutate(
                { step, reviewerId: chosen, note },
                {
                  onSuccess: () => {
                    toast.success(t('review.requested'));
                    onClose();
                  },
                  onError: (error) => toast.error(t('failed'), errorText(error)),
                },
              )
            }
          >
            {t('review.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function DecideDialog({
  projectId,
  review,
  stepName,
  onClose,
}: {
  projectId: number;
  review: ReviewRequest;
  stepName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const [note, setNote] = useState('');
  const decide = useDecideReview(projectId);
  const send = (decision: 'approve' | 'changes_requested') =>
    decide.mutate(
      { reviewId: review.id, decision, note },
      {
        onSuccess: () => onClose(),
        onError: (error) => toast.error(t('failed'), errorText(error)),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader title={t('review.decideTitle', { step: stepName })} />
        <DialogBody className="flex flex-col gap-3 pb-4">
          <p className="text-sm text-ink">
            {t('review.askedBy', { name: review.requestedBy?.fullName ?? t('formerMember') })}
          </p>
          {review.note ? <p className="rounded-md bg-surface-muted px-3 py-2 text-sm">{review.note}</p> : null}
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {t('review.decisionNote')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className="rounded-md border border-line-strong bg-surface px-2.5 py-2 text-sm"
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" busy={decide.isPending} onClick={() => send('changes_requested')}>
            {t('review.requestChanges')}
          </Button>
          <Button busy={decide.isPending} onClick={() => send('approve')}>
            {t('review.approve')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Decided reviews in the history panel: who signed off which step, when, with what note. */
export function SignOffs({ projectId }: { projectId: number }) {
  const { t } = useTranslation('review');
  const { t: tw } = useTranslation('workspace');
  const format = useFormat();
  const reviews = useReviews(projectId);
  const decided = (reviews.data?.results ?? []).filter((review) => review.decidedAt !== null);
  if (decided.length === 0) return null;
  return (
    <section aria-label={t('review.signOffs')} className="border-b border-line py-2">
      <h3 className="px-4 py-1 text-xs font-medium text-ink-muted">{t('review.signOffs')}</h3>
      <ul className="flex flex-col">
        {decided.map((review) => (
          <li key={review.id} className="px-4 py-1.5 text-sm">
            <span className="font-medium">
              {t(review.state === 'approved' ? 'review.approvedBy' : 'review.changesBy', {
                name: review.reviewer.fullName,
                step: tw(`steps.${review.step}`),
              })}
            </span>
            <span className="block text-xs text-ink-muted">
              {format.date(review.decidedAt!, { dateStyle: 'medium', timeStyle: 'short' })}
              {review.decisionNote ? ` · ${review.decisionNote}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
