import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { commands, diffTrees, findNode, protectTeamNodes, type Tree, type TreeKey } from '@caseboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import type { Proposal } from '../../store/workspace-store';
import type { ProposalViewProps } from './types';

type AnyTree = Tree<TreeNode | HypothesisNode>;

/**
 * A tree proposal as a diff against the step's tree, accepted node by node. The team's nodes are kept as
 * they left them (document/team-work.ts): the proposal says how many, and never lists them as removed.
 */
export function TreeProposal({ proposal, document, run }: ProposalViewProps & { proposal: Proposal }) {
  const { t } = useTranslation('workspace');
  const { t: te } = useTranslation('editor');
  const field: TreeKey = proposal.kind === 'issue-tree' ? 'issueTree' : 'hypothesisTree';
  const current = document[field] as AnyTree | null;
  const generated = proposal.artefact as AnyTree;
  const diff = useMemo(() => {
    if (!current) return null;
    if (proposal.focusNodeId) {
      const mine = findNode(current, proposal.focusNodeId);
      const theirs = findNode(generated, proposal.focusNodeId);
      return mine && theirs ? diffTrees({ root: mine }, { root: theirs }) : null;
    }
    return diffTrees(current, generated);
  }, [current, generated, proposal.focusNodeId]);
  // Nodes of the team's the proposal holds unchanged: wording, status and place as the team left them.
  const kept = useMemo(
    () => (current && !proposal.focusNodeId ? protectTeamNodes(current, generated).kept.length : 0),
    [current, generated, proposal.focusNodeId],
  );
  if (!diff || !current) return null;

  const acceptAdded = (id: string, parentId: string | null) => {
    const node = findNode(generated, id);
    if (node && parentId) run(commands.acceptProposedNode({ tree: field, parentId, node }));
  };
  const acceptChanged = (id: string) => {
    const node = findNode(generated, id);
    if (node) run(commands.acceptProposedChange({ tree: field, node }));
  };
  const empty = diff.added.length + diff.removed.length + diff.changed.length + diff.moved.length === 0;

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-ink-muted">
        {t('proposal.summary', {
          added: diff.summary.added,
          changed: diff.summary.changed,
          removed: diff.summary.removed,
          moved: diff.summary.moved,
        })}
      </p>
      {kept > 0 ? <p className="text-ink-muted">{te('proposal.kept', { count: kept })}</p> : null}
      {empty ? <p>{t('proposal.noChanges')}</p> : null}
      {diff.added.length > 0 ? (
        <DiffGroup title={t('proposal.added')}>
          {diff.added.map((item) => (
            <DiffItem
              key={item.id}
              tone="added"
              path={item.path}
              label={item.label}
              onAccept={
                current && item.parentId && findNode(current, item.parentId)
                  ? () => acceptAdded(item.id, item.parentId)
                  : undefined
              }
            />
          ))}
        </DiffGroup>
      ) : null}
      {diff.changed.length > 0 ? (
        <DiffGroup title={t('proposal.changed')}>
          {diff.changed.map((item) => (
            <DiffItem
              key={item.id}
              tone="changed"
              path={item.path}
              label={item.changes
                .map((change) =>
                  change.field === 'label'
                    ? `${String(change.before)} → ${String(change.after)}`
                    : `${change.field}: ${String(change.before)} → ${String(change.after)}`,
                )
                .join('; ')}
              onAccept={() => acceptChanged(item.id)}
            />
          ))}
        </DiffGroup>
      ) : null}
      {diff.removed.length > 0 ? (
        <DiffGroup title={t('proposal.removed')}>
          {diff.removed.map((item) => (
            <DiffItem key={item.id} tone="removed" path={item.path} label={item.label} />
          ))}
        </DiffGroup>
      ) : null}
      {diff.moved.length > 0 ? (
        <DiffGroup title={t('proposal.moved')}>
          {diff.moved.map((item) => (
            <DiffItem key={item.id} tone="moved" path={item.path} label={item.label} />
          ))}
        </DiffGroup>
      ) : null}
    </div>
  );
}

function DiffGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className={eyebrow}>{title}</h3>
      <ul className="flex flex-col gap-1.5">{children}</ul>
    </section>
  );
}

const toneClass = {
  added: 'border-l-supported bg-supported-soft/60',
  removed: 'border-l-refuted bg-refuted-soft/60 line-through decoration-refuted/60',
  changed: 'border-l-inconclusive bg-inconclusive-soft/60',
  moved: 'border-l-accent bg-accent-soft/60',
} as const;

function DiffItem({
  tone,
  path,
  label,
  onAccept,
}: {
  tone: keyof typeof toneClass;
  path: string[];
  label: string;
  onAccept?: (() => void) | undefined;
}) {
  const { t } = useTranslation('workspace');
  return (
    <li className={`flex items-start gap-2 rounded-md border-l-2 px-2 py-1.5 ${toneClass[tone]}`}>
      <span className="min-w-0 flex-1">
        {path.length > 1 ? (
          <span className="block truncate text-xs text-ink-subtle">{path.slice(0, -1).join(' › ')}</span>
        ) : null}
        <span>{label}</span>
      </span>
      {onAccept ? (
        <button
          type="button"
          onClick={onAccept}
          className="shrink-0 rounded-sm px-1.5 py-0.5 text-xs font-medium text-accent hover:bg-surface"
        >
          {t('proposal.accept')}
        </button>
      ) : null}
    </li>
  );
}
