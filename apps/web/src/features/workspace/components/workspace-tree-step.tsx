import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { commands, type Tree } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import type { GeneratableKind } from '../hooks/use-generate';
import type { WorkspaceSession } from '../hooks/use-workspace-session';
import { GenerateControl } from './generate-control';
import { TreeStep } from './steps/tree-step';

const newIssueNode = (id: string): TreeNode => ({ id, label: '', children: [] });
const newHypothesisNode = (id: string): HypothesisNode => ({
  id,
  label: '',
  status: 'untested',
  evidence: [],
  children: [],
});

export interface WorkspaceTreeStepProps {
  kind: 'issue' | 'hypothesis';
  session: WorkspaceSession;
  generate: (kind: GeneratableKind, options?: { focusNodeId?: string }) => Promise<unknown>;
  /** The step's generation control (or null when read-only). */
  actions: React.ReactNode;
}

/** The issue or hypothesis step: the tree with its views, or an empty state that generates or starts one. */
export function WorkspaceTreeStep({ kind, session, generate, actions }: WorkspaceTreeStepProps) {
  const { t } = useTranslation('workspace');
  const { documents, editor, readOnly } = session;
  const treeKey = kind === 'issue' ? 'issueTree' : 'hypothesisTree';
  const tree = useStore(documents, (s) => s.content.document[treeKey]) as Tree<TreeNode | HypothesisNode> | null;
  const artefact: GeneratableKind = kind === 'issue' ? 'issue-tree' : 'hypothesis-tree';
  const view = kind === 'issue' ? session.issueView : session.hypothesisView;

  if (!tree) {
    // The empty state's buttons vanish with the tree's arrival: the keyboard focus moves on to the tree.
    const focusTreeIfLost = () => {
      const lost = window.document.activeElement === null || window.document.activeElement === window.document.body;
      if (lost && documents.getState().content.document[treeKey]) view.getState().requestFocus();
    };
    const start = () => {
      const { document, problemStatement } = documents.getState().content;
      const root =
        kind === 'issue'
          ? {
              ...newIssueNode('root'),
              label: document.brief.keyQuestion || problemStatement.slice(0, 300),
              kind: 'question' as const,
            }
          : {
              ...newHypothesisNode('root'),
              label: document.storyline?.governingThought ?? '',
              kind: 'hypothesis' as const,
            };
      editor.run(commands.startTree({ tree: treeKey, root }));
      view.getState().select('root');
      view.getState().requestFocus();
    };
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
        <h2 className="text-lg font-semibold">
          {kind === 'issue' ? t('empty.issueTitle') : t('empty.hypothesisTitle')}
        </h2>
        <p className="text-sm text-ink-muted">{kind === 'issue' ? t('empty.issueBody') : t('empty.hypothesisBody')}</p>
        {readOnly ? null : (
          <div className="flex items-center gap-2">
            <GenerateControl
              ui={session.ui}
              kind={artefact}
              label={t('generate.button')}
              onGenerate={() => void generate(artefact).then(focusTreeIfLost)}
            />
            <Button size="sm" variant="secondary" onClick={start}>
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
      run={editor.run}
      onUndo={editor.undo}
      onRedo={editor.redo}
      makeNode={kind === 'issue' ? newIssueNode : newHypothesisNode}
      actions={actions}
      onExpand={readOnly ? undefined : (id) => void generate(artefact, { focusNodeId: id })}
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
}
