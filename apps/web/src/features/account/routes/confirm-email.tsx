import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { accountError } from '../components/errors';

/**
 * /account/confirm-email/{token}: the link sent to a new address. Works signed in or not (the link
 * proves the address); used once, as the page opens.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const confirmEmail = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmEmail.mutate(token);
  }, [confirmEmail, token]);

  const error = confirmEmail.error;
  return (
    <div>
      <PageTitle title={t('confirmEmail.title')} />
      <h1 className="text-xl font-semibold">{t('confirmEmail.title')}</h1>
      <div className="mt-6">
        {confirmEmail.isSuccess ? (
          <FormAlert tone="success">{t('confirmEmail.done', { email: confirmEmail.data.email })}</FormAlert>
        ) : error ? (
          <FormAlert>
            {isApiError(error, 'token_expired')
              ? t('confirmEmail.expired')
              : isApiError(error, 'token_invalid') || isApiError(error, 'validation_failed')
                ? t('confirmEmail.invalid')
                : isApiError(error, 'account_exists')
                  ? t('confirmEmail.taken')
                  : accountError(error)}
          </FormAlert>
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            {t('confirmEmail.working')}
          </p>
        )}
      </div>
      {confirmEmail.isPending ? null : (
        <Link
          to={paths.root}
          className="mt-6 inline-flex h-10 items-center rounded-md bg-accent px-4 text-sm font-medium text-accent-ink hover:bg-accent-hover"
        >
          {t('confirmEmail.continue')}
        </Link>
      )}
    </div>
  );
}
