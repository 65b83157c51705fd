import type { Frame } from '../frame.js';
import { spareCapacity } from './blocks.js';
import {
  isAre,
  channelName,
  costs,
  goalPhrase,
  income,
  prices,
  questionWith,
  rivals,
  sayFor,
  when,
  ask,
} from './blocks-commercial.js';
import { as, rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Unit economics: profit per unit = revenue per unit − variable cost per unit (stage by stage) − the cost of
 * winning the customer, spread over what they buy − fixed cost per unit at today's volume. Split once by
 * that formula, once by where the losses sit (which units lose money), then whether to reprice them, serve
 * them more cheaply or stop serving them.
 */
function goal(f: Frame): string {
  if (f.hasMetric) return goalPhrase(f, `raise its ${f.M}`);
  return goalPhrase(f, `make each ${f.u} profitable`);
}

/** The units of a segment: "orders from first-time customers", or the segment itself when units are customers. */
function unitsOf(f: Frame, segment: string): string {
  return f.u === f.c ? segment : `${f.U} from ${segment}`;
}

function byFormula(f: Frame): Framework {
  const say = sayFor(f, 'unit');
  const [, stream2] = f.industry.revenueStreams;
  const [fc1] = f.industry.fixedCosts;
  return {
    dimension: `profit per ${f.u} = ${income(f)} − variable cost − cost of winning ${f.C} − fixed cost, all per ${f.u}`,
    claim: `${f.S} can ${goal(f)} mainly by earning more and spending less on each ${f.u}, then spreading fixed costs over more ${f.U}`,
    children: [
      ask(
        'can',
        f.S,
        `earn more revenue on each ${f.u}`,
        [
          say(
            'price',
            [
              ['does', f.S, `realise lower ${prices(f)} than ${f.industry.competitors}`],
              ['do', f.industry.competitors, `realise higher ${prices(f)} than ${f.S}`],
            ],
            {
              tests: ['benchmarking', 'discount-waterfall'],
              rule: rule(`${f.Sp} realised ${f.industry.price} per ${f.u} against the peer median`, 'below', 95, '%'),
              impact: 4,
            },
          ),
          say(
            'small',
            [
              ['do', `many ${f.U}`, `bring too little ${income(f)} to cover their own costs`],
              ['are', `many ${f.U}`, 'too small to pay their way'],
            ],
            {
              tests: ['pareto', 'unit-economics'],
              rule: rule(`the share of ${f.U} below the size at which they break even`, 'above', 20, '%'),
              impact: 4,
            },
          ),
          say(
            'stream2',
            [
              ['can', f.S, `add more ${stream2} to each ${f.u}`],
              ['is', `${stream2} per ${f.u}`, 'below what peers earn'],
            ],
            {
              tests: ['benchmarking', 'customer-segmentation'],
              rule: rule(`${stream2} per ${f.u} against the peer median`, 'below', 90, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: `${f.industry.price} × volume per ${f.u} + ${stream2}` },
      ),
      ask(
        'can',
        f.S,
        `cut the variable cost of each ${f.u}`,
        as(
          'stage',
          f.industry.stages.map((stage, i) =>
            ask('is', `the cost of ${stage} per ${f.u}`, 'higher than it should be', [], {
              tests: ['process-time-study', 'benchmarking'],
              rule: rule(`the cost of ${stage} per ${f.u} against the best-quartile peer`, 'above', 110, '%'),
              impact: i === 0 ? 3 : 4,
            }),
          ),
        ),
        { kind: 'driver', dimension: 'by stage of the process' },
      ),
      ask(
        'is',
        `the cost of winning each ${f.c}`,
        `too high for the ${f.U} they bring`,
        [
          say(
            'cac',
            [
              ['does', f.S, `spend more to win each ${f.c} than ${f.industry.competitors}`],
              ['is', `each new ${f.c}`, `dearer for ${f.S} to win than for ${rivals(f)}`],
            ],
            {
              tests: ['benchmarking', 'conversion-funnel'],
              rule: rule(`${f.Sp} cost of winning a ${f.c} against the peer median`, 'above', 120, '%'),
              impact: 4,
            },
          ),
          say(
            'lifetime',
            [
              ['do', f.C, 'leave before their contribution repays the cost of winning them'],
              ['do', `${f.C}`, 'stay too briefly to repay their acquisition'],
            ],
            {
              tests: ['cohort-churn', 'unit-economics'],
              rule: rule(`the lifetime contribution of a ${f.c} divided by the cost of winning one`, 'below', 3),
              impact: 4,
            },
          ),
          say(
            'channels',
            [
              ['do', 'some channels', `bring ${f.C} at far lower cost than others`],
              ['is', 'one channel', `far cheaper than others for winning ${f.C}`],
            ],
            {
              tests: ['channel-economics', 'conversion-funnel'],
              rule: rule(
                `the cost of winning a ${f.c} in the dearest channel divided by that in the cheapest`,
                'above',
                2,
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'cost of winning × how long they stay, by channel' },
      ),
      ask(
        'does',
        f.S,
        `have too few ${f.U} to absorb its fixed costs`,
        [
          say(
            'fixed',
            [
              ['are', `${costs(fc1)} per ${f.u}`, "above those of peers at today's volume"],
              ['is', `each ${f.u}`, `carrying more ${costs(fc1)} than at peers`],
            ],
            {
              tests: ['benchmarking', 'capacity-utilisation'],
              rule: rule(`${costs(fc1)} per ${f.u} against the peer median`, 'above', 110, '%'),
              impact: 3,
            },
          ),
          say(
            'breakeven',
            [
              ['does', 'break-even', `need far more ${f.U} than ${f.S} handles today`],
              ['is', `the break-even volume`, `far above today's ${f.U}`],
            ],
            {
              tests: ['unit-economics', 'demand-forecast'],
              rule: rule(`the break-even volume against today's volume`, 'above', 120, '%'),
              impact: 4,
            },
          ),
          ask('is', 'there', `${spareCapacity(f)} that more ${f.U} would fill at little extra cost`, [], {
            tests: ['capacity-utilisation', 'unit-economics'],
            rule: rule(`the utilisation of ${f.Sp} ${f.industry.capacity}`, 'below', 80, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'fixed cost per unit, volume needed, spare capacity' },
      ),
    ],
  };
}

function byLossPocket(f: Frame): Framework {
  const say = sayFor(f, 'unit');
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [vc1, vc2] = ind.variableCosts;
  const [fc1] = ind.fixedCosts;
  const [, other] = ind.channels;
  const [, stage2] = ind.stages;
  const losers = f.u === f.c ? `the ${f.C} who lose it money` : `the ${f.U} that lose money`;
  const unfixable =
    f.u === f.c ? `the ${f.C} who lose it money and cannot be fixed` : `the ${f.U} that lose money and cannot be fixed`;
  return {
    dimension: 'where the losses sit, then reprice, serve more cheaply or stop serving',
    claim: `${f.S} can ${goal(f)}, because a minority of ${f.U} cause most of the losses and each can be fixed or dropped`,
    children: [
      ask(
        'do',
        `a minority of ${f.U}`,
        'cause most of the losses',
        [
          say(
            'seg',
            [
              ['do', unitsOf(f, seg2), `earn less than ${unitsOf(f, seg1)}`],
              ['are', unitsOf(f, seg2), `less profitable than ${unitsOf(f, seg1)}`],
            ],
            {
              tests: ['customer-segmentation', 'unit-economics'],
              rule: rule(`contribution per ${f.u} of ${seg2} against that of ${seg1}`, 'below', 80, '%'),
              impact: 4,
            },
          ),
          say(
            'channel',
            [
              ['do', `${f.U} won through ${channelName(f, other)}`, 'fail to cover their costs'],
              [isAre(other), `${channelName(f, other)}`, `a source of loss-making ${f.U}`],
            ],
            {
              tests: ['channel-economics', 'unit-economics'],
              rule: rule(`contribution per ${f.u} won through ${other}`, 'below', 0),
              impact: 4,
            },
          ),
          say(
            'where',
            [
              ['is', 'most of the loss', 'made in a few places or hours'],
              ['are', 'the losses', 'concentrated in some places or hours'],
            ],
            {
              tests: ['pareto', 'regression'],
              rule: rule('the share of losses from the worst fifth of locations and time slots', 'above', 50, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: `${ind.segmentBy}, by channel of origin, by place and time` },
      ),
      ask(
        'can',
        f.S,
        `earn more revenue from ${losers}`,
        [
          say(
            'minimum',
            [
              ['would', `a minimum ${ind.price}`, 'keep most of them'],
              ['would', `most of them`, `survive a minimum ${ind.price}`],
            ],
            {
              tests: ['price-testing', 'price-elasticity'],
              rule: rule(`the share of these ${f.U} kept after the change`, 'at-least', 70, '%'),
              impact: 4,
            },
          ),
          say(
            'accept',
            [
              ['would', seg2, `accept higher ${prices(f)}`],
              ['is', `demand from ${seg2}`, `robust to higher ${prices(f)}`],
            ],
            {
              tests: ['price-elasticity', 'willingness-to-pay'],
              rule: rule(`the absolute price elasticity among ${seg2}`, 'below', 1),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'a floor for the costly ones, prices where costs are highest' },
      ),
      ask(
        'can',
        f.S,
        `serve ${losers} more cheaply`,
        [
          say(
            'fuller',
            [
              ['would', `fuller use of ${ind.capacity}`, `cut the cost of each ${f.u}`],
              ['would', `better use of ${ind.capacity}`, `lower the cost of each ${f.u}`],
            ],
            {
              tests: ['capacity-utilisation', 'regression'],
              rule: rule(`the cost per ${f.u} in the densest quartile of sites against the median`, 'below', 80, '%'),
              impact: 4,
            },
          ),
          say(
            'automation',
            [
              ['could', 'automation or self-service', `take a fifth out of ${stage2}`],
              ['could', `${stage2}`, 'be automated'],
            ],
            {
              tests: ['process-time-study', 'benchmarking'],
              rule: rule(`the cost of ${stage2} per ${f.u} after automation against today`, 'at-most', 80, '%'),
              impact: 3,
            },
          ),
          say(
            'productivity',
            [
              ['could', ind.workforce, `handle more ${f.U} an hour`],
              ['is', `the output of ${ind.workforce}`, 'below the best sites'],
            ],
            {
              tests: ['process-time-study', 'workforce-planning'],
              rule: rule(`${f.U} handled per hour against the best-quartile site`, 'below', 90, '%'),
              impact: 3,
            },
          ),
          say(
            'inputs',
            [
              ['are', `${f.Sp} ${costs(vc1)} per ${f.u}`, "above the best peers'"],
              ['does', f.S, `pay over the odds for ${costs(vc1)}`],
            ],
            {
              tests: ['spend-analysis', 'benchmarking'],
              rule: rule(`${costs(vc1)} per ${f.u} against the best-quartile peer`, 'above', 110, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'density, automation, productivity, input costs' },
      ),
      ask(
        'should',
        f.S,
        `stop serving ${unfixable}`,
        [
          say(
            'drop',
            [
              ['would', 'dropping them', `save more on ${vc2} than the contribution lost`],
              ['would', `the savings on ${vc2}`, 'exceed the contribution lost'],
            ],
            {
              tests: ['unit-economics', 'cost-baseline'],
              rule: rule('costs released minus contribution given up', 'above', 0),
              impact: 4,
            },
          ),
          say(
            'cover',
            [
              ['would', `the remaining ${f.U}`, `still cover ${costs(fc1)}`],
              ['would', `${costs(fc1)}`, 'still be covered'],
            ],
            {
              tests: ['unit-economics', 'scenario-sensitivity'],
              rule: rule(`the contribution of the remaining ${f.U} against fixed costs`, 'at-least', 100, '%'),
              impact: 4,
            },
          ),
          say(
            'keep',
            [
              ['would', f.S, `keep its ${seg1}`],
              ['would', seg1, `stay with ${f.S}`],
            ],
            {
              tests: ['customer-survey', 'customer-segmentation'],
              rule: rule(`the share of ${income(f)} from ${seg1} that stays`, 'at-least', 90, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'option', dimension: 'costs saved, fixed-cost cover, collateral loss' },
      ),
    ],
  };
}

export const unitEconomics: ArchetypeDefinition = {
  id: 'unit-economics',
  decision: false,
  deciders: ['the CEO', 'the CFO'],
  question(f) {
    if (f.options.length >= 2 || f.target) return undefined;
    if (f.hasMetric) {
      const from = f.baseline && !/^a loss/.test(f.baseline.text) ? ` from ${f.baseline.text} today` : '';
      return questionWith(f, `How can ${f.S} raise its ${f.M}${from}${when(f)}`);
    }
    return questionWith(f, `How can ${f.S} make each ${f.u} profitable${when(f)}`);
  },
  variants: [
    { name: 'profit per unit formula', build: byFormula },
    { name: 'where the losses sit', build: byLossPocket },
  ],
};
