import type {
  Brief,
  HypothesisNode,
  HypothesisStatusResults,
  ProjectDocument,
  Storyline,
  TreeNode,
  Workplan,
} from '@caseboard/contracts';
import {
  applyArtefact,
  briefProposals,
  diffTrees,
  findNode,
  insertNode,
  updateNode,
  type BriefProposalField,
  type DocumentArtefact,
  type Tree,
} from '@caseboard/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { eyebrow } from '@/components/ui/eyebrow';
import { useFormat } from '@/lib/format';
import { useConfig } from '@/lib/get-config';
import type { DocumentStore } from '../store/document-store';
import type { Proposal, WorkspaceUiStore } from '../store/workspace-store';
import { StatusChip } from './status-chip';

type AnyTree = Tree<TreeNode | HypothesisNode>;

/**
 * A generated artefact for a step that already has content: shown as a diff, accepted whole, per node
 * (trees), per hypothesis (statuses) or per field (the brief), or rejected. Nothing is overwritten
 * without a choice, and every accept is one undo step.
 */
export function ProposalPanel({ documents, ui }: { documents: DocumentStore; ui: WorkspaceUiStore }) {
  const { t } = useTranslation('workspace');
  const proposal = useStore(ui, (s) => s.proposal);
  const document = useStore(documents, (s) => s.content.document);
  const models = useConfig().data?.models;
  const format = useFormat();
  if (!proposal) return null;
  const { model, durationMs } = proposal.meta;
  // The offline engine answers in milliseconds: "0.0 s" would say it did nothing.
  const duration =
    durationMs < 1_000
      ? format.number(Math.max(1, Math.round(durationMs)), { style: 'unit', unit: 'millisecond' })
      : format.number(durationMs / 1_000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
  const input = { kind: proposal.kind, artefact: proposal.artefact } as DocumentArtefact;
  const acceptAll = () => {
    documents
      .getState()
      .apply((doc) => applyArtefact(doc, input, proposal.focusNodeId ? { focusNodeId: proposal.focusNodeId } : {}), {
        milestone: true,
      });
    ui.getState().propose(null);
  };
  const reject = () => ui.getState().propose(null);
  const artefactName = t(`generate.kinds.${proposal.kind as DocumentArtefact['kind']}`);
  // A brief whose every proposed field is decided has nothing left to accept: only closing makes sense.
  const settled = proposal.kind === 'brief' && briefProposals(document.brief, proposal.artefact as Brief).length === 0;
  return (
    <section
      role="region"
      aria-label={t('proposal.title', { artefact: artefactName })}
      className="flex w-[440px] max-w-[45%] shrink-0 flex-col border-l border-line bg-surface"
    >
      <header className="flex flex-col gap-1 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t('proposal.title', { artefact: artefactName })}</h2>
        <p className="text-xs text-ink-subtle">
          {t('proposal.meta', { model: models?.find((option) => option.id === model)?.label ?? model, duration })}
        </p>
      </header>
      <div className="relative min-h-0 flex-1 overflow-auto px-4 py-3">
        <ProposalBody proposal={proposal} document={document} documents={documents} />
      </div>
      <footer className="flex justify-end gap-2 border-t border-line px-4 py-3">
        {settled ? (
          <CloseButton onClose={reject} />
        ) : (
          <>
            <Button variant="secondary" onClick={reject}>
              {t('proposal.reject')}
            </Button>
            <Button onClick={acceptAll}>{t('proposal.acceptAll')}</Button>
          </>
        )}
      </footer>
    </section>
  );
}

/** Takes the focus when it appears, so a keyboard user who accepted the last field lands on it. */
function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('workspace');
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Button ref={ref} onClick={onClose}>
      {t('proposal.close')}
    </Button>
  );
}

/** What every proposal view reads: the current document, and the store its accepts go through. */
interface ProposalViewProps {
  document: ProjectDocument;
  documents: DocumentStore;
}

function ProposalBody({ proposal, document, documents }: ProposalViewProps & { proposal: Proposal }) {
  const { t } = useTranslation('workspace');
  switch (proposal.kind) {
    case 'brief':
      return <BriefProposal draft={proposal.artefact as Brief} document={document} documents={documents} />;
    case 'issue-tree':
    case 'hypothesis-tree':
      return <TreeProposal proposal={proposal} document={document} documents={documents} />;
    case 'hypothesis-status':
      return (
        <StatusProposal
          results={proposal.artefact as HypothesisStatusResults}
          document={document}
          documents={documents}
        />
      );
    case 'psw': {
      const rows = (proposal.artefact as Workplan).rows;
      return (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-ink-muted">{t('proposal.replaces', { artefact: t('generate.kinds.psw') })}</p>
          <p className="font-medium">{t('proposal.rows', { count: rows.length })}</p>
          <ul className="flex flex-col gap-1">
            {rows.map((row) => (
              <li key={row.id} className="rounded-md bg-surface-muted px-2 py-1">
                {row.analysis}
              </li>
            ))}
          </ul>
        </div>
      );
    }
    case 'storyline': {
      const storyline = proposal.artefact as Storyline;
      return (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-ink-muted">{t('proposal.replaces', { artefact: t('generate.kinds.storyline') })}</p>
          <p className="font-semibold">{storyline.governingThought}</p>
          <ol className="list-decimal pl-5">
            {storyline.keyLines.map((line) => (
              <li key={line.id}>{line.statement}</li>
            ))}
          </ol>
        </div>
      );
    }
    default:
      return (
        <p className="text-sm text-ink-muted">
          {t('proposal.replaces', { artefact: t(`generate.kinds.${proposal.kind as DocumentArtefact['kind']}`) })}
        </p>
      );
  }
}

function TreeProposal({ proposal, document, documents }: ProposalViewProps & { proposal: Proposal }) {
  const { t } = useTranslation('workspace');
  const field = proposal.kind === 'issue-tree' ? 'issueTree' : 'hypothesisTree';
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
  if (!diff || !current) return null;

  const edit = (operation: (tree: AnyTree) => AnyTree) =>
    documents.getState().apply((doc) => {
      const tree = doc[field] as AnyTree | null;
      return tree ? { ...doc, [field]: operation(tree) } : doc;
    });
  const acceptAdded = (id: string, parentId: string | null) => {
    const node = findNode(generated, id);
    if (!node || !parentId) return;
    edit((tree) => (findNode(tree, parentId) && !findNode(tree, id) ? insertNode(tree, parentId, node) : tree));
  };
  const acceptChanged = (id: string) => {
    const node = findNode(generated, id);
    if (!node) return;
    const { id: _id, children: _children, ...fields } = node;
    edit((tree) => (findNode(tree, id) ? updateNode(tree, id, fields) : tree));
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

/** The brief's fields the draft would change, each as the team's text beside the draft, accepted one by one. */
function BriefProposal({ draft, document, documents }: ProposalViewProps & { draft: Brief }) {
  const { t } = useTranslation('workspace');
  const fields = briefProposals(document.brief, draft);
  const list = useRef<HTMLUListElement>(null);
  if (fields.length === 0) return <p className="text-sm">{t('proposal.settled')}</p>;
  const accept = (row: BriefProposalField, index: number) => {
    documents
      .getState()
      .apply((doc) => applyArtefact(doc, { kind: 'brief', artefact: draft }, { onlyIds: new Set([row.field]) }));
    // The accepted row leaves the list: keep the keyboard where the next decision is.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-accept]');
      if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="text-ink-muted">{t('proposal.briefIntro')}</p>
      <ul ref={list} className="flex flex-col gap-3">
        {fields.map((row, index) => {
          const label = t(`problem.fields.${row.field}`);
          return (
            <li key={row.field} className="flex flex-col gap-2 rounded-md border border-line p-2.5">
              <h3 className="font-semibold">{label}</h3>
              <dl className="flex flex-col gap-1.5">
                <div className="border-l-2 border-l-line pl-2">
                  <dt className="text-xs text-ink-subtle">{t('proposal.current')}</dt>
                  <dd>
                    <BriefValue value={row.current} />
                  </dd>
                </div>
                <div className="border-l-2 border-l-accent bg-accent-soft/60 py-0.5 pl-2">
                  <dt className="text-xs text-ink-subtle">{t('proposal.proposed')}</dt>
                  <dd>
                    <BriefValue value={row.proposed} />
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                data-accept
                aria-label={t('proposal.acceptField', { field: label })}
                onClick={() => accept(row, index)}
                className="self-start rounded-sm px-1.5 py-0.5 text-xs font-medium text-accent hover:bg-accent-soft"
              >
                {t('proposal.accept')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function BriefValue({ value }: { value: Brief[keyof Brief] }) {
  if (!Array.isArray(value)) return <p className="whitespace-pre-line">{value}</p>;
  const items = value.filter((item) => item.trim() !== '');
  return (
    <ul className="list-disc pl-4">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

function StatusProposal({ results, document, documents }: ProposalViewProps & { results: HypothesisStatusResults }) {
  const { t } = useTranslation('workspace');
  const tree = document.hypothesisTree;
  const rows = results.results
    .map((result) => ({
      result,
      node: tree ? (findNode(tree, result.hypothesisId) as HypothesisNode | undefined) : undefined,
    }))
    .filter(
      (row): row is { result: (typeof results.results)[number]; node: HypothesisNode } =>
        row.node !== undefined && row.node.status !== row.result.status,
    );
  if (rows.length === 0) return <p className="text-sm">{t('proposal.noChanges')}</p>;
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {rows.map(({ result, node }) => (
        <li key={result.hypothesisId} className="flex flex-col gap-1 rounded-md border border-line p-2.5">
          <span className="font-medium">{node.label}</span>
          <span className="flex items-center gap-1.5">
            <StatusChip status={node.status} /> <span aria-hidden="true">→</span> <StatusChip status={result.status} />
            <span className="text-xs text-ink-subtle tabular-nums">{Math.round(result.confidence * 100)}%</span>
          </span>
          <span className="text-ink-muted">{result.rationale}</span>
          <button
            type="button"
            onClick={() =>
              documents
                .getState()
                .apply((doc) =>
                  applyArtefact(
                    doc,
                    { kind: 'hypothesis-status', artefact: results },
                    { onlyIds: new Set([result.hypothesisId]) },
                  ),
                )
            }
            className="self-start rounded-sm px-1.5 py-0.5 text-xs font-medium text-accent hover:bg-accent-soft"
          >
            {t('proposal.accept')}
          </button>
        </li>
      ))}
    </ul>
  );
}
