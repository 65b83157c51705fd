import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ProjectMembersProvider, type ProjectMembersSlotProps } from '@/components/project-members-slot';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

// The members dialog loads with the first project screen that shows it, not with the sign-in page.
const MembersButton = lazy(() => import('@/features/projects/components/members-button'));
const renderMembersButton = (props: ProjectMembersSlotProps) => (
  <Suspense fallback={null}>
    <MembersButton {...props} />
  </Suspense>
);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ProjectMembersProvider value={renderMembersButton}>{children}</ProjectMembersProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
