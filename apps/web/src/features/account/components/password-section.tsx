import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caseboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { accountError, newPasswordRules } from './errors';
import { AccountSection } from './section';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
}

/** Asks for the current password; the new one ends every other session. */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useForm<PasswordForm>({ defaultValues: { currentPassword: '', newPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ signedOut }) => {
        form.reset();
        toast.success(t('password.changed'), t('password.changedDetail', { count: signedOut }));
      },
      onError: (error) => {
        if (isApiError(error, 'wrong_password')) {
          form.setError('currentPassword', { type: 'server', message: accountError(error) }, { shouldFocus: true });
        } else if (isApiError(error, 'weak_password')) {
          form.setError('newPassword', { type: 'server', message: accountError(error) }, { shouldFocus: true });
        }
      },
    }),
  );
  const formLevel =
    change.error && !isApiError(change.error, 'wrong_password') && !isApiError(change.error, 'weak_password')
      ? accountError(change.error)
      : null;

  return (
    <AccountSection id="password" title={t('sections.password')} intro={t('password.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {formLevel ? <FormAlert>{formLevel}</FormAlert> : null}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('password.currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', { required: t('errors.required') })}
        />
        <TextField
          label={t('password.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('password.newHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.newPassword?.message}
          {...form.register('newPassword', newPasswordRules())}
        />
        <div>
          <Button type="submit" variant="secondary" busy={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
