import type { Evidence, HypothesisNode, HypothesisStatus, TreeNode } from '@caseboard/contracts';
import { commands, type EditorCommand, type NodeFields, type TreeKey } from '@caseboard/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eyebrow } from '@/components/ui/eyebrow';
import { cn } from '@/lib/cn';
import { newNodeId } from '../lib/ids';
import { StatusChip } from './status-chip';
import { AutoTextarea } from '@/components/ui/auto-textarea';

type AnyNode = TreeNode | HypothesisNode;

const STATUSES: HypothesisStatus[] = ['untested', 'supported', 'refuted', 'inconclusive', 'parked'];

export interface NodeInspectorProps<N extends AnyNode> {
  node: N;
  readOnly?: boolean;
  /** The document's tree the node is in: its commands name it. */
  treeKey: TreeKey;
  /** Runs an editor command; typing in one field folds into one undo step (the command's merge key). */
  run: (command: EditorCommand) => void;
}

/** Details of the selected node: text, notes, the split's logic, and for hypotheses status, priority and evidence. */
export function NodeInspector<N extends AnyNode>({ node, treeKey, readOnly, run }: NodeInspectorProps<N>) {
  const { t } = useTranslation('workspace');
  const id = useId();
  const patch = (fields: NodeFields) => run(commands.setNodeFields({ tree: treeKey, id: node.id, fields }));
  const hypothesis = 'status' in node ? (node as HypothesisNode) : null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className={eyebrow}>
        {t('inspector.title')}
      </h3>
      <Field label={t('inspector.label')} htmlFor={`${id}-label`}>
        <AutoTextarea
          id={`${id}-label`}
          value={node.label}
          readOnly={readOnly}
          rows={3}
          maxLength={1000}
          onChange={(event) => run(commands.renameNode({ tree: treeKey, id: node.id, label: event.target.value }))}
          className="w-full rounded-md border border-line bg-surface px-2.5 py-1.5 text-sm leading-5"
        />
      </Field>
      {hypothesis ? (
        <>
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1 text-xs font-medium text-ink-muted">{t('inspector.status')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {STATUSES.map((status) => (
                <label
                  key={status}
                  className={cn(
                    'cursor-pointer rounded-sm ring-offset-1',
                    hypothesis.status === status && 'ring-2 ring-accent',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-status`}
                    value={status}
                    checked={hypothesis.status === status}
                    disabled={readOnly}
                    onChange={() => run(commands.setNodeStatus({ id: node.id, status }))}
                    className="sr-only"
                  />
                  <StatusChip status={status} />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-2">
            {(['impact', 'ease'] as const).map((axis) => (
              <Field key={axis} label={t(`inspector.${axis}`)} htmlFor={`${id}-${axis}`}>
                <select
                  id={`${id}-${axis}`}
                  value={hypothesis.priority?.[axis] ?? ''}
                  disabled={readOnly}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    const current = hypothesis.priority ?? { impact: 3, ease: 3 };
                    patch({ priority: { ...current, [axis]: value } });
                  }}
                  className="h-8 w-full rounded-md border border-line bg-surface px-2 text-sm tabular-nums"
                >
                  <option value="" disabled>
                    {t('inspector.unrated')}
                  </option>
                  {[1, 2, 3, 4, 5].map((value) => (
                    <option key={value} value={value}>
                      {t(`inspector.scale.s${value as 1 | 2 | 3 | 4 | 5}`)}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </div>
          <EvidenceList
            evidence={hypothesis.evidence}
            readOnly={readOnly}
            onChange={(evidence) => patch({ evidence })}
          />
        </>
      ) : (
        <Field label={t('inspector.dimension')} htmlFor={`${id}-dimension`} hint={t('inspector.dimensionHint')}>
          <input
            id={`${id}-dimension`}
            value={node.dimension ?? ''}
            readOnly={readOnly}
            maxLength={200}
            onChange={(event) => patch({ dimension: event.target.value || undefined })}
            className="h-8 w-full rounded-md border border-line bg-surface px-2.5 text-sm"
          />
        </Field>
      )}
      <Field label={t('inspector.notes')} htmlFor={`${id}-notes`}>
        <AutoTextarea
          id={`${id}-notes`}
          value={node.notes ?? ''}
          readOnly={readOnly}
          rows={4}
          maxLength={10_000}
          placeholder={t('inspector.notesPlaceholder')}
          onChange={(event) => patch({ notes: event.target.value || undefined })}
          className="w-full rounded-md border border-line bg-surface px-2.5 py-1.5 text-sm leading-5"
        />
      </Field>
    </section>
  );
}

function Field({
  label,
  htmlFor,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children}
      {hint ? <p className="text-xs text-ink-subtle">{hint}</p> : null}
    </div>
  );
}

function EvidenceList({
  evidence,
  readOnly,
  onChange,
}: {
  evidence: Evidence[];
  readOnly?: boolean;
  onChange: (evidence: Evidence[]) => void;
}) {
  const { t } = useTranslation('workspace');
  const id = useId();
  return (
    // min-w-0: a fieldset is as wide as its widest content by default, which pushed the evidence
    // rows (and their remove buttons) out of the side panel.
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1 text-xs font-medium text-ink-muted">{t('inspector.evidence')}</legend>
      {evidence.length === 0 ? <p className="text-xs text-ink-subtle">{t('inspector.noEvidence')}</p> : null}
      <ul className="flex flex-col gap-1.5">
        {evidence.map((item, index) => (
          <li key={item.id} className="flex items-start gap-1.5">
            <select
              aria-label={t('inspector.direction')}
              value={item.direction}
              disabled={readOnly}
              onChange={(event) =>
                onChange(
                  evidence.map((e, i) =>
                    i === index ? { ...e, direction: event.target.value as Evidence['direction'] } : e,
                  ),
                )
              }
              className="h-8 shrink-0 rounded-md border border-line bg-surface px-1.5 text-xs"
            >
              <option value="supports">{t('inspector.supports')}</option>
              <option value="refutes">{t('inspector.refutes')}</option>
              <option value="neutral">{t('inspector.neutral')}</option>
            </select>
            <input
              id={`${id}-${item.id}`}
              aria-label={t('inspector.evidenceText')}
              value={item.text}
              readOnly={readOnly}
              maxLength={4000}
              onChange={(event) =>
                onChange(evidence.map((e, i) => (i === index ? { ...e, text: event.target.value } : e)))
              }
              className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-sm"
            />
            {readOnly ? null : (
              <button
                type="button"
                onClick={() => onChange(evidence.filter((_, i) => i !== index))}
                className="h-8 shrink-0 rounded-md px-2 text-xs text-ink-muted hover:bg-surface-muted"
                aria-label={t('inspector.removeEvidence')}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <button
          type="button"
          onClick={() =>
            onChange([...evidence, { id: newNodeId('e'), text: t('inspector.newEvidence'), direction: 'supports' }])
          }
          className="self-start rounded-md px-2 py-1 text-xs font-medium text-accent hover:bg-accent-soft"
        >
          {t('inspector.addEvidence')}
        </button>
      )}
    </fieldset>
  );
}
