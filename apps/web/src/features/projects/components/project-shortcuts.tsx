import type { ProjectSummary } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useOwnProjects } from '../api/get-projects';
import { useSharedProjects } from '../api/get-shared-projects';
import { projectPath } from '../project-path';
import { PendingInvitations } from './pending-invitations';

/**
 * Beside the new-project form: where the user's work already is (own projects, pending invitations,
 * projects shared with them), so the screen the root redirect lands on is never a dead end.
 */
export function ProjectShortcuts() {
  const { t } = useTranslation('projects');
  const own = useOwnProjects();
  const shared = useSharedProjects(1);
  return (
    <aside aria-labelledby="project-shortcuts" className="min-w-0">
      <h2 id="project-shortcuts" className="text-base font-semibold">
        {t('landing.title')}
      </h2>
      <PendingInvitations />
      <ShortcutList
        title={t('list.own.title')}
        projects={own.data?.results}
        empty={t('landing.ownEmpty')}
        showOwner={false}
      />
      <ShortcutList
        title={t('list.shared.title')}
        projects={shared.data?.results}
        empty={t('landing.sharedEmpty')}
        showOwner
      />
      <Link to={paths.classic.projects} className="mt-6 inline-block text-sm font-medium text-accent hover:underline">
        {t('landing.all')}
      </Link>
    </aside>
  );
}

function ShortcutList({
  title,
  projects,
  empty,
  showOwner,
}: {
  title: string;
  projects: ProjectSummary[] | undefined;
  empty: string;
  showOwner: boolean;
}) {
  const format = useFormat();
  return (
    <section aria-label={title} className="mt-6">
      <h3 className="text-sm font-semibold text-ink-muted">{title}</h3>
      {projects === undefined ? null : projects.length === 0 ? (
        <p className="mt-2 text-sm text-ink-subtle">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-surface">
          {projects.map((project) => (
            <li key={project.id} className="px-4 py-2.5 text-sm">
              <Link
                to={projectPath(project)}
                className="block truncate font-medium text-ink hover:text-accent hover:underline"
                title={project.name}
              >
                {project.name}
              </Link>
              <span className="block truncate text-xs text-ink-muted tabular-nums">
                {showOwner && project.owner ? `${project.owner.fullName} · ` : ''}
                {format.date(project.updatedAt, { dateStyle: 'medium' })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
