import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lintTree } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { ARTEFACTS } from '../artefacts/index.js';
import { createEngine } from '../engine.js';
import { loadCases, problemTypeOf, type EvalCase } from './cases.js';
import { EXTRA_CASES } from './extra-cases.js';
import { evaluate, offlineLatency } from './run.js';

const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });
// The team's shared cases beside the repository when they are there; else the copy kept with this test,
// so a clone anywhere still holds the scores.
const SHARED = fileURLToPath(new URL('../../../../../shared/cases/public-cases.json', import.meta.url));
const PUBLIC = existsSync(SHARED) ? SHARED : fileURLToPath(new URL('./public-cases.json', import.meta.url));

/** The bars of the issue, held on a set of cases: every tree passes, and no two trees are alike. */
async function holdsTheBars(cases: readonly EvalCase[]) {
  const report = await evaluate(engine, cases, 'offline');
  for (const row of report.rows) {
    expect({ id: row.id, missed: row.missed }).toEqual({ id: row.id, missed: [] });
    expect(row.score!.lint).toMatchObject({ error: 0 });
    expect(row.score!.coverage).toBe(1);
    expect(row.score!.ownTerms).toBeGreaterThanOrEqual(0.4);
    expect({ id: row.id, type: row.classified }).toEqual({ id: row.id, type: problemTypeOf(row.caseType) });
  }
  expect(report.similar).toEqual([]);
  // The hypothesis trees are claims the lint recognises as claims, and lint-clean as trees.
  for (const evalCase of cases) {
    const hypotheses = ARTEFACTS['hypothesis-tree'].offline({ problemStatement: evalCase.problemStatement });
    expect({ id: evalCase.id, findings: lintTree(hypotheses, { treeKind: 'hypothesis' }) }).toEqual({
      id: evalCase.id,
      findings: [],
    });
  }
  return report;
}

describe('the offline engine on the public cases', () => {
  it('meets every bar on every public case', async () => {
    const loaded = await loadCases(PUBLIC);
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(loaded.cases.length).toBeGreaterThanOrEqual(10);
    await holdsTheBars(loaded.cases);
  });
});

describe('the offline engine on our own cases of the same kinds', () => {
  it('covers all fifteen problem types', () => {
    expect(new Set(EXTRA_CASES.map((c) => problemTypeOf(c.type))).size).toBe(15);
  });

  it('meets every bar on every case, so the public list is not what it was built for', async () => {
    const report = await holdsTheBars(EXTRA_CASES);
    const deep = report.rows.filter((r) => r.score!.depth >= 3).length;
    expect(deep).toBeGreaterThanOrEqual(5);
  });

  it('builds an issue tree in a few milliseconds in-process', async () => {
    const latency = await offlineLatency(engine, EXTRA_CASES, 5);
    expect(latency.p50).toBeLessThan(25);
  });
});

describe('the case file loader', () => {
  it('reports a missing file instead of throwing', async () => {
    await expect(loadCases('/nonexistent/cases.json')).resolves.toEqual({
      ok: false,
      reason: 'no case file at /nonexistent/cases.json',
    });
  });
});
