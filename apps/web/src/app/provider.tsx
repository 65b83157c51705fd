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
import { ProjectLiveProvider } from '@/components/project-live';
import { ProjectMembersProvider, type ProjectMembersSlotProps } from '@/components/project-members-slot';
import { useProjectEvents } from '@/features/live/hooks/use-project-events';
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

// Team review (comments, mentions, sign-off) arrives with the first workspace that shows it.
const reviewModule = () => withNamespaces(['review'], () => import('@/features/review/slots'));
const CommentsPanel = lazy(() => reviewModule().then((m) => ({ default: m.CommentsPanel })));
const CommentsToggle = lazy(() => reviewModule().then((m) => ({ default: m.CommentsToggle })));
const CommentBadge = lazy(() => reviewModule().then((m) => ({ default: m.CommentBadge })));
const StepReview = lazy(() => reviewModule().then((m) => ({ default: m.StepReview })));
const StepReviewState = lazy(() => reviewModule().then((m) => ({ default: m.StepReviewState })));
const SignOffs = lazy(() => reviewModule().then((m) => ({ default: m.SignOffs })));
const suspended = <P extends object>(Component: ComponentType<P>) =>
  function Slot(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
const reviewSlots: ReviewSlots = {
  panel: suspended(CommentsPanel),
  toggle: suspended(CommentsToggle),
  badge: suspended(CommentBadge),
  stepReview: suspended(StepReview),
  stepState: suspended(StepReviewState),
  signOffs: suspended(SignOffs),
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ProjectMembersProvider value={renderMembersButton}>
          <ProjectExportProvider value={renderExportMenu}>
            <EvidenceProvider value={evidenceSlots}>
              <ProjectLiveProvider value={useProjectEvents}>
                <ReviewProvider value={reviewSlots}>{children}</ReviewProvider>
              </ProjectLiveProvider>
            </EvidenceProvider>
          </ProjectExportProvider>
        </ProjectMembersProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
