import { FULL_NAME_MAX_LENGTH, LOCALES, type Account, type Locale } from '@caseboard/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { setLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateAccount } from '../api/update-account';
import { accountError } from './errors';
import { AccountSection } from './section';

interface ProfileForm {
  fullName: string;
  locale: Locale;
}

/** Name and language. A new language applies to the interface at once and to every later e-mail. */
export function ProfileSection({ account }: { account: Account }) {
  const { t } = useTranslation(['account', 'common']);
  const languageId = useId();
  const update = useUpdateAccount();
  const form = useForm<ProfileForm>({ values: { fullName: account.fullName, locale: account.locale } });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { fullName: values.fullName.trim(), locale: values.locale },
      {
        onSuccess: (saved) => {
          toast.success(t('profile.saved'));
          if (saved.locale !== account.locale) void setLocale(saved.locale);
        },
      },
    ),
  );

  return (
    <AccountSection id="profile" title={t('sections.profile')} intro={t('profile.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {update.error ? <FormAlert>{accountError(update.error)}</FormAlert> : null}
        <TextField
          label={t('profile.fullName')}
          autoComplete="name"
          maxLength={FULL_NAME_MAX_LENGTH}
          error={errors.fullName?.message}
          {...form.register('fullName', {
            validate: (value) => value.trim() !== '' || t('errors.required'),
          })}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={languageId} className="text-sm font-medium text-ink">
            {t('profile.language')}
          </label>
          <select
            id={languageId}
            aria-describedby={`${languageId}-hint`}
            className="h-10 w-full rounded-md border border-line-strong bg-surface px-3 text-sm text-ink hover:border-ink-subtle"
            {...form.register('locale')}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {t(`common:language.${locale}`)}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="text-xs text-ink-subtle">
            {t('profile.languageHint')}
          </p>
        </div>
        <div>
          <Button type="submit" busy={update.isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
