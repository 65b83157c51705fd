import type { Brief, HypothesisStatusResults, Storyline, Workplan } from '@caseboard/contracts';
import { briefProposals, commands, type DocumentArtefact } from '@caseboard/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { useConfig } from '@/lib/get-config';
import { sidePanelClass } from '../lib/side-panel';
import type { DocumentStore } from '../store/document-store';
import type { Editor } from '../store/editor';
import type { Proposal, WorkspaceUiStore } from '../store/workspace-store';
import { BriefProposal, StatusProposal } from './proposal/item-proposals';
import { TreeProposal } from './proposal/tree-proposal';
import type { ProposalViewProps } from './proposal/types';

/**
 * A generated artefact for a step that already has content: shown as a diff, accepted whole, per node
 * (trees), per hypothesis (statuses) or per field (the brief), or rejected. Nothing is overwritten
 * without a choice, and every accept is one undo step.
 */
export function ProposalPanel({
  documents,
  editor,
  ui,
}: {
  documents: DocumentStore;
  editor: Editor;
  ui: WorkspaceUiStore;
}) {
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
    editor.run(
      commands.applyArtefact({ input, ...(proposal.focusNodeId ? { focusNodeId: proposal.focusNodeId } : {}) }),
    );
    ui.getState().propose(null);
  };
  const reject = () => ui.getState().propose(null);
  const artefactName = t(`generate.kinds.${proposal.kind as DocumentArtefact['kind']}`);
  // A brief whose every proposed field is decided has nothing left to accept: only closing makes sense.
  const settled = proposal.kind === 'brief' && briefProposals(document.brief, proposal.artefact as Brief).length === 0;
  return (
    <section role="region" aria-label={t('proposal.title', { artefact: artefactName })} className={sidePanelClass}>
      <header className="flex flex-col gap-1 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t('proposal.title', { artefact: artefactName })}</h2>
        <p className="text-xs text-ink-subtle">
          {t('proposal.meta', { model: models?.find((option) => option.id === model)?.label ?? model, duration })}
        </p>
      </header>
      <div className="relative min-h-0 flex-1 overflow-auto px-4 py-3">
        <ProposalBody proposal={proposal} document={document} run={editor.run} />
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

function ProposalBody({ proposal, document, run }: ProposalViewProps & { proposal: Proposal }) {
  const { t } = useTranslation('workspace');
  switch (proposal.kind) {
    case 'brief':
      return <BriefProposal draft={proposal.artefact as Brief} document={document} run={run} />;
    case 'issue-tree':
    case 'hypothesis-tree':
      return <TreeProposal proposal={proposal} document={document} run={run} />;
    case 'hypothesis-status':
      return <StatusProposal results={proposal.artefact as HypothesisStatusResults} document={document} run={run} />;
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
