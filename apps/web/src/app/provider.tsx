import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
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
import { deferredComponent, lazyComponent } from '@/lib/lazy-component';
import { queryClient } from '@/lib/query-client';

// Every slot below shows nothing until its code is here, without Suspense: a fallback, even an empty
// one, would hold back the reveal of the workspace's own lazily loaded parts (lib/lazy-component.tsx).
const slot = <P extends object>(load: () => Promise<ComponentType<P>>) => deferredComponent(lazyComponent(load));

// The members dialog loads with the first project screen that shows it, not with the sign-in page.
const MembersButton = slot(() => import('@/features/projects/components/members-button').then((m) => m.default));
const renderMembersButton = (props: ProjectMembersSlotProps) => <MembersButton {...props} />;

// The export menu and theme dialog, with their words, likewise arrive with the first project screen.
const ExportMenu = slot(() =>
  withNamespaces(['export'], () => import('@/features/export/components/export-menu')).then((m) => m.default),
);
const renderExportMenu = (props: ProjectExportSlotProps) => <ExportMenu {...props} />;

// The evidence of analyses (data, charts, rules, sources) arrives with the first analysis shown; its chart
// library loads later still, with the first chart.
const AnalysisEvidence = slot(() =>
  withNamespaces(['evidence'], () => import('@/features/evidence/components/analysis-evidence')).then((m) => m.default),
);
const PointSources = slot(() =>
  withNamespaces(['evidence'], () => import('@/features/evidence/components/point-sources')).then((m) => m.default),
);
const evidenceSlots: EvidenceSlots = {
  analysis: (props: AnalysisEvidenceSlotProps) => <AnalysisEvidence {...props} />,
  pointSources: (props: PointSourcesSlotProps) => <PointSources {...props} />,
};

// The live connection of a project (events, presence) arrives with the first workspace.
const LiveConnectionModule = slot(() => import('@/features/live/components/live-connection').then((m) => m.default));
const liveConnection: LiveConnection = (props) => <LiveConnectionModule {...props} />;

// Team review (comments, mentions, sign-off) arrives with the first workspace that shows it.
const reviewModule = () => withNamespaces(['review'], () => import('@/features/review/slots'));
type ReviewModule = Awaited<ReturnType<typeof reviewModule>>;
const reviewSlot = <K extends keyof ReviewModule>(name: K) => {
  const Slot = slot(() => reviewModule().then((m) => m[name] as ComponentType<object>));
  // The slots are called as functions (components/review-slot.tsx): each renders its own element.
  return (props: object) => <Slot {...props} />;
};
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
