import type { ProjectSummary } from '@caseboard/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icons';
import { confirm } from '@/lib/confirm';
import { useFormat } from '@/lib/format';
import { useDeleteProject } from '../api/delete-project';
import { useUpdateProject } from '@/lib/project-store/update-project';
import { projectPath } from '../project-path';
import { inputClass } from './form-controls';
import { MembersDialog } from './members-dialog';

export const cell = 'px-3 py-2.5 align-middle';

/** One of the caller's own projects: open, rename in place, members, delete with a confirmation. */
export function OwnProjectRow({ project, modelLabel }: { project: ProjectSummary; modelLabel: string }) {
  const { t } = useTranslation(['projects', 'common']);
  const format = useFormat();
  const [renaming, setRenaming] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);
  const update = useUpdateProject();
  const remove = useDeleteProject();
  const menuTrigger = useRef<HTMLButtonElement>(null);

  async function confirmDelete() {
    const accepted = await confirm({
      header: t('list.deleteConfirm.header', { name: project.name }),
      message: t('list.deleteConfirm.message'),
      acceptLabel: t('list.deleteConfirm.accept'),
      danger: true,
      defaultFocus: 'reject',
    });
    if (accepted) remove.mutate({ id: project.id, name: project.name });
  }

  return (
    <tr className="border-t border-line">
      <td className={cell}>
        {renaming ? (
          <RenameField
            name={project.name}
            onDone={(name) => {
              setRenaming(false);
              if (name !== null && name !== project.name) update.mutate({ id: project.id, changes: { name } });
            }}
          />
        ) : (
          <Link
            to={projectPath(project)}
            className="block truncate font-medium text-ink hover:text-accent hover:underline"
            title={project.name}
          >
            {project.name}
          </Link>
        )}
      </td>
      <td className={`${cell} text-ink-muted`}>
        <p className="truncate" title={project.problemStatement || undefined}>
          {project.problemStatement || <span className="text-ink-subtle">{t('list.noProblemStatement')}</span>}
        </p>
      </td>
      <td className={`${cell} truncate text-ink-muted`}>{modelLabel}</td>
      <td className={`${cell} whitespace-nowrap text-ink-muted tabular-nums`}>
        {format.date(project.updatedAt, { dateStyle: 'medium' })}
      </td>
      <td className={`${cell} text-right`}>
        <RowMenu
          label={t('list.actions.more', { name: project.name })}
          triggerRef={menuTrigger}
          items={[
            { icon: 'arrowRight', label: t('list.actions.open'), to: projectPath(project) },
            { icon: 'pencil', label: t('list.actions.rename'), onSelect: () => setRenaming(true), movesFocus: true },
            {
              icon: 'members',
              label: t('list.actions.members'),
              onSelect: () => setMembersOpen(true),
              movesFocus: true,
            },
            { icon: 'trash', label: t('list.actions.delete'), onSelect: () => void confirmDelete(), danger: true },
          ]}
        />
        <MembersDialog project={project} open={membersOpen} onOpenChange={setMembersOpen} returnFocusTo={menuTrigger} />
      </td>
    </tr>
  );
}

/** In-place rename: Enter or leaving the field saves, Escape cancels. */
function RenameField({ name, onDone }: { name: string; onDone: (name: string | null) => void }) {
  const { t } = useTranslation('projects');
  const [value, setValue] = useState(name);
  const trimmed = value.trim();
  const valid = trimmed.length > 0 && trimmed.length <= 120;
  const finish = (save: boolean) => onDone(save && valid ? trimmed : null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        finish(true);
      }}
    >
      <input
        aria-label={t('list.actions.renameLabel', { name })}
        value={value}
        maxLength={120}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => finish(true)}
        aria-invalid={valid ? undefined : true}
        className={`${inputClass} h-8`}
      />
      <Button type="submit" size="sm" disabled={!valid} onMouseDown={(event) => event.preventDefault()}>
        {t('list.actions.save')}
      </Button>
      <Button size="sm" variant="ghost" onMouseDown={(event) => event.preventDefault()} onClick={() => finish(false)}>
        {t('list.actions.cancel')}
      </Button>
    </form>
  );
}

export interface RowMenuItem {
  icon: IconName;
  label: string;
  to?: string;
  onSelect?: () => void;
  /** The item puts focus somewhere else (a field, a dialog): the menu must not pull it back to its button. */
  movesFocus?: boolean;
  danger?: boolean;
}

/** The "⋯" menu of a row. Not modal, so a dialog opened from it gets the pointer and focus cleanly. */
export function RowMenu({
  label,
  items,
  triggerRef,
}: {
  label: string;
  items: RowMenuItem[];
  triggerRef?: RefObject<HTMLButtonElement | null>;
}) {
  const focusMoved = useRef(false);
  const itemClass =
    'flex h-8 cursor-default items-center gap-2 rounded-sm px-2 text-sm outline-none select-none data-[highlighted]:bg-surface-muted';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button
          ref={triggerRef}
          type="button"
          aria-label={label}
          className="inline-flex size-8 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink data-[state=open]:bg-surface-muted"
        >
          <Icon name="more" />
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            if (focusMoved.current) event.preventDefault();
            focusMoved.current = false;
          }}
          className="z-30 min-w-[180px] rounded-md border border-line bg-surface p-1 shadow-[var(--shadow-overlay)]"
        >
          {items.map((item) =>
            item.to ? (
              <Menu.Item key={item.label} asChild className={itemClass}>
                <Link to={item.to}>
                  <Icon name={item.icon} />
                  {item.label}
                </Link>
              </Menu.Item>
            ) : (
              <Menu.Item
                key={item.label}
                onSelect={() => {
                  focusMoved.current = item.movesFocus ?? false;
                  item.onSelect?.();
                }}
                className={`${itemClass} ${item.danger ? 'text-danger' : ''}`}
              >
                <Icon name={item.icon} />
                {item.label}
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
