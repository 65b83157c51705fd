import type { Engine } from '../engine.js';
import type { EvalCase } from './cases.js';
import { CHAIN_STEPS, runChain, type ChainStep } from './chain.js';

/**
 * In-process latency of every artefact of the offline chain, run as the web app runs it, against a baseline
 * measured in the same run on the same machine: JSON.parse of the finished project document (what every
 * request at least pays to read its context). Printed, never asserted: a loaded machine is slower, the ratio
 * to the baseline is what compares across machines.
 */
export interface StepLatency {
  step: ChainStep | 'baseline: JSON.parse of the document';
  p50: number;
  p99: number;
  samples: number;
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function chainLatency(engine: Engine, cases: readonly EvalCase[], rounds = 5): Promise<StepLatency[]> {
  const samples = new Map<StepLatency['step'], number[]>();
  const push = (step: StepLatency['step'], ms: number) => samples.set(step, [...(samples.get(step) ?? []), ms]);
  const baseline = 'baseline: JSON.parse of the document' as const;
  for (let round = 0; round < rounds; round += 1) {
    for (const evalCase of cases) {
      const run = await runChain(engine, evalCase.problemStatement, 'offline');
      for (const step of CHAIN_STEPS) if (run.ms[step] !== undefined) push(step, run.ms[step]);
      const text = JSON.stringify(run.document);
      const started = performance.now();
      JSON.parse(text);
      push(baseline, performance.now() - started);
    }
  }
  return [...CHAIN_STEPS, baseline].map((step) => {
    const sorted = (samples.get(step) ?? []).sort((a, b) => a - b);
    return { step, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), samples: sorted.length };
  });
}

/** The latency table: each artefact's p50 and p99, as a multiple of the baseline's p50, and under 1 s or not. */
export function formatLatency(rows: readonly StepLatency[]): string {
  const base = rows.find((r) => r.step.startsWith('baseline'));
  const unit = Math.max(base?.p50 ?? 0, 1e-3);
  const pad = (text: string, width: number) => text.padEnd(width);
  const out = [
    `${pad('artefact (offline, in-process)', 38)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}${pad('p50 / baseline', 16)}under 1 s`,
  ];
  for (const row of rows) {
    const baselineRow = row === base;
    out.push(
      `${pad(row.step, 38)}${pad(row.p50.toFixed(2), 10)}${pad(row.p99.toFixed(2), 10)}${pad(
        baselineRow ? '1x' : `${Math.round(row.p50 / unit)}x`,
        16,
      )}${baselineRow ? '' : row.p99 < 1_000 ? 'yes' : 'NO'}`,
    );
  }
  const samples = rows[0]?.samples ?? 0;
  out.push(`(${samples} samples per artefact; the baseline parses the same finished document in the same run)`);
  return out.join('\n');
}
