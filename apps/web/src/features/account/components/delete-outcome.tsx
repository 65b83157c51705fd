import { useTranslation } from 'react-i18next';
import { useHandovers } from '../api/handovers';

/**
 * Per owned project, what deleting the account does to it: deleted, or offered and waiting (deleted
 * unless accepted first), so the person can hand projects over before deleting
 * (docs/decisions/030-project-handover.md).
 */
export function DeleteOutcome() {
  const { t } = useTranslation('handover');
  const handovers = useHandovers();
  const owned = handovers.data?.owned;
  if (!owned) return null;
  return (
    <div className="mb-5 max-w-prose text-sm">
      <h3 className="font-semibold text-ink">{t('deleteOutcomeTitle')}</h3>
      {owned.length === 0 ? (
        <p className="mt-1 text-ink-muted">{t('deleteOutcomeNone')}</p>
      ) : (
        <>
          <ul className="mt-2 flex flex-col gap-1" data-testid="delete-outcome">
            {owned.map((project) => (
              <li key={project.projectId}>
                <span className="font-medium text-ink">{project.name}</span>
                {': '}
                <span className="text-ink-muted">
                  {project.offer
                    ? t('deleteOutcomePending', { name: project.offer.offeredTo.fullName })
                    : t('deleteOutcomeDeleted')}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-ink-muted">
            <a href="#handover" className="text-accent underline underline-offset-2 hover:text-accent-hover">
              {t('deleteOutcomeHint')}
            </a>
          </p>
        </>
      )}
    </div>
  );
}
