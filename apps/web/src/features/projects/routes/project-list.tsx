import { PageTitle } from '@/components/page-title';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { configQueryOptions, useConfig } from '@/lib/get-config';
import { queryClient } from '@/lib/query-client';
import { OwnProjects } from '../components/own-projects';
import { PendingInvitations } from '../components/pending-invitations';
import { SharedProjects } from '../components/shared-projects';
import { WorkedExamples } from '../components/worked-examples';
import { useProjectLimit } from '../hooks/use-project-limit';
import { useProjectsLoading } from '../hooks/use-projects-loading';

/** `/v1.0/projects`: own projects, projects shared with me, and the worked examples. */
/** The public configuration (models, project limit) is there before the screen renders. */
export async function loader() {
  await queryClient.ensureQueryData(configQueryOptions());
  return null;
}

export function Component() {
  const { t } = useTranslation(['projects', 'common']);
  const config = useConfig();
  const limit = useProjectLimit();
  const loading = useProjectsLoading();
  const reasonId = useId();

  return (
    <div className="mx-auto w-full max-w-6xl px-6 py-8" data-surface="project-list" aria-busy={loading || undefined}>
      <header className="mt-2 flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageTitle title={t('list.title')} />
          <h1 className="text-xl font-semibold">{t('list.title')}</h1>
          <p className="mt-1 text-sm text-ink-muted">{t('list.intro')}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <div className="flex items-center gap-3">
            {limit.ready ? (
              <span className="text-sm text-ink-muted tabular-nums">
                {t('list.count', { count: limit.total ?? 0, max: limit.max ?? 0 })}
              </span>
            ) : null}
            {limit.reached ? (
              <Button disabled aria-describedby={reasonId}>
                <Icon name="plus" />
                {t('list.create')}
              </Button>
            ) : (
              <Link
                to={paths.projects.new}
                className="inline-flex h-10 items-center gap-2 rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-hover"
              >
                <Icon name="plus" />
                {t('list.create')}
              </Link>
            )}
          </div>
          {limit.reached ? (
            <p id={reasonId} className="max-w-sm text-right text-xs text-ink-muted">
              {t('list.limitReached', { max: limit.max ?? 0 })}
            </p>
          ) : null}
        </div>
      </header>
      <OwnProjects models={config.data?.models ?? []} limitReached={limit.reached} />
      <PendingInvitations />
      <SharedProjects />
      <WorkedExamples limitReached={limit.reached} maxProjects={limit.max ?? 0} />
    </div>
  );
}
