import type { ProjectList } from '@caseboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '@/lib/api-client';
import { projectKeys } from '@/lib/project-keys';
import { useProject } from '../api/get-project';
import { ClassicProject } from '../components/classic/classic-project';
import { parseSnapshot } from '../lib/snapshot-reader';

/** `/v1.0/projects/example`: the worked example in the classic 1.0 format, read-only, to copy. */
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
  return classic ? <Example id={classic.id} /> : <Loading label={t('status.loading')} />;
}

function Example({ id }: { id: number }) {
  const { t } = useTranslation('common');
  const project = useProject(id);
  if (!project.data) return <Loading label={t('status.loading')} />;
  const parsed = project.data.projectSnapshots[0] ? parseSnapshot(project.data.projectSnapshots[0]) : null;
  if (parsed?.format !== '1.0') throw new Response('Unreadable example', { status: 500 });
  return <ClassicProject key={id} project={project.data} document={parsed.document} />;
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
      {label}
    </p>
  );
}
