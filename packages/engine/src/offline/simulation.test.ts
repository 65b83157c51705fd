import { AnalysisSimulationSchema, type WorkplanRow } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_LIBRARY, analysisType, type AnalysisType } from './analyses/library.js';
import { SIMULATION_SHAPES } from './analyses/types.js';
import { rule, ruleText, type RuleSpec } from './archetypes/spec.js';
import { reason, wordsOf, type Reasoning } from './chain.js';
import { simulate, supportingValue } from './simulation.js';

const AIRLINE =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";
const GENERIC = 'A mid-sized company has seen its profits fall for three years. What should it do?';

const airline = reason({ problemStatement: AIRLINE } as Parameters<typeof reason>[0]);
const generic = reason({ problemStatement: GENERIC } as Parameters<typeof reason>[0]);

/** A work-plan row for an analysis, with the given decision rule or none. */
function rowFor(type: AnalysisType, decision?: RuleSpec): WorkplanRow {
  return {
    id: 'a.1',
    hypothesisId: 'h.1.1',
    analysis: type.name,
    analysisType: type.id,
    dataSources: [],
    method: type.method,
    owner: type.owner,
    due: 'Week 1',
    status: 'planned',
    priority: 'high',
    ...(decision ? { decisionRule: { ...decision, text: ruleText(decision) } } : {}),
  };
}

function illustrate(r: Reasoning, type: AnalysisType, decision?: RuleSpec, claim = 'The claim holds') {
  return simulate(r, rowFor(type, decision), type, claim);
}

const OTHER_INDUSTRIES =
  /\b(?:invoices?|deals?|patients?|policyholders?|donors?|shipments?|students?|subscribers?|guests?|tenants?)\b/i;

describe('illustrations of analyses', () => {
  it('exercise every shape the library uses', () => {
    expect(new Set(ANALYSIS_LIBRARY.map((a) => a.shape))).toEqual(new Set(SIMULATION_SHAPES));
  });

  it.each([
    ['an airline', airline],
    ['a generic business', generic],
  ])('stay within the contract for every analysis and every shape, for %s', (_, r) => {
    for (const type of ANALYSIS_LIBRARY) {
      for (const decision of [type.rule!(wordsOf(r)), undefined]) {
        const sim = illustrate(r, type, decision);
        expect(() => AnalysisSimulationSchema.parse(sim), type.id).not.toThrow();
        expect(sim.dataset.columns.length, type.id).toBeLessThanOrEqual(12);
        expect(sim.dataset.rows.length, type.id).toBeLessThanOrEqual(100);
        const keys = new Set(sim.dataset.columns.map((c) => c.key));
        expect(keys.has(sim.chart.x), type.id).toBe(true);
        for (const y of sim.chart.y) expect(keys.has(y), `${type.id}: ${y}`).toBe(true);
        for (const row of sim.dataset.rows)
          for (const value of Object.values(row))
            if (typeof value === 'number') expect(Number.isFinite(value), type.id).toBe(true);
        expect(sim.implication.direction).toBe('inconclusive');
      }
    }
  });

  it('read as illustrations, never as findings', () => {
    for (const type of ANALYSIS_LIBRARY) {
      const sim = illustrate(airline, type);
      expect(sim.simulated).toBe(true);
      expect(sim.finding, type.id).toMatch(/^Illustration, not data: /);
      expect(sim.chart.title, type.id).toMatch(/^Illustration: /);
      expect(sim.finding, type.id).toMatch(/\bwould\b/);
      expect(sim.implication.text, type.id).toMatch(/^Illustration only: .* decides nothing/);
    }
  });

  it('show the deciding value past the threshold of the row’s rule, and say where the threshold is', () => {
    for (const type of ANALYSIS_LIBRARY) {
      const decision = type.rule!(wordsOf(airline));
      const sim = illustrate(airline, type, decision);
      expect(sim.finding, type.id).toMatch(/\b(?:above|below|at) the threshold of /);
      expect(sim.implication.text, type.id).toContain(ruleText(decision));
    }
  });

  it('draw the threshold beside the measure: a line, a bar or a reference curve', () => {
    const drawn = (id: string) => {
      const type = analysisType(id)!;
      const decision = type.rule!(wordsOf(airline));
      const sim = illustrate(airline, type, decision);
      return { sim, decision };
    };
    const trend = drawn('capacity-utilisation');
    expect(trend.sim.chart).toMatchObject({ type: 'line', y: ['measure', 'threshold'] });
    expect(trend.sim.dataset.rows.every((row) => row.threshold === 85)).toBe(true);
    expect(trend.sim.dataset.rows.at(-1)!.measure).toBeGreaterThan(85);
    const bars = drawn('benchmarking').sim.dataset.rows;
    expect(bars.at(-1)).toEqual({ category: 'At the decision threshold', value: 90 });
    expect(bars[0]).toMatchObject({ category: 'The airline' });
    expect(bars[0]!.value).toBeLessThan(90);
    const split = drawn('customer-survey').sim.dataset.rows;
    expect(split.at(-1)).toEqual({ category: 'Decision threshold', share: 40 });
    expect(split[0]!.share).toBeGreaterThanOrEqual(40);
  });

  it('are the same every time for the same problem and row: nothing is left to chance', () => {
    for (const type of ANALYSIS_LIBRARY) expect(illustrate(airline, type)).toEqual(illustrate(airline, type));
  });

  it('speak the frame’s words and no other industry’s', () => {
    const funnel = illustrate(airline, analysisType('conversion-funnel')!);
    expect(funnel.dataset.rows.map((row) => row.step)).toContain('Became a passenger');
    const unit = illustrate(airline, analysisType('unit-economics')!);
    expect(unit.dataset.rows.map((row) => row.step)).toEqual([
      'Revenue per passenger',
      'Fuel',
      'Airport and navigation charges',
      'Other variable costs',
    ]);
    for (const type of ANALYSIS_LIBRARY.filter((a) => a.audience !== 'b2b' && !a.id.startsWith('donor'))) {
      if (type.id === 'fundraising-roi') continue;
      const text = JSON.stringify(illustrate(airline, type));
      expect(text, type.id).not.toMatch(OTHER_INDUSTRIES);
      expect(JSON.stringify(illustrate(generic, type)), type.id).not.toMatch(/\bpassengers?\b|\bfares?\b/i);
    }
  });

  it('anchor a trend on the statement’s own figures when the claim is about its measure', () => {
    const sim = illustrate(
      airline,
      analysisType('cost-baseline')!,
      undefined,
      'Operating margin fell because cost per passenger rose',
    );
    const stated = sim.dataset.rows.map((row) => row.metric);
    expect(stated[0]).toBe(8);
    expect(stated.at(-1)).toBe(2);
    expect(sim.finding).toContain('8% to 2%');
  });

  it('draw an archetype’s own rule against its threshold when the analysis has no picture for it', () => {
    const survey = analysisType('customer-survey')!;
    const own = rule('the gap between the airline’s fares and what passengers would pay', 'above', 5, '%');
    const sim = illustrate(airline, survey, own);
    expect(sim.dataset.rows).toEqual([
      { category: 'The airline (illustrative)', value: supportingValue(own) },
      { category: 'Decision threshold', value: 5 },
    ]);
    const moving = rule('growth in fuel costs per passenger minus growth in revenue per passenger', 'above', 0, 'pp');
    expect(illustrate(airline, analysisType('benchmarking')!, moving).chart.type).toBe('line');
  });

  it('say so when the row states no rule and the library’s default is used', () => {
    const sim = illustrate(airline, analysisType('pareto')!);
    expect(sim.implication.text).toContain('The row states no decision rule');
  });
});

describe('the value that supports a rule', () => {
  const holds = (r: RuleSpec, v: number) =>
    r.comparator === 'above'
      ? v > r.threshold
      : r.comparator === 'at-least'
        ? v >= r.threshold
        : r.comparator === 'below'
          ? v < r.threshold
          : v <= r.threshold;

  it('meets every default rule of the library, clearly', () => {
    for (const type of ANALYSIS_LIBRARY) {
      const r = type.rule!(wordsOf(airline));
      const v = supportingValue(r);
      expect(holds(r, v), `${type.id}: ${v} against ${r.comparator} ${r.threshold}`).toBe(true);
      expect(v, type.id).not.toBe(r.threshold);
    }
  });

  it('stays within what the measure can take: shares between 0% and 100%, counts whole and not negative', () => {
    expect(supportingValue(rule('the share of managers with few reports', 'above', 90, '%'))).toBeLessThan(100);
    expect(supportingValue(rule('the share of demand served', 'below', 5, '%'))).toBeGreaterThan(0);
    expect(supportingValue(rule('the number of gaps', 'at-least', 1))).toBe(2);
    expect(supportingValue(rule('the number of scenarios that break the case', 'at-most', 0))).toBe(0);
    expect(supportingValue(rule('peak demand as a share of capacity', 'above', 100, '%'))).toBeGreaterThan(100);
    expect(supportingValue(rule('the net present value', 'above', 0), 1000)).toBe(150);
  });
});
