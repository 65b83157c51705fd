import type { Archetype, ProblemReading } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_IDS } from '../analyses/ids.js';
import { decompose } from '../decompose.js';
import { frameOf } from '../frame.js';
import { INDUSTRY_PROFILES } from '../industries/index.js';
import { readProblem } from '../reading/read.js';
import { specToIssueNode } from '../trees.js';
import { contentWords } from '../words.js';
import { archetypeDefinition } from './index.js';
import type { Spec } from './spec.js';

/**
 * The operations archetypes (service and process operations, supply chain, fundraising, public service,
 * organisation, regulation and carbon) on statements written for these tests, in varied industries. Where
 * the reader misreads a statement, the reading is corrected as a consultant would on the Problem step; the
 * corrections say what the reader got wrong.
 */
interface Case {
  statement: string;
  /** Fields a consultant would correct on the Problem step. */
  fix?: Partial<ProblemReading>;
  /** In the set whose trees must differ from one another (different kinds of problem, different industries). */
  distinct?: boolean;
}

const CASES: Record<string, Case[]> = {
  'service-operations': [
    {
      statement:
        "A regional water company's customer contact centre answers 58% of calls within 60 seconds against a regulatory target of 80%. How can it hit the target by April 2026 without adding headcount?",
      distinct: true,
    },
    {
      statement:
        'A passport office has 250,000 applications waiting, and processing times have risen from three to ten weeks. Ministers want them back to three weeks before the summer peak.',
      // Misread: no metric, baseline, target or deadline; industry generic.
      fix: {
        industry: 'public-sector',
        metric: 'processing time for applications',
        baseline: '10 weeks',
        target: '3 weeks',
        deadline: 'before the summer peak',
        direction: 'down',
      },
      distinct: true,
    },
    {
      statement:
        "A mobile operator's care team resolves only 55% of complaints at first contact. It wants 75% by the end of next year.",
      // Misread: cost-reduction, direction down, no target or deadline.
      fix: { archetype: 'service-operations', target: '75%', deadline: 'by the end of next year', direction: 'up' },
      distinct: true,
    },
    {
      statement:
        "An airline's call centre abandons one call in five on disruption days. How can it cut abandoned calls to 5%?",
      // Misread: no metric or baseline, so the target reads against the default "service level".
      fix: { metric: 'share of calls abandoned', baseline: '20%' },
    },
  ],
  'process-operations': [
    {
      statement:
        "A frozen pizza plant in Poland produces 18% fewer pizzas per labour hour than the group's best plant. How can it close the gap within 18 months?",
      // Misread: no metric or target.
      fix: { metric: 'pizzas per labour hour', target: '18% higher', direction: 'up' },
      distinct: true,
    },
    {
      statement:
        'A commercial insurer takes 34 days on average to settle a motor claim, against 12 days at the best competitors.',
      // Misread: profitability, no metric.
      fix: {
        archetype: 'process-operations',
        metric: 'average time to settle a motor claim',
        baseline: '34 days',
        target: '12 days',
        direction: 'down',
      },
      distinct: true,
    },
    {
      statement:
        'A specialty chemicals plant rejects 6% of its batches as off-spec, three times the rate of its sister sites.',
      // Misread: capacity-location, subject "the specialty chemicals", no metric.
      fix: {
        archetype: 'process-operations',
        subject: 'the chemicals plant',
        metric: 'share of batches rejected as off-spec',
        baseline: '6%',
        target: '2%',
        direction: 'down',
      },
      distinct: true,
    },
    {
      statement:
        "A copper mine's concentrator runs at 78% of its nameplate throughput. How can it reach 92% within a year?",
      // Misread: no metric, baseline or target.
      fix: {
        subject: 'the concentrator',
        metric: 'throughput as a share of nameplate capacity',
        baseline: '78%',
        target: '92%',
        direction: 'up',
      },
    },
  ],
  'supply-chain': [
    {
      statement:
        'A DIY retailer has 11% of its core range out of stock in stores on a typical Saturday. How can it cut stockouts to 3% without adding inventory?',
      // Misread: no baseline.
      fix: { baseline: '11%' },
      distinct: true,
    },
    {
      statement:
        'A medical device maker delivers only 78% of hospital orders on time and in full, against the 95% promised in its contracts.',
      // Misread: metric "share of hospital delivered", no target; industry pharma for a device maker.
      fix: {
        metric: 'share of hospital orders delivered on time and in full',
        target: '95%',
        industry: 'manufacturing',
      },
      distinct: true,
    },
    {
      statement:
        'A mining company holds $400m of spare parts across its sites. It wants to release $100m of working capital within 18 months without hurting plant availability.',
      fix: { metric: 'spare parts inventory', baseline: '$400m', target: '$100m lower', direction: 'down' },
      distinct: true,
    },
    {
      statement:
        "A burger chain's restaurants run out of at least one menu item on 30% of trading days. The operations director wants that below 5% by the summer.",
      fix: {
        metric: 'share of trading days with a menu item out of stock',
        baseline: '30%',
        target: 'below 5%',
        deadline: 'by the summer',
        direction: 'down',
      },
    },
  ],
  fundraising: [
    {
      statement:
        "A children's hospice charity's income from individual donors fell 12% last year. How can it grow donations back to £8m by 2027?",
      // Misread: subject "the children", metric "hospice charity's income".
      fix: { subject: 'the hospice charity', metric: 'income from individual donors' },
      distinct: true,
    },
    {
      statement: 'A university wants to raise $150m from alumni and foundations in its next five-year campaign.',
      // Misread: no metric or target; deadline "next five-year".
      fix: { metric: 'campaign income', target: '$150m', deadline: 'over the next five years' },
      distinct: true,
    },
    {
      statement:
        'A wildlife charity retains only 38% of first-year donors. How can it raise income from regular giving by 20% in three years?',
      // Misread: subject "the charity retains", metric "income".
      fix: { subject: 'the wildlife charity', metric: 'income from regular giving' },
      distinct: true,
    },
    {
      statement:
        "A children's hospital wants to raise £25m from grateful families, companies and trusts for a new cancer wing by 2027.",
      // Misread: profitability, no metric or target.
      fix: { archetype: 'fundraising', metric: 'philanthropic income for the cancer wing', target: '£25m' },
    },
  ],
  'public-service': [
    {
      statement:
        'A county council wants to halve the number of young people not in education, employment or training within four years.',
      // Misread: no metric or target.
      fix: {
        metric: 'number of young people not in education, employment or training',
        target: 'halve',
        direction: 'down',
      },
      distinct: true,
    },
    {
      statement:
        'A regional transport authority wants bus punctuality to rise from 72% to 90% by 2027 without raising fares.',
      // Misread: no metric, baseline or target.
      fix: { metric: 'bus punctuality', baseline: '72%', target: '90%', direction: 'up' },
      distinct: true,
    },
    {
      statement: 'A regional health authority wants to raise childhood vaccination rates from 84% to 95% by 2027.',
      // Misread: no baseline.
      fix: { baseline: '84%' },
      distinct: true,
    },
    {
      statement: 'A national tax agency wants to raise the share of returns filed online from 70% to 95% by 2028.',
      // Misread: metric "share", no baseline or target.
      fix: { metric: 'share of returns filed online', baseline: '70%', target: '95%' },
    },
  ],
  organisation: [
    {
      statement:
        'A logistics company loses 45% of its newly hired warehouse staff within six months. How can it halve early attrition?',
      // Misread: "within six months" (a tenure window) read as the deadline.
      fix: { deadline: '' },
      distinct: true,
    },
    {
      statement: 'A retail bank wants to cut its management layers from nine to six within a year.',
      // Misread: no metric, baseline or target.
      fix: { metric: 'management layers', baseline: '9 layers', target: '6 layers' },
      distinct: true,
    },
    {
      statement:
        'A water utility must recruit or train 300 qualified network engineers by 2028 as a third of its field workforce nears retirement.',
      // Misread: no metric or baseline.
      fix: { metric: 'shortage of qualified network engineers', baseline: '300 engineers', direction: 'down' },
      distinct: true,
    },
    {
      statement: 'Nurse turnover at a private hospital group has risen to 22% a year, double the national average.',
      // Misread: revenue-growth ("turnover"), no target.
      fix: { archetype: 'organisation', metric: 'nurse turnover', baseline: '22%', target: '11%' },
    },
  ],
  'regulation-carbon': [
    {
      statement: 'A steelmaker must cut its CO2 emissions by 40% by 2032 to keep its free allowances.',
      // Misread: industry generic.
      fix: { industry: 'manufacturing' },
      distinct: true,
    },
    {
      statement:
        'An electricity distribution network must reduce customer minutes lost by 20% by 2028 under its regulatory settlement, and bills cannot rise.',
      // Misread: no metric.
      fix: { metric: 'customer minutes lost' },
      distinct: true,
    },
    {
      statement:
        'A regional bus operator must switch its whole fleet to zero-emission buses by 2035 to comply with new regulation.',
      // Misread: no metric or target.
      fix: { metric: 'share of the fleet that is zero-emission', target: '100%', direction: 'up' },
      distinct: true,
    },
    {
      statement:
        'A dairy cooperative has committed to cut emissions per litre of milk by 30% by 2030 while keeping milk prices competitive.',
    },
  ],
};

function readingOf(archetype: string, c: Case): ProblemReading {
  return { ...readProblem(c.statement), archetype: archetype as Archetype, ...c.fix };
}

function labels(spec: Spec): string[] {
  return [spec.question, spec.claim, ...spec.children.flatMap(labels)];
}

function questions(spec: Spec): string[] {
  return [spec.question, ...spec.children.flatMap(questions)];
}

function nodes(spec: Spec): Spec[] {
  return [spec, ...spec.children.flatMap(nodes)];
}

function depth(spec: Spec): number {
  return spec.children.length === 0 ? 0 : 1 + Math.max(...spec.children.map(depth));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const IDS = new Set<string>(ANALYSIS_IDS);

/** Label hygiene: a full sentence, no template seam, no empty slot. */
function seams(label: string): string[] {
  const found: string[] = [];
  if (/\b(\w+) \1\b/i.test(label)) found.push('doubled word');
  if (/undefined|NaN|\{|\}| {2}/.test(label)) found.push('empty slot');
  if (/\b(?:its its|the the|cannot at|a a|an an)\b/i.test(label)) found.push('seam');
  if (!/^[A-Z0-9£$€]/.test(label)) found.push('not sentence case');
  return found;
}

function checkTree(root: Spec): void {
  expect(root.children.length).toBeGreaterThanOrEqual(3);
  expect(root.children.length).toBeLessThanOrEqual(7);
  expect(depth(root)).toBeGreaterThanOrEqual(2);
  for (const node of nodes(root)) {
    if (node.children.length > 0) expect(node.dimension, node.question).toBeTruthy();
    else {
      expect(node.tests?.length, node.question).toBeGreaterThanOrEqual(1);
      expect(node.tests?.length, node.question).toBeLessThanOrEqual(2);
      for (const id of node.tests ?? []) expect(IDS.has(id), id).toBe(true);
      expect(node.rule, node.question).toBeDefined();
      expect(node.rule!.measure.length).toBeGreaterThan(10);
      expect(node.impact, node.question).toBeGreaterThanOrEqual(1);
      expect(node.impact, node.question).toBeLessThanOrEqual(5);
    }
    expect(node.question.endsWith('?'), node.question).toBe(true);
    expect(node.claim.endsWith('?'), node.claim).toBe(false);
    for (const label of [node.question, node.claim]) {
      expect(seams(label), label).toEqual([]);
      expect(label.length, label).toBeLessThanOrEqual(200);
    }
  }
  const tree = { root: specToIssueNode(root, 'i') };
  expect(lintTree(tree, { treeKind: 'issue' }).filter((f) => f.severity === 'error')).toEqual([]);
}

describe.each(Object.entries(CASES))('the %s archetype', (archetype, cases) => {
  const definition = archetypeDefinition(archetype as Archetype);

  it('is in the library with at least two ways to split the problem', () => {
    expect(definition.id).toBe(archetype);
    expect(definition.variants.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases.map((c) => [c.statement, c] as const))('builds a sound tree in every variant for: %s', (_, c) => {
    const reading = readingOf(archetype, c);
    definition.variants.forEach((variant, v) => {
      const f = frameOf(reading, { variant: v });
      const framework = variant.build(f);
      expect(framework.children.length).toBeGreaterThanOrEqual(3);
      expect(framework.children.length).toBeLessThanOrEqual(6);
      for (const branch of framework.children) {
        expect(branch.children.length, branch.question).toBeGreaterThanOrEqual(2);
        expect(branch.children.length, branch.question).toBeLessThanOrEqual(4);
      }
      expect(framework.claim.endsWith('?')).toBe(false);
      checkTree(decompose(f).root);
    });
  });

  it.each(cases.map((c) => [c.statement, c] as const))(
    'splits the problem differently in each variant for: %s',
    (_, c) => {
      const reading = readingOf(archetype, c);
      const sets = definition.variants.map(
        (_, v) => new Set(questions(decompose(frameOf(reading, { variant: v })).root).slice(1)),
      );
      for (let i = 0; i < sets.length; i += 1) {
        for (let j = i + 1; j < sets.length; j += 1) {
          const a = sets[i]!;
          const b = sets[j]!;
          const shared = [...a].filter((label) => b.has(label)).length;
          expect(shared / Math.min(a.size, b.size)).toBeLessThan(0.5);
        }
      }
    },
  );

  it('writes different trees for different problems of the same archetype', () => {
    const distinct = cases.filter((c) => c.distinct);
    expect(distinct.length).toBeGreaterThanOrEqual(3);
    definition.variants.forEach((_, v) => {
      const words = distinct.map(
        (c) =>
          new Set(questions(decompose(frameOf(readingOf(archetype, c), { variant: v })).root).flatMap(contentWords)),
      );
      for (let i = 0; i < words.length; i += 1) {
        for (let j = i + 1; j < words.length; j += 1) {
          expect(jaccard(words[i]!, words[j]!), `${distinct[i]!.statement} / ${distinct[j]!.statement}`).toBeLessThan(
            0.45,
          );
        }
      }
    });
  });

  it("borrows no other industry's words", () => {
    for (const c of cases) {
      const reading = readingOf(archetype, c);
      const statement = c.statement.toLowerCase();
      definition.variants.forEach((_, v) => {
        const text = labels(decompose(frameOf(reading, { variant: v })).root)
          .join('\n')
          .toLowerCase();
        for (const profile of Object.values(INDUSTRY_PROFILES)) {
          if (profile.id === reading.industry) continue;
          for (const marker of profile.markers) {
            if (statement.includes(marker)) continue;
            const own = INDUSTRY_PROFILES[reading.industry].markers.includes(marker);
            if (own) continue;
            expect(new RegExp(`\\b${marker}\\b`).test(text), `${marker} (${profile.id}) in ${c.statement}`).toBe(false);
          }
        }
      });
    }
  });

  it('reads well with and without metric, target, deadline, options and constraints', () => {
    const c = cases[0]!;
    const full = readingOf(archetype, c);
    const bare: ProblemReading = {
      ...full,
      metric: '',
      baseline: '',
      target: '',
      deadline: '',
      constraints: [],
      options: [],
    };
    const optioned: ProblemReading = { ...full, options: ['outsource the work', 'keep it in house'] };
    const constrained: ProblemReading = {
      ...bare,
      constraints: ['headcount cannot rise', 'within the current budget'],
    };
    for (const reading of [bare, optioned, constrained]) {
      definition.variants.forEach((_, v) => {
        const d = decompose(frameOf(reading, { variant: v }));
        checkTree(d.root);
        expect(d.question.endsWith('?')).toBe(true);
        expect(d.question).not.toMatch(/^What should/);
      });
    }
  });
});

describe('the vocabulary of the operations archetypes', () => {
  it('never speaks of customers buying or of market share in a public service', () => {
    for (const c of CASES['public-service']!) {
      const reading = readingOf('public-service', c);
      for (const v of [0, 1]) {
        const text = labels(decompose(frameOf(reading, { variant: v })).root).join(' ');
        expect(text).not.toMatch(/market share|customers buy/i);
      }
    }
  });

  it('calls the givers of a charity donors, and those of a university former students', () => {
    const [hospice, university] = CASES.fundraising!;
    const charity = labels(decompose(frameOf(readingOf('fundraising', hospice!))).root).join(' ');
    const campus = labels(decompose(frameOf(readingOf('fundraising', university!))).root).join(' ');
    expect(charity).toMatch(/\bdonors\b/);
    expect(campus).toMatch(/former students/);
    expect(campus).not.toMatch(/\bdonors?\b|fundraising|legacies|customers/);
  });

  it('traces avoidable calls to the stages of the industry, such as billing for a water company', () => {
    const water = CASES['service-operations']![0]!;
    const text = questions(decompose(frameOf(readingOf('service-operations', water))).root).join(' ');
    expect(text).toMatch(/meter reading/);
  });
});
