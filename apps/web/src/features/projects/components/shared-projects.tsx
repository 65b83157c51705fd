import type { ProjectSummary } from '@caseboard/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from './status-badge';
import { useFormat } from '@/lib/format';
import { SHARED_PAGE_SIZE, useSharedProjects } from '../api/get-shared-projects';
import { projectPath } from '../project-path';
import { MembersDialog } from './members-dialog';
import { Pager } from './pager';
import { cell, RowMenu } from './project-row';
import { LoadFailed, LoadingRows, ProjectTable, Section } from './section';

export function SharedProjects() {
  const { t } = useTranslation(['projects', 'common']);
  const [page, setPage] = useState(1);
  const shared = useSharedProjects(page);
  const total = shared.data?.total ?? 0;

  return (
    <Section
      id="shared-projects"
      title={t('list.shared.title')}
      aside={
        <Pager
          page={page}
          pageSize={SHARED_PAGE_SIZE}
          total={total}
          onPage={setPage}
          label={t('list.shared.pagination')}
        />
      }
    >
      {shared.isPending ? (
        <LoadingRows label={t('common:status.loading')} />
      ) : shared.isError ? (
        <LoadFailed error={shared.error} />
      ) : shared.data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-surface px-6 py-6 text-sm text-ink-muted">
          {t('list.shared.empty')}
        </p>
      ) : (
        <ProjectTable
          caption={t('list.shared.title')}
          columns={[t('list.columns.name'), t('list.columns.owner'), t('list.columns.role'), t('list.columns.updated')]}
          actionsLabel={t('list.columns.actions')}
          busy={shared.isFetching}
        >
          {shared.data.results.map((project) => (
            <SharedRow key={project.id} project={project} />
          ))}
        </ProjectTable>
      )}
    </Section>
  );
}

function SharedRow({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation('projects');
  const format = useFormat();
  const [membersOpen, setMembersOpen] = useState(false);
  const menuTrigger = useRef<HTMLButtonElement>(null);
  return (
    <tr className="border-t border-line">
      <td className={cell}>
        <Link
          to={projectPath(project)}
          className="block truncate font-medium text-ink hover:text-accent hover:underline"
          title={project.name}
        >
          {project.name}
        </Link>
      </td>
      <td className={`${cell} truncate text-ink-muted`}>{project.owner?.fullName}</td>
      <td className={cell}>
        <Badge>{t(`roles.${project.role}`)}</Badge>
      </td>
      <td className={`${cell} whitespace-nowrap text-ink-muted tabular-nums`}>
        {format.date(project.updatedAt, { dateStyle: 'medium' })}
      </td>
      <td className={`${cell} text-right`}>
        <RowMenu
          label={t('list.actions.more', { name: project.name })}
          triggerRef={menuTrigger}
          items={[
            { icon: 'arrowRight', label: t('list.actions.open'), to: projectPath(project) },
            {
              icon: 'members',
              label: t('list.actions.members'),
              onSelect: () => setMembersOpen(true),
              movesFocus: true,
            },
          ]}
        />
        <MembersDialog project={project} open={membersOpen} onOpenChange={setMembersOpen} returnFocusTo={menuTrigger} />
      </td>
    </tr>
  );
}
