import type { ProjectDocument } from '@caseboard/contracts';
import { nodeIds } from './tree-ops.js';

/** Points the work-plan row at a hypothesis; the chain stays linked by id. */
export function linkWorkplanRow(document: ProjectDocument, rowId: string, hypothesisId: string): ProjectDocument {
  let changed = false;
  const workplan = document.workplan.map((row) => {
    if (row.id !== rowId || row.hypothesisId === hypothesisId) return row;
    changed = true;
    return { ...row, hypothesisId };
  });
  const analyses = document.analyses.map((entry) =>
    entry.id === rowId && entry.hypothesisId !== hypothesisId ? { ...entry, hypothesisId } : entry,
  );
  return changed ? { ...document, workplan, analyses } : document;
}

/** Sets the hypotheses a storyline supporting point rests on. */
export function linkSupportingPoint(
  document: ProjectDocument,
  pointId: string,
  hypothesisIds: string[],
): ProjectDocument {
  if (!document.storyline) return document;
  const keyLines = document.storyline.keyLines.map((line) => ({
    ...line,
    supportingPoints: line.supportingPoints.map((point) =>
      point.id === pointId ? { ...point, hypothesisIds: [...new Set(hypothesisIds)] } : point,
    ),
  }));
  return { ...document, storyline: { ...document.storyline, keyLines } };
}

export interface BrokenLink {
  where: 'workplan' | 'analysis' | 'storyline';
  /** Id of the row, analysis or supporting point that holds the reference. */
  id: string;
  hypothesisId: string;
}

/** References to hypotheses that are no longer in the hypothesis tree (for example after a delete). */
export function brokenLinks(document: ProjectDocument): BrokenLink[] {
  const known = document.hypothesisTree ? nodeIds(document.hypothesisTree) : new Set<string>();
  const broken: BrokenLink[] = [];
  for (const row of document.workplan) {
    if (!known.has(row.hypothesisId)) broken.push({ where: 'workplan', id: row.id, hypothesisId: row.hypothesisId });
  }
  for (const entry of document.analyses) {
    if (!known.has(entry.hypothesisId))
      broken.push({ where: 'analysis', id: entry.id, hypothesisId: entry.hypothesisId });
  }
  for (const line of document.storyline?.keyLines ?? []) {
    for (const point of line.supportingPoints) {
      for (const hypothesisId of point.hypothesisIds) {
        if (!known.has(hypothesisId)) broken.push({ where: 'storyline', id: point.id, hypothesisId });
      }
    }
  }
  return broken;
}
