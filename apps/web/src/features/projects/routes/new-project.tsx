import { PageTitle } from '@/components/page-title';
import {
  emptyDocument,
  MAX_PROBLEM_STATEMENT_LENGTH,
  MAX_PROJECT_NAME_LENGTH,
  ProblemStatementSchema,
  ProjectNameSchema,
} from '@caseboard/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { configQueryOptions, useConfig } from '@/lib/get-config';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { useCreateProject } from '../api/create-project';
import { errorText } from '@/lib/project-store/error-text';
import { errorClass, hintClass, inputClass, labelClass, selectClass, textareaClass } from '../components/form-controls';
import { ProjectShortcuts } from '../components/project-shortcuts';
import { useProjectLimit } from '../hooks/use-project-limit';
import { AutoTextarea } from '@/components/ui/auto-textarea';

const NewProjectFormSchema = z.object({
  name: ProjectNameSchema,
  problemStatement: ProblemStatementSchema.min(1),
  model: z.string().min(1),
});
type NewProjectForm = z.input<typeof NewProjectFormSchema>;

/** `/projects/new`, `/v1.1/projects/new` and `/v1.0/projects/new` (which starts a classic 1.0 document). */
/** The public configuration (models, project limit) is there before the screen renders. */
export async function loader() {
  await queryClient.ensureQueryData(configQueryOptions());
  return null;
}

export function Component() {
  const { t } = useTranslation(['projects', 'common']);
  const classic = useLocation().pathname.startsWith('/v1.0/');
  const limit = useProjectLimit();

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-x-12 gap-y-10 px-6 py-10 lg:grid-cols-[minmax(0,42rem)_minmax(0,1fr)]">
      <div className="min-w-0">
        <PageTitle title={t('new.title')} />
        <h1 className="mt-2 text-xl font-semibold">{t('new.title')}</h1>
        <p className="mt-2 text-sm text-ink-muted">{t('new.intro')}</p>
        {classic ? <p className="mt-1 text-sm text-ink-subtle">{t('new.classicIntro')}</p> : null}
        {limit.reached ? (
          <div className="mt-8 rounded-lg border border-line bg-surface p-6" role="status">
            <h2 className="text-base font-semibold">
              {t('new.limitTitle', { count: limit.total ?? 0, max: limit.max ?? 0 })}
            </h2>
            <p className="mt-2 text-sm text-ink-muted">{t('new.limitBody')}</p>
            <Link
              to={paths.classic.projects}
              className="mt-4 inline-flex h-10 items-center rounded-md border border-line-strong bg-surface px-4 text-sm font-medium text-ink hover:bg-surface-muted"
            >
              {t('new.limitAction')}
            </Link>
          </div>
        ) : (
          <NewProjectFormView classic={classic} />
        )}
      </div>
      <ProjectShortcuts />
    </div>
  );
}

function NewProjectFormView({ classic }: { classic: boolean }) {
  const { t } = useTranslation(['projects', 'common']);
  const id = useId();
  const navigate = useNavigate();
  const config = useConfig();
  const create = useCreateProject();
  const models = config.data?.models ?? [];
  const form = useForm<NewProjectForm>({
    resolver: zodResolver(NewProjectFormSchema),
    defaultValues: { name: '', problemStatement: '', model: '' },
    values: models[0] ? { name: '', problemStatement: '', model: models[0].id } : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const problemLength = useWatch({ control: form.control, name: 'problemStatement' }).length;

  const submit = form.handleSubmit(async (values) => {
    const problemStatement = values.problemStatement.trim();
    const body = classic
      ? JSON.stringify({ problemStatement, issueTree: null, hypotheses: [], storyline: null })
      : JSON.stringify(emptyDocument());
    try {
      const project = await create.mutateAsync({
        name: values.name.trim(),
        model: values.model,
        problemStatement,
        body,
      });
      toast.success(t('toast.created', { name: project.name }));
      await navigate(classic ? paths.classic.project(project.id) : paths.projects.project(project.id));
    } catch (error) {
      if (isApiError(error, 'unknown_model')) {
        form.setError('model', { type: 'server', message: errorText(error) });
      } else {
        // Includes project_limit_reached: the list was re-fetched, and the limit notice replaces the form.
        toast.error(t('common:errors.validation_failed'), errorText(error));
      }
    }
  });

  const describedBy = (field: 'name' | 'problemStatement' | 'model', hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 space-y-6">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('new.name')}
        </label>
        <input
          id={`${id}-name`}
          autoComplete="off"
          maxLength={MAX_PROJECT_NAME_LENGTH}
          placeholder={t('new.namePlaceholder')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
          {...form.register('name')}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} className={errorClass}>
            {t('new.errors.name')}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-problem`} className={labelClass}>
            {t('new.problem')}
          </label>
          <span className="text-xs text-ink-subtle tabular-nums" aria-hidden="true">
            {t('new.counter', { count: problemLength, max: MAX_PROBLEM_STATEMENT_LENGTH })}
          </span>
        </div>
        <AutoTextarea
          id={`${id}-problem`}
          rows={6}
          maxLength={MAX_PROBLEM_STATEMENT_LENGTH}
          placeholder={t('new.problemPlaceholder')}
          aria-invalid={errors.problemStatement ? true : undefined}
          aria-describedby={describedBy('problemStatement', `${id}-problem-hint`)}
          className={textareaClass}
          {...form.register('problemStatement')}
        />
        <p id={`${id}-problem-hint`} className={hintClass}>
          {t('new.problemHint')}
        </p>
        {errors.problemStatement ? (
          <p id={`${id}-problemStatement-error`} className={errorClass}>
            {t('new.errors.problem')}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-model`} className={labelClass}>
          {t('new.model')}
        </label>
        <select
          id={`${id}-model`}
          aria-invalid={errors.model ? true : undefined}
          aria-describedby={describedBy('model', `${id}-model-hint`)}
          className={`${selectClass} w-full`}
          {...form.register('model')}
        >
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
        </select>
        <p id={`${id}-model-hint`} className={hintClass}>
          {t('new.modelHint')}
        </p>
        {errors.model ? (
          <p id={`${id}-model-error`} className={errorClass}>
            {errors.model.type === 'server' ? errors.model.message : t('new.errors.model')}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3 border-t border-line pt-6">
        <Button type="submit" busy={isSubmitting} disabled={config.isPending}>
          {t('new.submit')}
        </Button>
        <Link
          to={paths.classic.projects}
          className="inline-flex h-10 items-center rounded-md px-4 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {t('new.cancel')}
        </Link>
      </div>
    </form>
  );
}
