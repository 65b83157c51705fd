import type { ProjectList } from '@caseboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { useProject } from '../api/get-project';
import { ProjectSummary } from '../components/project-summary';

/** `/v1.0/projects/example`: the worked example in the classic 1.0 format. */
export function Component() {
  const { t } = useTranslation('common');
  const demos = useQuery({
    queryKey: projectKeys.demo(),
    queryFn: () => apiFetch<ProjectList>('/api/v1/projects/demo'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const classic = demos.data?.results.find((demo) => demo.documentVersion === null);
  if (demos.data && !classic) throw new Response('No classic example', { status: 404 });
  return classic ? (
    <Example id={classic.id} />
  ) : (
    <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
      {t('status.loading')}
    </p>
  );
}

function Example({ id }: { id: number }) {
  const project = useProject(id);
  return project.data ? <ProjectSummary project={project.data} /> : null;
}
