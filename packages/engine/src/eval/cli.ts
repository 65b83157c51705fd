/**
 * `npm run eval`: every case of the public case file, of the first own set and of our own cases across the
 * archetypes, through the whole offline chain (and through the configured LLM provider when AI_PROVIDER is
 * set), scored on the rubric: one table per case set with a column per check, the findings of failing cases,
 * summary lines, and the latency of each artefact against a baseline. The public case file is the team's
 * shared file beside the repository, else the repository's copy, unless `--cases <path>` or EVAL_CASES says
 * otherwise; a missing file is reported and skipped. Exits with 1 when the offline engine misses a bar.
 * `--no-details` leaves out the findings; `--rounds <n>` sets the latency rounds (default 3); `--known-misses`
 * prints what the engine misses today in the form of known-defects.ts, for the tests' ratchet.
 * `--provider <name|configured|loopback>` runs the cases along the chain through a model instead
 * (provider.ts), with `--steps`, `--judge` and `--limit`.
 */
import { engineConfigFromEnv } from '../config.js';
import { createEngine } from '../engine.js';
import { loadCases, publicCasesPath, type EvalCase } from './cases.js';
import { EXTRA_CASES } from './extra-cases.js';
import { outstanding } from './known-defects.js';
import { chainLatency, formatLatency } from './latency.js';
import { OWN_CASES } from './own-cases.js';
import { CHAIN_STEPS, runProviderEval, type ChainStep } from './provider.js';
import { BARS } from './rubric.js';
import { evaluate, formatReport } from './run.js';

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  return value?.startsWith('--') ? undefined : value;
}

function steps(): readonly ChainStep[] | undefined {
  const value = argument('--steps');
  if (!value) return undefined;
  if (value === 'all') return CHAIN_STEPS;
  const chosen = value.split(',').map((s) => s.trim());
  const unknown = chosen.filter((s) => !(CHAIN_STEPS as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw new Error(`--steps: unknown ${unknown.join(', ')} (choose from ${CHAIN_STEPS.join(', ')})`);
  return chosen as ChainStep[];
}

async function main(): Promise<number> {
  const path = publicCasesPath(argument('--cases') ?? process.env['EVAL_CASES']);
  const details = !process.argv.includes('--no-details');
  const loaded = await loadCases(path);
  const sets: Array<{ key: string; title: string; cases: readonly EvalCase[] }> = [];
  if (loaded.ok) sets.push({ key: 'public', title: `Public cases (${path})`, cases: loaded.cases });
  else console.warn(`Skipping the public cases: ${loaded.reason}. Pass --cases <path> or set EVAL_CASES.`);
  sets.push({ key: 'extra', title: 'First own set (packages/engine/src/eval/extra-cases.ts)', cases: EXTRA_CASES });
  sets.push({
    key: 'own',
    title: 'Own cases across the archetypes (packages/engine/src/eval/own-cases.ts)',
    cases: OWN_CASES,
  });

  if (process.argv.includes('--provider')) {
    const limit = Number(argument('--limit') ?? Infinity);
    return runProviderEval({
      provider: argument('--provider') ?? 'configured',
      cases: sets.flatMap((set) => set.cases).slice(0, limit),
      judge: process.argv.includes('--judge'),
      ...(steps() ? { steps: steps()! } : {}),
    });
  }

  const offline = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
  let passed = true;
  const known: { misses: Record<string, string[]>; sets: Record<string, string[]> } = { misses: {}, sets: {} };
  for (const set of sets) {
    const report = await evaluate(offline, set.cases, 'offline');
    passed &&= report.passed;
    console.info(formatReport(`${set.title}: offline engine`, report, { details }));
    for (const row of report.rows) {
      const misses = row.rubric ? outstanding(row.rubric) : [];
      if (misses.length > 0) known.misses[row.id] = misses;
    }
    const setMisses = [
      ...(report.overlap.max >= BARS.maxOverlap ? ['maxOverlap'] : []),
      ...(report.distinct.distinct < Math.ceil(BARS.distinctShare * report.distinct.total) ? ['distinct'] : []),
    ];
    if (setMisses.length > 0) known.sets[set.key] = setMisses;
  }
  if (process.argv.includes('--known-misses')) {
    console.info('\nFor known-defects.ts:');
    console.info(
      `export const KNOWN_MISSES: Readonly<Record<string, readonly CheckName[]>> = ${JSON.stringify(known.misses, null, 2)};`,
    );
    console.info(
      `export const KNOWN_SET_MISSES: Readonly<Record<string, ReadonlyArray<'maxOverlap' | 'distinct'>>> = ${JSON.stringify(known.sets, null, 2)};`,
    );
  }
  const all = sets.flatMap((s) => s.cases);
  const rounds = Number(argument('--rounds') ?? 3);
  console.info(`\nOffline chain latency over ${all.length} cases x ${rounds} rounds`);
  console.info(formatLatency(await chainLatency(offline, all, rounds)));

  if (process.env['AI_PROVIDER'] && process.env['AI_PROVIDER'] !== 'offline') {
    const config = engineConfigFromEnv(process.env);
    const llm = createEngine(config);
    for (const set of sets) {
      const report = await evaluate(llm, set.cases, llm.defaultModel());
      console.info(formatReport(`${set.title}: ${config.provider} ${llm.defaultModel()}`, report, { details }));
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
