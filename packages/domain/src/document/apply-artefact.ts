import type {
  AnalysisEntry,
  AnalysisInstructions,
  AnalysisSimulations,
  Brief,
  HypothesisNode,
  HypothesisStatusResults,
  HypothesisTree,
  IssueTree,
  ProjectDocument,
  Storyline,
  TreeNode,
  Workplan,
} from '@caseboard/contracts';
import { isBriefEmpty, isBriefField, mergeBrief } from './brief.js';
import { findNode, replaceChildren, updateNode, type Tree } from './tree-ops.js';

/** The generated artefacts a document can take in, by kind (the tree diff is a view, not content). */
export type DocumentArtefact =
  | { kind: 'brief'; artefact: Brief }
  | { kind: 'issue-tree'; artefact: IssueTree }
  | { kind: 'hypothesis-tree'; artefact: HypothesisTree }
  | { kind: 'psw'; artefact: Workplan }
  | { kind: 'analysis-instructions'; artefact: AnalysisInstructions }
  | { kind: 'analysis-simulation'; artefact: AnalysisSimulations }
  | { kind: 'hypothesis-status'; artefact: HypothesisStatusResults }
  | { kind: 'storyline'; artefact: Storyline };

/** True when the step an artefact fills holds nothing yet: then a result fills it; otherwise it is a proposal. */
export function isTargetEmpty(document: ProjectDocument, kind: DocumentArtefact['kind']): boolean {
  switch (kind) {
    case 'brief':
      return isBriefEmpty(document.brief);
    case 'issue-tree':
      return document.issueTree === null || document.issueTree.root.children.length === 0;
    case 'hypothesis-tree':
      return document.hypothesisTree === null || document.hypothesisTree.root.children.length === 0;
    case 'psw':
      return document.workplan.length === 0;
    case 'analysis-instructions':
      return document.analyses.every((entry) => !entry.instructions);
    case 'analysis-simulation':
      return document.analyses.every((entry) => !entry.simulation);
    case 'hypothesis-status':
      return false; // statuses always change what is there: always a proposal
    case 'storyline':
      return document.storyline === null;
  }
}

/** The analysis entries of the document, one per work-plan row, keeping what the team wrote. */
function entriesFor(document: ProjectDocument): AnalysisEntry[] {
  const existing = new Map(document.analyses.map((entry) => [entry.id, entry]));
  return document.workplan.map(
    (row) => existing.get(row.id) ?? { id: row.id, hypothesisId: row.hypothesisId, title: row.analysis, findings: '' },
  );
}

/**
 * Takes a generated artefact into the document: trees and the storyline replace what is there (the
 * caller offers that as a proposal first when the step has content), "expand this node" replaces only
 * that node's children, instructions and simulations join their analyses without touching the team's
 * findings, and statuses update the hypotheses they name (optionally only some of them). A brief takes
 * the draft's fields (`onlyIds` names the fields; `onlyEmpty` fills only the empty ones) and never blanks one.
 */
export function applyArtefact(
  document: ProjectDocument,
  input: DocumentArtefact,
  options: { focusNodeId?: string; onlyIds?: ReadonlySet<string>; onlyEmpty?: boolean } = {},
): ProjectDocument {
  switch (input.kind) {
    case 'brief': {
      const brief = mergeBrief(document.brief, input.artefact, {
        ...(options.onlyIds ? { fields: [...options.onlyIds].filter(isBriefField) } : {}),
        ...(options.onlyEmpty ? { onlyEmpty: true } : {}),
      });
      return brief === document.brief ? document : { ...document, brief };
    }
    case 'issue-tree':
      return { ...document, issueTree: mergeTree(document.issueTree, input.artefact, options.focusNodeId) };
    case 'hypothesis-tree':
      return { ...document, hypothesisTree: mergeTree(document.hypothesisTree, input.artefact, options.focusNodeId) };
    case 'psw': {
      const rows = input.artefact.rows;
      const kept = new Set(rows.map((row) => row.id));
      return { ...document, workplan: rows, analyses: document.analyses.filter((entry) => kept.has(entry.id)) };
    }
    case 'analysis-instructions': {
      const byId = new Map(input.artefact.instructions.map((item) => [item.analysisId, item]));
      return {
        ...document,
        analyses: entriesFor(document).map((entry) =>
          byId.has(entry.id) ? { ...entry, instructions: byId.get(entry.id)! } : entry,
        ),
      };
    }
    case 'analysis-simulation': {
      const byId = new Map(input.artefact.simulations.map((item) => [item.analysisId, item]));
      return {
        ...document,
        analyses: entriesFor(document).map((entry) =>
          byId.has(entry.id) ? { ...entry, simulation: byId.get(entry.id)! } : entry,
        ),
      };
    }
    case 'hypothesis-status': {
      if (!document.hypothesisTree) return document;
      let tree: Tree<HypothesisNode> = document.hypothesisTree;
      for (const result of input.artefact.results) {
        if (options.onlyIds && !options.onlyIds.has(result.hypothesisId)) continue;
        if (findNode(tree, result.hypothesisId))
          tree = updateNode(tree, result.hypothesisId, { status: result.status });
      }
      return tree === document.hypothesisTree ? document : { ...document, hypothesisTree: tree };
    }
    case 'storyline':
      return { ...document, storyline: input.artefact };
  }
}

function mergeTree<N extends TreeNode | HypothesisNode>(
  current: Tree<N> | null,
  generated: Tree<N>,
  focusNodeId: string | undefined,
): Tree<N> {
  if (!focusNodeId || !current) return generated;
  const focus = findNode(generated, focusNodeId);
  if (!focus || !findNode(current, focusNodeId)) return current;
  return replaceChildren(current, focusNodeId, focus.children as N[]);
}
