import type { RevisionFact, RevisionSummary, SnapshotRevision } from '@caseboard/contracts';
import type { TFunction } from 'i18next';

/** Saves by one author with less than this between them read as one working session. */
export const SESSION_GAP_MS = 30 * 60_000;

export interface RevisionSession {
  key: string;
  author: SnapshotRevision['author'];
  revisions: SnapshotRevision[];
}

/**
 * The history (newest first) as working sessions: runs of revisions by the same author, each less than
 * SESSION_GAP_MS after the next older one (docs/decisions/026-workspace-layout-and-history.md).
 */
export function groupRevisions(revisions: readonly SnapshotRevision[]): RevisionSession[] {
  const sessions: RevisionSession[] = [];
  for (const revision of revisions) {
    const last = sessions.at(-1);
    const previous = last?.revisions.at(-1);
    const sameSession =
      last &&
      previous &&
      (last.author?.id ?? null) === (revision.author?.id ?? null) &&
      Date.parse(previous.createdAt) - Date.parse(revision.createdAt) < SESSION_GAP_MS;
    if (sameSession) last.revisions.push(revision);
    else sessions.push({ key: `s${revision.revision}`, author: revision.author, revisions: [revision] });
  }
  return sessions;
}

/** A revision's summary in words ("Renamed 2 nodes, added “Fleet cost” under “Costs”"); null without one. */
export function summaryText(t: TFunction<'history'>, summary: RevisionSummary | null | undefined): string | null {
  if (!summary) return null;
  if (summary.length === 0) return t('noChange');
  const text = summary.map((fact) => factText(t, fact)).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function factText(t: TFunction<'history'>, fact: RevisionFact): string {
  switch (fact.kind) {
    case 'created':
      return t('fact.created');
    case 'restored':
      return t('fact.restored', { revision: fact.revision });
    case 'problemStatement':
      return t('fact.problemStatement');
    case 'brief':
      return t('fact.brief', { count: fact.count });
    case 'tree':
      return t(`fact.tree.${fact.change}`, { tree: t(`fact.trees.${fact.tree}`) });
    case 'nodes':
      if (fact.label === undefined) return t(`fact.nodes.${fact.change}`, { count: fact.count });
      if (fact.parentLabel !== undefined && (fact.change === 'added' || fact.change === 'moved')) {
        return t(`fact.node.${fact.change}Under`, { label: fact.label, parent: fact.parentLabel });
      }
      return t(`fact.node.${fact.change}`, { label: fact.label });
    case 'workplan':
      return t(`fact.workplan.${fact.change}`, { count: fact.count });
    case 'analyses':
      return t('fact.analyses', { count: fact.count });
    case 'storyline':
      return t(`fact.storyline.${fact.change}`);
    case 'other':
      return t('fact.other');
  }
}
