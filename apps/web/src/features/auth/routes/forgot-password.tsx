import { EMAIL_MAX_LENGTH } from '@caseboard/contracts';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading, linkClass } from '../components/auth-heading';
import { describeError } from '../lib/errors';
import { emailRules } from '../lib/rules';

/** /auth/forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function Component() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email.trim().toLowerCase()));

  const back = (
    <p className="mt-6 text-sm">
      <Link to={paths.auth.signIn()} className={linkClass}>
        {t('forgotPassword.backToSignIn')}
      </Link>
    </p>
  );

  if (request.isSuccess) {
    return (
      <div>
        <span className="text-accent">
          <Icon name="info" className="mb-4 size-8" />
        </span>
        <AuthHeading title={t('forgotPassword.sent.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="forgotPassword.sent.body"
              values={{ email: request.variables }}
              components={{ strong: <strong className="font-medium text-ink" /> }}
            />
          </p>
        </AuthHeading>
        {back}
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('forgotPassword.title')}>{t('forgotPassword.subtitle')}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {request.error ? <FormAlert>{describeError(request.error)}</FormAlert> : null}
        <TextField
          label={t('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          autoFocus
          error={form.formState.errors.email?.message}
          {...form.register('email', emailRules(t))}
        />
        <Button type="submit" busy={request.isPending} className="mt-2 w-full">
          {t('forgotPassword.submit')}
        </Button>
      </form>
      {back}
    </>
  );
}
