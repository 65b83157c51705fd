import type { IssueTree } from '@caseboard/contracts';
import type { Engine } from '../engine.js';
import { type EvalCase } from './cases.js';
import { runChain, type ChainRun } from './chain.js';
import {
  BARS,
  CHECKS,
  distinctTrees,
  groupFindings,
  scoreRun,
  treeOverlap,
  type CaseRubric,
  type CheckName,
  type Overlap,
} from './rubric.js';
import { scoreTree, type TreeScore } from './score.js';

/** One case through one model: its chain scored on the rubric, with the time the chain took. */
export interface EvalRow {
  id: string;
  caseType: string;
  model: string;
  /** The archetype the reading proposed, and whether the case accepts it. */
  classified?: string;
  classifiedRight?: boolean;
  /** The whole chain, in milliseconds. */
  latencyMs: number;
  rubric?: CaseRubric;
  /** The issue tree's numbers (shape, lint, coverage of the case's expected terms). */
  score?: TreeScore;
  /** The checks the case fails, with their reasons (empty when it passes all). */
  missed: string[];
  error?: string;
}

export interface CheckSummary {
  check: CheckName;
  passed: number;
  applicable: number;
  total: number;
  bar: number;
  met: boolean;
}

export interface EvalReport {
  rows: EvalRow[];
  /** The chains themselves, for a closer look (same order as rows). */
  runs: ChainRun[];
  checks: CheckSummary[];
  overlap: Overlap;
  distinct: { distinct: number; total: number; same: string[] };
  /** Kept for callers of the first eval: pairs of trees too alike. */
  similar: string[];
  latency: { p50: number; p99: number; max: number };
  /** The bars this report misses (empty when it meets them all). */
  missedBars: string[];
  passed: boolean;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Runs every case's whole chain with one engine and model and scores it on the rubric: the same function
 * for the offline engine and for an LLM provider (pass its model id).
 */
export async function evaluate(engine: Engine, cases: readonly EvalCase[], model: string): Promise<EvalReport> {
  const rows: EvalRow[] = [];
  const runs: ChainRun[] = [];
  for (const evalCase of cases) {
    const started = performance.now();
    const run = await runChain(engine, evalCase.problemStatement, model);
    const row: EvalRow = {
      id: evalCase.id,
      caseType: evalCase.type,
      model,
      latencyMs: performance.now() - started,
      missed: [],
    };
    const rubric = scoreRun(evalCase, run);
    row.rubric = rubric;
    if (run.reading) {
      row.classified = run.reading.archetype;
      row.classifiedRight = rubric.checks.archetype.pass;
    }
    if (run.issueTree) row.score = scoreTree(run.issueTree, evalCase);
    if (run.error) row.error = `${run.error.step}: ${run.error.message}`;
    row.missed = CHECKS.filter((c) => !rubric.checks[c].pass).map((c) => `${c}: ${rubric.checks[c].reason}`);
    rows.push(row);
    runs.push(run);
  }
  return summarise(rows, runs, cases);
}

function summarise(rows: EvalRow[], runs: ChainRun[], cases: readonly EvalCase[]): EvalReport {
  const checks: CheckSummary[] = CHECKS.map((check) => {
    const results = rows.map((r) => r.rubric?.checks[check]);
    const passed = results.filter((c) => c?.pass).length;
    const applicable = results.filter((c) => c && !c.notApplicable).length;
    const bar = BARS.checks[check];
    return { check, passed, applicable, total: rows.length, bar, met: passed >= Math.ceil(bar * rows.length - 1e-9) };
  });
  const trees = runs
    .map((run, i) => ({ id: rows[i]!.id, statement: cases[i]!.problemStatement, tree: run.issueTree }))
    .filter((t): t is { id: string; statement: string; tree: IssueTree } => t.tree !== undefined);
  const overlap = treeOverlap(trees);
  const distinct = distinctTrees(trees);
  const times = rows.map((r) => r.latencyMs).sort((a, b) => a - b);
  const missed: string[] = [];
  for (const c of checks)
    if (!c.met) missed.push(`${c.check} ${c.passed}/${c.total} below ${Math.round(c.bar * 100)}%`);
  if (overlap.max >= BARS.maxOverlap)
    missed.push(
      `word overlap ${(overlap.max * 100).toFixed(1)}% not below ${Math.round(BARS.maxOverlap * 100)}% (${overlap.pair})`,
    );
  if (distinct.distinct < Math.ceil(BARS.distinctShare * distinct.total))
    missed.push(`only ${distinct.distinct} of ${distinct.total} trees distinct`);
  if (rows.some((r) => r.error)) missed.push('a chain failed');
  return {
    rows,
    runs,
    checks,
    overlap,
    distinct,
    similar: overlap.over,
    latency: { p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times[times.length - 1] ?? 0 },
    missedBars: missed,
    passed: missed.length === 0,
  };
}

/** Median and 99th percentile of in-process issue-tree latency over `runs` runs of every case. */
export async function offlineLatency(engine: Engine, cases: readonly EvalCase[], runs = 20) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    for (const evalCase of cases) {
      const started = performance.now();
      await engine.generate('issue-tree', { problemStatement: evalCase.problemStatement, model: 'offline' });
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: quantile(samples, 0.5), p99: quantile(samples, 0.99), runs: samples.length };
}

const pad = (text: string, width: number) =>
  text.length >= width ? `${text.slice(0, width - 1)}…` : text + ' '.repeat(width - text.length);

/** Short column heads for the checks, so the table fits a wide terminal. */
const HEAD: Record<CheckName, string> = {
  archetype: 'archetype',
  subject: 'subject',
  figures: 'figures',
  names: 'names',
  options: 'options',
  constraints: 'constraints',
  industry: 'industry',
  keyQuestion: 'key question',
  claims: 'claims',
  grammar: 'grammar',
  honesty: 'honesty',
  shape: 'shape',
};

/**
 * The report as a fixed-width table, one column per check ("ok", "-" when the statement gives the check
 * nothing to look for, else a short reason), the archetype read, the chain's time; then the findings of
 * each failing case, and the summary lines.
 */
export function formatReport(title: string, report: EvalReport, options: { details?: boolean } = {}): string {
  const widths = [26, 22, ...CHECKS.map(() => 13), 7];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!))
      .join(' ')
      .trimEnd();
  const out = [
    `\n${title}`,
    line(['case', 'archetype read', ...CHECKS.map((c) => HEAD[c]), 'ms']),
    line(widths.map((w) => '-'.repeat(w))),
  ];
  for (const row of report.rows) {
    const rubric = row.rubric;
    out.push(
      line([
        row.id,
        row.classified ? `${row.classified}${row.classifiedRight ? '' : ' (!)'}` : '-',
        ...CHECKS.map((c) => rubric?.checks[c].short ?? '-'),
        row.latencyMs.toFixed(1),
      ]),
    );
  }
  if (options.details !== false) {
    const failing = report.rows.filter((r) => r.missed.length > 0);
    if (failing.length > 0) out.push('', 'Findings:');
    for (const row of failing) {
      out.push(`  ${row.id}`);
      for (const check of CHECKS) {
        const result = row.rubric?.checks[check];
        if (!result || result.pass) continue;
        const groups = groupFindings(result.details);
        for (const group of groups.slice(0, 6))
          out.push(`    ${check}: ${group.count > 1 ? `${group.count}x, e.g. ` : ''}${group.example}`);
        if (groups.length > 6) out.push(`    ${check}: ... and ${groups.length - 6} more kinds`);
      }
    }
  }
  out.push('', ...summaryLines(report));
  return out.join('\n');
}

/** The summary of a report: checks passed per check, archetype accuracy, overlap, distinctness, latency. */
export function summaryLines(report: EvalReport): string[] {
  const n = report.rows.length;
  const archetype = report.checks.find((c) => c.check === 'archetype')!;
  const allPass = report.rows.filter((r) => r.missed.length === 0).length;
  return [
    `checks passed: ${report.checks
      .map((c) => `${HEAD[c.check]} ${c.passed}/${c.total}${c.met ? '' : ' (!)'}`)
      .join(', ')}`,
    `cases passing every check: ${allPass}/${n}; archetype accuracy ${archetype.passed}/${n} (${Math.round(
      (archetype.passed / Math.max(1, n)) * 100,
    )}%, bar ${Math.round(archetype.bar * 100)}%)`,
    `max word overlap between trees ${(report.overlap.max * 100).toFixed(1)}% (${report.overlap.pair}; bar below ${Math.round(
      BARS.maxOverlap * 100,
    )}%); distinct trees ${report.distinct.distinct}/${report.distinct.total}${
      report.distinct.same.length > 0 ? ` (alike: ${report.distinct.same.join('; ')})` : ''
    }`,
    `expected terms (expectTerms) all in the issue tree: ${
      report.rows.filter((r) => r.score && r.score.coverage === 1).length
    }/${n} cases (reported, not a bar)`,
    `whole chain per case: p50 ${report.latency.p50.toFixed(1)} ms, p99 ${report.latency.p99.toFixed(1)} ms, max ${report.latency.max.toFixed(1)} ms`,
    report.passed ? 'bars: all met' : `bars missed: ${report.missedBars.join('; ')}`,
  ];
}
