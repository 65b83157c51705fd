import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';

/** The name a page gives itself for the last breadcrumb (a project's name instead of "Project"). */
export const usePageCrumb = create<{ name: string | null }>(() => ({ name: null }));

/**
 * The browser tab's title for the page on screen, "<page> · Caseboard", so tabs, history and screen
 * readers name the page. React hoists a rendered <title> into <head> and removes it with the page.
 * With `crumb`, the title also names the page in the breadcrumb.
 */
export function PageTitle({ title, crumb = false }: { title: string; crumb?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!crumb) return;
    usePageCrumb.setState({ name: title });
    return () => usePageCrumb.setState({ name: null });
  }, [title, crumb]);
  return <title>{`${title} · ${t('appName')}`}</title>;
}
