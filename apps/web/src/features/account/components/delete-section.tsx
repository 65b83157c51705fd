import { PASSWORD_MAX_LENGTH } from '@caseboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CheckboxField, TextField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { confirm } from '@/lib/confirm';
import { queryClient } from '@/lib/query-client';
import { emitSessionEnded } from '@/lib/session-events';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { DeleteOutcome } from './delete-outcome';
import { accountError } from './errors';
import { AccountSection } from './section';

interface DeleteForm {
  password: string;
  understood: boolean;
}

/**
 * "Delete my account": the password, a checkbox that says what goes, and one last confirmation. After
 * it the browser forgets everything of the account (the server has ended every session) and goes to
 * the sign-in page.
 */
export function DeleteSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<DeleteForm>({ defaultValues: { password: '', understood: false } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const sure = await confirm({
      header: t('delete.dialogTitle'),
      message: t('delete.dialogBody'),
      acceptLabel: t('delete.dialogAccept'),
      rejectLabel: t('delete.dialogReject'),
      icon: 'danger',
      danger: true,
    });
    if (!sure) return;
    remove.mutate(
      { password: values.password },
      {
        onSuccess: () => {
          void queryClient.cancelQueries();
          queryClient.clear();
          queryClient.setQueryData(['auth', 'me'], null);
          emitSessionEnded();
          toast.success(t('delete.done'));
          void navigate(paths.auth.signIn(), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error, 'wrong_password')) {
            form.setError('password', { type: 'server', message: accountError(error) }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <AccountSection id="delete" title={t('sections.delete')} intro={t('delete.intro')} tone="danger">
      <DeleteOutcome />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
        {remove.error && !isApiError(remove.error, 'wrong_password') ? (
          <FormAlert>{accountError(remove.error)}</FormAlert>
        ) : null}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('delete.password')}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.password?.message}
          {...form.register('password', { required: t('errors.required') })}
        />
        <CheckboxField
          label={t('delete.confirm')}
          error={errors.understood?.message}
          {...form.register('understood', { validate: (value) => value || t('delete.confirmRequired') })}
        />
        <div>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            {t('delete.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
