import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { ProjectSummary } from '../components/project-summary';
import { parseSnapshot } from '../lib/snapshot';

/** `/v1.0/projects/{id}`: a project in the classic (1.0) format; 1.1 projects go to the workspace. */
export function Component() {
  const { t } = useTranslation('common');
  const id = Number(useParams().id);
  const project = useProject(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  if (!project.data) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
        {t('status.loading')}
      </p>
    );
  }
  const snapshot = project.data.projectSnapshots[0];
  if (snapshot && parseSnapshot(snapshot).format === '1.1') return <Navigate to={`/projects/${id}`} replace />;
  return <ProjectSummary project={project.data} />;
}
