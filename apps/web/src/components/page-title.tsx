import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title for the page on screen, "<page> · Caseboard", so tabs, history and screen
 * readers name the page. React hoists a rendered <title> into <head> and removes it with the page.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} · ${t('appName')}`}</title>;
}
