import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@/components/form/field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle; `autoComplete` says whether it is a current or a new password. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t('fields.hidePasswordLabel') : t('fields.showPasswordLabel')}
          className="h-8 rounded-sm px-2.5 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {visible ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      }
    />
  );
});
