import { ARCHETYPES, INDUSTRIES } from '@caseboard/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { loadCases, publicCasesPath, type EvalCase } from './cases.js';
import { EXTRA_CASES } from './extra-cases.js';
import { KNOWN_FAULTS, KNOWN_MISSES, KNOWN_SET_MISSES, knownFaultsIn, outstanding } from './known-defects.js';
import { OWN_CASES } from './own-cases.js';
import { BARS, CHECKS } from './rubric.js';
import { evaluate, type EvalReport } from './run.js';

/**
 * The rubric held on the public cases, the first own set and our own cases across the archetypes: every case
 * passes every check except the engine defects known-defects.ts lists (a ratchet: a new miss fails, and so
 * does a listed miss that no longer happens, until it is struck off), and the bars across cases hold.
 * `npm run eval` prints the same findings and exits 1 while any bar is missed.
 */
const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });

const SETS: Record<string, () => Promise<readonly EvalCase[]>> = {
  public: async () => {
    const loaded = await loadCases(publicCasesPath());
    if (!loaded.ok) throw new Error(loaded.reason);
    return loaded.cases;
  },
  extra: async () => EXTRA_CASES,
  own: async () => OWN_CASES,
};

const reports: Record<string, EvalReport> = {};
const faultsSeen = new Set<RegExp>();

beforeAll(async () => {
  for (const [key, load] of Object.entries(SETS)) {
    reports[key] = await evaluate(engine, await load(), 'offline');
    for (const row of reports[key].rows)
      for (const check of CHECKS)
        knownFaultsIn(check, row.rubric!.checks[check].details).forEach((f) => faultsSeen.add(f));
  }
}, 300_000);

describe.each(Object.keys(SETS))('the offline chain on the %s cases', (key) => {
  it('fails no check it did not fail before', () => {
    const news = reports[key]!.rows.flatMap((row) => {
      const known = new Set(KNOWN_MISSES[row.id] ?? []);
      return outstanding(row.rubric!)
        .filter((check) => !known.has(check))
        .map((check) => `${row.id} ${check}: ${row.rubric!.checks[check].details.slice(0, 3).join(' | ')}`);
    });
    expect(news).toEqual([]);
  });

  it('still fails every check known-defects.ts lists for it (strike off what is fixed)', () => {
    const fixed = reports[key]!.rows.flatMap((row) => {
      const now = new Set(outstanding(row.rubric!));
      return (KNOWN_MISSES[row.id] ?? []).filter((check) => !now.has(check)).map((check) => `${row.id} ${check}`);
    });
    expect(fixed).toEqual([]);
  });

  it('keeps trees of different cases apart and gives most cases a tree of their own', () => {
    const report = reports[key]!;
    const known = KNOWN_SET_MISSES[key] ?? [];
    const overlapMet = report.overlap.max < BARS.maxOverlap;
    const distinctMet = report.distinct.distinct >= Math.ceil(BARS.distinctShare * report.distinct.total);
    expect({ overlapMet, distinctMet }).toEqual({
      overlapMet: !known.includes('maxOverlap'),
      distinctMet: !known.includes('distinct'),
    });
  });

  it('builds the whole chain for every case, each artefact within its contract', () => {
    for (const run of reports[key]!.runs) {
      expect(run.error).toBeUndefined();
      expect(run.contractErrors).toEqual([]);
      expect(run.storyline).toBeDefined();
    }
  });
});

describe('the known defects', () => {
  it('each still occurs somewhere (strike off what is fixed)', () => {
    const expected = KNOWN_FAULTS.filter((known) => known.seenIn !== 'generated');
    expect(expected.filter((known) => !faultsSeen.has(known.fault)).map((k) => k.defect)).toEqual([]);
  });

  it('name only cases that exist', () => {
    const ids = new Set(Object.values(reports).flatMap((r) => r.rows.map((row) => row.id)));
    expect(Object.keys(KNOWN_MISSES).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('our own cases', () => {
  it('are at least 40, cover every archetype and at least fifteen industries, with ids unique across the sets', async () => {
    expect(OWN_CASES.length).toBeGreaterThanOrEqual(40);
    const types = new Set(OWN_CASES.map((c) => c.type));
    expect(ARCHETYPES.filter((a) => !types.has(a))).toEqual([]);
    const industries = new Set(OWN_CASES.flatMap((c) => c.industries?.slice(0, 1) ?? []));
    expect(industries.size).toBeGreaterThanOrEqual(15);
    for (const id of [
      'charity',
      'utilities',
      'public-sector',
      'agriculture',
      'mining',
      'insurance',
      'hospitality',
      'education',
    ])
      expect(industries).toContain(id);
    for (const c of OWN_CASES) {
      for (const archetype of [c.type, ...(c.accept ?? [])]) expect(ARCHETYPES).toContain(archetype);
      for (const industry of c.industries ?? []) expect(INDUSTRIES).toContain(industry);
      expect(c.expectTerms.length).toBeGreaterThanOrEqual(2);
    }
    const all = [...(await SETS['public']!()), ...EXTRA_CASES, ...OWN_CASES].map((c) => c.id);
    expect(all.length).toBe(new Set(all).size);
  });

  it('state what they name: every listed option and constraint is in the statement', () => {
    for (const c of OWN_CASES) {
      for (const phrase of [...(c.options ?? []), ...(c.constraints ?? [])])
        expect({ id: c.id, phrase, found: c.problemStatement.toLowerCase().includes(phrase.toLowerCase()) }).toEqual({
          id: c.id,
          phrase,
          found: true,
        });
    }
  });
});

describe('the case file loader', () => {
  it('reports a missing file instead of throwing', async () => {
    await expect(loadCases('/nonexistent/cases.json')).resolves.toEqual({
      ok: false,
      reason: 'no case file at /nonexistent/cases.json',
    });
  });

  it('finds the public cases from anywhere, beside the repository or in its copy', async () => {
    const loaded = await loadCases(publicCasesPath());
    expect(loaded.ok && loaded.cases.length).toBeGreaterThanOrEqual(10);
  });
});
