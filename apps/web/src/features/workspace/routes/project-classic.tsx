import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { ClassicProject } from '../components/classic/classic-project';
import { parseSnapshot } from '../lib/snapshot-reader';

/** `/v1.0/projects/{id}`: a project in the classic (1.0) format; 1.1 projects go to the workspace. */
export function Component() {
  const { t } = useTranslation('common');
  const id = Number(useParams().id);
  const project = useProject(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  if (project.isError) {
    return (
      <p role="alert" className="mx-auto max-w-4xl px-6 py-8 text-sm text-danger">
        {t('errors.unexpected_response')}
      </p>
    );
  }
  if (!project.data) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
        {t('status.loading')}
      </p>
    );
  }
  const snapshot = project.data.projectSnapshots[0];
  const parsed = snapshot ? parseSnapshot(snapshot) : { format: 'unreadable' as const };
  if (parsed.format === '1.1') return <Navigate to={`/projects/${id}`} replace />;
  if (parsed.format === 'unreadable') throw new Response('Unreadable document', { status: 500 });
  // Remount per project so the store, autosave and undo never leak from one project into another.
  return <ClassicProject key={`${id}:${snapshot!.id}`} project={project.data} document={parsed.document} />;
}
