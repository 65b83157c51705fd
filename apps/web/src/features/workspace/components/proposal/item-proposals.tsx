import type { Brief, HypothesisNode, HypothesisStatusResults } from '@caseboard/contracts';
import { briefProposals, commands, findNode, type BriefProposalField } from '@caseboard/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../status-chip';
import type { ProposalViewProps } from './types';

/** The brief's fields the draft would change, each as the team's text beside the draft, accepted one by one. */
export function BriefProposal({ draft, document, run }: ProposalViewProps & { draft: Brief }) {
  const { t } = useTranslation('workspace');
  const fields = briefProposals(document.brief, draft);
  const list = useRef<HTMLUListElement>(null);
  if (fields.length === 0) return <p className="text-sm">{t('proposal.settled')}</p>;
  const accept = (row: BriefProposalField, index: number) => {
    run(commands.acceptProposalItem({ input: { kind: 'brief', artefact: draft }, itemId: row.field }));
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

/** Statuses the validation proposes, each beside the hypothesis's current one, accepted one by one. */
export function StatusProposal({ results, document, run }: ProposalViewProps & { results: HypothesisStatusResults }) {
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
              run(
                commands.acceptProposalItem({
                  input: { kind: 'hypothesis-status', artefact: results },
                  itemId: result.hypothesisId,
                }),
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
