import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('auth');
  return <h1 className="text-lg font-semibold">{t('signIn.title')}</h1>;
}
