import type { Project } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectMembersSlot } from '@/components/project-members-slot';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { summariseDocument, type DocumentSummary } from './document-summary';

/**
 * A read-only summary of a project: what it is about and what its document holds. It stands in for
 * the workspace until the workspace screens land, and offers the members dialog like every project screen.
 */
export function ProjectSummary({ project }: { project: Project }) {
  const { t } = useTranslation(['workspace', 'common', 'projects']);
  const snapshot = project.projectSnapshots[0];
  const summary = snapshot ? summariseDocument(snapshot.body) : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-6 py-8">
      <nav aria-label={t('common:nav.breadcrumb')}>
        <ol className="flex gap-2 text-sm text-ink-subtle">
          <li>
            <Link to={paths.v10.projects} className="hover:text-ink hover:underline">
              {t('common:nav.myProjects')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="truncate">
            {project.name}
          </li>
        </ol>
      </nav>
      <header className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold break-words">{project.name}</h1>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>{project.isDemo ? t('summary.example') : t(`projects:roles.${project.role}`)}</span>
            {project.owner && project.role !== 'owner' ? (
              <span>{t('summary.owner', { name: project.owner.fullName })}</span>
            ) : null}
            <span>{t('summary.updated', { date: formatDate(project.updatedAt) })}</span>
            {snapshot ? (
              <span className="tabular-nums">{t('summary.revision', { revision: snapshot.revision })}</span>
            ) : null}
          </p>
        </div>
        <ProjectMembersSlot project={project} />
      </header>

      <section aria-labelledby="problem-heading" className="mt-8">
        <h2 id="problem-heading" className="text-sm font-semibold text-ink-muted">
          {t('summary.problem')}
        </h2>
        <p className="mt-2 text-base leading-7 whitespace-pre-line">
          {project.problemStatement || <span className="text-ink-subtle">{t('summary.noProblem')}</span>}
        </p>
      </section>

      <section aria-labelledby="contents-heading" className="mt-8">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="contents-heading" className="text-sm font-semibold text-ink-muted">
            {t('summary.contents')}
          </h2>
          <span className="text-xs text-ink-subtle">{t('summary.readOnly')}</span>
        </div>
        {summary ? (
          <Contents summary={summary} />
        ) : (
          <p className="mt-2 text-sm text-danger">{t('summary.unreadable')}</p>
        )}
      </section>
    </div>
  );
}

function Contents({ summary }: { summary: DocumentSummary }) {
  const { t } = useTranslation('workspace');
  const none = <span className="text-ink-subtle">{t('summary.notStarted')}</span>;
  const statuses = Object.entries(summary.statuses)
    .map(
      ([status, count]) =>
        `${count} ${t(`summary.status.${status}` as 'summary.status.open', { defaultValue: status })}`,
    )
    .join(' · ');
  const rows: Array<[string, React.ReactNode]> = [
    [t('summary.keyQuestion'), summary.keyQuestion || none],
    [t('summary.issueTree'), summary.issueNodes ? t('summary.issueNodes', { count: summary.issueNodes }) : none],
    [
      t('summary.hypotheses'),
      summary.hypotheses ? `${t('summary.hypothesisCount', { count: summary.hypotheses })} (${statuses})` : none,
    ],
    ...(summary.version
      ? ([
          [
            t('summary.workplan'),
            summary.workplanRows
              ? t('summary.workplanRows', { done: summary.workplanDone, count: summary.workplanRows })
              : none,
          ],
          [
            t('summary.analyses'),
            summary.analysesWithResults
              ? t('summary.analysesWithResults', { count: summary.analysesWithResults })
              : none,
          ],
        ] as Array<[string, React.ReactNode]>)
      : []),
    [
      t('summary.storyline'),
      summary.governingThought ? (
        <>
          <span className="block">{summary.governingThought}</span>
          <span className="mt-1 block text-xs text-ink-subtle">
            {summary.version
              ? t('summary.storylineSlides', { count: summary.storylineParts })
              : t('summary.storylinePoints', { count: summary.storylineParts })}
          </span>
        </>
      ) : (
        none
      ),
    ],
  ];
  return (
    <div className="mt-2 rounded-lg border border-line bg-surface">
      <p className="border-b border-line px-4 py-2 text-xs text-ink-subtle">
        {summary.version ? t('summary.format.current', { version: summary.version }) : t('summary.format.classic')}
      </p>
      <dl className="divide-y divide-line">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[180px_1fr] sm:gap-4">
            <dt className="text-sm font-medium">{term}</dt>
            <dd className="text-sm text-ink-muted">{detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
