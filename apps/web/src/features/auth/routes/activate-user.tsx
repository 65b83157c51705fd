import { EMAIL_MAX_LENGTH } from '@caseboard/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextField } from '@/components/form/field';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useActivate } from '../api/activate';
import { useResendActivation } from '../api/resend-activation';
import { AuthHeading, linkClass } from '../components/auth-heading';
import { describeError } from '../lib/errors';
import { emailRules } from '../lib/rules';

const primaryLink =
  'inline-flex h-10 w-full items-center justify-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-hover';

/** /auth/activate-user/{token}: activates on load, then says active, waitlisted, or why not (with a way on). */
export function Component() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const activate = useActivate();
  const { mutate } = activate;
  const started = useRef(false);

  useEffect(() => {
    // The link works once: never send it twice, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  if (activate.isSuccess && activate.data.status === 'active') {
    return (
      <Outcome icon="success" tone="text-supported" title={t('activate.active.title')} body={t('activate.active.body')}>
        <Link to={paths.auth.signIn()} className={primaryLink}>
          {t('activate.active.signIn')}
        </Link>
      </Outcome>
    );
  }
  if (activate.isSuccess) {
    return (
      <Outcome
        icon="info"
        tone="text-accent"
        title={t('activate.waitlisted.title')}
        body={t('activate.waitlisted.body')}
      />
    );
  }
  if (isApiError(activate.error, 'token_expired')) return <Expired />;
  if (isApiError(activate.error, 'token_invalid')) {
    return (
      <Outcome
        icon="warn"
        tone="text-inconclusive"
        title={t('activate.invalid.title')}
        body={t('activate.invalid.body')}
      >
        <div className="flex flex-col gap-3">
          <Link to={paths.auth.signIn()} className={primaryLink}>
            {t('activate.active.signIn')}
          </Link>
          <Link to={paths.auth.signUp} className={`text-center text-sm ${linkClass}`}>
            {t('activate.invalid.signUp')}
          </Link>
        </div>
      </Outcome>
    );
  }
  if (activate.error) {
    return (
      <div className="space-y-4">
        <AuthHeading title={t('activate.activating')} />
        <FormAlert>{describeError(activate.error)}</FormAlert>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-sm text-ink-muted">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-accent border-r-transparent"
      />
      <h1 className="text-base font-medium text-ink">{t('activate.activating')}</h1>
    </div>
  );
}

function Outcome({
  icon,
  tone,
  title,
  body,
  children,
}: {
  icon: 'success' | 'info' | 'warn';
  tone: string;
  title: string;
  body: string;
  children?: React.ReactNode;
}) {
  return (
    <div>
      <span className={tone}>
        <Icon name={icon} className="mb-4 size-8" />
      </span>
      <AuthHeading title={title}>{body}</AuthHeading>
      {children}
    </div>
  );
}

function Expired() {
  const { t } = useTranslation('auth');
  const resend = useResendActivation();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => resend.mutate(email.trim()));
  return (
    <Outcome icon="warn" tone="text-inconclusive" title={t('activate.expired.title')} body={t('activate.expired.body')}>
      {resend.isSuccess ? (
        <FormAlert tone="success">{t('activate.expired.sent', { email: resend.variables })}</FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {resend.error ? <FormAlert>{describeError(resend.error)}</FormAlert> : null}
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            error={form.formState.errors.email?.message}
            {...form.register('email', emailRules(t))}
          />
          <Button type="submit" busy={resend.isPending} className="w-full">
            {t('activate.expired.submit')}
          </Button>
        </form>
      )}
    </Outcome>
  );
}
