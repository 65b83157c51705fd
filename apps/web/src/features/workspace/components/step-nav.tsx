import type { Project } from '@caseboard/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepReviewSlot, StepReviewStateSlot } from '@/components/review-slot';
import { cn } from '@/lib/cn';
import { STEPS, type Step } from '../lib/steps';

/** The workspace's steps, from problem to storyline; the current one is marked for assistive technology. */
export function StepNav({
  step,
  basePath,
  project,
}: {
  step: Step;
  basePath: string;
  /** With a project, each step shows its review state and the open step offers sign-off. */
  project?: Pick<Project, 'id' | 'role' | 'isDemo'>;
}) {
  const { t } = useTranslation('workspace');
  return (
    <div className="flex items-center gap-2 border-b border-line bg-surface pr-4">
      <nav aria-label={t('steps.label')} className="flex min-w-0 flex-1 gap-1 overflow-x-auto px-4">
        {STEPS.map((value, index) => (
          // Link, not NavLink: NavLink would only mark the step current when the URL names it, and
          // `/projects/{id}` opens the Problem step without naming it.
          <Link
            key={value}
            to={`${basePath}/${value}`}
            aria-current={value === step ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap',
              value === step
                ? 'border-accent font-medium text-ink'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            <span className="text-xs text-ink-subtle tabular-nums">{index + 1}</span>
            {t(`steps.${value}`)}
            {project ? <StepReviewStateSlot project={project} step={value} /> : null}
          </Link>
        ))}
      </nav>
      {project ? <StepReviewSlot project={project} step={step} /> : null}
    </div>
  );
}
