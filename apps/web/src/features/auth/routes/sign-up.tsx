import type { Locale } from '@caseboard/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useResendActivation } from '../api/resend-activation';
import { useSignUp } from '../api/sign-up';
import { AuthHeading, linkClass } from '../components/auth-heading';
import {
  applyServerErrors,
  emptyRegistration,
  RegistrationFields,
  type RegistrationForm,
} from '../components/registration-fields';
import { describeError } from '../lib/errors';

/** /auth/sign-up: the beta application, then a "check your e-mail" state on the same page. */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegistrationForm>({ defaultValues: emptyRegistration() });

  const onSubmit = form.handleSubmit((values) => {
    const email = values.email.trim().toLowerCase();
    signUp.mutate(
      {
        email,
        password: values.password,
        fullName: values.fullName.trim(),
        linkedinUrl: values.linkedinUrl.trim(),
        consultingBackground: values.consultingBackground.trim() || undefined,
        ageConfirmed: true,
        termsAccepted: true,
        locale: i18n.resolvedLanguage as Locale,
      },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => void applyServerErrors(form, error),
      },
    );
  });

  if (sentTo) return <CheckYourEmail email={sentTo} onRestart={() => setSentTo(null)} />;

  const formLevelError = signUp.error && !isFieldError(signUp.error) ? describeError(signUp.error) : null;
  return (
    <>
      <AuthHeading title={t('signUp.title')}>{t('signUp.subtitle')}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formLevelError ? <FormAlert>{formLevelError}</FormAlert> : null}
        <RegistrationFields form={form} />
        <Button type="submit" busy={signUp.isPending} className="mt-2 w-full">
          {t('signUp.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-ink-muted">
        {t('signUp.haveAccount')}{' '}
        <Link to={paths.auth.signIn()} className={linkClass}>
          {t('signUp.signIn')}
        </Link>
      </p>
    </>
  );
}

/** True when the error belongs on a field (shown there), so no form-level alert repeats it. */
function isFieldError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'weak_password' || code === 'validation_failed';
}

function CheckYourEmail({ email, onRestart }: { email: string; onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  return (
    <div>
      <AuthHeading title={t('signUp.checkEmail.title')}>
        <p>
          <Trans
            t={t}
            i18nKey="signUp.checkEmail.body"
            values={{ email }}
            components={{ strong: <strong className="font-medium text-ink" /> }}
          />
        </p>
      </AuthHeading>
      <p className="text-sm text-ink-muted">{t('signUp.checkEmail.notice')}</p>
      <div className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">
        {resend.isSuccess ? (
          <FormAlert tone="success">{t('signUp.checkEmail.resent')}</FormAlert>
        ) : (
          <p>
            {t('signUp.checkEmail.noMail')}{' '}
            <button
              type="button"
              className={linkClass}
              disabled={resend.isPending}
              onClick={() => resend.mutate(email)}
            >
              {t('signUp.checkEmail.resend')}
            </button>
            .
          </p>
        )}
        {resend.error ? <FormAlert className="mt-3">{describeError(resend.error)}</FormAlert> : null}
        <button type="button" onClick={onRestart} className={`mt-4 ${linkClass}`}>
          {t('signUp.checkEmail.differentAddress')}
        </button>
      </div>
    </div>
  );
}
