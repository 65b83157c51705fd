import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@caseboard/contracts';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { AuthHeading, linkClass } from '../components/auth-heading';
import { PasswordField } from '../components/password-field';
import { PasswordStrength } from '../components/password-strength';
import { describeError, fieldErrors } from '../lib/errors';

/** /auth/reset-password/{token}: a new password; then every session ends and the person signs in again. */
export function Component() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const complete = useCompletePasswordReset();
  const strengthId = useId();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) =>
    complete.mutate(
      { password: values.password, resetPasswordToken: token },
      {
        onSuccess: () => {
          toast.success(t('resetPassword.success'));
          void navigate(paths.auth.signIn(), { replace: true });
        },
        onError: (error) => {
          const [issue] = fieldErrors(error);
          if (issue?.field === 'password') {
            form.setError(
              'password',
              {
                type: 'server',
                message:
                  issue.kind === 'invalid'
                    ? t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
                    : t(`weakPassword.${issue.kind}`),
              },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  const linkGone = isApiError(complete.error, 'token_expired') || isApiError(complete.error, 'token_invalid');
  const formLevel =
    complete.error && !linkGone && fieldErrors(complete.error).length === 0 ? describeError(complete.error) : null;

  return (
    <>
      <AuthHeading title={t('resetPassword.title')}>{t('resetPassword.subtitle')}</AuthHeading>
      {linkGone ? (
        <FormAlert tone="warn" className="mb-4">
          <p>{isApiError(complete.error, 'token_expired') ? t('resetPassword.expired') : t('resetPassword.invalid')}</p>
          <Link to={paths.auth.forgotPassword} className={`mt-1 inline-block ${linkClass}`}>
            {t('resetPassword.requestNew')}
          </Link>
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formLevel ? <FormAlert>{formLevel}</FormAlert> : null}
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          maxLength={PASSWORD_MAX_LENGTH}
          hint={t('hints.password')}
          error={form.formState.errors.password?.message}
          aria-describedby={password ? strengthId : undefined}
          below={<PasswordStrength id={strengthId} password={password} userInputs={[]} />}
          {...form.register('password', {
            required: t('validation.required'),
            minLength: {
              value: PASSWORD_MIN_LENGTH,
              message: t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
            },
            maxLength: {
              value: PASSWORD_MAX_LENGTH,
              message: t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
            },
          })}
        />
        <Button type="submit" busy={complete.isPending} disabled={linkGone} className="mt-2 w-full">
          {t('resetPassword.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm">
        <Link to={paths.auth.signIn()} className={linkClass}>
          {t('forgotPassword.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
