import type { AnalysisEntry, AnalysisResult, ProjectDocument } from '@caseboard/contracts';

/**
 * The team's edits of an analysis: its findings and its result. Pure functions of the document, so the
 * store can undo them; the evidence commands (evidence/commands.ts) edit entries through the same helpers. A work-plan row without an entry yet gets one on its
 * first edit.
 */

/** The entry of the analysis: the document's, or a fresh one from its work-plan row. */
export function analysisEntry(document: ProjectDocument, analysisId: string): AnalysisEntry | undefined {
  const entry = document.analyses.find((a) => a.id === analysisId);
  if (entry) return entry;
  const row = document.workplan.find((r) => r.id === analysisId);
  return row ? { id: row.id, hypothesisId: row.hypothesisId, title: row.analysis, findings: '' } : undefined;
}

/** The document with the analysis's entry changed (created from its work-plan row when needed). */
export function withAnalysisEntry(
  document: ProjectDocument,
  analysisId: string,
  change: (entry: AnalysisEntry) => AnalysisEntry,
): ProjectDocument {
  const entry = analysisEntry(document, analysisId);
  if (!entry) return document;
  const next = change(entry);
  if (next === entry) return document;
  const known = document.analyses.some((a) => a.id === analysisId);
  return {
    ...document,
    analyses: known ? document.analyses.map((a) => (a.id === analysisId ? next : a)) : [...document.analyses, next],
  };
}

export function setAnalysisFindings(document: ProjectDocument, analysisId: string, findings: string): ProjectDocument {
  return withAnalysisEntry(document, analysisId, (entry) =>
    entry.findings === findings ? entry : { ...entry, findings },
  );
}

/** What the team may change of a result; `undefined` clears the measured value or the verdict. */
export type AnalysisResultPatch = {
  [K in keyof AnalysisResult]?: AnalysisResult[K] | undefined;
};

/**
 * Records the team's result of a real analysis: the measured value and/or a verdict with its reason and
 * source. A result left with nothing in it is removed, so an untouched analysis and a cleared one read alike.
 */
export function setAnalysisResult(
  document: ProjectDocument,
  analysisId: string,
  patch: AnalysisResultPatch,
): ProjectDocument {
  return withAnalysisEntry(document, analysisId, (entry) => {
    const merged: AnalysisResultPatch = { reason: '', source: '', ...entry.result, ...patch };
    const result: AnalysisResult = { reason: merged.reason ?? '', source: merged.source ?? '' };
    if (merged.value !== undefined && Number.isFinite(merged.value)) result.value = merged.value;
    if (merged.verdict !== undefined) result.verdict = merged.verdict;
    const empty =
      result.value === undefined && result.verdict === undefined && !result.reason.trim() && !result.source.trim();
    if (empty) {
      if (!entry.result) return entry;
      const { result: _removed, ...rest } = entry;
      return rest;
    }
    const same =
      entry.result &&
      entry.result.value === result.value &&
      entry.result.verdict === result.verdict &&
      entry.result.reason === result.reason &&
      entry.result.source === result.source;
    return same ? entry : { ...entry, result };
  });
}
