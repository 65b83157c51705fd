import type { ProjectSummary } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { errorText } from '@/lib/project-store/error-text';
import { toast } from '@/lib/toast';
import { useCopyProject } from '@/lib/project-store/copy-project';
import { useDemoProjects } from '../api/get-demo-projects';
import { projectPath } from '../project-path';
import { LoadFailed, LoadingRows, Section } from './section';
import { Badge } from './status-badge';

export function WorkedExamples({ limitReached, maxProjects }: { limitReached: boolean; maxProjects: number }) {
  const { t } = useTranslation(['projects', 'common']);
  const demos = useDemoProjects();
  return (
    <Section id="worked-examples" title={t('list.examples.title')}>
      <p className="-mt-1 mb-4 max-w-3xl text-sm text-ink-muted">{t('list.examples.intro')}</p>
      {demos.isPending ? (
        <LoadingRows label={t('common:status.loading')} />
      ) : demos.isError ? (
        <LoadFailed error={demos.error} />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {demos.data.results.map((demo) => (
              <ExampleCard key={demo.id} demo={demo} limitReached={limitReached} />
            ))}
          </ul>
          <p className="mt-3 text-xs text-ink-subtle">{t('list.examples.templateLimit', { max: maxProjects })}</p>
        </>
      )}
    </Section>
  );
}

function ExampleCard({ demo, limitReached }: { demo: ProjectSummary; limitReached: boolean }) {
  const { t } = useTranslation(['projects', 'common']);
  const copy = useCopyProject();
  const navigate = useNavigate();
  const headingId = `example-${demo.id}`;

  function useAsTemplate() {
    copy.mutate(
      { id: demo.id },
      {
        onSuccess: (project) => {
          toast.success(t('toast.copied', { name: project.name }));
          void navigate(projectPath({ ...project, documentVersion: demo.documentVersion }));
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  }

  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-line bg-surface p-5 transition-colors duration-150 hover:border-line-strong"
    >
      <Badge tone={demo.documentVersion ? 'accent' : 'neutral'} className="self-start">
        {demo.documentVersion ? t('list.examples.current') : t('list.examples.classic')}
      </Badge>
      <h3 id={headingId} className="mt-3 text-base font-semibold">
        {demo.name}
      </h3>
      <div className="mt-2 flex-1">
        <p className="line-clamp-4 text-sm text-ink-muted">{demo.problemStatement}</p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to={projectPath(demo)}
          aria-label={`${t('list.actions.open')}: ${demo.name}`}
          className="inline-flex h-8 items-center gap-2 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted"
        >
          {t('list.actions.open')}
          <Icon name="arrowRight" />
        </Link>
        <Button
          variant="ghost"
          size="sm"
          disabled={limitReached}
          busy={copy.isPending}
          aria-label={`${t('list.examples.useTemplate')}: ${demo.name}`}
          onClick={useAsTemplate}
        >
          <Icon name="copy" />
          {t('list.examples.useTemplate')}
        </Button>
      </div>
    </li>
  );
}
