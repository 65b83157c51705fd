import type { IssueTree } from '@caseboard/contracts';
import type { Engine } from '../engine.js';
import { isEngineError } from '../errors.js';
import { analyseProblem } from '../offline/problem/analyse.js';
import { problemTypeOf, type EvalCase } from './cases.js';
import { missedBars, scoreTree, similarPairs, type TreeScore } from './score.js';

/** One case through one model: the tree's score, the time it took, and the classification (offline). */
export interface EvalRow {
  id: string;
  caseType: string;
  model: string;
  /** Offline only: the problem type the reasoner read, and whether it matches the case's kind. */
  classified?: string;
  classifiedRight?: boolean;
  latencyMs: number;
  score?: TreeScore;
  missed: string[];
  error?: string;
}

export interface EvalReport {
  rows: EvalRow[];
  similar: string[];
  passed: boolean;
}

export async function evaluate(engine: Engine, cases: readonly EvalCase[], model: string): Promise<EvalReport> {
  const rows: EvalRow[] = [];
  const trees: Array<{ id: string; tree: IssueTree }> = [];
  for (const evalCase of cases) {
    const started = performance.now();
    const row: EvalRow = { id: evalCase.id, caseType: evalCase.type, model, latencyMs: 0, missed: [] };
    if (model === 'offline') {
      const type = analyseProblem(evalCase.problemStatement).type;
      row.classified = type;
      row.classifiedRight = type === problemTypeOf(evalCase.type);
    }
    try {
      const { artefact } = await engine.generate('issue-tree', { problemStatement: evalCase.problemStatement, model });
      row.latencyMs = performance.now() - started;
      row.score = scoreTree(artefact, evalCase);
      row.missed = missedBars(row.score);
      trees.push({ id: evalCase.id, tree: artefact });
    } catch (error) {
      row.latencyMs = performance.now() - started;
      row.error = isEngineError(error) ? `${error.code}: ${error.message}` : String(error);
      row.missed = ['no tree'];
    }
    rows.push(row);
  }
  const similar = similarPairs(trees);
  return { rows, similar, passed: rows.every((r) => r.missed.length === 0) && similar.length === 0 };
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
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { p50: at(0.5), p99: at(0.99), runs: samples.length };
}

const pad = (text: string, width: number) =>
  text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);

/** The report as a fixed-width table for a terminal. */
export function formatReport(title: string, report: EvalReport): string {
  const head = ['case', 'model', 'type read', 'top', 'depth', 'nodes', 'lint e/w/i', 'terms', 'own', 'ms', 'bars'];
  const widths = [24, 14, 20, 4, 6, 6, 11, 6, 5, 8, 30];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join(' ');
  const out = [`\n${title}`, line(head), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of report.rows) {
    const s = row.score;
    out.push(
      line([
        row.id,
        row.model,
        row.classified ? `${row.classified}${row.classifiedRight ? '' : ' (!)'}` : '-',
        s ? String(s.topBranches) : '-',
        s ? String(s.depth) : '-',
        s ? String(s.nodes) : '-',
        s ? `${s.lint.error}/${s.lint.warning}/${s.lint.info}` : '-',
        s ? `${Math.round(s.coverage * 100)}%` : '-',
        s ? `${Math.round(s.ownTerms * 100)}%` : '-',
        row.latencyMs.toFixed(1),
        row.error ?? (row.missed.length === 0 ? 'ok' : row.missed.join('; ')),
      ]),
    );
  }
  const scored = report.rows.filter((r) => r.score);
  const mean = (f: (s: TreeScore) => number) =>
    scored.reduce((a, r) => a + f(r.score!), 0) / Math.max(1, scored.length);
  const classified = report.rows.filter((r) => r.classified !== undefined);
  out.push(
    `cases ${report.rows.length}, passing bars ${report.rows.filter((r) => r.missed.length === 0).length}, mean terms ${Math.round(mean((s) => s.coverage) * 100)}%, mean own words ${Math.round(mean((s) => s.ownTerms) * 100)}%, mean depth ${mean((s) => s.depth).toFixed(1)}, lint warnings ${scored.reduce((a, r) => a + r.score!.lint.warning, 0)}` +
      (classified.length > 0
        ? `, type read right ${classified.filter((r) => r.classifiedRight).length}/${classified.length}`
        : ''),
  );
  out.push(report.similar.length === 0 ? 'distinct trees: yes' : `too similar: ${report.similar.join(', ')}`);
  return out.join('\n');
}
