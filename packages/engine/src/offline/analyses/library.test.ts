import { DecisionRuleSchema } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../archetypes/spec.js';
import { generic } from '../industries/generic.js';
import { airline } from '../industries/transport.js';
import type { IndustryProfile } from '../industries/types.js';
import { ANALYSIS_IDS } from './ids.js';
import { ANALYSIS_LIBRARY, analysisType, FAMILIES, fill, type AnalysisType } from './library.js';
import { SIMULATION_SHAPES, type Words } from './types.js';

/** The words chain.ts wordsOf gives a library text, built from an industry profile. */
function wordsFor(profile: IndustryProfile, S: string, M: string): Words {
  return {
    S,
    M,
    U: profile.unit.many,
    u: profile.unit.one,
    B: profile.customer.many,
    C: profile.customer.many,
    c: profile.customer.one,
    price: profile.price,
    salesData: profile.data.sales,
    costData: profile.data.costs,
    customerData: profile.data.customers,
    opsData: profile.data.operations,
    workforce: profile.workforce,
    capacity: profile.capacity,
    competitors: profile.competitors,
    regulator: profile.regulator,
    kpi: profile.kpis[0],
  };
}

const WORDS = {
  airline: wordsFor(airline, 'the airline', 'operating margin'),
  generic: wordsFor(generic, 'Northwind', 'gross margin'),
};

/** Every text of an entry a consultant reads, unfilled. */
function textsOf(a: AnalysisType): string[] {
  return [
    a.name,
    a.measure,
    a.method,
    a.expectedOutput,
    a.owner,
    ...a.dataSources,
    ...a.dataNeeded,
    ...a.steps,
    ...a.pitfalls,
  ];
}

/** Words of one industry that a library text may only use when the analysis belongs to that domain. */
const INDUSTRY_WORDS = [
  'passenger',
  'patient',
  'invoice',
  'deal',
  'policyholder',
  'donor',
  'shipment',
  'student',
  'subscriber',
  'guest',
  'tenant',
];

/** Analyses that are of one domain by nature: fundraising speaks of donors, B2B pricing of deals and invoices. */
const DOMAIN_WORDS: Partial<Record<string, readonly string[]>> = {
  'donor-cohort': ['donor'],
  'fundraising-roi': ['donor'],
  'discount-waterfall': ['deal', 'invoice'],
  'win-loss': ['deal'],
};

const industryWord = (word: string) => new RegExp(`\\b${word}(?:s|es)?\\b`, 'i');

describe('the analysis library', () => {
  it('has exactly one entry for every id, in the order of ANALYSIS_IDS', () => {
    expect(ANALYSIS_LIBRARY.map((a) => a.id)).toEqual([...ANALYSIS_IDS]);
    const keys = Object.values(FAMILIES).flatMap((family) => Object.keys(family));
    expect(keys).toHaveLength(new Set(keys).size);
    expect(new Set(keys)).toEqual(new Set(ANALYSIS_IDS));
    for (const id of ANALYSIS_IDS) expect(analysisType(id)?.id).toBe(id);
  });

  it.each(Object.entries(WORDS))('fills every text without a leftover placeholder in the %s words', (_, words) => {
    for (const a of ANALYSIS_LIBRARY) {
      for (const text of [...textsOf(a), a.rule!(words).measure]) {
        const filled = fill(text, words);
        expect(filled, `${a.id}: ${text}`).not.toMatch(/[{}]/);
        expect(filled.trim(), `${a.id}: ${text}`).not.toBe('');
      }
    }
  });

  it('names analyses without placeholders, since the work plan prints the name as it is', () => {
    for (const a of ANALYSIS_LIBRARY) expect(a.name, a.id).not.toMatch(/[{}]/);
  });

  it('borrows no industry’s words, except where the analysis belongs to that domain', () => {
    for (const a of ANALYSIS_LIBRARY) {
      const allowed = DOMAIN_WORDS[a.id] ?? [];
      const texts = [...textsOf(a), a.rule!(WORDS.generic).measure];
      for (const word of INDUSTRY_WORDS.filter((w) => !allowed.includes(w))) {
        for (const text of texts) expect(text, `${a.id} says "${word}"`).not.toMatch(industryWord(word));
      }
    }
  });

  it('keeps analyses of deals and invoices for clients that sell to organisations', () => {
    const b2b = ANALYSIS_LIBRARY.filter((a) => a.audience === 'b2b').map((a) => a.id);
    expect(b2b).toEqual(['discount-waterfall', 'win-loss']);
    // A consumer business still has a way to test price and why it loses customers.
    expect(analysisType('price-testing')?.audience).toBeUndefined();
    expect(analysisType('customer-survey')?.audience).toBeUndefined();
  });

  it('gives every entry a default rule a plan can state before the data comes in', () => {
    for (const a of ANALYSIS_LIBRARY) {
      for (const words of Object.values(WORDS)) {
        const rule = a.rule!(words);
        expect(rule.measure.trim(), a.id).not.toBe('');
        expect(Number.isFinite(rule.threshold), a.id).toBe(true);
        expect(['above', 'at-least', 'below', 'at-most']).toContain(rule.comparator);
        expect(DecisionRuleSchema.safeParse({ ...rule, text: ruleText(rule) }).success, a.id).toBe(true);
      }
    }
  });

  it('states the unit of a threshold whenever the measure is a share, a gap or a duration', () => {
    for (const a of ANALYSIS_LIBRARY) {
      const rule = a.rule!(WORDS.generic);
      if (/\b(?:share|rate|growth|gap|saving|improvement|utilisation|availability|premium|lead)\b/.test(rule.measure))
        expect(rule.unit, a.id).not.toBe('');
    }
  });

  it('writes steps a junior can follow and the pitfalls that matter', () => {
    for (const a of ANALYSIS_LIBRARY) {
      expect(a.steps.length, a.id).toBeGreaterThanOrEqual(4);
      expect(a.steps.length, a.id).toBeLessThanOrEqual(6);
      expect(a.pitfalls.length, a.id).toBeGreaterThanOrEqual(2);
      expect(a.pitfalls.length, a.id).toBeLessThanOrEqual(3);
      expect(a.dataSources.length, a.id).toBeGreaterThanOrEqual(1);
      expect(a.dataNeeded.length, a.id).toBeGreaterThanOrEqual(1);
      expect(a.expectedOutput, a.id).toMatch(/\bdecides?\b/);
      expect(a.ease, a.id).toBeGreaterThanOrEqual(1);
      expect(a.ease, a.id).toBeLessThanOrEqual(5);
      expect(a.weeks, a.id).toBeGreaterThanOrEqual(1);
      expect(a.weeks, a.id).toBeLessThanOrEqual(4);
      expect(SIMULATION_SHAPES).toContain(a.shape);
      expect(a.owner.trim(), a.id).not.toBe('');
    }
  });

  it('names the client’s own data, not a generic ledger, in the data sources', () => {
    // What an airline can be offered: every analysis except those kept for clients selling to organisations.
    const airlineSources = ANALYSIS_LIBRARY.filter((a) => a.audience !== 'b2b').flatMap((a) =>
      a.dataSources.map((s) => fill(s, WORDS.airline)),
    );
    expect(airlineSources.some((s) => s.includes(airline.data.sales))).toBe(true);
    expect(airlineSources.join(' ')).not.toMatch(/sales ledger|invoices/i);
    const pvm = analysisType('pvm-bridge')!;
    expect(fill(pvm.dataSources[0]!, WORDS.airline)).toBe('Revenue accounting data by route, fare class and month');
  });

  it('matches keywords without the global flag, so matching never keeps state between calls', () => {
    for (const a of ANALYSIS_LIBRARY) expect(a.keywords.flags, a.id).not.toContain('g');
  });
});

describe('fill', () => {
  it('gives the possessive of the client and capitalised words on request', () => {
    const words = { S: 'the airline', price: 'fare', salesData: 'revenue data' };
    expect(fill('{Sp} {price} and {Price}: {SalesData}', words)).toBe("the airline's fare and Fare: Revenue data");
  });

  it('leaves an unknown placeholder visible', () => {
    expect(fill('{nothing} and {Nothing}', {})).toBe('{nothing} and {Nothing}');
  });
});

describe('keywords', () => {
  /** Analyses a claim's words would match, as chain.ts analysesFor scores them. */
  const matching = (claim: string) =>
    ANALYSIS_LIBRARY.filter((a) => new RegExp(a.keywords.source, 'gi').test(claim)).map((a) => a.id);

  it('leave regulated and public-sector analyses out of an ordinary cost claim', () => {
    const ids = matching('Airport and navigation charges per passenger have risen faster than revenue');
    expect(ids).toContain('cost-baseline');
    expect(ids).not.toContain('bill-impact');
    expect(ids).not.toContain('policy-evaluation');
  });

  it('find the new analyses from the words their claims use', () => {
    expect(matching('Call waiting times exceed the service level at today’s staffing')).toContain(
      'service-level-model',
    );
    expect(matching('First-time donors rarely make a second gift')).toContain('donor-cohort');
    expect(matching('Unbilled connections leak revenue')).toContain('loss-audit');
    expect(matching('Cash will run out before the plan pays back')).toContain('cash-flow-forecast');
  });
});
