import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type Account } from '@caseboard/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useChangeEmail } from '../api/change-email';
import { accountError } from './errors';
import { AccountSection } from './section';

interface EmailForm {
  newEmail: string;
  currentPassword: string;
}

/** The sign-in address; a new one is confirmed through a link sent to it, the current one is told. */
export function EmailSection({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const form = useForm<EmailForm>({ defaultValues: { newEmail: '', currentPassword: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const newEmail = values.newEmail.trim().toLowerCase();
    if (newEmail === account.email) {
      form.setError('newEmail', { type: 'same', message: t('email.same') }, { shouldFocus: true });
      return;
    }
    change.mutate(
      { newEmail, currentPassword: values.currentPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (isApiError(error, 'wrong_password')) {
            form.setError('currentPassword', { type: 'server', message: accountError(error) }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <AccountSection id="email" title={t('sections.email')} intro={t('email.intro')}>
      <dl className="mb-4 text-sm">
        <dt className="text-ink-muted">{t('email.current')}</dt>
        <dd className="font-medium break-all text-ink">{account.email}</dd>
      </dl>
      {account.pendingEmail ? (
        <FormAlert tone="info" className="mb-4 max-w-md">
          {t('email.pending', { email: account.pendingEmail })}
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {change.isSuccess ? (
          <FormAlert tone="success" title={t('email.sent')}>
            {t('email.sentDetail')}
          </FormAlert>
        ) : null}
        {change.error && !isApiError(change.error, 'wrong_password') ? (
          <FormAlert>{accountError(change.error)}</FormAlert>
        ) : null}
        <TextField
          label={t('email.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          error={errors.newEmail?.message}
          {...form.register('newEmail', {
            required: t('errors.required'),
            pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('errors.email') },
          })}
        />
        <TextField
          label={t('email.currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={errors.currentPassword?.message}
          {...form.register('currentPassword', { required: t('errors.required') })}
        />
        <div>
          <Button type="submit" variant="secondary" busy={change.isPending}>
            {t('email.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
