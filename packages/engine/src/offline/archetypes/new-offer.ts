import type { Frame } from '../frame.js';
import { capitalise } from '../text.js';
import {
  pair,
  sayFor,
  branchFor,
  channelName,
  decisionPhrase,
  income,
  offerName,
  prices,
  questionWith,
  rivals,
  when,
  withWhen,
  costs,
  ask,
} from './blocks-commercial.js';
import { rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * A new offer: whether there is demand (sized top-down and bottom-up, checked against analogues), whether
 * customers would pay enough, whether it makes money after what it takes from the existing business,
 * whether the client can deliver it, and which risks it runs (for a lender or an insurer those are credit
 * losses or claims, named by the industry's own cost pools). Split once by those questions, once as the
 * value equation of the launch (adopters × income per adopter − cost per customer − launch cost).
 */
function launch(f: Frame): string {
  return decisionPhrase(f) ?? `launch ${offerName(f)}`;
}

function currency(f: Frame): string {
  return f.amount?.replace(/[\d.,\s]+(?:bn|m|k|billion|million)?$/i, '').trim() ?? '';
}

function byQuestion(f: Frame): Framework {
  const branch = branchFor(f, 'offer');
  const say = sayFor(f, 'offer');
  const offer = offerName(f);
  const ind = f.industry;
  const [stream1] = ind.revenueStreams;
  const [seg1, seg2] = ind.segments;
  const [vc1] = ind.variableCosts;
  const [fc1] = ind.fixedCosts;
  const [own] = ind.channels;
  const [, stage2, stage3] = ind.stages;
  const [kpi1] = ind.kpis;
  return {
    dimension: 'demand, willingness to pay, economics, ability to deliver, risks',
    claim: `${f.S} should ${launch(f)}, because demand and profit justify the risk`,
    children: [
      branch(
        'demand',
        [
          ['is', 'there', `enough demand for ${offer}`],
          ['would', offer, 'meet enough demand'],
        ],
        [
          say(
            'size',
            [
              ['would', offer, `add a twentieth to ${stream1}`],
              ['is', `the market for ${offer}`, `worth a twentieth of ${stream1}`],
            ],
            {
              tests: ['market-sizing', 'expert-interviews'],
              rule: rule(
                `addressable ${income(f)} in year three at a realistic share, against today's ${stream1}`,
                'at-least',
                5,
                '%',
              ),
              impact: 4,
            },
          ),
          say(
            'take-up',
            [
              ['would', `enough ${seg1}`, 'take it up'],
              ['do', seg1, 'say they would buy it'],
            ],
            {
              tests: ['customer-survey', 'customer-segmentation'],
              rule: rule(`the share of surveyed ${seg1} who say they would definitely take it up`, 'at-least', 10, '%'),
              impact: 4,
            },
          ),
          say(
            'analogue',
            [
              ['have', rivals(f), 'succeeded with something similar'],
              ['has', 'a similar offer', `worked for ${rivals(f)}`],
            ],
            {
              tests: ['competitor-profiling', 'benchmarking'],
              rule: rule('the take-up of comparable offers three years after their launch', 'at-least', 5, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'top-down, bottom-up, analogues' },
      ),
      ask(
        'would',
        f.C,
        `pay for ${offer} at a profitable price`,
        [
          say(
            'wtp',
            [
              ['would', seg2, 'pay more than it costs to serve them'],
              ['is', `what ${seg2} would pay`, 'above the cost to serve them'],
            ],
            {
              tests: ['willingness-to-pay', 'unit-economics'],
              rule: rule(`the median willingness to pay of ${seg2} minus the full-cost price`, 'above', 0, '%'),
              impact: 5,
            },
          ),
          say(
            'price',
            [
              ['is', 'the planned price', `in line with what ${rivals(f)} charge`],
              ['do', rivals(f), 'charge about the planned price'],
            ],
            {
              tests: ['competitor-profiling', 'customer-interviews'],
              rule: rule('the planned price against the median alternative', 'at-most', 110, '%'),
              impact: 3,
            },
          ),
          say(
            'trial',
            [
              ['would', 'an introductory offer', `win trial through ${channelName(f, own)}`],
              ['would', `a trial through ${channelName(f, own)}`, 'convert enough buyers'],
            ],
            {
              tests: ['price-testing', 'conversion-funnel'],
              rule: rule('the trial rate at the introductory price in a market test', 'at-least', 5, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'value, alternatives, first purchase' },
      ),
      ask(
        'would',
        offer,
        `add profit for ${f.S}`,
        [
          say(
            'unit',
            [
              ['would', `each ${f.u}`, `cover its ${costs(vc1)} and other variable costs`],
              ['would', `${costs(vc1)} and other variable costs`, `leave a margin on each ${f.u}`],
            ],
            {
              tests: ['unit-economics', 'cost-to-serve'],
              rule: rule(`contribution per ${f.u} after variable costs`, 'above', 0, currency(f)),
              impact: 5,
            },
          ),
          say(
            'cannibal',
            [
              ['would', 'it', `avoid cannibalising ${stream1}`],
              ['would', `${stream1}`, 'lose little to it'],
            ],
            {
              tests: ['customer-survey', 'pilot-test'],
              rule: rule(`the share of its ${income(f)} taken from ${stream1}`, 'at-most', 30, '%'),
              impact: 4,
            },
          ),
          say(
            'payback',
            [
              ['would', `the launch, including any extra ${fc1},`, 'pay back in three years'],
              ['would', `the launch, with any extra ${fc1} it needs,`, 'pay for itself in three years'],
            ],
            {
              tests: ['dcf-model', 'scenario-sensitivity'],
              rule: rule('the payback period of the launch investment', 'at-most', 3, 'years'),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'contribution − cannibalisation − launch cost' },
      ),
      branch(
        'deliver',
        [
          ['can', f.S, `deliver ${offer} with its ${ind.capacity}`],
          ['could', `${f.Sp} ${ind.capacity}`, `carry ${offer}`],
        ],
        [
          say(
            'skills',
            [
              ['do', `${f.Sp} ${ind.workforce}`, 'have the skills it needs'],
              ['could', `${f.Sp} ${ind.workforce}`, 'run it without outside help'],
            ],
            {
              tests: ['capability-assessment', 'workforce-planning'],
              rule: rule(`the share of critical skills ${f.S} has or can source from a partner`, 'at-least', 80, '%'),
              impact: 4,
            },
          ),
          say(
            'ops',
            [
              ['can', f.S, `run ${pair(stage2, stage3)} for it at today's quality`],
              ['would', pair(stage2, stage3), "cope with it at today's quality"],
            ],
            {
              tests: ['process-time-study', 'capacity-utilisation'],
              rule: rule(
                `the error rate in ${stage2} and ${stage3} for the new offer in a pilot against today`,
                'at-most',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'timing',
            [
              ['can', f.S, `launch before ${rivals(f)}`],
              ['would', f.S, `reach the market ahead of ${rivals(f)}`],
            ],
            {
              tests: ['competitor-profiling', 'expert-interviews'],
              rule: rule(
                'months to launch minus months until the first rival launch is expected',
                'at-most',
                0,
                'months',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'skills, operations, timing' },
      ),
      ask(
        'are',
        `the risks of ${offer}`,
        'acceptable',
        [
          say(
            'regulator',
            [
              ['would', ind.regulator, 'approve it'],
              ['does', 'it', `clear the rules of ${ind.regulator}`],
            ],
            {
              tests: ['regulatory-review', 'expert-interviews'],
              rule: rule('the number of regulatory requirements without a plan to meet them', 'at-most', 0),
              impact: 4,
            },
          ),
          say(
            'downturn',
            [
              ['would', costs(vc1), 'stay within plan in a downturn'],
              ['could', f.S, `keep ${costs(vc1)} within plan in a downturn`],
            ],
            {
              tests: ['risk-modelling', 'scenario-sensitivity'],
              rule: rule(`${costs(vc1)} per ${f.u} in the downside scenario against plan`, 'at-most', 120, '%'),
              impact: 4,
            },
          ),
          ask('would', 'it', 'still pay back at half the planned take-up', [], {
            tests: ['scenario-sensitivity', 'dcf-model'],
            rule: rule('the net present value at half the planned take-up', 'above', 0, currency(f)),
            impact: 3,
          }),
          say(
            'core',
            [
              ['would', `${kpi1} in the core business`, 'hold up after the launch'],
              ['would', 'the core business', `keep its ${kpi1} after the launch`],
            ],
            {
              tests: ['benchmarking', 'scenario-sensitivity'],
              rule: rule(`the change in ${kpi1} in the core business in the year after launch`, 'at-least', 0, '%'),
              impact: 2,
            },
          ),
        ],
        { kind: 'issue', dimension: 'rules, cost risk, demand risk' },
      ),
    ],
  };
}

function byValueEquation(f: Frame): Framework {
  const branch = branchFor(f, 'offer');
  const say = sayFor(f, 'offer');
  const offer = offerName(f);
  const ind = f.industry;
  const [stream1] = ind.revenueStreams;
  const [seg1, seg2] = ind.segments;
  const [vc1, vc2] = ind.variableCosts;
  const [, fc2] = ind.fixedCosts;
  const [, other] = ind.channels;
  const [, stage2, , stage4] = ind.stages;
  return {
    dimension: `value = adopters × ${income(f)} per adopter − cost per ${f.c} − launch cost − cannibalisation`,
    claim: `${capitalise(offer)} would pay back for ${f.S}: enough ${f.C} would adopt it, at ${prices(f)} above its cost`,
    children: [
      branch(
        'adopt',
        [
          ['would', `enough ${f.C}`, `adopt ${offer}`],
          ['would', offer, `find enough ${f.C}`],
        ],
        [
          say(
            'pool',
            [
              ['is', `the target market of ${pair(seg1, seg2)}`, 'ten times what break-even needs'],
              ['are', 'there', `ten times as many ${pair(seg1, seg2)} in the market as break-even needs`],
            ],
            {
              tests: ['market-sizing', 'customer-segmentation'],
              rule: rule(`the target pool as a multiple of the ${f.C} needed to break even`, 'at-least', 10),
              impact: 4,
            },
          ),
          say(
            'try',
            [
              ['would', 'one in twenty of them', `try it through ${channelName(f, other)}`],
              ['would', `${channelName(f, other)}`, 'bring one in twenty of them to try it'],
            ],
            {
              tests: ['customer-survey', 'conversion-funnel'],
              rule: rule('the expected trial rate in the target pool in year one', 'at-least', 5, '%'),
              impact: 4,
            },
          ),
          say(
            'repeat',
            [
              ['would', 'half of those who try it', 'still use it a year later'],
              ['would', 'it', 'keep half its first users for a year'],
            ],
            {
              tests: ['pilot-test', 'cohort-churn'],
              rule: rule('the share of first users still active after twelve months', 'at-least', 50, '%'),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'target pool × trial × repeat' },
      ),
      branch(
        'adopter',
        [
          ['would', 'each adopter', `bring in enough ${income(f)}`],
          ['would', `${income(f)} per adopter`, 'be high enough'],
        ],
        [
          say(
            'accept',
            [
              ['would', 'adopters', `accept ${prices(f)} like those of ${rivals(f)}`],
              ['would', `${prices(f)} like those of ${rivals(f)}`, 'suit adopters'],
            ],
            {
              tests: ['willingness-to-pay', 'price-testing'],
              rule: rule('the share of surveyed target users who accept the planned price', 'at-least', 40, '%'),
              impact: 4,
            },
          ),
          say(
            'often',
            [
              ['would', 'adopters', `use it often enough to fill ${f.Sp} ${ind.capacity}`],
              ['would', 'demand from adopters', `fill ${f.Sp} ${ind.capacity}`],
            ],
            {
              tests: ['pilot-test', 'capacity-utilisation'],
              rule: rule(
                'expected uses per adopter a year against the number needed to break even',
                'at-least',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'price × frequency' },
      ),
      branch(
        'serve',
        [
          ['would', `serving each ${f.c}`, 'cost less than they pay'],
          ['is', `each ${f.c}`, 'profitable to serve'],
        ],
        [
          say(
            'vc',
            [
              ['would', `${costs(vc1)} per ${f.c}`, 'stay within plan'],
              ['could', f.S, `hold ${costs(vc1)} per ${f.c} to plan`],
            ],
            {
              tests: ['unit-economics', 'benchmarking'],
              rule: rule(`variable cost per ${f.c} against plan`, 'at-most', 100, '%'),
              impact: 4,
            },
          ),
          say(
            'stages',
            [
              ['would', pair(stage2, stage4), 'cost less than expected'],
              ['would', pair(stage2, stage4), 'come in under budget'],
            ],
            {
              tests: ['process-time-study', 'cost-to-serve'],
              rule: rule(`the cost of ${stage2} and ${stage4} per ${f.c} against plan`, 'at-most', 100, '%'),
              impact: 3,
            },
          ),
          say(
            'cac',
            [
              ['would', `winning each ${f.c}`, 'cost less than a year of contribution'],
              ['would', `each new ${f.c}`, 'repay its acquisition cost within a year'],
            ],
            {
              tests: ['unit-economics', 'conversion-funnel'],
              rule: rule(
                `months of contribution needed to recover the cost of winning a ${f.c}`,
                'at-most',
                12,
                'months',
              ),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'variable cost, process cost, acquisition cost' },
      ),
      branch(
        'recover',
        [
          ['would', 'the launch', `recover its cost and what it takes from ${stream1}`],
          ['would', 'the launch', `pay for itself after what it takes from ${stream1}`],
        ],
        [
          ask(
            'would',
            `the launch investment, including any extra ${fc2},`,
            `be repaid within three years${when(f)}`,
            [],
            {
              tests: ['dcf-model', 'cash-flow-forecast'],
              rule: rule('the payback period of the launch investment', 'at-most', 3, 'years'),
              impact: 4,
            },
          ),
          say(
            'third',
            [
              ['would', `less than a third of its ${income(f)}`, `come from ${stream1}`],
              ['would', stream1, `supply less than a third of its ${income(f)}`],
            ],
            {
              tests: ['pilot-test', 'customer-survey'],
              rule: rule(`the share of its ${income(f)} drawn from existing lines`, 'at-most', 33, '%'),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'launch cost against cannibalisation' },
      ),
      branch(
        'risks',
        [
          ['does', 'the case', 'survive the main risks to take-up, cost and rules'],
          ['would', 'the case', 'withstand the main risks to take-up, cost and rules'],
        ],
        [
          say(
            'half',
            [
              ['would', 'it', 'survive half the expected take-up'],
              ['would', 'half the expected take-up', 'still leave value'],
            ],
            {
              tests: ['scenario-sensitivity'],
              rule: rule('the net present value at half the planned take-up', 'above', 0, currency(f)),
              impact: 3,
            },
          ),
          say(
            'vc2',
            [
              ['would', 'it', `survive ${costs(vc2)} a fifth over budget`],
              ['could', 'it', `carry ${costs(vc2)} a fifth higher`],
            ],
            {
              tests: ['risk-modelling', 'scenario-sensitivity'],
              rule: rule(`the net present value with ${costs(vc2)} 20% above plan`, 'above', 0, currency(f)),
              impact: 3,
            },
          ),
          say(
            'rules',
            [
              ['would', 'it', `survive stricter rules from ${ind.regulator}`],
              ['could', 'it', `cope with stricter rules from ${ind.regulator}`],
            ],
            {
              tests: ['regulatory-review', 'scenario-sensitivity'],
              rule: rule('the net present value under the strictest plausible rules', 'above', 0, currency(f)),
              impact: 2,
            },
          ),
        ],
        { kind: 'issue', dimension: 'demand, cost and rules' },
      ),
    ],
  };
}

export const newOffer: ArchetypeDefinition = {
  id: 'new-offer',
  decision: true,
  deciders: ['the executive team', 'the CEO'],
  question(f) {
    if (f.options.length >= 2) return undefined;
    return questionWith(f, `Should ${f.S} ${withWhen(f, launch(f))}, and if so, how should it price and launch it`);
  },
  variants: [
    { name: 'demand, price, economics, delivery, risk', build: byQuestion },
    { name: 'value equation of the launch', build: byValueEquation },
  ],
};
