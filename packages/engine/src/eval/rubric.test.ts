import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import type { EvalCase } from './cases.js';
import { runChain, type ChainRun } from './chain.js';
import { distinctTrees, grammarFaults, scoreRun, statedConstraints, statedOptions, treeOverlap } from './rubric.js';
import { figuresOf, hasFigure, keepsName, namesOf, splitFigure } from './text.js';

/**
 * The rubric itself: it must catch what a senior engagement manager caught by hand (a wrong archetype, the
 * people served read as the client, a constraint read as the metric, money split at the decimal point, named
 * options missing, another industry's words, questions passed off as hypotheses, statuses and a storyline
 * built on illustrations), and pass a chain that has none of these.
 */
const engine = createEngine({ provider: 'offline', timeoutMs: 1_000, maxOutputTokens: 1, maxRetries: 0 });

const COOP: EvalCase = {
  id: 'coop',
  type: 'option-choice',
  problemStatement:
    "Valdor, a farmers' cooperative in Normandy, must choose between building a cheese plant for EUR 2.5bn or selling milk to Lactalis. Milk prices cannot fall.",
  expectTerms: [],
  options: ['cheese plant', 'Lactalis'],
  constraints: ['milk prices'],
  industries: ['agriculture'],
};

async function chainOf(evalCase: EvalCase): Promise<ChainRun> {
  return runChain(engine, evalCase.problemStatement, 'offline');
}

/** A copy of a run with a change, as a defective engine would have written it. */
function broken(run: ChainRun, change: (copy: ChainRun) => void): ChainRun {
  const copy = structuredClone(run);
  change(copy);
  return copy;
}

describe('the statement as a reviewer reads it', () => {
  it('keeps money whole, with its currency and magnitude, and tells percentages, points, counts and years apart', () => {
    const figures = figuresOf(
      'Invest $2.5bn (EUR 40M, £6.50, A$380m) to lift margin 3.5% by 6pp, 1,200 staff, by 2030. CO2 and B2B.',
    );
    expect(figures.map((f) => [f.text, f.kind])).toEqual([
      ['$2.5bn', 'money'],
      ['EUR 40M', 'money'],
      ['£6.50', 'money'],
      ['A$380m', 'money'],
      ['3.5%', 'percent'],
      ['6pp', 'points'],
      ['1,200', 'count'],
      ['2030', 'year'],
    ]);
    expect(hasFigure('a budget of €40 million', figures[1]!)).toBe(true);
    expect(hasFigure('a budget of $40m', figures[1]!)).toBe(false);
    expect(splitFigure('Should it invest 5bn?', figures[0]!, figures)).toBe('5bn');
    expect(splitFigure('Should it invest $2.5bn?', figures[0]!, figures)).toBeUndefined();
  });

  it('finds names, options and constraints', () => {
    expect(namesOf('Skylark Air, a low-cost airline based in Lisbon, reports EBIT. Should Northwind buy it?')).toEqual([
      'Skylark',
      'Air',
      'Lisbon',
      'EBIT',
      'Northwind',
    ]);
    expect(keepsName('a producer in Poland', 'Polish')).toBe(true);
    expect(statedOptions('Should it build a plant, form a joint venture or keep outsourcing?')).toEqual([
      'build a plant',
      'form a joint venture',
      'keep outsourcing',
    ]);
    expect(statedOptions('Should it enter, and if so how?')).toEqual([]);
    expect(statedConstraints('Cut costs by 10% without closing sites. Customer bills cannot rise.')).toEqual([
      'without closing sites',
      'Customer bills cannot rise',
    ]);
  });
});

describe('the rubric on one chain', () => {
  it('names every check and passes what the chain got right', async () => {
    const run = await chainOf(COOP);
    const rubric = scoreRun(COOP, run);
    expect(Object.keys(rubric.checks)).toEqual([
      'archetype',
      'subject',
      'figures',
      'names',
      'options',
      'constraints',
      'industry',
      'keyQuestion',
      'claims',
      'grammar',
      'honesty',
      'shape',
    ]);
    for (const check of ['archetype', 'subject', 'options', 'claims', 'honesty', 'shape'] as const)
      expect({ check, ...rubric.checks[check] }).toMatchObject({ check, pass: true });
  });

  it('catches a wrong archetype and the people served read as the client', async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.reading!.archetype = 'investment-case';
      r.reading!.subject = 'the farmers';
    });
    const rubric = scoreRun({ ...COOP, subject: undefined }, run);
    expect(rubric.checks.archetype).toMatchObject({ pass: false, reason: 'read investment-case, not option-choice' });
    expect(rubric.checks.subject.pass).toBe(false);
  });

  it('catches money split at the decimal point and a figure dropped', async () => {
    const good = await chainOf(COOP);
    // Every generated text writes "5bn"; the statement keeps "EUR 2.5bn".
    const run = {
      ...(JSON.parse(JSON.stringify(good).replaceAll('2.5bn', '5bn')) as ChainRun),
      statement: good.statement,
    };
    const figures = scoreRun(COOP, run).checks.figures;
    expect(figures.pass).toBe(false);
    expect(figures.details).toContain('missing EUR 2.5bn');
    expect(figures.details.some((d) => d.startsWith('EUR 2.5bn split as "5bn"'))).toBe(true);
  });

  it('catches a constraint read as the metric, and the sentence that makes', async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.reading!.metric = 'milk prices';
      r.brief!.constraints = [];
      r.brief!.successCriteria.push('Costs cannot at or above 80%');
    });
    const rubric = scoreRun(COOP, run);
    expect(rubric.checks.constraints.details).toEqual(
      expect.arrayContaining([
        '"milk prices" not in the brief\'s constraints',
        'metric "milk prices" is the constraint',
      ]),
    );
    expect(rubric.checks.grammar.details.some((d) => d.startsWith('"cannot at"'))).toBe(true);
  });

  it('catches a named option missing from the first two levels of the tree', async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.issueTree!.root.children = r.issueTree!.root.children.filter((c) => !/Lactalis/.test(c.label));
      for (const child of r.issueTree!.root.children)
        child.children = child.children.filter((c) => !/Lactalis/.test(c.label));
    });
    expect(scoreRun(COOP, run).checks.options).toMatchObject({ pass: false, short: 'miss 1/2' });
  });

  it("catches another industry's words, and a business customer's paperwork for a consumer business", async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.issueTree!.root.children[0]!.label =
        'Do passengers on our flights pay their invoices and credit notes on time?';
    });
    const industry = scoreRun({ ...COOP, industries: ['charity'] }, run).checks.industry;
    expect(industry.pass).toBe(false);
    expect(industry.details.join('\n')).toMatch(/"flights" \(airline\)/);
    expect(industry.details.join('\n')).toMatch(/"credit notes" \(B2B\)/);
  });

  it('catches questions passed off as hypotheses', async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.hypothesisTree!.root.children[0]!.label = 'The evidence will settle whether the plant pays back';
      r.hypothesisTree!.root.children[1]!.label = 'Does selling to Lactalis pay more?';
    });
    expect(scoreRun(COOP, run).checks.claims).toMatchObject({ pass: false, short: '2 not claims' });
    const relative = broken(await chainOf(COOP), (r) => {
      r.hypothesisTree!.root.children[0]!.label = 'What members would pay for cheese is above the cost of making it';
    });
    expect(scoreRun(COOP, relative).checks.claims.pass).toBe(true);
  });

  it('catches a key question that is two sentences or carries neither target nor decision', async () => {
    const run = await chainOf(COOP);
    const two = broken(run, (r) => (r.brief!.keyQuestion = 'What should the cooperative do next year. Statutory?'));
    expect(scoreRun(COOP, two).checks.keyQuestion.details.join('\n')).toMatch(/more than one sentence/);
    const vague = broken(run, (r) => (r.brief!.keyQuestion = 'What should the cooperative do?'));
    expect(scoreRun(COOP, vague).checks.keyQuestion.pass).toBe(false);
    // "Is it worth it?" weighs the move the sentence before names.
    const bnpl: EvalCase = {
      id: 'bnpl',
      type: 'new-offer',
      problemStatement: 'A bank wants to launch a buy-now-pay-later product for small merchants. Is it worth it?',
      expectTerms: [],
    };
    const decided = broken(await chainOf(bnpl), (r) => {
      r.brief!.keyQuestion = 'Should the bank launch a buy-now-pay-later product for small merchants, and how?';
    });
    expect(scoreRun(bnpl, decided).checks.keyQuestion.pass).toBe(true);
  });

  it('catches statuses and a storyline built on illustrations', async () => {
    const run = broken(await chainOf(COOP), (r) => {
      r.statuses!.results[1]!.status = 'supported';
      const illustration = r.illustrations!.simulations[0]!;
      illustration.finding = 'Margins rose to 14.7% in the simulated data.';
      r.storyline!.governingThought = 'The plant lifts margins to 14.7%.';
    });
    const honesty = scoreRun(COOP, run).checks.honesty;
    expect(honesty.pass).toBe(false);
    expect(honesty.details.join('\n')).toMatch(/supported without team results/);
    expect(honesty.details.join('\n')).toMatch(/quotes 14.7% from an illustration/);
  });
});

describe('grammar faults', () => {
  const faults = (text: string, role: 'label' | 'field' | 'prose' = 'label') =>
    grammarFaults({ where: 'x', text, role });

  it('finds doubled words, holes, fragments, lower-case starts, articles and cut-off text', () => {
    expect(faults('Should the operator pick pick a bus?')).toEqual(['doubled "pick pick"']);
    expect(faults('Revenue per undefined')).toContain('"undefined"');
    expect(faults('Margin of {target}')).toContain('"{"');
    expect(faults('The share of revenue per')).toEqual(['ends on "per"']);
    expect(faults('share of returns wanted to', 'field')).toEqual(['ends on "to"']);
    expect(faults('the market is large')).toEqual(['starts lower case']);
    expect(faults('It needs a operating model')).toEqual(['"a operating"']);
    expect(faults('Procurement spend analysis: the hospital pays more than peers for drugs and…')).toEqual(['cut off']);
    expect(faults('Supported if the value is above 0 £.', 'prose')).toEqual(['currency after the number']);
  });

  it('passes good sentences, a stranded preposition after its verb, and inverted questions', () => {
    expect(faults('Segments nobody can act on')).toEqual([]);
    expect(faults('Which projects must the utility fund first?')).toEqual([]);
    expect(faults('Does stock get held up in in-store execution?')).toEqual([]);
    expect(faults('Identify the employers people leave for and join from')).toEqual([]);
    expect(faults('An hour of a unit’s uptime is worth a euro to an SME')).toEqual([]);
    expect(faults('share of revenue from the top 10 customers', 'field')).toEqual([]);
  });
});

describe('across cases', () => {
  it('reports the largest word overlap between trees and how many trees are distinct', async () => {
    const run = await chainOf(COOP);
    const tree = run.issueTree!;
    const overlap = treeOverlap([
      { id: 'a', tree },
      { id: 'b', tree },
    ]);
    expect(overlap.max).toBe(1);
    expect(overlap.over).toEqual(['a ~ b (100%)']);
    const distinct = distinctTrees([
      { id: 'a', statement: COOP.problemStatement, tree },
      { id: 'b', statement: COOP.problemStatement, tree },
    ]);
    expect(distinct).toEqual({ distinct: 1, total: 2, same: ['a = b'] });
  });
});
