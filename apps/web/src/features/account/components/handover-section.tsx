import type { OwnedProjectHandover, ReceivedHandover } from '@caseboard/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAnswerHandover, useCancelHandover, useHandovers, useOfferHandover } from '../api/handovers';
import { accountError } from './errors';
import { AccountSection } from './section';

/** Words for a failed handover call, by the codes the handover API answers with. */
function handoverError(error: unknown): string {
  if (isApiError(error, 'handover_pending')) return i18n.t('handover:errors.pending');
  if (isApiError(error, 'handover_not_eligible')) return i18n.t('handover:errors.notEligible');
  if (isApiError(error, 'project_limit_reached')) return i18n.t('handover:errors.limit');
  if (isApiError(error, 'not_found')) return i18n.t('handover:errors.gone');
  if (isApiError(error, 'rate_limited')) return i18n.t('handover:errors.rateLimited');
  return accountError(error);
}

const row = 'flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 first:border-t-0';

/**
 * "Hand over projects" (docs/decisions/030-project-handover.md): each owned project with a choice of
 * its editors and "Offer", or the pending offer with "Cancel"; below, the projects offered to the
 * person with "Accept" and "Decline".
 */
export function HandoverSection() {
  const { t } = useTranslation('handover');
  const handovers = useHandovers();
  const offer = useOfferHandover();
  const cancel = useCancelHandover();
  const answer = useAnswerHandover();
  const error = handovers.error ?? offer.error ?? cancel.error ?? answer.error;

  return (
    <AccountSection id="handover" title={t('title')} intro={t('intro')}>
      {error ? <FormAlert className="mb-4 max-w-md">{handoverError(error)}</FormAlert> : null}
      {handovers.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('loading')}
        </p>
      ) : handovers.data ? (
        <>
          {handovers.data.owned.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('noProjects')}</p>
          ) : (
            <ul aria-label={t('ownedCaption')} className="rounded-md border border-line text-sm">
              {handovers.data.owned.map((project) => (
                <OwnedRow
                  key={project.projectId}
                  project={project}
                  busy={offer.isPending || cancel.isPending}
                  onOffer={(userId, name) =>
                    offer.mutate(
                      { projectId: project.projectId, userId },
                      { onSuccess: () => toast.success(t('offeredToast', { project: project.name, name })) },
                    )
                  }
                  onCancel={() => cancel.mutate(project.projectId, { onSuccess: () => toast.success(t('cancelled')) })}
                />
              ))}
            </ul>
          )}
          <h3 className="mt-6 text-base font-semibold">{t('receivedTitle')}</h3>
          {handovers.data.received.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">{t('receivedNone')}</p>
          ) : (
            <ul aria-label={t('receivedTitle')} className="mt-3 rounded-md border border-line text-sm">
              {handovers.data.received.map((received) => (
                <ReceivedRow
                  key={received.projectId}
                  received={received}
                  busy={answer.isPending}
                  onAnswer={(choice) =>
                    answer.mutate(
                      { projectId: received.projectId, answer: choice },
                      {
                        onSuccess: () =>
                          toast.success(t(choice === 'accept' ? 'accepted' : 'declined', { project: received.name })),
                      },
                    )
                  }
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </AccountSection>
  );
}

function OwnedRow({
  project,
  busy,
  onOffer,
  onCancel,
}: {
  project: OwnedProjectHandover;
  busy: boolean;
  onOffer: (userId: number, name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('handover');
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const editor = project.editors.find((e) => e.userId === chosen) ?? project.editors[0];
  return (
    <li className={row}>
      <span className="min-w-0 font-medium break-words text-ink">{project.name}</span>
      {project.offer ? (
        <span className="flex flex-wrap items-center gap-3">
          <span className="text-ink-muted">{t('offered', { name: project.offer.offeredTo.fullName })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            aria-label={t('cancelLabel', { project: project.name })}
            onClick={onCancel}
          >
            {t('cancel')}
          </Button>
        </span>
      ) : editor ? (
        <span className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t('chooseEditor', { project: project.name })}
          </label>
          <select
            id={selectId}
            value={editor.userId}
            onChange={(event) => setChosen(Number(event.target.value))}
            className="h-8 max-w-80 rounded-md border border-line-strong bg-surface px-2 text-sm text-ink hover:border-ink-subtle"
          >
            {project.editors.map((e) => (
              <option key={e.userId} value={e.userId}>
                {e.fullName} ({e.email})
              </option>
            ))}
          </select>
          <Button
            size="sm"
            disabled={busy}
            aria-label={t('offerLabel', { project: project.name })}
            onClick={() => onOffer(editor.userId, editor.fullName)}
          >
            {t('offer')}
          </Button>
        </span>
      ) : (
        <span className="text-ink-muted">{t('noEditors')}</span>
      )}
    </li>
  );
}

function ReceivedRow({
  received,
  busy,
  onAnswer,
}: {
  received: ReceivedHandover;
  busy: boolean;
  onAnswer: (answer: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation('handover');
  return (
    <li className={row}>
      <span className="min-w-0">
        <span className="block font-medium break-words text-ink">{received.name}</span>
        <span className="block text-ink-muted">
          {t('receivedFrom', { name: received.from.fullName, email: received.from.email })}
        </span>
      </span>
      <span className="flex gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={t('acceptLabel', { project: received.name })}
          onClick={() => onAnswer('accept')}
        >
          {t('accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          aria-label={t('declineLabel', { project: received.name })}
          onClick={() => onAnswer('decline')}
        >
          {t('decline')}
        </Button>
      </span>
    </li>
  );
}
