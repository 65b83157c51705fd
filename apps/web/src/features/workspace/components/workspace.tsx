import { countNodes, type Project, type ProjectDocument } from '@caseboard/contracts';
import { commands, isTargetEmpty } from '@caseboard/domain';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { firstScreenShown } from '@/lib/first-screen';
import { CommentsPanelSlot } from '@/components/review-slot';
import { useGenerate, type GeneratableKind } from '../hooks/use-generate';
import { useReviewMount } from '../hooks/use-review-mount';
import { prewarmLayoutWorker, WORKER_THRESHOLD } from '../hooks/use-tree-layout';
import { useUndoKeys } from '../hooks/use-undo-keys';
import { useWorkspaceSession } from '../hooks/use-workspace-session';
import { WorkspaceReviewContext } from '../lib/review-mount';
import { STEP_OF, STEPS, type Step } from '../lib/steps';
import { useProjectLive } from '@/components/project-live';
import { toast } from '@/lib/toast';
import { PresenceProvider } from './presence';
import { ConflictDialog } from './conflict-dialog';
import { GenerateControl } from './generate-control';
import { stepViews } from '../lib/step-modules';
import { StepNav } from './step-nav';
import { WorkspaceHeader } from './workspace-header';

// Each step's code loads when the step is shown, or earlier from the route's loader (lib/step-modules.ts).
const {
  problem: ProblemStep,
  tree: WorkspaceTreeStep,
  workplan: WorkplanStep,
  analyses: AnalysesStep,
  storyline: StorylineStep,
} = stepViews;
const ProposalPanel = lazy(() => import('./proposal-panel').then((module) => ({ default: module.ProposalPanel })));
const HistoryPanel = lazy(() => import('./history-panel').then((module) => ({ default: module.HistoryPanel })));

/** The project workspace: the whole chain from problem to storyline in one screen. */
export function Workspace({
  project,
  document,
  basePath,
}: {
  project: Project;
  document: ProjectDocument;
  basePath: string;
}) {
  const { t } = useTranslation('workspace');
  const { t: common } = useTranslation('common');
  const session = useWorkspaceSession(project, document);
  const stepParam = useParams()['*']?.split('/')[0];
  const step: Step = STEPS.includes(stepParam as Step) ? (stepParam as Step) : 'problem';
  const content = useStore(session.documents, (s) => s.content);
  const historyOpen = useStore(session.ui, (s) => s.historyOpen);
  // The proposal's code loads with the first proposal.
  const hasProposal = useStore(session.ui, (s) => s.proposal !== null);
  const pending = useStore(session.ui, (s) => s.pending);
  const navigate = useNavigate();
  // Unsure of the kind of problem, the reader asks on the Problem step; confirming resumes the generation.
  const { generate, read, resume } = useGenerate(session, project.model, {
    onAsk: () => void navigate(`${basePath}/problem`),
  });
  const { documents, editor, readOnly } = session;
  const comments = useReviewMount(project, session, step, basePath);
  const run = editor.run;
  const doc = content.document;

  // A large tree is laid out in a worker: start it now, before its step is opened.
  const largeTree = [doc.issueTree, doc.hypothesisTree].some(
    (tree) => tree && countNodes(tree.root) > WORKER_THRESHOLD,
  );
  useEffect(() => {
    if (largeTree) prewarmLayoutWorker();
  }, [largeTree]);

  useUndoKeys(editor);

  // The screen's other parts (menus, badges, the live connection) load once its main content is on
  // screen (lib/first-screen.ts): a tree step's canvas says when its first cards are in, any other
  // step is there once the workspace has rendered.
  const canvasShown =
    (step === 'issue-tree' && doc.issueTree !== null) || (step === 'hypotheses' && doc.hypothesisTree !== null);
  useEffect(() => {
    if (!canvasShown) firstScreenShown();
  }, [canvasShown]);

  // Live updates (docs/decisions/033-live-updates.md): a collaborator's save is merged in as it lands,
  // and everyone sees who is here and which node they are on.
  const issueItem = useStore(session.issueView, (s) => s.editingId ?? s.selectedId);
  const hypothesisItem = useStore(session.hypothesisView, (s) => s.editingId ?? s.selectedId);
  const { live, connection } = useProjectLive({
    projectId: project.id,
    enabled: !project.isDemo,
    step,
    // A reader selects nodes but edits none: others see only where they are.
    editing: readOnly ? null : step === 'issue-tree' ? issueItem : step === 'hypotheses' ? hypothesisItem : null,
    onRevision: session.takeInRevision,
    onRevoked: () => toast.warn(t('live.revoked')),
  });
  const presence = useMemo(() => ({ people: live.people, you: live.you }), [live.people, live.you]);

  const confirmAndResume = () => {
    run(commands.confirmReading({}));
    const resumed = resume();
    if (resumed && STEP_OF[resumed.kind] !== step) void navigate(`${basePath}/${STEP_OF[resumed.kind]}`);
  };
  const control = (kind: GeneratableKind, label?: string, variant: 'primary' | 'secondary' = 'primary') =>
    readOnly ? null : (
      <GenerateControl
        ui={session.ui}
        kind={kind}
        variant={variant}
        label={label ?? (isTargetEmpty(doc, kind) ? t('generate.button') : t('generate.regenerate'))}
        onGenerate={() => void generate(kind)}
      />
    );

  return (
    <PresenceProvider value={presence}>
      <WorkspaceReviewContext.Provider value={comments.review}>
        <div className="flex min-h-0 flex-1 flex-col">
          {connection}
          <WorkspaceHeader project={project} session={session} />
          <StepNav step={step} basePath={basePath} project={project} />
          <div className="relative flex min-h-0 flex-1">
            {/* Every scrolling pane is `relative`: visually hidden (absolute) text inside it, such as a chart's
            data table, must scroll with it instead of stretching the page below the workspace. */}
            <div className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-auto">
              <Suspense
                fallback={
                  <p role="status" className="px-6 py-8 text-sm text-ink-muted">
                    {common('status.loading')}
                  </p>
                }
              >
                {step === 'problem' ? (
                  <ProblemStep
                    problemStatement={content.problemStatement}
                    brief={doc.brief}
                    reading={doc.reading}
                    readOnly={readOnly}
                    pending={pending}
                    run={run}
                    onConfirmReading={confirmAndResume}
                    {...(readOnly
                      ? {}
                      : {
                          readAction: (label: string, variant: 'primary' | 'secondary') => (
                            <GenerateControl
                              ui={session.ui}
                              kind="reading"
                              variant={variant}
                              label={label}
                              onGenerate={() => void read()}
                            />
                          ),
                        })}
                    actions={control(
                      'brief',
                      isTargetEmpty(doc, 'brief') ? t('generate.draftBrief') : t('generate.redraftBrief'),
                    )}
                  />
                ) : null}
                {step === 'issue-tree' || step === 'hypotheses' ? (
                  <WorkspaceTreeStep
                    key={step}
                    kind={step === 'issue-tree' ? 'issue' : 'hypothesis'}
                    session={session}
                    generate={generate}
                    actions={control(step === 'issue-tree' ? 'issue-tree' : 'hypothesis-tree')}
                  />
                ) : null}
                {step === 'workplan' ? (
                  <WorkplanStep document={doc} readOnly={readOnly} run={run} actions={control('psw')} />
                ) : null}
                {step === 'analyses' ? (
                  <AnalysesStep
                    projectId={session.projectId}
                    document={doc}
                    readOnly={readOnly}
                    run={run}
                    actions={
                      <>
                        {control('analysis-instructions', t('generate.instructions'), 'secondary')}
                        {control('analysis-simulation', t('generate.simulate'), 'secondary')}
                        {control('hypothesis-status', t('generate.validate'))}
                      </>
                    }
                  />
                ) : null}
                {step === 'storyline' ? (
                  <StorylineStep document={doc} readOnly={readOnly} run={run} actions={control('storyline')} />
                ) : null}
              </Suspense>
            </div>
            {hasProposal ? (
              <Suspense fallback={null}>
                <ProposalPanel documents={documents} editor={editor} ui={session.ui} />
              </Suspense>
            ) : null}
            {historyOpen ? (
              <Suspense fallback={null}>
                <HistoryPanel session={session} />
              </Suspense>
            ) : null}
            {comments.open ? <CommentsPanelSlot project={project} document={doc} onLocate={comments.onLocate} /> : null}
          </div>
          {session.conflict ? (
            <ConflictDialog
              conflict={session.conflict}
              base={documents.getState().saved}
              mine={content}
              onMergeBoth={session.mergeBoth}
              onKeepMine={session.keepMine}
              onTakeTheirs={session.takeTheirs}
            />
          ) : null}
        </div>
      </WorkspaceReviewContext.Provider>
    </PresenceProvider>
  );
}
