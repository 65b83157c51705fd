import {
  countNodes,
  type HypothesisNode,
  type Project,
  type ProjectDocument,
  type TreeNode,
} from '@caseboard/contracts';
import { confirmReading, isTargetEmpty, type Tree } from '@caseboard/domain';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useGenerate, type GeneratableKind } from '../hooks/use-generate';
import { prewarmLayoutWorker, WORKER_THRESHOLD } from '../hooks/use-tree-layout';
import { useWorkspaceSession } from '../hooks/use-workspace-session';
import { ConflictDialog } from './conflict-dialog';
import { GenerateControl } from './generate-control';
import { ProposalPanel } from './proposal-panel';
import { AnalysesStep } from './steps/analyses-step';
import { ProblemStep } from './steps/problem-step';
import { StorylineStep } from './steps/storyline-step';
import { TreeStep } from './steps/tree-step';
import { WorkplanStep } from './steps/workplan-step';
import { WorkspaceHeader } from './workspace-header';

const HistoryPanel = lazy(() => import('./history-panel').then((module) => ({ default: module.HistoryPanel })));

export const STEPS = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'] as const;
export type Step = (typeof STEPS)[number];

/** The step each generation fills: a generation that waited for the reading resumes there. */
const STEP_OF: Record<GeneratableKind, Step> = {
  brief: 'problem',
  'issue-tree': 'issue-tree',
  'hypothesis-tree': 'hypotheses',
  psw: 'workplan',
  'analysis-instructions': 'analyses',
  'analysis-simulation': 'analyses',
  'hypothesis-status': 'analyses',
  storyline: 'storyline',
};

const newIssueNode = (id: string): TreeNode => ({ id, label: '', children: [] });
const newHypothesisNode = (id: string): HypothesisNode => ({
  id,
  label: '',
  status: 'untested',
  evidence: [],
  children: [],
});

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
  const session = useWorkspaceSession(project, document);
  const stepParam = useParams()['*']?.split('/')[0];
  const step: Step = STEPS.includes(stepParam as Step) ? (stepParam as Step) : 'problem';
  const content = useStore(session.documents, (s) => s.content);
  const historyOpen = useStore(session.ui, (s) => s.historyOpen);
  const pending = useStore(session.ui, (s) => s.pending);
  const navigate = useNavigate();
  // Unsure of the kind of problem, the reader asks on the Problem step; confirming resumes the generation.
  const { generate, read, resume } = useGenerate(session, project.model, {
    onAsk: () => void navigate(`${basePath}/problem`),
  });
  const { documents, readOnly } = session;
  const doc = content.document;

  // A large tree is laid out in a worker: start it now, before its step is opened.
  const largeTree = [doc.issueTree, doc.hypothesisTree].some(
    (tree) => tree && countNodes(tree.root) > WORKER_THRESHOLD,
  );
  useEffect(() => {
    if (largeTree) prewarmLayoutWorker();
  }, [largeTree]);

  // Ctrl/Cmd+Z and Y work anywhere in the workspace except inside a text field (which has its own undo).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (!(event.metaKey || event.ctrlKey)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        documents.getState().undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        event.preventDefault();
        documents.getState().redo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [documents]);

  const edit = (operation: (document: ProjectDocument) => ProjectDocument, coalesceKey?: string) =>
    documents.getState().apply(operation, coalesceKey ? { coalesceKey } : {});
  const confirmAndResume = () => {
    edit(confirmReading);
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

  const treeStep = (kind: 'issue' | 'hypothesis') => {
    const field = kind === 'issue' ? 'issueTree' : 'hypothesisTree';
    const tree = doc[field] as Tree<TreeNode | HypothesisNode> | null;
    const artefact: GeneratableKind = kind === 'issue' ? 'issue-tree' : 'hypothesis-tree';
    const view = kind === 'issue' ? session.issueView : session.hypothesisView;
    // The empty state's buttons vanish with the tree's arrival: the keyboard focus moves on to the tree.
    const focusTreeIfLost = () => {
      const lost = window.document.activeElement === null || window.document.activeElement === window.document.body;
      if (lost && documents.getState().content.document[field]) {
        view.getState().requestFocus();
      }
    };
    if (!tree) {
      return (
        <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
          <h2 className="text-lg font-semibold">
            {kind === 'issue' ? t('empty.issueTitle') : t('empty.hypothesisTitle')}
          </h2>
          <p className="text-sm text-ink-muted">
            {kind === 'issue' ? t('empty.issueBody') : t('empty.hypothesisBody')}
          </p>
          {readOnly ? null : (
            <div className="flex items-center gap-2">
              {readOnly ? null : (
                <GenerateControl
                  ui={session.ui}
                  kind={artefact}
                  label={t('generate.button')}
                  onGenerate={() => void generate(artefact).then(focusTreeIfLost)}
                />
              )}
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  edit((current) => ({
                    ...current,
                    [field]: {
                      root:
                        kind === 'issue'
                          ? {
                              ...newIssueNode('root'),
                              label: current.brief.keyQuestion || content.problemStatement.slice(0, 300),
                              kind: 'question',
                            }
                          : {
                              ...newHypothesisNode('root'),
                              label: current.storyline?.governingThought ?? '',
                              kind: 'hypothesis',
                            },
                    },
                  }));
                  view.getState().select('root');
                  view.getState().requestFocus();
                }}
              >
                {t('empty.start')}
              </Button>
            </div>
          )}
        </div>
      );
    }
    return (
      <TreeStep<TreeNode | HypothesisNode>
        key={kind}
        kind={kind}
        tree={tree}
        view={view}
        readOnly={readOnly}
        onEdit={(operation, coalesceKey) =>
          edit(
            (current) =>
              current[field]
                ? { ...current, [field]: operation(current[field] as Tree<TreeNode | HypothesisNode>) }
                : current,
            coalesceKey,
          )
        }
        onUndo={() => documents.getState().undo()}
        onRedo={() => documents.getState().redo()}
        makeNode={kind === 'issue' ? newIssueNode : newHypothesisNode}
        actions={control(artefact)}
        nodeActions={(node) =>
          readOnly ? null : (
            <div className="flex flex-col gap-1">
              <GenerateControl
                ui={session.ui}
                kind={artefact}
                variant="secondary"
                label={t('generate.expandNode')}
                onGenerate={() => void generate(artefact, { focusNodeId: node.id })}
              />
              <p className="text-xs text-ink-subtle">{t('generate.expandNodeHint')}</p>
            </div>
          )
        }
      />
    );
  };

  return (
    <div className="flex h-[calc(100vh-3.5rem)] min-h-[560px] flex-col">
      <WorkspaceHeader project={project} session={session} />
      <nav aria-label={t('steps.label')} className="flex gap-1 overflow-x-auto border-b border-line bg-surface px-4">
        {STEPS.map((value, index) => (
          // Link, not NavLink: NavLink would only mark the step current when the URL names it, and
          // `/projects/{id}` opens the Problem step without naming it.
          <Link
            key={value}
            to={`${basePath}/${value}`}
            aria-current={value === step ? 'page' : undefined}
            className={cn(
              '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm whitespace-nowrap',
              value === step
                ? 'border-accent font-medium text-ink'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            <span className="text-xs text-ink-subtle tabular-nums">{index + 1}</span>
            {t(`steps.${value}`)}
          </Link>
        ))}
      </nav>
      <div className="relative flex min-h-0 flex-1">
        {/* Every scrolling pane is `relative`: visually hidden (absolute) text inside it, such as a chart's
            data table, must scroll with it instead of stretching the page below the workspace. */}
        <div className="relative flex min-h-0 min-w-0 flex-1 flex-col overflow-auto">
          {step === 'problem' ? (
            <ProblemStep
              problemStatement={content.problemStatement}
              brief={doc.brief}
              reading={doc.reading}
              readOnly={readOnly}
              pending={pending}
              onProblemStatement={(text) => documents.getState().setProblemStatement(text)}
              onBrief={edit}
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
          {step === 'issue-tree' ? treeStep('issue') : null}
          {step === 'hypotheses' ? treeStep('hypothesis') : null}
          {step === 'workplan' ? (
            <WorkplanStep document={doc} readOnly={readOnly} onEdit={edit} actions={control('psw')} />
          ) : null}
          {step === 'analyses' ? (
            <AnalysesStep
              projectId={session.projectId}
              document={doc}
              readOnly={readOnly}
              onEdit={edit}
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
            <StorylineStep document={doc} readOnly={readOnly} onEdit={edit} actions={control('storyline')} />
          ) : null}
        </div>
        <ProposalPanel documents={documents} ui={session.ui} />
        {historyOpen ? (
          <Suspense fallback={null}>
            <HistoryPanel session={session} />
          </Suspense>
        ) : null}
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
  );
}
