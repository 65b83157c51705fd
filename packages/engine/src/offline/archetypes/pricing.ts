import type { Frame } from '../frame.js';
import { capitalise } from '../text.js';
import {
  realised,
  pair,
  branchFor,
  sayFor,
  decisionAsSubject,
  decisionPhrase,
  goalPhrase,
  income,
  prices,
  questionWith,
  when,
  rivals,
  withWhen,
  costs,
  channelName,
  ask,
} from './blocks-commercial.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Pricing: what customers pay = price level (against value and competitors) × structure (what is charged
 * for, tiers, fences) × realisation (discounts, collection), limited by how customers and competitors (or
 * the regulator) respond. Split once by pricing lever, once by the price corridor: the value ceiling, the
 * competitive reference and the cost floor, then how much of the corridor the client captures.
 */
function regulated(f: Frame): boolean {
  return f.industry.revenueModel === 'regulated';
}

/** The governing hypothesis: about the move the statement weighs, else about the goal. */
function governing(f: Frame, mainly: string): string {
  const decision = decisionPhrase(f);
  if (decision && f.options.length < 2) {
    return `${capitalise(decisionAsSubject(decision))} would raise ${f.Sp} ${income(f)} without losing more ${f.C} than it can afford`;
  }
  const aim = regulated(f) ? 'recover the revenue it needs' : `grow its ${income(f)}`;
  return `${f.S} can ${goalPhrase(f, aim)} mainly ${mainly}`;
}

/** Whether the level of prices leaves room: value and competitors in a market, efficient cost under a regulator. */
function level(f: Frame): Spec {
  const branch = branchFor(f, 'pricing');
  const say = sayFor(f, 'pricing');
  const p = prices(f);
  if (regulated(f)) {
    return ask(
      'are',
      `${f.Sp} ${p}`,
      'below what the cost of an efficient service justifies',
      [
        ask('are', `${f.Sp} efficient costs`, `higher than its current ${p} recover`, [], {
          tests: ['benchmarking', 'cost-baseline'],
          rule: rule(`efficient costs minus the ${income(f)} current ${p} recover`, 'above', 0, '%'),
          impact: 4,
        }),
        ask('are', `${f.Sp} ${p}`, `below those of ${f.industry.competitors}`, [], {
          tests: ['benchmarking', 'regulatory-review'],
          rule: rule(`${f.Sp} average bill against the comparator median`, 'below', 0, '%'),
          impact: 3,
        }),
        ask('would', `higher ${p}`, `stay affordable for ${f.industry.segments[0]}`, [], {
          tests: ['bill-impact', 'customer-segmentation'],
          rule: rule(
            `the share of ${f.industry.segments[0]} whose bill would exceed the affordability threshold`,
            'at-most',
            10,
            '%',
          ),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'efficient cost, comparators, affordability' },
    );
  }
  const [seg1, seg2] = f.industry.segments;
  return branch(
    'level',
    [
      ['are', `${f.Sp} ${p}`, `below what ${f.C} would pay`],
      ['is', 'there', `headroom in ${f.Sp} ${p}`],
    ],
    [
      say(
        'wtp',
        [
          ['would', seg1, `pay more than today's ${p}`],
          ['is', `what ${seg1} would pay`, `above today's ${f.industry.price}`],
        ],
        {
          tests: ['willingness-to-pay', 'customer-survey'],
          rule: rule(
            `the gap between surveyed willingness to pay of ${seg1} and today's ${f.industry.price}`,
            'above',
            5,
            '%',
          ),
          impact: 4,
        },
      ),
      say(
        'rivals',
        [
          ['are', `${f.Sp} ${p}`, `below those of ${rivals(f)}`],
          ['do', rivals(f), `set higher ${p} than ${f.S}`],
        ],
        {
          tests: ['competitor-profiling', 'benchmarking'],
          rule: rule(
            `${f.Sp} value-adjusted ${f.industry.price} index against the competitor median (100 = parity)`,
            'below',
            100,
          ),
          impact: 3,
        },
      ),
      say(
        'costs',
        [
          ['have', `${costs(f.industry.variableCosts[0])}`, `risen faster than ${f.Sp} ${p}`],
          ['have', `${f.Sp} ${p}`, `lagged behind ${costs(f.industry.variableCosts[0])}`],
        ],
        {
          tests: ['cost-baseline', 'pvm-bridge'],
          rule: rule(
            `growth in ${costs(f.industry.variableCosts[0])} per ${f.u} minus growth in ${p} over three years`,
            'above',
            0,
            'pp',
          ),
          impact: 3,
        },
      ),
      say(
        'elastic',
        [
          ['would', `demand from ${seg2}`, `hold up at higher ${p}`],
          ['is', `demand from ${seg2}`, `insensitive to ${p}`],
        ],
        {
          tests: ['price-elasticity', 'price-testing'],
          rule: rule(`the absolute price elasticity of demand among ${seg2}`, 'below', 1),
          impact: 4,
        },
      ),
    ],
    { kind: 'driver', dimension: 'willingness to pay, competitors, response of demand' },
  );
}

/** Whether the client collects what it sets: discounts in a market, unpaid bills and concessions otherwise. */
function realisation(f: Frame): Spec {
  const branch = branchFor(f, 'pricing');
  const say = sayFor(f, 'pricing');
  const p = prices(f);
  if (!regulated(f) && f.industry.revenueModel !== 'budget') {
    const [ch1, ch2] = f.industry.channels;
    return branch(
      'realise',
      [
        ['do', 'discounts', `erode the prices ${f.S} realises`],
        ['does', f.S, 'give away too much of its price in discounts'],
      ],
      [
        say(
          'discount',
          [
            ['does', f.S, `discount more than ${rivals(f)}`],
            ['are', `${f.Sp} discounts`, `deeper than those of ${rivals(f)}`],
          ],
          {
            tests: ['discount-waterfall', 'benchmarking'],
            rule: rule(`${f.Sp} average discount off list minus the peer median`, 'above', 3, 'pp'),
            impact: 4,
          },
        ),
        ask('do', `${f.C} buying through ${channelName(f, ch2)}`, 'get bigger discounts', [], {
          tests: ['discount-waterfall', 'channel-economics'],
          rule: rule(`the average discount through ${ch2} minus that through ${ch1}`, 'above', 5, 'pp'),
          impact: 4,
        }),
        say(
          'stick',
          [
            ['do', 'list increases', 'fail to stick'],
            ['do', `${f.Sp} ${realised(f)}`, 'lag its list increases'],
          ],
          {
            tests: ['pvm-bridge', 'discount-waterfall'],
            rule: rule(`the share of the last list increase that reached realised ${p}`, 'below', 70, '%'),
            impact: 3,
          },
        ),
      ],
      { kind: 'driver', dimension: 'list price − discounts = realised price' },
    );
  }
  return ask(
    'does',
    f.S,
    `lose much of what it bills before it is paid`,
    [
      ask('are', `${f.Sp} unpaid bills`, 'higher than those of peers', [], {
        tests: ['benchmarking', 'cohort-churn'],
        rule: rule(`${f.Sp} bad debt as a share of billed ${income(f)} minus the peer median`, 'above', 0.5, 'pp'),
        impact: 3,
      }),
      ask('do', 'concessions and exemptions', `reach ${f.C} who no longer qualify`, [], {
        tests: ['loss-audit', 'customer-segmentation'],
        rule: rule(`the share of concessions granted to ${f.C} outside the eligibility rules`, 'above', 5, '%'),
        impact: 2,
      }),
      ask('do', 'billing errors', `leave part of ${f.Sp} ${p} uncollected`, [], {
        tests: ['loss-audit', 'process-mining'],
        rule: rule(`${income(f)} lost to billing errors as a share of billed ${income(f)}`, 'above', 1, '%'),
        impact: 2,
      }),
    ],
    { kind: 'driver', dimension: 'billed − unpaid − concessions − errors = collected' },
  );
}

/** How the market (or the regulator) would answer a change in price. */
function response(f: Frame): Spec {
  const p = prices(f);
  if (regulated(f)) {
    return ask('would', f.industry.regulator, `accept the new ${p} with the evidence ${f.S} has`, [], {
      tests: ['regulatory-review', 'stakeholder-mapping'],
      rule: rule('the number of likely regulatory objections without an answer', 'at-most', 0),
      impact: 4,
    });
  }
  return sayFor(f, 'pricing')(
    'undercut',
    [
      ['could', f.S, `raise its ${p} without being undercut by ${rivals(f)}`],
      ['would', rivals(f), `follow a rise in ${p}`],
    ],
    {
      tests: ['competitor-profiling', 'expert-interviews'],
      rule: rule(
        `the share of past ${f.industry.price} rises in the market that competitors followed within a year`,
        'at-least',
        50,
        '%',
      ),
      impact: 3,
    },
  );
}

/** Whether the structure of prices leaves money on the table: what is charged for, for whom, what is included. */
function structure(f: Frame): Spec {
  const branch = branchFor(f, 'pricing');
  const say = sayFor(f, 'pricing');
  const [seg1, seg2] = f.industry.segments;
  if (regulated(f)) {
    return ask(
      'does',
      `${f.Sp} tariff structure`,
      'recover costs from those who cause them',
      [
        ask('do', 'standing charges', 'recover most of the fixed costs they are meant to cover', [], {
          tests: ['cost-to-serve', 'benchmarking'],
          rule: rule('the share of fixed costs recovered through standing charges', 'at-least', 50, '%'),
          impact: 3,
        }),
        ask('would', 'seasonal or time-of-use tariffs', 'move demand away from the peak', [], {
          tests: ['price-elasticity', 'pilot-test'],
          rule: rule('the share of peak demand that customers moved in a tariff trial', 'above', 5, '%'),
          impact: 3,
        }),
        ask('do', pair(seg1, seg2), 'each pay in line with their cost to serve', [], {
          tests: ['cost-to-serve', 'customer-segmentation'],
          rule: rule(`the gap between the share of ${income(f)} and the share of costs of ${seg1}`, 'at-most', 5, 'pp'),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'fixed against variable charges, time of use, and who pays for what' },
    );
  }
  return branch(
    'structure',
    [
      ['could', `${f.Sp} pricing structure`, `capture more of what ${f.C} value`],
      ['does', `${f.Sp} pricing structure`, 'leave money on the table'],
    ],
    [
      say(
        'heavy',
        [
          ['would', 'usage-based pricing', `charge ${f.Sp} heaviest ${f.C} more fairly`],
          ['do', `${f.Sp} heaviest ${f.C}`, 'pay less than usage-based pricing would charge'],
        ],
        {
          tests: ['customer-segmentation', 'regression'],
          rule: rule(
            `the ratio of use between the top and bottom quartiles of ${f.C}, divided by the ratio of what they pay`,
            'above',
            2,
          ),
          impact: 4,
        },
      ),
      say(
        'fences',
        [
          ['could', f.S, `charge ${seg2} differently from ${seg1}, by time or version`],
          ['would', `charging ${seg2} differently from ${seg1}`, 'earn more'],
        ],
        {
          tests: ['willingness-to-pay', 'customer-segmentation'],
          rule: rule(`the gap in willingness to pay between ${seg1} and ${seg2}`, 'above', 20, '%'),
          impact: 3,
        },
      ),
      say(
        'extras',
        [
          ['does', f.S, `give away extras ${f.C} would pay for`],
          ['could', f.S, 'charge for extras it now includes free'],
        ],
        {
          tests: ['customer-survey', 'willingness-to-pay'],
          rule: rule(`the share of surveyed ${f.C} willing to pay for an extra that is now free`, 'above', 25, '%'),
          impact: 2,
        },
      ),
    ],
    { kind: 'driver', dimension: 'what is charged for, for whom, and what is included' },
  );
}

/** Whether the change survives the answer of customers and competitors, or of bill payers and the regulator. */
function reaction(f: Frame): Spec {
  const branch = branchFor(f, 'pricing');
  const say = sayFor(f, 'pricing');
  const p = prices(f);
  if (regulated(f)) {
    return ask(
      'can',
      f.S,
      `change its ${p} without bill shocks its ${f.C} and ${f.industry.regulator} would reject`,
      [
        ask('would', `fewer than one in ten ${f.C}`, 'see their bill rise by more than 10%', [], {
          tests: ['bill-impact', 'customer-segmentation'],
          rule: rule(`the share of ${f.C} whose bill would rise by more than 10%`, 'at-most', 10, '%'),
          impact: 4,
        }),
        response(f),
        ask('would', `lower use at higher ${p}`, `leave ${f.Sp} allowed revenue within reach`, [], {
          tests: ['price-elasticity', 'demand-forecast'],
          rule: rule('the shortfall against allowed revenue after the demand response', 'at-most', 1, '%'),
          impact: 3,
        }),
      ],
      { kind: 'issue', dimension: "bill payers' response, the regulator's response, demand" },
    );
  }
  const [seg1] = f.industry.segments;
  return branch(
    'reaction',
    [
      ['can', f.S, `make the change without losing the ${f.C} it needs`],
      ['would', `the ${f.C} ${f.S} needs`, 'stay after the change'],
    ],
    [
      say(
        'breakeven',
        [
          ['would', f.S, `lose fewer ${f.U} than the break-even loss`],
          ['would', `the ${f.U} lost`, 'stay below the break-even loss'],
        ],
        {
          tests: ['price-testing', 'price-elasticity'],
          rule: rule(
            `volume lost after the change minus the break-even loss (${f.industry.price} change ÷ (contribution margin + ${f.industry.price} change))`,
            'below',
            0,
            'pp',
          ),
          impact: 5,
        },
      ),
      response(f),
      say(
        'phase',
        [
          ['can', f.S, `phase the change for its ${seg1}`],
          ['could', seg1, 'move to the new prices in steps'],
        ],
        {
          tests: ['pilot-test', 'customer-segmentation'],
          rule: rule(`the share of ${seg1} whose bill would rise by more than 10%`, 'at-most', 20, '%'),
          impact: 3,
        },
      ),
    ],
    { kind: 'issue', dimension: "customers' response, competitors' response, migration" },
  );
}

function byLever(f: Frame): Framework {
  return {
    dimension: `${income(f)} from pricing = level × structure × realisation, net of the volume lost`,
    claim: governing(
      f,
      regulated(f)
        ? 'with tariffs that follow efficient cost and by collecting what it bills'
        : 'by charging closer to value and letting less of it leak away',
    ),
    children: [level(f), structure(f), realisation(f), reaction(f)],
  };
}

/**
 * Under a regulator the corridor is the allowed revenue: efficient costs, the return on the asset base and
 * the incentives earned, then the tariffs that recover it.
 */
function byBuildingBlock(f: Frame): Framework {
  const p = prices(f);
  const [, kpi] = f.industry.kpis;
  return {
    dimension:
      'allowed revenue = efficient costs + depreciation and return on the asset base ± incentives, then tariffs',
    claim: governing(f, `by evidencing efficient costs and the investment it needs, then recovering them fairly`),
    children: [
      ask(
        'can',
        f.S,
        `show ${f.industry.regulator} that its operating costs are efficient`,
        [
          ask('are', `${f.Sp} operating costs`, 'within the allowance set for the current period', [], {
            tests: ['benchmarking', 'cost-baseline'],
            rule: rule(`${f.Sp} operating costs against the allowance for the current period`, 'at-most', 100, '%'),
            impact: 4,
          }),
          ask('are', `${f.Sp} unit costs`, `at or below the comparator median`, [], {
            tests: ['benchmarking', 'regression'],
            rule: rule(
              `${f.Sp} modelled unit costs against the median of ${f.industry.competitors}`,
              'at-most',
              100,
              '%',
            ),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'against the allowance and against comparators' },
      ),
      ask(
        'can',
        f.S,
        'justify its investment plan and the return on it',
        [
          ask('does', `the condition of ${f.Sp} assets`, 'justify the renewal it plans', [], {
            tests: ['asset-renewal', 'risk-modelling'],
            rule: rule('the share of planned renewals backed by condition and failure data', 'at-least', 80, '%'),
            impact: 4,
          }),
          ask('would', 'the allowed return', `cover ${f.Sp} cost of financing the plan`, [], {
            tests: ['dcf-model', 'scenario-sensitivity'],
            rule: rule(`the allowed return minus ${f.Sp} cost of capital`, 'at-least', 0, 'pp'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'need for investment against its financing' },
      ),
      ask(
        'can',
        f.S,
        'earn incentive rewards rather than penalties',
        [
          ask('does', f.S, `beat its performance commitment on ${kpi}`, [], {
            tests: ['benchmarking', 'regulatory-review'],
            rule: rule(`${f.Sp} ${kpi} against the committed level`, 'at-least', 100, '%'),
            impact: 3,
          }),
          ask('do', `${f.Sp} ${f.C}`, `rate its service above the sector average`, [], {
            tests: ['customer-survey', 'benchmarking'],
            rule: rule(`${f.Sp} customer satisfaction score minus the sector average`, 'above', 0, 'points'),
            impact: 2,
          }),
        ],
        { kind: 'driver', dimension: 'performance commitments against service quality' },
      ),
      ask(
        'can',
        f.S,
        `turn the allowed revenue into ${p} its ${f.C} accept`,
        [
          ask('would', 'the split between standing and usage charges', 'follow what drives cost', [], {
            tests: ['cost-to-serve', 'regression'],
            rule: rule('the share of fixed costs recovered through standing charges', 'at-least', 50, '%'),
            impact: 3,
          }),
          ask(
            'would',
            `a social ${f.industry.price}`,
            `protect the ${f.industry.segments[0]} who struggle to pay`,
            [],
            {
              tests: ['bill-impact', 'customer-segmentation'],
              rule: rule(
                `the share of ${f.industry.segments[0]} spending more than 5% of income on the bill after the change`,
                'at-most',
                10,
                '%',
              ),
              impact: 3,
            },
          ),
          ask('would', `bills for most ${f.C}`, 'rise by less than inflation', [], {
            tests: ['bill-impact', 'scenario-sensitivity'],
            rule: rule(`the share of ${f.C} whose bill rises faster than inflation`, 'at-most', 20, '%'),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'tariff design, protection, bill impact' },
      ),
    ],
  };
}

function byCorridor(f: Frame): Framework {
  const say = sayFor(f, 'pricing');
  const branch = branchFor(f, 'pricing');
  const p = prices(f);
  const [seg1, seg2] = f.industry.segments;
  const [vc1] = f.industry.variableCosts;
  const wouldPayMore = (seg: string, impact: number) =>
    say(
      'more',
      [
        ['would', seg, 'pay more than they pay today'],
        ['is', `what ${seg} would pay`, `above today's ${f.industry.price}`],
      ],
      {
        tests: ['willingness-to-pay', 'price-testing'],
        rule: rule(`the median willingness to pay of ${seg} over today's ${f.industry.price}`, 'above', 10, '%'),
        impact,
      },
    );
  return {
    dimension:
      'the price corridor: value to the customer (ceiling), competitors (reference), cost (floor), then capture',
    claim: governing(f, `because its ${p} sit low in the corridor between cost and value`),
    children: [
      branch(
        'value',
        [
          ['do', f.C, `value ${f.Sp} offer above its ${p}`],
          ['is', `${f.Sp} offer`, `worth more to ${f.C} than its ${p}`],
        ],
        [wouldPayMore(seg1, 4), wouldPayMore(seg2, 3)],
        { kind: 'driver', dimension: f.industry.segmentBy },
      ),
      branch(
        'reference',
        [
          ['are', `${f.Sp} ${p}`, `below those of ${rivals(f)}`],
          ['do', rivals(f), `ask more than ${f.S} for a similar offer`],
        ],
        [
          say(
            'rate',
            [
              ['do', seg1, `rate ${f.S} as highly as ${rivals(f)}`],
              ['do', seg1, `rate ${f.S} on a par with ${rivals(f)}`],
            ],
            {
              tests: ['customer-survey', 'competitor-profiling'],
              rule: rule(
                `the share of ${seg1} who rate ${f.S} equal to or better than the leading alternative`,
                'at-least',
                50,
                '%',
              ),
              impact: 4,
            },
          ),
          say(
            'slower',
            [
              ['has', f.S, `raised its ${p} more slowly than ${rivals(f)}`],
              ['have', rivals(f), `raised ${p} faster than ${f.S}`],
            ],
            {
              tests: ['competitor-profiling', 'pvm-bridge'],
              rule: rule(`the median rise in competitors' ${p} over two years minus ${f.Sp} own`, 'above', 2, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'quality against the alternatives, and their prices' },
      ),
      branch(
        'floor',
        [
          ['do', `${f.Sp} ${p}`, `fail to cover the cost of some ${f.C}`],
          ['are', `some ${f.C}`, `served below cost at today's ${p}`],
        ],
        [
          say(
            'loss',
            [
              ['do', seg2, 'cost more to serve than they pay'],
              ['are', seg2, 'served at a loss'],
            ],
            {
              tests: ['cost-to-serve', 'customer-segmentation'],
              rule: rule(
                `the share of ${seg2} whose cost to serve exceeds the ${income(f)} they bring`,
                'above',
                10,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'inflation',
            [
              ['have', `the costs of ${vc1}`, `risen faster than ${f.Sp} ${p}`],
              ['have', `${f.Sp} ${p}`, `lagged behind the costs of ${vc1}`],
            ],
            {
              tests: ['cost-baseline', 'pvm-bridge'],
              rule: rule(`growth in variable cost per ${f.u} minus growth in ${p} over three years`, 'above', 0, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'cost to serve against cost inflation' },
      ),
      branch(
        'capture',
        [
          ['can', f.S, `capture more of its price corridor without losing ${f.C}`],
          ['is', 'there', `room left in the price corridor for ${f.S}`],
        ],
        [
          say(
            'tiers',
            [
              ['would', 'usage-based, tiered or time-based pricing', `earn more from the same ${f.C}`],
              ['would', 'pricing by usage, tier or time', `lift ${income(f)} per ${f.c}`],
            ],
            {
              tests: ['price-testing', 'pilot-test'],
              rule: rule(`the gain in ${income(f)} per ${f.c} in a test of the new structure`, 'above', 3, '%'),
              impact: 4,
            },
          ),
          say(
            'tighter',
            [
              ['could', 'tighter discounting', `recover a point of ${f.industry.price}`],
              ['would', 'firmer discount rules', `add a point of ${f.industry.price}`],
            ],
            {
              tests: ['discount-waterfall', 'win-loss'],
              rule: rule(
                `the ${income(f)} recovered by holding discounts to the policy, as a share of ${income(f)}`,
                'at-least',
                1,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'lost',
            [
              ['would', `the demand lost from ${f.C}`, 'cost less than the price gained'],
              ['would', `the gain in ${f.industry.price}`, `outweigh the demand lost from ${f.C}`],
            ],
            {
              tests: ['price-elasticity', 'cohort-churn'],
              rule: rule(`volume lost after the change minus the break-even loss`, 'below', 0, 'pp'),
              impact: 5,
            },
          ),
        ],
        { kind: 'issue', dimension: `structure, discounts, and the ${f.C} it could lose` },
      ),
    ],
  };
}

export const pricing: ArchetypeDefinition = {
  id: 'pricing',
  decision: false,
  deciders: ['the CEO', 'the chief commercial officer'],
  question(f) {
    if (f.options.length >= 2) return undefined;
    const decision = decisionPhrase(f);
    if (decision) return questionWith(f, `Should ${f.S} ${withWhen(f, decision)}, and if so, for whom and how`);
    if (f.target) return questionWith(f, `How should ${f.S} set its ${prices(f)} to ${goalPhrase(f, '')}`);
    const aim = regulated(f) ? 'recover the revenue it needs' : `grow its ${income(f)}`;
    return questionWith(f, `How should ${f.S} set and structure its ${prices(f)} to ${aim}${when(f)}`);
  },
  variants: [
    { name: 'by pricing lever', build: byLever },
    {
      name: 'by price corridor',
      build: (f) => (regulated(f) ? byBuildingBlock(f) : byCorridor(f)),
    },
  ],
};
