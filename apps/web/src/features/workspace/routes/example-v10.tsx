import { useTranslation } from 'react-i18next';

export function Component() {
  const { t } = useTranslation('projects');
  return <h1 className="px-6 py-8 text-lg font-semibold">{t('example.title')}</h1>;
}
