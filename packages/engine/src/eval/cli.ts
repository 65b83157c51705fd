/**
 * `npm run eval`: every case of the public case file (and our own set) through the offline engine, and
 * through the configured LLM provider when AI_PROVIDER is set; prints a table per run and the offline
 * latency. The case file is `../shared/cases/public-cases.json` from the repository root unless
 * `--cases <path>` or EVAL_CASES says otherwise; a missing file is reported and skipped. Exits with 1 when
 * the offline engine misses a bar.
 */
import { resolve } from 'node:path';
import { engineConfigFromEnv } from '../config.js';
import { createEngine } from '../engine.js';
import { loadCases, type EvalCase } from './cases.js';
import { EXTRA_CASES } from './extra-cases.js';
import { evaluate, formatReport, offlineLatency } from './run.js';

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<number> {
  const path = resolve(argument('--cases') ?? process.env['EVAL_CASES'] ?? '../shared/cases/public-cases.json');
  const loaded = await loadCases(path);
  const sets: Array<{ title: string; cases: readonly EvalCase[] }> = [];
  if (loaded.ok) sets.push({ title: `Public cases (${path})`, cases: loaded.cases });
  else console.warn(`Skipping the public cases: ${loaded.reason}. Pass --cases <path> or set EVAL_CASES.`);
  sets.push({ title: 'Own cases (packages/engine/src/eval/extra-cases.ts)', cases: EXTRA_CASES });

  const offline = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
  let passed = true;
  for (const set of sets) {
    const report = await evaluate(offline, set.cases, 'offline');
    passed &&= report.passed;
    console.info(formatReport(`${set.title}: offline engine`, report));
  }
  const all = sets.flatMap((s) => s.cases);
  const latency = await offlineLatency(offline, all);
  console.info(
    `\nOffline issue tree in-process: p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms over ${latency.runs} runs`,
  );

  if (process.env['AI_PROVIDER'] && process.env['AI_PROVIDER'] !== 'offline') {
    const config = engineConfigFromEnv(process.env);
    const llm = createEngine(config);
    for (const set of sets) {
      const report = await evaluate(llm, set.cases, llm.defaultModel());
      console.info(formatReport(`${set.title}: ${config.provider} ${llm.defaultModel()}`, report));
    }
  }
  console.info(passed ? '\nOffline engine: all bars met.' : '\nOffline engine: some bars missed (see above).');
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
