import {
  MAX_SUMMARY_FACTS,
  MAX_SUMMARY_LABEL_LENGTH,
  type ProjectDocument,
  type RevisionFact,
  type RevisionSummary,
  type TreeDiff,
} from '@caseboard/contracts';
import { sameJson } from '../json-patch/same-json.js';
import { compareDocuments } from './compare.js';

export interface SummarisedContent {
  problemStatement: string;
  document: ProjectDocument;
}

/**
 * What a revision changed against the one before it, as language-free facts ("2 nodes renamed",
 * "'Fleet cost' added under 'Costs'"); the app words them (docs/decisions/026-workspace-layout-and-history.md).
 * `previous` null: the project's first revision. Facts come in the document's order, at most
 * MAX_SUMMARY_FACTS; a change the comparison does not itemise (the reading, a link) is `other`.
 */
export function summariseRevision(previous: SummarisedContent | null, next: SummarisedContent): RevisionSummary {
  if (!previous) return [{ kind: 'created' }];
  const comparison = compareDocuments(previous, next);
  const facts: RevisionFact[] = [];
  if (comparison.problemStatement) facts.push({ kind: 'problemStatement' });
  if (comparison.brief.length > 0) facts.push({ kind: 'brief', count: comparison.brief.length });
  facts.push(...treeFacts('issue', comparison.issueTree), ...treeFacts('hypothesis', comparison.hypothesisTree));
  const { workplan } = comparison;
  for (const change of ['added', 'removed', 'changed'] as const) {
    if (workplan[change].length > 0) facts.push({ kind: 'workplan', change, count: workplan[change].length });
  }
  if (comparison.analyses.length > 0) facts.push({ kind: 'analyses', count: comparison.analyses.length });
  facts.push(...storylineFacts(comparison.storyline));
  if (facts.length === 0 && !sameJson(previous.document, next.document)) {
    facts.push({ kind: 'other' });
  }
  return facts.slice(0, MAX_SUMMARY_FACTS);
}

function treeFacts(tree: 'issue' | 'hypothesis', diff: TreeDiff | 'created' | 'deleted' | null): RevisionFact[] {
  if (diff === null) return [];
  if (diff === 'created' || diff === 'deleted') return [{ kind: 'tree', tree, change: diff }];
  const facts: RevisionFact[] = [];
  const push = (
    change: Extract<RevisionFact, { kind: 'nodes' }>['change'],
    entries: ReadonlyArray<{ path: string[]; label?: string }>,
    withParent: boolean,
  ) => {
    if (entries.length === 0) return;
    const fact: RevisionFact = { kind: 'nodes', tree, change, count: entries.length };
    const [only] = entries;
    if (entries.length === 1 && only) {
      fact.label = cut(only.label ?? only.path.at(-1) ?? '');
      const parent = only.path.at(-2);
      if (withParent && parent !== undefined) fact.parentLabel = cut(parent);
    }
    facts.push(fact);
  };
  const changedIn = (field: string) => diff.changed.filter((entry) => entry.changes.some((c) => c.field === field));
  push('added', diff.added, true);
  push('removed', diff.removed, false);
  push('renamed', changedIn('label'), false);
  push('moved', diff.moved, true);
  push('status', changedIn('status'), false);
  push(
    'edited',
    diff.changed.filter((entry) => entry.changes.some((c) => c.field !== 'label' && c.field !== 'status')),
    false,
  );
  return facts;
}

function storylineFacts(storyline: ReturnType<typeof compareDocuments>['storyline']): RevisionFact[] {
  if (storyline === null) return [];
  if (storyline === 'created' || storyline === 'deleted') return [{ kind: 'storyline', change: storyline }];
  const facts: RevisionFact[] = [];
  if (storyline.governingThought) facts.push({ kind: 'storyline', change: 'governingThought' });
  if (storyline.keyLines.added.length + storyline.keyLines.removed.length > 0) {
    facts.push({ kind: 'storyline', change: 'keyLines' });
  } else if (storyline.otherChanges) {
    facts.push({ kind: 'storyline', change: 'edited' });
  }
  return facts;
}

const cut = (label: string) =>
  label.length > MAX_SUMMARY_LABEL_LENGTH ? `${label.slice(0, MAX_SUMMARY_LABEL_LENGTH)}…` : label;
