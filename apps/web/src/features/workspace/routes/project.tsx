import { PageTitle } from '@/components/page-title';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useProject } from '../api/get-project';
import { Workspace } from '../components/workspace';
import { useParsedSnapshot } from '../lib/snapshot';
import { preloadStep } from '../lib/step-modules';
import { STEPS, type Step } from '../lib/steps';

/** `/projects/{id}/{step}` and `/v1.1/projects/{id}/{step}`: the workspace of a version 1.1 project. */
export function Component() {
  const { t } = useTranslation('common');
  const id = Number(useParams().id);
  const location = useLocation();
  const project = useProject(Number.isSafeInteger(id) && id > 0 ? id : 0);
  // Parsing a large document takes milliseconds: once per body, not per step change.
  const parsedBody = useParsedSnapshot(project.data?.projectSnapshots[0]);
  // The step's own code (and a tree step's canvas) loads beside the project, not after it.
  const stepParam = useParams()['*']?.split('/')[0];
  const step: Step = STEPS.includes(stepParam as Step) ? (stepParam as Step) : 'problem';
  useEffect(() => {
    void preloadStep(step);
  }, [step]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  if (project.isError) {
    return (
      <p role="alert" className="mx-auto max-w-4xl px-6 py-8 text-sm text-danger">
        {t('errors.unexpected_response')}
      </p>
    );
  }
  // Until the project arrives, or the schemas for a body the server did not check (lib/snapshot.ts).
  if (!project.data || (project.data.projectSnapshots[0] && !parsedBody)) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-6 py-8 text-sm text-ink-muted">
        {t('status.loading')}
      </p>
    );
  }
  const snapshot = project.data.projectSnapshots[0];
  const parsed = parsedBody ?? { format: 'unreadable' as const };
  // A classic (1.0) document opens on the screen of its version (spec section 2).
  if (parsed.format === '1.0') return <Navigate to={`/v1.0/projects/${id}`} replace />;
  if (parsed.format === 'unreadable') throw new Response('Unreadable document', { status: 500 });
  const basePath = location.pathname.startsWith('/v1.1/') ? `/v1.1/projects/${id}` : `/projects/${id}`;
  // Remount per project so stores, autosave and undo never leak from one project into another.
  return (
    <>
      <PageTitle title={project.data.name} crumb />
      <Workspace key={`${id}:${snapshot!.id}`} project={project.data} document={parsed.document} basePath={basePath} />
    </>
  );
}
