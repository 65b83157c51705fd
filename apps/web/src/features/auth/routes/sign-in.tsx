import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@caseboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { paths, safeReturnUrl } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useResendActivation } from '../api/resend-activation';
import { useSignIn } from '../api/sign-in';
import { AuthHeading, linkClass } from '../components/auth-heading';
import { PasswordField } from '../components/password-field';
import { describeError } from '../lib/errors';
import { EMAIL_PATTERN } from '../lib/rules';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * /auth/sign-in. After signing in it follows `returnUrl` only when that is a path on this site (no
 * open redirect), else goes to `/`. The first page has a JavaScript budget, so this one form checks
 * its two fields by hand instead of loading react-hook-form (or zod).
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const resend = useResendActivation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
    const found: FieldErrors = {};
    if (!values.email) found.email = t('validation.required');
    else if (!EMAIL_PATTERN.test(values.email)) found.email = t('validation.email');
    if (!values.password) found.password = t('validation.required');
    setErrors(found);
    if (found.email || found.password) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${found.email ? 'email' : 'password'}"]`)?.focus();
      return;
    }
    resend.reset();
    signIn.mutate(values, {
      onSuccess: () => void navigate(safeReturnUrl(params.get('returnUrl')) ?? paths.root, { replace: true }),
    });
  };

  return (
    <>
      <AuthHeading title={t('signIn.title')}>{t('signIn.subtitle')}</AuthHeading>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {signIn.error ? (
          <SignInProblem
            error={signIn.error}
            onResend={() => resend.mutate(email.trim())}
            resent={resend.isSuccess}
            resending={resend.isPending}
          />
        ) : null}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          autoFocus
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          name="password"
          error={errors.password}
          labelAside={
            <Link to={paths.auth.forgotPassword} className={`text-sm ${linkClass}`}>
              {t('signIn.forgotPassword')}
            </Link>
          }
        />
        <Button type="submit" busy={signIn.isPending} className="mt-2 w-full">
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-ink-muted">
        {t('signIn.noAccount')}{' '}
        <Link to={paths.auth.signUp} className={linkClass}>
          {t('signIn.apply')}
        </Link>
      </p>
    </>
  );
}

function SignInProblem({
  error,
  onResend,
  resent,
  resending,
}: {
  error: unknown;
  onResend: () => void;
  resent: boolean;
  resending: boolean;
}) {
  const { t } = useTranslation('auth');
  if (isApiError(error, 'invalid_credentials')) return <FormAlert>{t('signIn.invalidCredentials')}</FormAlert>;
  if (isApiError(error, 'waitlisted')) return <FormAlert tone="info">{t('signIn.waitlisted')}</FormAlert>;
  if (isApiError(error, 'account_terminated')) return <FormAlert>{t('signIn.terminated')}</FormAlert>;
  if (isApiError(error, 'not_activated')) {
    return (
      <FormAlert tone="warn">
        <p>{t('signIn.notActivated')}</p>
        {resent ? (
          <p className="mt-1 font-medium text-ink">{t('signIn.activationResent')}</p>
        ) : (
          <Button variant="secondary" size="sm" className="mt-2" busy={resending} onClick={onResend}>
            {t('signIn.resendActivation')}
          </Button>
        )}
      </FormAlert>
    );
  }
  return <FormAlert>{describeError(error)}</FormAlert>;
}
