import type { AnalysisEntry, AnalysisResult, DecisionRule, ProjectDocument } from '@caseboard/contracts';

/**
 * The team's edits of an analysis: its findings and its result. Pure functions of the document, like the
 * domain's commands, so the store can undo them. A work-plan row without an entry yet gets one on its
 * first edit.
 */

/** The entry of the analysis: the document's, or a fresh one from its work-plan row. */
export function analysisEntry(document: ProjectDocument, analysisId: string): AnalysisEntry | undefined {
  const entry = document.analyses.find((a) => a.id === analysisId);
  if (entry) return entry;
  const row = document.workplan.find((r) => r.id === analysisId);
  return row ? { id: row.id, hypothesisId: row.hypothesisId, title: row.analysis, findings: '' } : undefined;
}

function withEntry(
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
  return withEntry(document, analysisId, (entry) => (entry.findings === findings ? entry : { ...entry, findings }));
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
  return withEntry(document, analysisId, (entry) => {
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

/**
 * What a measured value says under the work plan's decision rule (the engine's "Validate hypotheses" reads
 * it the same way); undefined without a value. A verdict the team gave overrules it there.
 */
export function verdictByRule(
  value: number | undefined,
  rule: Pick<DecisionRule, 'comparator' | 'threshold'> | undefined,
): 'supports' | 'refutes' | undefined {
  if (value === undefined || !rule) return undefined;
  const { comparator, threshold } = rule;
  const holds =
    comparator === 'above'
      ? value > threshold
      : comparator === 'at-least'
        ? value >= threshold
        : comparator === 'below'
          ? value < threshold
          : value <= threshold;
  return holds ? 'supports' : 'refutes';
}

/**
 * A number as typed by a person: "12.5", "12,5", "-3", "1 200", and the locale's grouping ("1,200" in
 * English, "1.200" in German); undefined when the text is not a number.
 */
export function parseNumberInput(text: string, locale: 'en' | 'de' = 'en'): number | undefined {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\u2212/, '-');
  const match = /^([-+]?)([\d.,]*\d)$/.exec(compact) ?? /^([-+]?)(\d[\d.,]*)$/.exec(compact);
  if (!match) return undefined;
  const [, sign, digits] = match as unknown as [string, string, string];
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  // The decimal mark is the last separator, unless it only groups thousands in the reader's locale.
  let decimalAt = Math.max(lastDot, lastComma);
  const onlyOne = (digits.match(/[.,]/g) ?? []).length === 1;
  const grouping = locale === 'de' ? '.' : ',';
  if (decimalAt !== -1 && onlyOne && digits[decimalAt] === grouping && /^\d{1,3}[.,]\d{3}$/.test(digits))
    decimalAt = -1;
  const whole = decimalAt === -1 ? digits : digits.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : digits.slice(decimalAt + 1);
  if (/[.,]/.test(fraction)) return undefined;
  if (/[.,]/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return undefined;
  const value = Number(`${sign}${whole.replace(/[.,]/g, '') || '0'}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : undefined;
}
