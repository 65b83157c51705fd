import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { STEPS, type Step } from '../lib/steps';

/** The workspace's steps, from problem to storyline; the current one is marked for assistive technology. */
export function StepNav({ step, basePath }: { step: Step; basePath: string }) {
  const { t } = useTranslation('workspace');
  return (
    <nav aria-label={t('steps.label')} className="flex gap-1 overflow-x-auto border-b border-line bg-surface px-4">
      {STEPS.map((value, index) => (
        // Link, not NavLink: NavLink would only mark the step current when the URL names it, and
        // `/projects/{id}` opens the Problem step without naming it.
        <Link
          key={value}
          to={`${basePath}/${value}`}
          aria-current={value === step ? 'page' : undefined}
          className={cn(
            '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap',
            value === step ? 'border-accent font-medium text-ink' : 'border-transparent text-ink-muted hover:text-ink',
          )}
        >
          <span className="text-xs text-ink-subtle tabular-nums">{index + 1}</span>
          {t(`steps.${value}`)}
        </Link>
      ))}
    </nav>
  );
}
