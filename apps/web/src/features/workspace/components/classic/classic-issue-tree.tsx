import type { LegacyNode } from '@caseboard/contracts';
import { classicCommands, freshLegacyId, LEGACY_LIMITS, legacyIssueRows, type LegacyIssueRow } from '@caseboard/domain';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { confirm } from '@/lib/confirm';
import { useFocusLater } from '../../hooks/use-focus-later';
import { IconButton } from './icon-button';
import type { ClassicSectionProps } from './types';
import { AutoTextarea } from '@/components/ui/auto-textarea';

/**
 * Above this many issues the outline folds every branch below the first level until it is opened, so a
 * large tree (one stored before the API limited 1.0 trees had 11,000 issues) renders a few hundred
 * elements instead of hundreds of thousands, and the page stays responsive.
 */
export const FOLD_ABOVE_ROWS = 60;

/**
 * The issue tree as an indented outline (nested lists, so the levels are read out): the key question
 * on top, issues numbered 1, 1.1, 1.1.2. Each issue is renamed in place; Enter adds the next issue;
 * buttons beside it add a sub-issue or an issue below, move it among its siblings or delete it.
 */
export function ClassicIssueTree({ document, readOnly, run }: ClassicSectionProps) {
  const { t } = useTranslation('workspace');
  const format = useFormat();
  const headingId = useId();
  const prefix = useId();
  const focusLater = useFocusLater();
  const rows = useMemo(() => legacyIssueRows(document), [document]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const root = document.issueTree?.root;
  const fieldId = (id: string) => `${prefix}-issue-${id}`;
  const buttonId = (id: string, action: 'up' | 'down') => `${prefix}-${action}-${id}`;
  const atLimit = rows.some((row) => !row.canAddChild);
  const folds = rows.length > FOLD_ABOVE_ROWS;
  // Branches the person opened; in a small tree every branch is open and this stays unused.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const isOpen = (row: LegacyIssueRow) => !folds || row.parentId === null || opened.has(row.id);
  const toggle = (id: string, open: boolean) =>
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  const name = (row: LegacyIssueRow) =>
    row.parentId === null ? t('classic.issues.keyQuestion') : t('classic.issues.issue', { number: row.number });

  const actions = {
    start() {
      const id = freshLegacyId(document, 'q');
      run(classicCommands.startIssueTree({ rootId: id }));
      focusLater(fieldId(id));
    },
    addChild(row: LegacyIssueRow) {
      const id = freshLegacyId(document, 'i');
      if (!isOpen(row)) toggle(row.id, true);
      run(classicCommands.addIssueChild({ parentId: row.id, id }));
      focusLater(fieldId(id));
    },
    addSibling(row: LegacyIssueRow) {
      const id = freshLegacyId(document, 'i');
      run(classicCommands.addIssueAfter({ siblingId: row.id, id }));
      focusLater(fieldId(id));
    },
    move(row: LegacyIssueRow, direction: -1 | 1) {
      run(classicCommands.moveIssue({ id: row.id, direction }));
      focusLater(buttonId(row.id, direction === -1 ? 'up' : 'down'), fieldId(row.id));
    },
    async remove(row: LegacyIssueRow) {
      if (row.descendants > 0) {
        const accepted = await confirm({
          header: t('classic.issues.removeTitle', { number: row.number }),
          message: t('classic.issues.removeBody', { number: row.number, count: row.descendants }),
          acceptLabel: t('classic.issues.removeAccept'),
          danger: true,
        });
        if (!accepted) return;
      }
      const before = rows[rows.findIndex((r) => r.id === row.id) - 1];
      run(classicCommands.removeIssue({ id: row.id }));
      if (before) focusLater(fieldId(before.id));
    },
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, row: LegacyIssueRow) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    // Titles are one line: Enter adds the next issue, as in any outliner (under the key question, a first issue).
    event.preventDefault();
    if (row.parentId === null) {
      if (row.canAddChild) actions.addChild(row);
    } else if (row.canAddSibling) actions.addSibling(row);
  };

  const renderNode = (node: LegacyNode) => {
    const row = byId.get(node.id);
    if (!row) return null;
    const isRoot = row.parentId === null;
    return (
      <li key={node.id}>
        <div
          className={cn(
            'group flex items-start gap-2 rounded-md px-2 py-1',
            !readOnly && 'focus-within:bg-surface-muted hover:bg-surface-muted',
          )}
        >
          {isRoot ? null : (
            <span aria-hidden="true" className="shrink-0 pt-1.5 text-xs text-ink-subtle tabular-nums">
              {row.number}
            </span>
          )}
          {readOnly ? (
            <p className={cn('min-w-0 flex-1 py-1 text-sm leading-5', isRoot && 'text-base font-semibold')}>
              <span className="sr-only">{name(row)}: </span>
              {row.title || <span className="text-ink-subtle">{t('classic.issues.untitled')}</span>}
            </p>
          ) : (
            <>
              <AutoTextarea
                id={fieldId(row.id)}
                aria-label={name(row)}
                value={row.title}
                rows={1}
                maxLength={LEGACY_LIMITS.title}
                placeholder={isRoot ? t('classic.issues.emptyTitle') : t('classic.issues.untitled')}
                onChange={(event) => {
                  const title = event.target.value.replace(/\r?\n/g, ' ');
                  run(classicCommands.renameIssue({ id: row.id, title }));
                }}
                onKeyDown={(event) => onKeyDown(event, row)}
                className={cn(
                  'min-w-0 flex-1 rounded-md border border-transparent bg-transparent px-2 py-1 text-sm leading-5 placeholder:text-ink-subtle hover:border-line focus:border-accent focus:bg-surface',
                  isRoot && 'text-base font-semibold',
                )}
              />
              <div className="flex shrink-0 items-center opacity-0 transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100">
                <IconButton
                  icon="addChild"
                  label={
                    isRoot ? t('classic.issues.addChildRoot') : t('classic.issues.addChild', { number: row.number })
                  }
                  disabled={!row.canAddChild}
                  onClick={() => actions.addChild(row)}
                />
                {isRoot ? null : (
                  <>
                    <IconButton
                      icon="plus"
                      label={t('classic.issues.addSibling', { number: row.number })}
                      disabled={!row.canAddSibling}
                      onClick={() => actions.addSibling(row)}
                    />
                    <IconButton
                      id={buttonId(row.id, 'up')}
                      icon="arrowUp"
                      label={t('classic.issues.moveUp', { number: row.number })}
                      disabled={!row.canMoveUp}
                      onClick={() => actions.move(row, -1)}
                    />
                    <IconButton
                      id={buttonId(row.id, 'down')}
                      icon="arrowDown"
                      label={t('classic.issues.moveDown', { number: row.number })}
                      disabled={!row.canMoveDown}
                      onClick={() => actions.move(row, 1)}
                    />
                    <IconButton
                      icon="trash"
                      danger
                      label={t('classic.issues.remove', { number: row.number })}
                      onClick={() => void actions.remove(row)}
                    />
                  </>
                )}
              </div>
            </>
          )}
        </div>
        {node.children && node.children.length > 0 ? (
          <>
            {folds && !isRoot ? (
              <button
                type="button"
                aria-expanded={isOpen(row)}
                onClick={() => toggle(row.id, !isOpen(row))}
                className="ml-6 rounded-md px-2 py-0.5 text-xs text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                {isOpen(row)
                  ? t('classic.issues.hideChildren', { number: row.number })
                  : t('classic.issues.showChildren', { count: row.descendants, number: row.number })}
              </button>
            ) : null}
            {isOpen(row) ? <ul className="ml-4 border-l border-line pl-3">{node.children.map(renderNode)}</ul> : null}
          </>
        ) : null}
      </li>
    );
  };

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-6">
      <h2 id={headingId} className="text-base font-semibold">
        {t('classic.issues.title')}
      </h2>
      {root ? (
        <>
          {readOnly ? null : <p className="mt-1 text-sm text-ink-muted">{t('classic.issues.hint')}</p>}
          {folds ? (
            <p className="mt-1 text-sm text-ink-muted">
              {rows.length > LEGACY_LIMITS.nodes
                ? t('classic.issues.oversized', { max: format.number(LEGACY_LIMITS.nodes) })
                : t('classic.issues.collapsed', { count: rows.length })}
            </p>
          ) : null}
          <ul className="mt-4 -ml-2">{renderNode(root)}</ul>
          {!readOnly && atLimit ? (
            <p className="mt-2 text-xs text-ink-muted">
              {t('classic.issues.limit', {
                max: format.number(LEGACY_LIMITS.nodes),
                children: LEGACY_LIMITS.children,
              })}
            </p>
          ) : null}
        </>
      ) : readOnly ? (
        <p className="mt-2 text-sm text-ink-muted">{t('classic.issues.emptyReadOnly')}</p>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-line-strong px-6 py-8 text-center">
          <h3 className="text-base font-semibold">{t('classic.issues.emptyTitle')}</h3>
          <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{t('classic.issues.emptyBody')}</p>
          <Button size="sm" className="mt-4" onClick={actions.start}>
            {t('classic.issues.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
