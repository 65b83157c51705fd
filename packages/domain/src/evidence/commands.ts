import {
  MAX_EVIDENCE_LOG,
  MAX_SOURCES,
  type Aggregate,
  type AnalysisEntry,
  type AnalysisEvidence,
  type AnalysisResult,
  type DatasetFormat,
  type DecisionRule,
  type EvidenceChart,
  type EvidenceLogEntry,
  type ProjectDocument,
  type Source,
} from '@caseboard/contracts';
import { analysisEntry, withAnalysisEntry } from '../document/analysis-ops.js';
import { aggregateColumn } from './aggregate.js';
import { defaultChart } from './chart.js';
import type { TableData } from './dataset.js';
import { followFindings, voteOfEntry } from './decide.js';

/**
 * The named commands of evidence: pure functions of the document, so the editor can undo them and every
 * revision holds what was decided on what. Each command that changes a finding lets the hypotheses'
 * statuses follow it (decide.ts) and writes a line to the analysis's log. `at` is an ISO time from the caller.
 */

/** A stored data set, as the commands need it: its reference fields and its whole table. */
export interface AttachedTable extends TableData {
  id: string;
  name: string;
  format: DatasetFormat;
  sheet?: string | undefined;
}

type ResultPatch = { [K in keyof AnalysisResult]?: AnalysisResult[K] | undefined };

/** The result with the patch applied; undefined when nothing is left in it. */
function patchResult(result: AnalysisResult | undefined, patch: ResultPatch): AnalysisResult | undefined {
  const merged: ResultPatch = { reason: '', source: '', ...result, ...patch };
  const next: AnalysisResult = { reason: merged.reason ?? '', source: merged.source ?? '' };
  if (merged.value !== undefined && Number.isFinite(merged.value)) next.value = merged.value;
  if (merged.verdict !== undefined) next.verdict = merged.verdict;
  const empty = next.value === undefined && next.verdict === undefined && !next.reason.trim() && !next.source.trim();
  return empty ? undefined : next;
}

function withResult(entry: AnalysisEntry, patch: ResultPatch): AnalysisEntry {
  const result = patchResult(entry.result, patch);
  if (result) return { ...entry, result };
  const { result: _removed, ...rest } = entry;
  return rest;
}

function withEvidence(entry: AnalysisEntry, change: (evidence: AnalysisEvidence) => AnalysisEvidence): AnalysisEntry {
  const evidence = change(entry.evidence ?? { log: [] });
  const empty = !evidence.dataset && !evidence.chart && !evidence.measure && evidence.log.length === 0;
  if (empty) {
    const { evidence: _removed, ...rest } = entry;
    return rest;
  }
  return { ...entry, evidence };
}

/** Applies a change to an analysis, lets the statuses follow and logs what the finding now says. */
function changeFinding(
  document: ProjectDocument,
  analysisId: string,
  log: Omit<EvidenceLogEntry, 'direction' | 'value'> | undefined,
  change: (entry: AnalysisEntry) => AnalysisEntry,
): ProjectDocument {
  const changed = withAnalysisEntry(document, analysisId, change);
  if (changed === document) return document;
  let next = changed;
  if (log) {
    next = withAnalysisEntry(next, analysisId, (entry) => {
      const vote = voteOfEntry(
        entry,
        next.workplan.find((row) => row.id === analysisId),
      );
      const line: EvidenceLogEntry = {
        ...log,
        ...(entry.result?.value !== undefined ? { value: entry.result.value } : {}),
        ...(vote ? { direction: vote.direction } : {}),
      };
      return withEvidence(entry, (evidence) => ({
        ...evidence,
        log: [...evidence.log, line].slice(-MAX_EVIDENCE_LOG),
      }));
    });
  }
  return followFindings(document, next);
}

/** The same column in another table: by key when the label matches, else by label. */
function sameColumn(table: TableData, key: string, label: string | undefined): string | undefined {
  const byKey = table.columns.find((c) => c.key === key);
  if (byKey && (label === undefined || byKey.label === label)) return byKey.key;
  return table.columns.find((c) => c.label === label)?.key;
}

/**
 * Attaches a data set to an analysis, or replaces the one it has. The chart keeps its columns where the
 * new data has them (else a first chart is chosen); the measure is read again from the new data, so the
 * finding's value, and the hypothesis's status with it, follows the data.
 */
export function attachDataset(
  document: ProjectDocument,
  analysisId: string,
  table: AttachedTable,
  at: string,
): ProjectDocument {
  const before = analysisEntry(document, analysisId);
  if (!before) return document;
  const old = before.evidence;
  const labelOf = (key: string) => old?.dataset?.columns.find((c) => c.key === key)?.label;
  let chart: EvidenceChart | undefined;
  if (old?.chart) {
    const x = sameColumn(table, old.chart.x, labelOf(old.chart.x));
    const y = old.chart.y.map((key) => sameColumn(table, key, labelOf(key)));
    if (x && y.every(Boolean)) chart = { type: old.chart.type, x, y: y as string[] };
  }
  chart ??= defaultChart(table.columns);
  let measure: AnalysisEvidence['measure'];
  if (old?.measure) {
    const column = sameColumn(table, old.measure.column, labelOf(old.measure.column));
    const value = column ? aggregateColumn(table, column, old.measure.aggregate) : undefined;
    if (column && value !== undefined) measure = { column, aggregate: old.measure.aggregate, value };
  }
  return changeFinding(document, analysisId, { at, kind: 'data', datasetName: table.name }, (entry) => {
    let next = withEvidence(entry, (evidence) => {
      const { measure: _m, chart: _c, ...rest } = evidence;
      return {
        ...rest,
        dataset: {
          id: table.id,
          name: table.name,
          format: table.format,
          ...(table.sheet ? { sheet: table.sheet } : {}),
          rowCount: table.rows.length,
          columns: table.columns,
          attachedAt: at,
        },
        ...(chart ? { chart } : {}),
        ...(measure ? { measure } : {}),
      };
    });
    // The value read from the old data goes with it; a value typed by the team stays.
    if (measure) next = withResult(next, { value: measure.value });
    else if (old?.measure) next = withResult(next, { value: undefined });
    return next;
  });
}

/** Takes the data set off the analysis, with its chart and the value read from it. */
export function detachDataset(document: ProjectDocument, analysisId: string, at: string): ProjectDocument {
  const entry = analysisEntry(document, analysisId);
  if (!entry?.evidence?.dataset) return document;
  const hadMeasure = Boolean(entry.evidence.measure);
  return changeFinding(document, analysisId, { at, kind: 'data' }, (current) => {
    const next = withEvidence(current, ({ log }) => ({ log }));
    return hadMeasure ? withResult(next, { value: undefined }) : next;
  });
}

/** The chart of the analysis's data: its type and the columns on x and as series. */
export function setChart(document: ProjectDocument, analysisId: string, chart: EvidenceChart): ProjectDocument {
  return withAnalysisEntry(document, analysisId, (entry) => {
    const old = entry.evidence?.chart;
    if (!entry.evidence?.dataset) return entry;
    if (old && old.type === chart.type && old.x === chart.x && old.y.join() === chart.y.join()) return entry;
    return withEvidence(entry, (evidence) => ({
      ...evidence,
      chart: { type: chart.type, x: chart.x, y: [...chart.y] },
    }));
  });
}

/**
 * The finding read from the data: one number (sum, mean, median, ... of a column) becomes the measured
 * value the decision rule judges. `table` is the attached data set's whole table.
 */
export function setMeasure(
  document: ProjectDocument,
  analysisId: string,
  table: TableData,
  column: string,
  aggregate: Aggregate,
  at: string,
): ProjectDocument {
  const entry = analysisEntry(document, analysisId);
  if (!entry?.evidence?.dataset) return document;
  const value = aggregateColumn(table, column, aggregate);
  if (value === undefined) return document;
  const old = entry.evidence.measure;
  if (
    old &&
    old.column === column &&
    old.aggregate === aggregate &&
    old.value === value &&
    entry.result?.value === value
  )
    return document;
  return changeFinding(
    document,
    analysisId,
    { at, kind: 'measure', datasetName: entry.evidence.dataset.name },
    (current) =>
      withResult(
        withEvidence(current, (evidence) => ({ ...evidence, measure: { column, aggregate, value } })),
        { value },
      ),
  );
}

/**
 * The measured value as the team states it (undefined clears it). A value typed by hand is the team's,
 * not the data's: the measure read from the data set is dropped.
 */
export function setFinding(
  document: ProjectDocument,
  analysisId: string,
  value: number | undefined,
  at: string,
): ProjectDocument {
  const entry = analysisEntry(document, analysisId);
  if (!entry || entry.result?.value === value) return document;
  if (value !== undefined && !Number.isFinite(value)) return document;
  return changeFinding(document, analysisId, { at, kind: 'value' }, (current) => {
    const next = current.evidence?.measure ? withEvidence(current, ({ measure: _dropped, ...rest }) => rest) : current;
    return withResult(next, { value });
  });
}

/** The team's verdict where no number decides, or to overrule it, with its reason (undefined clears it). */
export function setVerdict(
  document: ProjectDocument,
  analysisId: string,
  verdict: AnalysisResult['verdict'],
  reason: string | undefined,
  at: string,
): ProjectDocument {
  const entry = analysisEntry(document, analysisId);
  if (!entry) return document;
  const sameVerdict = entry.result?.verdict === verdict;
  const patch: ResultPatch = { verdict, ...(reason === undefined ? {} : { reason }) };
  // Typing the reason changes no status: it is logged only when the verdict itself changes.
  return changeFinding(document, analysisId, sameVerdict ? undefined : { at, kind: 'verdict' }, (current) =>
    withResult(current, patch),
  );
}

/** Composes the rule's sentence when the caller gives none (the UI passes it in the reader's language). */
export function ruleText(rule: Pick<DecisionRule, 'measure' | 'comparator' | 'threshold' | 'unit'>): string {
  const words = { above: 'above', 'at-least': 'at least', below: 'below', 'at-most': 'at most' } as const;
  const unit = rule.unit === '%' ? '%' : rule.unit ? ` ${rule.unit}` : '';
  return `Supported if ${rule.measure} is ${words[rule.comparator]} ${rule.threshold}${unit}.`;
}

/**
 * The work plan's decision rule of an analysis: the measure and the threshold that decide its hypothesis
 * (undefined removes it). Statuses follow at once, so setting the threshold settles a measured finding.
 */
export function setDecisionRule(
  document: ProjectDocument,
  analysisId: string,
  rule: (Omit<DecisionRule, 'text' | 'unit'> & { text?: string; unit?: string }) | undefined,
  at: string,
): ProjectDocument {
  const row = document.workplan.find((r) => r.id === analysisId);
  if (!row) return document;
  let next: DecisionRule | undefined;
  if (rule) {
    if (!Number.isFinite(rule.threshold) || !rule.measure.trim()) return document;
    const unit = rule.unit ?? '';
    next = { measure: rule.measure, comparator: rule.comparator, threshold: rule.threshold, unit, text: '' };
    next.text = rule.text?.trim() || ruleText(next);
  }
  const old = row.decisionRule;
  if (
    old === next ||
    (old &&
      next &&
      old.measure === next.measure &&
      old.comparator === next.comparator &&
      old.threshold === next.threshold &&
      old.unit === next.unit &&
      old.text === next.text)
  )
    return document;
  const workplan = document.workplan.map((r) => {
    if (r.id !== analysisId) return r;
    if (next) return { ...r, decisionRule: next };
    const { decisionRule: _removed, ...rest } = r;
    return rest;
  });
  const withRule = { ...document, workplan };
  // Log on the analysis only when it has a finding the rule judges.
  const entry = analysisEntry(withRule, analysisId);
  const judged = entry?.result?.value !== undefined;
  const logged = judged
    ? changeFinding(withRule, analysisId, { at, kind: 'rule' }, (current) => ({ ...current }))
    : withRule;
  return followFindings(document, logged);
}

export type SourceTarget = { kind: 'analysis'; id: string } | { kind: 'point'; id: string };

function mapSources(
  document: ProjectDocument,
  target: SourceTarget,
  change: (sources: Source[]) => Source[],
): ProjectDocument {
  if (target.kind === 'analysis') {
    return withAnalysisEntry(document, target.id, (entry) => {
      const sources = change(entry.sources ?? []);
      if (sources === (entry.sources ?? [])) return entry;
      return { ...entry, sources };
    });
  }
  if (!document.storyline) return document;
  let changed = false;
  const keyLines = document.storyline.keyLines.map((line) => ({
    ...line,
    supportingPoints: line.supportingPoints.map((point) => {
      if (point.id !== target.id) return point;
      const sources = change(point.sources ?? []);
      if (sources === (point.sources ?? [])) return point;
      changed = true;
      return { ...point, sources };
    }),
  }));
  return changed ? { ...document, storyline: { ...document.storyline, keyLines } } : document;
}

const cleanSource = (source: Source): Source => ({
  id: source.id,
  title: source.title.trim(),
  url: /^https?:\/\/\S+$/i.test(source.url.trim()) ? source.url.trim() : '',
  date: source.date.trim(),
  page: source.page.trim(),
});

/** Cites a source (title, link, date, page) on an analysis or a storyline point; at most MAX_SOURCES each. */
export function citeSource(document: ProjectDocument, target: SourceTarget, source: Source): ProjectDocument {
  const clean = cleanSource(source);
  if (!clean.title) return document;
  return mapSources(document, target, (sources) =>
    sources.length >= MAX_SOURCES || sources.some((s) => s.id === clean.id) ? sources : [...sources, clean],
  );
}

export function updateSource(document: ProjectDocument, target: SourceTarget, source: Source): ProjectDocument {
  const clean = cleanSource(source);
  if (!clean.title) return document;
  return mapSources(document, target, (sources) => {
    const at = sources.findIndex((s) => s.id === clean.id);
    if (at === -1) return sources;
    const old = sources[at]!;
    if (old.title === clean.title && old.url === clean.url && old.date === clean.date && old.page === clean.page)
      return sources;
    return sources.map((s, i) => (i === at ? clean : s));
  });
}

export function removeSource(document: ProjectDocument, target: SourceTarget, sourceId: string): ProjectDocument {
  return mapSources(document, target, (sources) =>
    sources.some((s) => s.id === sourceId) ? sources.filter((s) => s.id !== sourceId) : sources,
  );
}
