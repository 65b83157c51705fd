import type { Locale } from '@caseboard/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useInvite } from '../api/get-invite';
import { useInviteSignUp } from '../api/invite-sign-up';
import { AuthHeading, linkClass } from '../components/auth-heading';
import {
  applyServerErrors,
  emptyRegistration,
  RegistrationFields,
  type RegistrationForm,
} from '../components/registration-fields';
import { describeError, fieldErrors } from '../lib/errors';

/**
 * /auth/invite-user/{token}: shows who invited the address to which project, then creates the account
 * for exactly that address (the field is fixed), which is active at once and signed in.
 */
export function Component() {
  const { t, i18n } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const invite = useInvite(token);
  const signUp = useInviteSignUp();
  const form = useForm<RegistrationForm>({ defaultValues: emptyRegistration() });
  const invitedEmail = invite.data?.email;

  useEffect(() => {
    if (invitedEmail) form.setValue('email', invitedEmail);
  }, [form, invitedEmail]);

  if (invite.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-ink-muted">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-accent border-r-transparent"
        />
        <h1 className="text-base font-medium text-ink">{t('invite.loading')}</h1>
      </div>
    );
  }
  if (invite.isError || (signUp.error && isApiError(signUp.error, 'not_found'))) {
    const gone = isApiError(invite.error, 'not_found') || isApiError(signUp.error, 'not_found');
    return (
      <div>
        <span className="text-inconclusive">
          <Icon name="warn" className="mb-4 size-8" />
        </span>
        <AuthHeading title={gone ? t('invite.invalid.title') : t('invite.title')}>
          {gone ? t('invite.invalid.body') : describeError(invite.error)}
        </AuthHeading>
        <Link to={paths.auth.signIn()} className={linkClass}>
          {t('signUp.signIn')}
        </Link>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(
      {
        token,
        password: values.password,
        fullName: values.fullName.trim(),
        ageConfirmed: true,
        termsAccepted: true,
        locale: i18n.resolvedLanguage as Locale,
      },
      {
        // The membership is active at once: open the shared project rather than an empty new-project form.
        onSuccess: () => {
          const projectId = invite.data?.projectId;
          void navigate(projectId ? paths.projects.project(projectId) : paths.root, { replace: true });
        },
        onError: (error) => void applyServerErrors(form, error),
      },
    ),
  );

  const formLevel =
    !signUp.error || fieldErrors(signUp.error).length > 0 ? null : isApiError(signUp.error, 'account_exists') ? (
      <FormAlert tone="warn">
        <p>{t('invite.accountExists')}</p>
        <Link to={paths.auth.signIn()} className={`mt-1 inline-block ${linkClass}`}>
          {t('signUp.signIn')}
        </Link>
      </FormAlert>
    ) : (
      <FormAlert>{describeError(signUp.error)}</FormAlert>
    );

  return (
    <>
      <AuthHeading title={t('invite.title')}>
        <p className="text-base text-ink">
          <Trans
            t={t}
            i18nKey="invite.invitedBy"
            values={{ inviter: invite.data.inviterName, project: invite.data.projectName }}
            components={{ strong: <strong className="font-semibold" /> }}
          />
        </p>
        <p className="mt-1">{t('invite.subtitle')}</p>
      </AuthHeading>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formLevel}
        <RegistrationFields form={form} emailFixed invited />
        <Button type="submit" busy={signUp.isPending} className="mt-2 w-full">
          {t('invite.submit')}
        </Button>
      </form>
    </>
  );
}
