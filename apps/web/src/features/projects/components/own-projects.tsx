import type { ModelOption } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOwnProjects } from '../api/get-projects';
import { OwnProjectRow } from './project-row';
import { LoadFailed, LoadingRows, ProjectTable, Section } from './section';

export function OwnProjects({ models, limitReached }: { models: ModelOption[]; limitReached: boolean }) {
  const { t } = useTranslation(['projects', 'common']);
  const own = useOwnProjects();
  const label = (id: string) => models.find((model) => model.id === id)?.label ?? id;

  return (
    <Section id="own-projects" title={t('list.own.title')}>
      {own.isPending ? (
        <LoadingRows label={t('common:status.loading')} />
      ) : own.isError ? (
        <LoadFailed error={own.error} />
      ) : own.data.results.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line-strong bg-surface px-8 py-10 text-center">
          <h3 className="text-base font-semibold">{t('list.own.emptyTitle')}</h3>
          <p className="mx-auto mt-2 max-w-xl text-sm text-ink-muted">{t('list.own.emptyBody')}</p>
          {limitReached ? null : (
            <Link
              to={paths.projects.new}
              className="mt-5 inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-hover"
            >
              {t('list.own.emptyAction')}
            </Link>
          )}
          <p className="mt-3 text-sm text-ink-subtle">{t('list.own.emptyAlternative')}</p>
        </div>
      ) : (
        <ProjectTable
          caption={t('list.own.title')}
          columns={[
            t('list.columns.name'),
            t('list.columns.problem'),
            t('list.columns.model'),
            t('list.columns.updated'),
          ]}
          actionsLabel={t('list.columns.actions')}
        >
          {own.data.results.map((project) => (
            <OwnProjectRow key={project.id} project={project} modelLabel={label(project.model)} />
          ))}
        </ProjectTable>
      )}
    </Section>
  );
}
