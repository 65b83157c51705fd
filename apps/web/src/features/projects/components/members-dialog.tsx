import type { MemberRole, ProjectMember, ProjectSummary } from '@caseboard/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/confirm';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast';
import { MEMBERS_PAGE_SIZE, useMembers } from '../api/get-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMember } from '../api/update-member';
import { errorText } from '@/lib/project-store/error-text';
import { AddMemberForm } from './add-member-form';
import { smallSelectClass } from './form-controls';
import { Pager } from './pager';
import { Badge } from './status-badge';

/** What the dialog needs to know about the project: a list row or a loaded project both have it. */
export type MembersProject = Pick<ProjectSummary, 'id' | 'name' | 'role' | 'owner' | 'memberId' | 'isDemo'>;

export interface MembersDialogProps {
  project: MembersProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes, when it was not opened by a trigger of its own. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The members of a project: paged list with invited versus active, and for the owner adding by e-mail
 * with a role, changing roles and removing (with a confirmation). A member can leave.
 */
export function MembersDialog({ project, open, onOpenChange, returnFocusTo }: MembersDialogProps) {
  const { t } = useTranslation(['projects', 'common']);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-40 flex max-h-[min(720px,calc(100vh-2rem))] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg border border-line bg-surface shadow-[var(--shadow-overlay)]"
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-base font-semibold">
                {t('members.title', { name: project.name })}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted">
                {t('members.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('common:actions.close')}
                className="rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <Icon name="close" />
              </button>
            </Dialog.Close>
          </div>
          {open ? <MembersBody project={project} onClose={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MembersBody({ project, onClose }: { project: MembersProject; onClose: () => void }) {
  const { t } = useTranslation(['projects', 'common']);
  const [page, setPage] = useState(1);
  const members = useMembers(project.id, page);
  const canManage = project.role === 'owner';
  const navigate = useNavigate();
  const remove = useRemoveMember(project.id);

  async function leave() {
    if (project.memberId === null) return;
    const accepted = await confirm({
      header: t('members.leaveConfirm.header', { project: project.name }),
      message: t('members.leaveConfirm.message'),
      acceptLabel: t('members.leaveConfirm.accept'),
      danger: true,
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    remove.mutate(
      { memberId: project.memberId, leaving: true },
      {
        onSuccess: () => {
          toast.success(t('members.toast.left', { project: project.name }));
          onClose();
          void navigate(paths.classic.projects);
        },
        onError: (error) => toast.error(t('members.toast.removeFailed'), errorText(error)),
      },
    );
  }

  if (project.isDemo) return <p className="px-6 py-6 text-sm text-ink-muted">{t('members.demo')}</p>;

  const total = members.data?.total ?? 0;
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">
        {canManage ? (
          <AddMemberForm
            projectId={project.id}
            onAdded={() => setPage(Math.max(1, Math.ceil((total + 1) / MEMBERS_PAGE_SIZE)))}
          />
        ) : (
          <p className="mb-4 text-sm text-ink-muted">{t('members.readOnly')}</p>
        )}
        <ul className="divide-y divide-line" aria-busy={members.isFetching || undefined}>
          {project.owner ? (
            <li className="flex items-center gap-3 py-3">
              <Avatar name={project.owner.fullName} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{project.owner.fullName}</p>
                <p className="truncate text-xs text-ink-subtle">{project.owner.email}</p>
              </div>
              <Badge tone="accent">{t('members.owner')}</Badge>
            </li>
          ) : null}
          {members.data?.results.map((member) => (
            <MemberRow key={member.id} project={project} member={member} isYou={member.id === project.memberId} />
          ))}
        </ul>
        {members.isError ? <p className="py-3 text-sm text-danger">{errorText(members.error)}</p> : null}
        {members.data && total === 0 ? <p className="py-3 text-sm text-ink-muted">{t('members.empty')}</p> : null}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-line px-6 py-3">
        <Pager
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          total={total}
          onPage={setPage}
          label={t('members.title', { name: project.name })}
        />
        <div className="flex gap-2">
          {project.memberId !== null ? (
            <Button variant="secondary" size="sm" onClick={() => void leave()} busy={remove.isPending}>
              <Icon name="leave" />
              {t('list.actions.leave')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </div>
      </div>
    </>
  );
}

function MemberRow({ project, member, isYou }: { project: MembersProject; member: ProjectMember; isYou: boolean }) {
  const { t } = useTranslation(['projects', 'common']);
  const format = useFormat();
  const canManage = project.role === 'owner';
  const update = useUpdateMember(project.id);
  const remove = useRemoveMember(project.id);
  const name = member.fullName ?? member.email;
  const [now] = useState(() => Date.now());
  const expired = member.invitationExpiresAt !== null && Date.parse(member.invitationExpiresAt) <= now;

  async function removeMember() {
    const accepted = await confirm({
      header: t('members.removeConfirm.header', { name }),
      message: t('members.removeConfirm.message', { project: project.name }),
      acceptLabel: t('members.removeConfirm.accept'),
      danger: true,
      defaultFocus: 'reject',
    });
    if (!accepted) return;
    remove.mutate(
      { memberId: member.id },
      {
        onSuccess: () => toast.success(t('members.toast.removed', { name })),
        onError: (error) => toast.error(t('members.toast.removeFailed'), errorText(error)),
      },
    );
  }

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar name={name} muted={member.status === 'invited'} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
          {isYou ? <span className="font-normal text-ink-subtle"> ({t('members.you')})</span> : null}
        </p>
        <p className="mt-0.5 flex min-w-0 items-center gap-2 text-xs text-ink-subtle">
          <Badge tone={member.status === 'active' ? 'neutral' : 'pending'}>
            {t(`members.status.${member.status}`)}
          </Badge>
          <span className="truncate">
            {member.status === 'invited'
              ? expired
                ? t('members.invitationExpired')
                : member.invitationExpiresAt
                  ? t('members.invitationExpires', {
                      date: format.date(member.invitationExpiresAt, { dateStyle: 'medium' }),
                    })
                  : null
              : member.email}
          </span>
        </p>
      </div>
      {canManage ? (
        <>
          <select
            aria-label={t('members.roleOf', { name })}
            value={member.role}
            onChange={(event) => update.mutate({ memberId: member.id, role: event.target.value as MemberRole })}
            className={smallSelectClass}
          >
            <option value="editor">{t('roles.editor')}</option>
            <option value="commenter">{t('roles.commenter')}</option>
            <option value="viewer">{t('roles.viewer')}</option>
          </select>
          <Button
            variant="ghost"
            size="sm"
            className="px-2"
            aria-label={t('members.removeLabel', { name })}
            title={t('members.removeLabel', { name })}
            onClick={() => void removeMember()}
            busy={remove.isPending}
          >
            {remove.isPending ? null : <Icon name="trash" />}
          </Button>
        </>
      ) : (
        <span className="text-sm whitespace-nowrap text-ink-muted">{t(`roles.${member.role}`)}</span>
      )}
    </li>
  );
}

function Avatar({ name, muted = false }: { name: string; muted?: boolean }) {
  const initials = name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  return (
    <span
      aria-hidden="true"
      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
        muted ? 'border border-dashed border-line-strong text-ink-subtle' : 'bg-accent-soft text-accent'
      }`}
    >
      {initials}
    </span>
  );
}
