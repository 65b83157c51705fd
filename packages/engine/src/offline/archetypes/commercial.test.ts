import type { Archetype, ProblemReading } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_IDS } from '../analyses/ids.js';
import { decompose } from '../decompose.js';
import { frameOf } from '../frame.js';
import { readProblem } from '../reading/read.js';
import { specToIssueNode } from '../trees.js';
import { contentWords } from '../words.js';
import { archetypeDefinition } from './index.js';
import type { Spec } from './spec.js';

/**
 * The commercial archetypes (growth, pricing, entry, new offers, churn, channels, unit economics) on problem
 * statements written for this test, across industries, with and without numbers, deadlines, options and
 * constraints. Where the reader takes a statement for another archetype, the test sets the archetype as a
 * consultant would on the Problem step; `correct` holds other fields a consultant would fix.
 */
interface Case {
  statement: string;
  correct?: Partial<ProblemReading>;
}

type Commercial = Extract<
  Archetype,
  'revenue-growth' | 'pricing' | 'market-entry' | 'new-offer' | 'churn-retention' | 'channel-shift' | 'unit-economics'
>;

const CASES: Record<Commercial, Case[]> = {
  'revenue-growth': [
    {
      statement:
        'A mid-sized Dutch insurance broker has grown revenue by only 1% a year since 2020. How can it reach EUR 120M in revenue by 2028, up from EUR 85M today?',
    },
    {
      statement:
        'Sales at a family-owned bakery chain have been flat for three years. The owners want to double turnover within five years.',
    },
    {
      statement:
        'A regional private hospital group wants to grow its revenue by 30% over the next four years without building new hospitals.',
      correct: { constraints: ['without building new hospitals'] },
    },
    {
      statement: 'How can a B2B cybersecurity software vendor grow annual recurring revenue from $40M to $70M by 2027?',
    },
    {
      statement: 'A national cancer charity wants to grow its income from individual giving.',
      correct: { industry: 'charity' },
    },
  ],
  pricing: [
    {
      statement:
        'A regional newspaper publisher is considering raising its digital subscription price by 25%. Will it lose too many readers?',
    },
    {
      statement:
        'An industrial pump manufacturer gives average discounts of 28% off list price, far above peers. How should it fix its pricing to lift revenue by 4%?',
    },
    { statement: 'A ski resort wants to introduce dynamic pricing for lift passes.', correct: { industry: 'leisure' } },
    { statement: 'A water utility must propose new tariffs to the regulator for 2026-2030.' },
  ],
  'market-entry': [
    { statement: 'A Spanish fashion retailer is considering entering the US market. Should it go ahead, and how?' },
    { statement: 'A Canadian online bank wants to expand into Mexico.' },
    {
      statement:
        'A Nordic dairy cooperative is evaluating entry into the Chinese infant formula market with a EUR 150M budget.',
    },
    {
      statement:
        'A German engineering consultancy is weighing two ways into Poland: opening its own office or acquiring a local firm.',
      correct: {
        industry: 'professional-services',
        options: ['open its own office in Poland', 'acquire a local firm'],
      },
    },
  ],
  'new-offer': [
    {
      statement:
        'A mobile network operator wants to launch a home insurance product for its subscribers. How big is the market and should it launch?',
    },
    { statement: 'A regional bus company is thinking about launching an on-demand minibus service in rural areas.' },
    {
      statement: 'A savings bank wants to launch a buy-to-let mortgage for landlords.',
      correct: { industry: 'banking' },
    },
    {
      statement:
        'A hotel chain is considering launching a subscription for frequent business guests. How large is the market?',
    },
  ],
  'churn-retention': [
    {
      statement:
        "A broadband provider's churn has risen from 14% to 19% a year since a competitor entered with fibre. How can it bring churn back to 14% within 18 months?",
    },
    { statement: 'A charity is losing regular donors: a third of new monthly donors cancel within their first year.' },
    { statement: "A B2B payroll software firm's net revenue retention fell to 92%. How can it get above 105%?" },
    {
      statement:
        'A car insurer wants to lift its policy renewal rate from 70% to 80% next year without cutting premiums.',
      correct: { baseline: '70%', deadline: 'next year' },
    },
    {
      statement: 'A private bank is losing wealthy clients to digital wealth managers.',
      correct: { industry: 'banking' },
    },
  ],
  'channel-shift': [
    {
      statement:
        'A retail bank wants to move most routine transactions from its branches to its app within three years.',
    },
    {
      statement:
        'A building materials manufacturer sells 80% through wholesalers and is considering selling direct to large contractors online.',
      correct: { industry: 'manufacturing' },
    },
    {
      statement:
        'A hotel group pays 18% commission on bookings from online travel agencies. How can it raise the share of direct bookings from 35% to 50% by 2026?',
      correct: { metric: 'share of direct bookings', baseline: '35%' },
    },
    { statement: 'A tax authority wants 90% of small business returns filed online by 2027.' },
    {
      statement:
        'A university wants to recruit more international students directly instead of through recruitment agents.',
    },
  ],
  'unit-economics': [
    {
      statement:
        'A same-day courier loses EUR 1.50 on every parcel it delivers in rural areas. How can it reach break-even per parcel by next year?',
      correct: { deadline: 'by next year' },
    },
    {
      statement: 'An e-scooter sharing operator loses money on each ride. What must change for it to break even?',
      correct: { industry: 'transport' },
    },
    {
      statement:
        "A home healthcare provider's contribution per visit has fallen to zero. How can it restore a 15% contribution margin?",
    },
    {
      statement:
        'A direct-to-consumer mattress brand spends EUR 400 to acquire each customer but earns only EUR 250 contribution per mattress.',
      correct: { industry: 'ecommerce' },
    },
    { statement: 'A meal-kit company loses money on every box it ships to first-time customers.' },
  ],
};

function readingOf(archetype: Commercial, c: Case): ProblemReading {
  return { ...readProblem(c.statement), ...c.correct, archetype };
}

function treesOf(archetype: Commercial, c: Case): Spec[] {
  const reading = readingOf(archetype, c);
  const count = archetypeDefinition(archetype).variants.length;
  return Array.from({ length: count }, (_, variant) => decompose(frameOf(reading, { variant })).root);
}

function nodesOf(spec: Spec): Spec[] {
  return [spec, ...spec.children.flatMap(nodesOf)];
}

function depthOf(spec: Spec): number {
  return spec.children.length === 0 ? 0 : 1 + Math.max(...spec.children.map(depthOf));
}

const SEAMS = /\bundefined\b|\bNaN\b|\{|\}| {2}/;
const DOUBLED = /\b(\w+)\s+\1\b/i;
const IDS: ReadonlySet<string> = new Set(ANALYSIS_IDS);

/** Everything wrong with one tree, as readable lines (empty when the tree is sound). */
function problemsOf(root: Spec): string[] {
  const problems: string[] = [];
  if (root.children.length < 3 || root.children.length > 7)
    problems.push(`${root.children.length} first-level branches`);
  if (depthOf(root) < 2) problems.push(`depth ${depthOf(root)}`);
  for (const node of nodesOf(root)) {
    for (const text of [node.question, node.claim, node.dimension ?? '']) {
      if (SEAMS.test(text)) problems.push(`seam in "${text}"`);
      if (DOUBLED.test(text)) problems.push(`doubled word in "${text}"`);
    }
    if (!node.question.endsWith('?')) problems.push(`question without "?": ${node.question}`);
    if (/\?\s*$/.test(node.claim)) problems.push(`claim as a question: ${node.claim}`);
    if (node.question.length > 160) problems.push(`question over 160 characters: ${node.question}`);
    if (node.children.length > 0 && !node.dimension) problems.push(`no dimension: ${node.question}`);
    if (node.children.length === 0) {
      if (!node.tests?.length || node.tests.length > 2)
        problems.push(`tests ${JSON.stringify(node.tests)}: ${node.question}`);
      for (const id of node.tests ?? []) if (!IDS.has(id)) problems.push(`unknown analysis ${id}`);
      if (!node.rule) problems.push(`no rule: ${node.question}`);
      if (!node.impact || node.impact < 1 || node.impact > 5) problems.push(`impact ${node.impact}: ${node.question}`);
    }
  }
  const errors = lintTree({ root: specToIssueNode(root, 'i') }, { treeKind: 'issue' }).filter(
    (f) => f.severity === 'error',
  );
  for (const finding of errors) problems.push(`lint ${finding.code} on ${finding.nodeIds.join(', ')}`);
  return problems;
}

const questions = (root: Spec) => new Set(nodesOf(root).map((n) => n.question));

/** Share of the smaller set's labels that the other set has too. */
function sharedLabels(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const label of a) if (b.has(label)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

/** Jaccard share of the content words of two issue trees' labels. */
function sharedWords(a: Spec, b: Spec): number {
  const words = (root: Spec) => new Set(nodesOf(root).flatMap((n) => contentWords(n.question)));
  const wa = words(a);
  const wb = words(b);
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  return shared / (wa.size + wb.size - shared);
}

describe.each(Object.entries(CASES) as Array<[Commercial, Case[]]>)('the %s archetype', (archetype, cases) => {
  it('offers at least two ways to split the problem', () => {
    expect(archetypeDefinition(archetype).id).toBe(archetype);
    expect(archetypeDefinition(archetype).variants.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases.map((c) => [c.statement, c] as const))('builds sound trees in every variant for: %s', (_, c) => {
    for (const root of treesOf(archetype, c)) expect(problemsOf(root)).toEqual([]);
  });

  it.each(cases.map((c) => [c.statement, c] as const))('splits differently in each variant for: %s', (_, c) => {
    const trees = treesOf(archetype, c);
    for (let i = 0; i < trees.length; i += 1) {
      for (let j = i + 1; j < trees.length; j += 1) {
        expect(sharedLabels(questions(trees[i]!), questions(trees[j]!))).toBeLessThan(0.5);
      }
    }
  });

  // Two problems of one archetype share its logic; the eval holds trees of different problems to 45% (src/eval).
  it('writes a different tree for each problem: under half of their words in common', () => {
    const trees = cases.map((c) => treesOf(archetype, c));
    for (let i = 0; i < trees.length; i += 1) {
      for (let j = i + 1; j < trees.length; j += 1) {
        trees[i]!.forEach((tree, variant) => {
          expect({ pair: [i, j], variant, shared: sharedWords(tree, trees[j]![variant]!) < 0.5 }).toEqual({
            pair: [i, j],
            variant,
            shared: true,
          });
        });
      }
    }
  });
});

describe('the commercial archetypes on what the statement names', () => {
  it('judge the ways into a market the statement names, instead of leaving them to a branch of their own', () => {
    const [, , , withOptions] = CASES['market-entry'];
    for (const root of treesOf('market-entry', withOptions!)) {
      const labels = root.children.map((child) => child.question);
      expect(labels.filter((label) => label === root.question)).toEqual([]);
      expect(nodesOf(root).some((n) => /opening its own office in Poland/.test(n.question))).toBe(true);
    }
  });

  it('shift towards the channel the decision moves to, not the one it moves away from', () => {
    const university = CASES['channel-shift'].find((c) => /university/.test(c.statement))!;
    const [root] = treesOf('channel-shift', university);
    expect(root!.claim).toMatch(/own admissions team/);
  });
});
