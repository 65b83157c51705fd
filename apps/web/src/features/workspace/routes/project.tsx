import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { ProjectSummary } from '../components/project-summary';

/** `/projects/{id}` (and `/v1.1/...`, `/v1.0/...`): for now, a read-only summary of the project. */
export function Component() {
  const { t } = useTranslation('common');
  const id = Number(useParams().id);
  const project = useProject(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (project.data) return <ProjectSummary project={project.data} />;
  if (project.isError) {
    return (
      <p role="alert" className="mx-auto max-w-4xl px-6 py-8 text-sm text-danger">
        {t('errors.unexpected_response')}
      </p>
    );
  }
  return (
    <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
      {t('status.loading')}
    </p>
  );
}
