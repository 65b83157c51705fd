import type { Brief, ProjectDocument, TreeDiff, WorkplanRow } from '@caseboard/contracts';
import { sameJson } from '../json-patch/same-json.js';
import { diffTrees } from '../tree-diff/index.js';

export interface TextChange {
  before: string;
  after: string;
}

export interface DocumentComparison {
  problemStatement: TextChange | null;
  brief: Array<{ field: keyof Brief } & TextChange>;
  /** null when the tree did not change; `created`/`deleted` when one side has no tree. */
  issueTree: TreeDiff | 'created' | 'deleted' | null;
  hypothesisTree: TreeDiff | 'created' | 'deleted' | null;
  workplan: {
    added: WorkplanRow[];
    removed: WorkplanRow[];
    changed: Array<{ before: WorkplanRow; after: WorkplanRow }>;
  };
  /** Analyses whose instructions, simulation or findings changed, by work-plan row id. */
  analyses: Array<{ id: string; title: string; parts: Array<'instructions' | 'simulation' | 'findings'> }>;
  storyline:
    | { governingThought: TextChange | null; keyLines: { added: string[]; removed: string[] }; otherChanges: boolean }
    | 'created'
    | 'deleted'
    | null;
  /** True when nothing at all differs. */
  same: boolean;
}

/** Equal JSON texts, compared without writing them (the summary runs on every save). */
const same = sameJson;
const text = (value: string | string[]) => (Array.isArray(value) ? value.join('\n') : value);

function compareTrees<T extends ProjectDocument['issueTree'] | ProjectDocument['hypothesisTree']>(
  before: T,
  after: T,
): TreeDiff | 'created' | 'deleted' | null {
  if (same(before, after)) return null;
  if (!before) return 'created';
  if (!after) return 'deleted';
  return diffTrees(before, after);
}

/** What changed between two versions of a project's content, in a form people can read: for history and conflicts. */
export function compareDocuments(
  before: { problemStatement: string; document: ProjectDocument },
  after: { problemStatement: string; document: ProjectDocument },
): DocumentComparison {
  const a = before.document;
  const b = after.document;
  const brief = (Object.keys(b.brief) as Array<keyof Brief>)
    .filter((field) => !same(a.brief[field], b.brief[field]))
    .map((field) => ({ field, before: text(a.brief[field]), after: text(b.brief[field]) }));

  const rowsBefore = new Map(a.workplan.map((row) => [row.id, row]));
  const rowsAfter = new Map(b.workplan.map((row) => [row.id, row]));
  const workplan = {
    added: b.workplan.filter((row) => !rowsBefore.has(row.id)),
    removed: a.workplan.filter((row) => !rowsAfter.has(row.id)),
    changed: b.workplan
      .filter((row) => rowsBefore.has(row.id) && !same(rowsBefore.get(row.id), row))
      .map((row) => ({ before: rowsBefore.get(row.id)!, after: row })),
  };

  const analysesBefore = new Map(a.analyses.map((entry) => [entry.id, entry]));
  const analyses = b.analyses
    .map((entry) => {
      const old = analysesBefore.get(entry.id);
      const parts = (['instructions', 'simulation', 'findings'] as const).filter(
        (part) => !same(old?.[part], entry[part]) && !(part === 'findings' && !old && entry.findings === ''),
      );
      return { id: entry.id, title: entry.title, parts: [...parts] };
    })
    .filter((entry) => entry.parts.length > 0);

  let storyline: DocumentComparison['storyline'] = null;
  if (!same(a.storyline, b.storyline)) {
    if (!a.storyline) storyline = 'created';
    else if (!b.storyline) storyline = 'deleted';
    else {
      const linesBefore = a.storyline.keyLines.map((line) => line.statement);
      const linesAfter = b.storyline.keyLines.map((line) => line.statement);
      storyline = {
        governingThought:
          a.storyline.governingThought === b.storyline.governingThought
            ? null
            : { before: a.storyline.governingThought, after: b.storyline.governingThought },
        keyLines: {
          added: linesAfter.filter((line) => !linesBefore.includes(line)),
          removed: linesBefore.filter((line) => !linesAfter.includes(line)),
        },
        otherChanges:
          !same(
            { ...a.storyline, governingThought: '', keyLines: linesBefore },
            { ...b.storyline, governingThought: '', keyLines: linesAfter },
          ) || !same(a.storyline.keyLines, b.storyline.keyLines),
      };
    }
  }

  const comparison: DocumentComparison = {
    problemStatement:
      before.problemStatement === after.problemStatement
        ? null
        : { before: before.problemStatement, after: after.problemStatement },
    brief,
    issueTree: compareTrees(a.issueTree, b.issueTree),
    hypothesisTree: compareTrees(a.hypothesisTree, b.hypothesisTree),
    workplan,
    analyses,
    storyline,
    same: false,
  };
  comparison.same =
    !comparison.problemStatement &&
    brief.length === 0 &&
    !comparison.issueTree &&
    !comparison.hypothesisTree &&
    workplan.added.length + workplan.removed.length + workplan.changed.length === 0 &&
    analyses.length === 0 &&
    !storyline;
  return comparison;
}
