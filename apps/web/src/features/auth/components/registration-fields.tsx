import {
  CONSULTING_BACKGROUND_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  isLinkedinProfileUrl,
  LINKEDIN_URL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@caseboard/contracts';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/field';
import { i18n } from '@/lib/i18n';
import { fieldErrors } from '../lib/errors';
import { BetaTermsLink } from './beta-terms-dialog';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';
import { emailRules } from '../lib/rules';

export interface RegistrationForm {
  email: string;
  fullName: string;
  password: string;
  linkedinUrl: string;
  consultingBackground: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const emptyRegistration = (email = ''): RegistrationForm => ({
  email,
  fullName: '',
  password: '',
  linkedinUrl: '',
  consultingBackground: '',
  ageConfirmed: false,
  termsAccepted: false,
});

/**
 * The fields of a beta application, shared by sign-up and sign-up by invitation (where the address
 * comes from the invitation and cannot be changed, and only a name and a password are asked: a
 * colleague vouched for the person, so LinkedIn and background are for applicants only). The rules are the API's, so the form refuses what
 * the server would; the server still has the last word (common passwords, its own validation).
 */
export function RegistrationFields({
  form,
  emailFixed = false,
  invited = false,
}: {
  form: UseFormReturn<RegistrationForm>;
  emailFixed?: boolean;
  /** Signing up through an invitation: no LinkedIn profile, no background. */
  invited?: boolean;
}) {
  const { t } = useTranslation('auth');
  const strengthId = useId();
  const { errors } = form.formState;
  const [password, email, fullName] = useWatch({ control: form.control, name: ['password', 'email', 'fullName'] });
  const optional = <span className="font-normal text-ink-subtle">({t('fields.optional')})</span>;
  return (
    <>
      <TextField
        label={t('fields.fullName')}
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        error={errors.fullName?.message}
        {...form.register('fullName', {
          validate: (value) => value.trim() !== '' || t('validation.required'),
        })}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete={emailFixed ? 'off' : 'email'}
        readOnly={emailFixed}
        hint={emailFixed ? t('invite.emailHint') : undefined}
        maxLength={EMAIL_MAX_LENGTH}
        error={errors.email?.message}
        {...form.register('email', emailRules(t))}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('hints.password')}
        error={errors.password?.message}
        aria-describedby={password ? strengthId : undefined}
        below={<PasswordStrength id={strengthId} password={password} userInputs={[email, fullName]} />}
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
      {!invited && (
        <>
          <TextField
            label={t('fields.linkedinUrl')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={t('fields.linkedinPlaceholder')}
            maxLength={LINKEDIN_URL_MAX_LENGTH}
            hint={t('hints.linkedinUrl')}
            error={errors.linkedinUrl?.message}
            {...form.register('linkedinUrl', {
              required: t('validation.required'),
              validate: (value) => isLinkedinProfileUrl(value) || t('validation.linkedinUrl'),
            })}
          />
          <TextAreaField
            label={
              <>
                {t('fields.consultingBackground')} {optional}
              </>
            }
            rows={3}
            maxLength={CONSULTING_BACKGROUND_MAX_LENGTH}
            hint={t('hints.consultingBackground')}
            error={errors.consultingBackground?.message}
            {...form.register('consultingBackground', {
              maxLength: {
                value: CONSULTING_BACKGROUND_MAX_LENGTH,
                message: t('validation.tooLong', { max: CONSULTING_BACKGROUND_MAX_LENGTH }),
              },
            })}
          />
        </>
      )}
      <div className="flex flex-col gap-3 pt-1">
        <CheckboxField
          label={t('signUp.ageConfirmed')}
          error={errors.ageConfirmed?.message}
          {...form.register('ageConfirmed', { validate: (value) => value || t('validation.ageConfirmed') })}
        />
        <CheckboxField
          label={
            <>
              {t('signUp.termsBefore')}
              <BetaTermsLink>{t('signUp.termsLink')}</BetaTermsLink>
              {t('signUp.termsAfter')}
            </>
          }
          error={errors.termsAccepted?.message}
          {...form.register('termsAccepted', { validate: (value) => value || t('validation.termsAccepted') })}
        />
      </div>
    </>
  );
}

/** Puts the server's field-level refusals (a common password, a field it found invalid) on the fields. */
export function applyServerErrors(form: UseFormReturn<RegistrationForm>, error: unknown): boolean {
  const fields = Object.keys(emptyRegistration()) as Array<keyof RegistrationForm>;
  const issues = fieldErrors(error).filter((issue) => (fields as string[]).includes(issue.field));
  for (const issue of issues) {
    const field = issue.field as keyof RegistrationForm;
    form.setError(field, { type: 'server', message: serverMessage(field, issue.kind) }, { shouldFocus: true });
  }
  return issues.length > 0;
}

function serverMessage(field: keyof RegistrationForm, kind: 'common' | 'personal' | 'invalid'): string {
  if (kind !== 'invalid') return i18n.t(`auth:weakPassword.${kind}`);
  switch (field) {
    case 'email':
      return i18n.t('auth:validation.email');
    case 'linkedinUrl':
      return i18n.t('auth:validation.linkedinUrl');
    case 'password':
      return i18n.t('auth:validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    case 'ageConfirmed':
      return i18n.t('auth:validation.ageConfirmed');
    case 'termsAccepted':
      return i18n.t('auth:validation.termsAccepted');
    default:
      return i18n.t('common:errors.validation_failed');
  }
}
