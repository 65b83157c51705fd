import type { PendingInvitation } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitations } from '../api/get-invitations';
import { Section } from './section';

/**
 * Projects someone shared with this address, waiting for an answer: nothing is shared until the
 * person accepts, and declining removes the membership. Shown only while there is something to answer.
 */
export function PendingInvitations() {
  const { t } = useTranslation('projects');
  const invitations = useInvitations();
  if (!invitations.data || invitations.data.results.length === 0) return null;
  return (
    <Section id="pending-invitations" title={t('list.invitations.title')}>
      <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
        {invitations.data.results.map((invitation) => (
          <InvitationRow key={invitation.memberId} invitation={invitation} />
        ))}
      </ul>
    </Section>
  );
}

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const { t } = useTranslation(['projects', 'common']);
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const project = invitation.projectName;
  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ memberId: invitation.memberId, accept });
      toast.success(t(accept ? 'list.invitations.accepted' : 'list.invitations.declined', { project }));
      // Accepting is a step towards the project: open it (a 1.0 document redirects to its own screen).
      if (accept) await navigate(paths.projects.project(invitation.projectId));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <span>
        {t('list.invitations.line', {
          inviter: invitation.inviterName,
          project,
          role: t(`roles.${invitation.role}`),
        })}
      </span>
      <span className="flex gap-2">
        <Button
          size="sm"
          disabled={answer.isPending}
          aria-label={t('list.invitations.acceptLabel', { project })}
          onClick={() => void respond(true)}
        >
          {t('list.invitations.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={answer.isPending}
          aria-label={t('list.invitations.declineLabel', { project })}
          onClick={() => void respond(false)}
        >
          {t('list.invitations.decline')}
        </Button>
      </span>
    </li>
  );
}
