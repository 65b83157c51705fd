import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  EvidenceProvider,
  type AnalysisEvidenceSlotProps,
  type EvidenceSlots,
  type PointSourcesSlotProps,
} from '@/components/evidence-slot';
import { ProjectExportProvider, type ProjectExportSlotProps } from '@/components/project-export-slot';
import { ProjectLiveProvider, type LiveConnection } from '@/components/project-live';
import { ProjectMembersProvider, type ProjectMembersSlotProps } from '@/components/project-members-slot';
import { ReviewProvider, type ReviewSlots } from '@/components/review-slot';
import { i18n, withNamespaces } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

// The members dialog loads with the first project screen that shows it, not with the sign-in page.
const MembersButton = lazy(() => import('@/features/projects/components/members-button'));
const renderMembersButton = (props: ProjectMembersSlotProps) => (
  <Suspense fallback={null}>
    <MembersButton {...props} />
  </Suspense>
);

// The export menu and theme dialog, with their words, likewise arrive with the first project screen.
const ExportMenu = lazy(() => withNamespaces(['export'], () => import('@/features/export/components/export-menu')));
const renderExportMenu = (props: ProjectExportSlotProps) => (
  <Suspense fallback={null}>
    <ExportMenu {...props} />
  </Suspense>
);

// The evidence of analyses (data, charts, rules, sources) arrives with the first analysis shown; its chart
// library loads later still, with the first chart.
const AnalysisEvidence = lazy(() =>
  withNamespaces(['evidence'], () => import('@/features/evidence/components/analysis-evidence')),
);
const PointSources = lazy(() =>
  withNamespaces(['evidence'], () => import('@/features/evidence/components/point-sources')),
);
const evidenceSlots: EvidenceSlots = {
  analysis: (props: AnalysisEvidenceSlotProps) => (
    <Suspense fallback={null}>
      <AnalysisEvidence {...props} />
    </Suspense>
  ),
  pointSources: (props: PointSourcesSlotProps) => (
    <Suspense fallback={null}>
      <PointSources {...props} />
    </Suspense>
  ),
};

// The live connection of a project (events, presence) arrives with the first workspace.
const LiveConnectionModule = lazy(() => import('@/features/live/components/live-connection'));
const liveConnection: LiveConnection = (props) => (
  <Suspense fallback={null}>
    <LiveConnectionModule {...props} />
  </Suspense>
);

// Team review (comments, mentions, sign-off) arrives with the first workspace that shows it.
const reviewModule = () => withNamespaces(['review'], () => import('@/features/review/slots'));
const suspended = <P extends object>(Component: ComponentType<P>) =>
  function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
type ReviewModule = Awaited<ReturnType<typeof reviewModule>>;
const reviewSlot = <K extends keyof ReviewModule>(name: K) =>
  suspended(lazy(() => reviewModule().then((m) => ({ default: m[name] as ComponentType<object> }))));
const reviewSlots = {
  panel: reviewSlot('CommentsPanel'),
  toggle: reviewSlot('CommentsToggle'),
  badge: reviewSlot('CommentBadge'),
  stepReview: reviewSlot('StepReview'),
  stepState: reviewSlot('StepReviewState'),
  signOffs: reviewSlot('SignOffs'),
} as ReviewSlots;

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ProjectMembersProvider value={renderMembersButton}>
          <ProjectExportProvider value={renderExportMenu}>
            <EvidenceProvider value={evidenceSlots}>
              <ProjectLiveProvider value={liveConnection}>
                <ReviewProvider value={reviewSlots}>{children}</ReviewProvider>
              </ProjectLiveProvider>
            </EvidenceProvider>
          </ProjectExportProvider>
        </ProjectMembersProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
