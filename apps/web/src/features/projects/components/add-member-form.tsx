import { AddMemberSchema, type AddMember, type MemberRole } from '@caseboard/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddMember } from '../api/add-member';
import { errorText } from '@/lib/project-store/error-text';
import { errorClass, inputClass, selectClass } from './form-controls';

/** Add by e-mail with a role: every address gets an invitation, and joins once its owner accepts. */
export function AddMemberForm({ projectId, onAdded }: { projectId: number; onAdded: () => void }) {
  const { t } = useTranslation(['projects', 'common']);
  const id = useId();
  const add = useAddMember(projectId);
  const form = useForm<AddMember, unknown, { email: string; role: MemberRole }>({
    resolver: zodResolver(AddMemberSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const emailError = form.formState.errors.email;

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync(values);
      toast.success(
        member.status === 'invited'
          ? t('members.toast.invited', { email: member.email })
          : t('members.toast.added', { email: member.email }),
      );
      form.reset({ email: '', role: values.role });
      onAdded();
    } catch (error) {
      const message = isApiError(error, 'validation_failed') ? t('members.add.invalidEmail') : errorText(error);
      form.setError('email', { type: 'server', message });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mb-4 rounded-md bg-surface-muted p-4">
      <h3 className="text-sm font-semibold">{t('members.add.title')}</h3>
      <div className="mt-3 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t('members.add.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder={t('members.add.emailPlaceholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={`${id}-hint${emailError ? ` ${id}-error` : ''}`}
            className={inputClass}
            {...form.register('email')}
          />
        </div>
        <label htmlFor={`${id}-role`} className="sr-only">
          {t('members.add.role')}
        </label>
        <select id={`${id}-role`} className={selectClass} {...form.register('role')}>
          <option value="editor">{t('roles.editor')}</option>
          <option value="commenter">{t('roles.commenter')}</option>
          <option value="viewer">{t('roles.viewer')}</option>
        </select>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('members.add.submit')}
        </Button>
      </div>
      {emailError ? (
        <p id={`${id}-error`} className={`mt-2 ${errorClass}`} role="alert">
          {emailError.type === 'server' ? emailError.message : t('members.add.invalidEmail')}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-2 text-xs text-ink-muted">
        {t('members.add.hint')}
      </p>
    </form>
  );
}
