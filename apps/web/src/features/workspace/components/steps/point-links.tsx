import type { HypothesisNode, SupportingPoint } from '@caseboard/contracts';
import { commands, type EditorCommand, type PointSupport } from '@caseboard/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icons';
import { StatusChip } from '../status-chip';

export interface PointLinksProps {
  point: SupportingPoint;
  backing: PointSupport | undefined;
  /** The hypotheses a point may rest on, in outline order. */
  hypotheses: ReadonlyArray<{ node: HypothesisNode; depth: number }>;
  readOnly: boolean;
  run: (command: EditorCommand) => void;
}

/**
 * The hypotheses a storyline point rests on, with how well they back it; the team links and unlinks them
 * (the `linkSupportingPoint` command), so a point's support follows the evidence.
 */
export function PointLinks({ point, backing, hypotheses, readOnly, run }: PointLinksProps) {
  const { t } = useTranslation('workspace');
  const { t: te } = useTranslation('editor');
  const link = (hypothesisIds: string[]) => run(commands.linkSupportingPoint({ pointId: point.id, hypothesisIds }));
  const unlinked = hypotheses.filter(({ node }) => !point.hypothesisIds.includes(node.id));
  return (
    <div className="flex flex-wrap items-center gap-1.5 pl-2 text-xs">
      {backing?.hypotheses.map((h) => (
        <span key={h.id} className="flex items-center gap-1 text-ink-muted" title={h.label}>
          {h.status === 'missing' ? (
            <span className="rounded-sm bg-refuted-soft px-1.5 py-0.5 text-refuted">{t('storyline.missing')}</span>
          ) : (
            <>
              <StatusChip status={h.status} />
              <span className="max-w-64 truncate">{h.label}</span>
            </>
          )}
          {readOnly ? null : (
            <button
              type="button"
              aria-label={te('links.unlink', { point: point.text, hypothesis: h.label ?? t('storyline.missing') })}
              onClick={() => link(point.hypothesisIds.filter((id) => id !== h.id))}
              className="rounded-sm px-1 text-ink-subtle hover:bg-danger-soft hover:text-danger"
            >
              ×
            </button>
          )}
        </span>
      ))}
      {backing?.strength === 'weak' ? (
        <span className="flex items-center gap-1 text-inconclusive">
          <Icon name="warn" /> {backing.hypotheses.length === 0 ? t('storyline.unsupported') : t('storyline.weak')}
        </span>
      ) : null}
      {readOnly || unlinked.length === 0 ? null : (
        <select
          aria-label={te('links.addHypothesis')}
          value=""
          onChange={(event) => link([...point.hypothesisIds, event.target.value])}
          className="h-7 max-w-56 rounded-md border border-line bg-surface px-1.5 text-xs text-ink-muted"
        >
          <option value="">{te('links.choose')}</option>
          {unlinked.map(({ node, depth }) => (
            <option key={node.id} value={node.id}>
              {`${'· '.repeat(depth)}${node.label}`}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
