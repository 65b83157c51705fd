import type { AnalysisTypeId } from '../analyses/ids.js';
import type { Frame } from '../frame.js';
import {
  realised,
  customerWord,
  feesFromPeople,
  isAre,
  branchFor,
  channelName,
  sayFor,
  closePart,
  commerce,
  costs,
  goalPhrase,
  income,
  prices,
  questionWith,
  rivals,
  when,
  worthRule,
  ask,
} from './blocks-commercial.js';
import { open, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Revenue growth: revenue = existing customers (retention × share of wallet × price) + new customers in the
 * markets already served + new offers + new markets. Split once by source of growth, once by who pays
 * (the industry's two segments, then those not yet served), once by diagnosis (why growth stalled, then
 * which levers close the gap in time).
 */
/** "demand from commuters", or "giving by regular givers" where money is given. */
function demandFrom(f: Frame, segment: string): string {
  return f.industry.revenueModel === 'donations' ? `giving by ${segment}` : `demand from ${segment}`;
}

function goal(f: Frame): string {
  return goalPhrase(f, `grow its ${f.M}`);
}

/** Whether the client can earn more per customer from price: the lever differs with who sets prices. */
function priceHeadroom(f: Frame): Spec {
  const { industry: ind } = f;
  switch (ind.revenueModel) {
    case 'regulated':
      return ask('can', f.S, `justify higher ${prices(f)} to ${ind.regulator}`, [], {
        tests: ['regulatory-review', 'benchmarking'],
        rule: rule(`the rise in allowed revenue ${f.S} can support with evidence at the next review`, 'above', 0, '%'),
        impact: 3,
      });
    case 'donations':
      return ask('could', f.S, `increase its ${ind.price} per ${f.c}`, [], {
        tests: ['donor-cohort', 'benchmarking'],
        rule: rule(`the gap between the median ${ind.price} of ${ind.competitors} and ${f.Sp} own`, 'above', 10, '%'),
        impact: 3,
      });
    case 'budget':
      return ask('do', `${f.Sp} ${prices(f)}`, `recover less of the cost of services than those of peers`, [], {
        tests: ['benchmarking', 'bill-impact'],
        rule: rule(`the peer median share of costs recovered through ${prices(f)} minus ${f.Sp} own`, 'above', 5, 'pp'),
        impact: 2,
      });
    default:
      if (feesFromPeople(f)) {
        return ask('is', 'there', `room to raise ${f.Sp} ${prices(f)}`, [], {
          tests: ['benchmarking', 'regulatory-review'],
          rule: rule(`the gap between the best ${prices(f)} peers obtain and ${f.Sp} own`, 'above', 3, '%'),
          impact: 3,
        });
      }
      return sayFor(f, 'growth')(
        'headroom',
        [
          ['are', `${f.Sp} ${prices(f)}`, `below what its ${ind.segments[1]} would pay`],
          ['would', ind.segments[1], `accept higher ${prices(f)} from ${f.S}`],
        ],
        {
          tests: ['willingness-to-pay', 'discount-waterfall'],
          rule: rule(
            `the gap between what ${f.C} say they would pay and the ${prices(f)} ${f.S} realises`,
            'above',
            5,
            '%',
          ),
          impact: 3,
        },
      );
  }
}

function bySource(f: Frame): Framework {
  const say = sayFor(f, 'growth');
  const branch = branchFor(f, 'growth');
  const m = commerce(f);
  const ind = f.industry;
  const [stream1] = ind.revenueStreams;
  const [own, reach] = ind.channels;
  const [seg1, seg2] = ind.segments;
  const [, , , stage4] = ind.stages;
  const [, fc2] = ind.fixedCosts;
  return {
    dimension: `${f.M} = existing ${f.C} + new ${f.C} + new offers + new markets`,
    claim: `${f.S} can ${goal(f)} mainly from the ${f.C} it already reaches`,
    children: [
      branch(
        'existing',
        [
          ['can', f.S, `grow ${income(f)} from the ${f.C} it already serves`],
          ['is', 'there', `more ${income(f)} to earn from ${f.Sp} current ${f.C}`],
        ],
        [
          say(
            'keep',
            [
              ['can', f.S, `raise ${customerWord(f)} retention by improving ${stage4}`],
              ['would', `better ${stage4}`, `lift ${customerWord(f)} retention at ${f.S}`],
            ],
            {
              tests: ['cohort-churn', 'benchmarking'],
              rule: rule(`${f.Sp} annual loss rate of ${f.C} minus the best-quartile peer rate`, 'above', 2, 'pp'),
              impact: 4,
            },
          ),
          say(
            'wallet',
            [
              ['is', 'there', `room to ${m.sellMore} each ${f.c} through ${own}`],
              [
                'is',
                `${f.Sp} share of what each ${f.c} ${m.spend === 'spend' ? 'spends' : `${m.spend}s`}`,
                'lower than it could be',
              ],
            ],
            {
              tests: ['customer-segmentation', 'customer-survey'],
              rule: rule(
                `the share of what existing ${f.C} ${m.spend} in ${f.Sp} field that goes to ${ind.competitors}`,
                'above',
                50,
                '%',
              ),
              impact: 4,
            },
          ),
          priceHeadroom(f),
        ],
        { kind: 'driver', dimension: `retention × share of ${m.spending} × ${ind.price}` },
      ),
      branch(
        'new',
        [
          ['can', f.S, `win new ${f.C} in its ${m.market}`],
          ['could', `${f.Sp} ${m.market}`, `yield more new ${f.C}`],
        ],
        [
          say(
            'demand',
            [
              ['is', demandFrom(f, seg1), 'still growing'],
              ['are', seg1, `${m.spend === 'give' ? 'giving' : 'buying'} more each year`],
            ],
            {
              tests: ['market-sizing', 'demand-forecast'],
              rule: rule(`the expected annual growth of demand from ${seg1} in real terms`, 'above', 2, '%'),
              impact: 3,
            },
          ),
          say(
            'reach',
            [
              ['could', f.S, `reach more ${seg2} through ${reach}`],
              ['would', `${channelName(f, reach)}`, `bring in more ${seg2}`],
            ],
            {
              tests: ['channel-economics', 'customer-segmentation'],
              rule: rule(`the gap in ${f.Sp} penetration between ${seg1} and ${seg2}`, 'above', 10, 'pp'),
              impact: 3,
            },
          ),
          say(
            'convert',
            [
              ['can', f.S, `convert more of its prospects into ${f.C}`],
              ['does', f.S, `lose too many prospects before they become ${f.C}`],
            ],
            {
              tests: ['conversion-funnel', 'win-loss'],
              rule: rule(`the best competitor's conversion of prospects minus ${f.Sp} own`, 'above', 5, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: `new ${f.C} = growth of demand + reach × conversion` },
      ),
      branch(
        'offers',
        [
          ['can', f.S, `add ${income(f)} with ${m.offers}`],
          ['could', m.offers, `open a new source of ${income(f)}`],
        ],
        [
          say(
            'needs',
            [
              ['do', seg1, `${m.spendWith} ${rivals(f)} on needs ${f.S} could meet`],
              ['could', f.S, `meet needs that ${seg1} now take to ${rivals(f)}`],
            ],
            {
              tests: ['customer-survey', 'market-sizing'],
              rule: worthRule(f, `the ${income(f)} that meeting those needs could add`, 20, 5),
              impact: 3,
            },
          ),
          say(
            'cannibal',
            [
              ['would', 'new offers', `add ${income(f)} without cannibalising ${stream1}`],
              ['would', `${stream1}`, 'survive the new offers intact'],
            ],
            {
              tests: ['pilot-test', 'customer-survey'],
              rule: rule(`the share of new-offer ${income(f)} drawn from ${stream1}`, 'at-most', 30, '%'),
              impact: 3,
            },
          ),
          say(
            'hires',
            [
              ['could', `${f.Sp} ${ind.workforce}`, 'deliver them without new hires'],
              ['does', f.S, `have the ${ind.workforce} to deliver them`],
            ],
            {
              tests: ['capacity-utilisation', 'capability-assessment'],
              rule: rule(`spare hours of ${ind.workforce} against what the new offers need`, 'at-least', 100, '%'),
              impact: 2,
            },
          ),
        ],
        { kind: 'driver', dimension: 'unmet needs × take-up − cannibalisation, within capacity' },
      ),
      branch(
        'markets',
        [
          ['can', f.S, 'expand into new markets'],
          ['should', f.S, 'take its offer to new markets'],
        ],
        [
          say(
            'regions',
            [
              ['are', seg2, 'underserved in nearby regions'],
              ['is', 'there', `unmet demand from ${seg2} in nearby regions`],
            ],
            {
              tests: ['market-sizing', 'competitor-profiling'],
              rule: rule(
                `the size of the best adjacent ${m.market} as a share of ${f.Sp} current one`,
                'at-least',
                20,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'there',
            [
              ['could', f.S, `win there against ${rivals(f)}`],
              ['would', `${rivals(f)} there`, `leave room for ${f.S}`],
            ],
            {
              tests: ['competitor-profiling', 'customer-interviews'],
              rule: rule(
                `the share of target ${f.C} who rate ${f.Sp} offer at least as good as the leading one`,
                'at-least',
                30,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'repay',
            [
              ['would', 'entering', `repay the extra ${costs(fc2)}`],
              ['would', `the extra ${costs(fc2)}`, 'pay back within five years'],
            ],
            {
              tests: ['option-npv', 'dcf-model'],
              rule: rule('the payback period of entering the best adjacent market', 'at-most', 5, 'years'),
              impact: 2,
            },
          ),
        ],
        { kind: 'driver', dimension: 'attractiveness × ability to win × payback' },
      ),
    ],
  };
}

function bySegment(f: Frame): Framework {
  const say = sayFor(f, 'growth');
  const m = commerce(f);
  const ind = f.industry;
  const [own, other] = ind.channels;
  const segment = (seg: string, channel: string, lead: boolean): Spec =>
    ask(
      'can',
      f.S,
      `earn more ${income(f)} from its ${seg}`,
      [
        say(
          'keep-seg',
          [
            ['can', f.S, `keep its ${seg} longer`],
            ['do', seg, `stay with ${f.S} as long as they could`],
          ],
          {
            tests: ['cohort-churn', 'customer-segmentation'],
            rule: rule(`the annual loss rate of ${seg} minus the best-quartile peer rate`, 'above', 2, 'pp'),
            impact: lead ? 4 : 3,
          },
        ),
        say(
          'win-seg',
          [
            ['can', f.S, `win more ${seg} through ${channel}`],
            ['would', `${channelName(f, channel)}`, `win more ${seg}`],
          ],
          {
            tests: ['win-loss', 'channel-economics'],
            rule: rule(`the leader's ${m.share} among ${seg} minus ${f.Sp} own`, 'above', 5, 'pp'),
            impact: lead ? 4 : 3,
          },
        ),
        say(
          'earn-seg',
          [
            ['can', f.S, `earn more from each of its ${seg} through ${prices(f)} and mix`],
            ['is', `${income(f)} per ${f.c} among ${seg}`, 'below the best in the market'],
          ],
          {
            tests: ['customer-segmentation', 'willingness-to-pay'],
            rule: rule(
              `the gap between the best quartile's ${income(f)} per ${f.c} among ${seg} and ${f.Sp}`,
              'above',
              10,
              '%',
            ),
            impact: 3,
          },
        ),
      ],
      { kind: 'segment', dimension: 'number kept × number won × income from each' },
    );
  const [seg1, seg2] = ind.segments;
  return {
    dimension: `${ind.segmentBy}, then ${f.C} not yet served`,
    claim: `${f.S} can ${goal(f)} mainly by growing with ${seg1}, where it is strongest`,
    children: [
      segment(seg1, own, true),
      segment(seg2, other, false),
      ask(
        'can',
        f.S,
        `earn more ${income(f)} from other ${customerWord(f)} groups it does not serve today`,
        [
          say(
            'poorly',
            [
              ['could', m.offers, `win ${f.C} that ${rivals(f)} serve poorly`],
              ['do', rivals(f), `leave ${f.C} that ${m.offers} could win`],
            ],
            {
              tests: ['customer-survey', 'market-sizing'],
              rule: rule(`the share of potential ${f.C} unhappy with what they use today`, 'above', 30, '%'),
              impact: 3,
            },
          ),
          say(
            'new-regions',
            [
              ['could', f.S, `serve ${f.C} in new markets with its ${ind.capacity}`],
              ['could', `${f.Sp} ${ind.capacity}`, `serve ${f.C} in new markets`],
            ],
            {
              tests: ['market-sizing', 'option-npv'],
              rule: rule(
                `the size of the best new region as a share of ${f.Sp} current ${m.market}`,
                'at-least',
                20,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'ltv',
            [
              ['would', `new ${f.C}`, 'repay the cost of winning them'],
              ['would', `winning new ${f.C}`, 'pay for itself'],
            ],
            {
              tests: ['unit-economics', 'cohort-churn'],
              rule: rule(`the lifetime contribution of a new ${f.c} divided by the cost of winning one`, 'at-least', 3),
              impact: 3,
            },
          ),
        ],
        { kind: 'segment', dimension: 'where they are × what they are worth' },
      ),
    ],
  };
}

function priceErosion(f: Frame): Spec {
  const ind = f.industry;
  switch (ind.revenueModel) {
    case 'regulated':
      return ask('have', `${f.Sp} allowed ${prices(f)}`, 'lagged behind inflation', [], {
        tests: ['regulatory-review', 'pvm-bridge'],
        rule: rule(`inflation minus the growth in allowed ${prices(f)} over the last review period`, 'above', 0, 'pp'),
        impact: 3,
      });
    case 'donations':
      return ask('has', `the ${ind.price}`, 'lagged behind inflation', [], {
        tests: ['donor-cohort', 'pvm-bridge'],
        rule: rule(`inflation minus the annual growth in the ${ind.price} over three years`, 'above', 0, 'pp'),
        impact: 3,
      });
    case 'budget':
      return ask('have', `${f.Sp} ${prices(f)}`, 'lagged behind the cost of the services', [], {
        tests: ['benchmarking', 'pvm-bridge'],
        rule: rule(`growth in service costs minus growth in ${prices(f)} over three years`, 'above', 0, 'pp'),
        impact: 2,
      });
    default:
      if (feesFromPeople(f)) {
        return ask('have', `${f.Sp} ${prices(f)}`, 'lagged behind inflation', [], {
          tests: ['benchmarking', 'pvm-bridge'],
          rule: rule(`inflation minus the annual growth in ${prices(f)} over three years`, 'above', 0, 'pp'),
          impact: 3,
        });
      }
      return sayFor(f, 'growth')(
        'discounts',
        [
          ['have', 'discounts and promotions', `eroded the ${prices(f)} ${f.S} realises`],
          ['have', `${f.Sp} ${realised(f)}`, 'slipped under discounts and promotions'],
        ],
        {
          tests: ['discount-waterfall', 'pvm-bridge'],
          rule: rule('the rise in the average discount off list over three years', 'above', 2, 'pp'),
          impact: 3,
        },
      );
  }
}

function byDiagnosis(f: Frame): Framework {
  const say = sayFor(f, 'growth');
  const branch = branchFor(f, 'growth');
  const m = commerce(f);
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [stream1] = ind.revenueStreams;
  const lost = (seg: string, impact: number) =>
    say(
      'lost',
      [
        ['has', f.S, `lost ground among ${seg}`],
        ['have', seg, `drifted to ${rivals(f)}`],
      ],
      {
        tests: ['competitor-profiling', 'win-loss'],
        rule: rule(`the change in ${f.Sp} ${m.share} among ${seg} over three years`, 'below', -1, 'pp'),
        impact,
      },
    );
  const newOffers = m.offers.replace(/ or services$/, '');
  const lever = (how: string, means: string, share: 'a third' | 'a quarter', tests: AnalysisTypeId[]) =>
    say(
      `lever-${means}`,
      [
        ['can', f.S, `${closePart(f, share, 5)} ${how}`],
        ['could', means, closePart(f, share, 5)],
      ],
      { tests, rule: worthRule(f, `the ${income(f)} the lever adds`, share === 'a third' ? 33 : 25, 5), impact: 4 },
    );
  return {
    dimension: 'why growth slowed (demand, position, price), then which levers close the gap in time',
    claim: `${f.S} can ${goal(f)}, because most of its slowdown comes from causes within its control`,
    children: [
      branch(
        'slowed',
        [
          ['has', `growth in ${f.Sp} ${m.market}`, 'slowed'],
          ['is', `${f.Sp} ${m.market}`, 'growing more slowly than before'],
          ['has', `demand for what ${f.S} offers`, 'stopped growing'],
        ],
        [
          say(
            'demand-slow',
            [
              ['has', demandFrom(f, seg1), 'slowed over three years'],
              ['are', seg1, `${m.spend === 'give' ? 'giving' : 'buying'} less than three years ago`],
            ],
            {
              tests: ['market-sizing', 'demand-forecast'],
              rule: rule(`the annual growth of demand from ${seg1} now minus three years ago`, 'below', -1, 'pp'),
              impact: 3,
            },
          ),
          say(
            'substitutes',
            [
              ['are', f.C, `finding substitutes for ${stream1}`],
              [isAre(stream1), stream1, 'losing ground to substitutes'],
            ],
            {
              tests: ['customer-survey', 'expert-interviews'],
              rule: rule(`the share of ${f.C}' ${m.spending} moving to substitutes each year`, 'above', 2, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'less demand against demand going elsewhere' },
      ),
      branch(
        'share',
        [
          ['has', f.S, `lost ground to ${rivals(f)}`],
          ['have', rivals(f), `taken ${f.C} from ${f.S}`],
          ['is', f.S, `losing ${f.C} to ${rivals(f)}`],
        ],
        [lost(seg1, 4), lost(seg2, 3)],
        { kind: 'issue', dimension: ind.segmentBy },
      ),
      branch(
        'per-customer',
        [
          ['has', `${f.Sp} ${income(f)} per ${f.c}`, 'fallen in real terms'],
          ['does', `each ${f.c}`, `bring ${f.S} less ${income(f)} in real terms`],
          ['is', `${income(f)} per ${f.c}`, 'falling after inflation'],
        ],
        [
          priceErosion(f),
          say(
            'mix',
            [
              ['has', `the ${customerWord(f)} mix`, `shifted from ${seg1} towards ${seg2}`],
              ['do', seg2, `now weigh more than ${seg1} in the ${customerWord(f)} mix`],
            ],
            {
              tests: ['pvm-bridge', 'customer-segmentation'],
              rule: rule(`the effect of mix changes on ${income(f)} over three years`, 'below', -1, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: `${ind.price} against mix` },
      ),
      open(
        `Which levers can each ${closePart(f, 'a quarter', 5)} for ${f.S}${when(f)}?`,
        `A few levers, each worth a quarter of the goal or more, can deliver it for ${f.S}${when(f)}`,
        [
          lever(`by winning back ${seg1}`, `winning back ${seg1}`, 'a third', ['win-loss', 'market-sizing']),
          lever(
            f.industry.revenueModel === 'donations' ? `by lifting its ${f.industry.price}` : `through its ${prices(f)}`,
            f.industry.revenueModel === 'donations' ? `a higher ${f.industry.price}` : `better ${prices(f)}`,
            'a quarter',
            ['price-elasticity', 'pvm-bridge'],
          ),
          lever(`with ${newOffers} or new markets`, `${newOffers} or new markets`, 'a quarter', [
            'market-sizing',
            'option-npv',
          ]),
        ],
        { kind: 'issue', dimension: 'customers won back, price, new offers and markets' },
      ),
    ],
  };
}

export const revenueGrowth: ArchetypeDefinition = {
  id: 'revenue-growth',
  decision: false,
  deciders: ['the CEO', 'the chief commercial officer'],
  question(f) {
    if (f.options.length >= 2 || f.target) return undefined;
    const from = f.baseline ? ` from ${f.baseline.text} today` : '';
    return questionWith(f, `How can ${f.S} grow its ${f.M}${from}${when(f)}`);
  },
  variants: [
    { name: 'by source of growth', build: bySource },
    { name: 'by customer segment', build: bySegment },
    { name: 'diagnosis, then levers', build: byDiagnosis },
  ],
};
