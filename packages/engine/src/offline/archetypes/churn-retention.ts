import type { Frame } from '../frame.js';
import {
  customerWord,
  isAre,
  branchFor,
  sayFor,
  channelName,
  goalPhrase,
  income,
  prices,
  questionWith,
  rivals,
  when,
  worthRule,
  ask,
} from './blocks-commercial.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Churn and retention: what departures cost, who leaves (tenure cohorts, segments, value), why (price,
 * service, a better offer elsewhere, reasons beyond the client's control) and which retention levers pay
 * back. Split once that way, once along the relationship (joining, during, renewal, after leaving), so the
 * team can see where in the life of a customer most are lost.
 */
function givers(f: Frame): boolean {
  return f.industry.revenueModel === 'donations';
}

/** "leave", or "stop giving" for donors. */
function leave(f: Frame): string {
  return givers(f) ? 'stop giving' : 'leave';
}

function measuresLoss(f: Frame): boolean {
  return /\b(?:churn|attrition|cancel\w*|lapse\w*|loss|lost|leav\w*|defect\w*)\b/i.test(f.M);
}

function goal(f: Frame): string {
  if (!f.hasMetric) return goalPhrase(f, `keep more of its ${f.C}`);
  return goalPhrase(f, measuresLoss(f) ? `reduce its ${f.M}` : `raise its ${f.M}`);
}

function priceReason(f: Frame): Spec {
  if (givers(f)) {
    return ask('do', 'requests that come too often or ask for too much', `drive many ${f.C} away`, [], {
      tests: ['customer-survey', 'donor-cohort'],
      rule: rule(
        `the share of lapsed ${f.C} who name the number or size of requests as the main reason`,
        'above',
        30,
        '%',
      ),
      impact: 3,
    });
  }
  return ask('does', `the level of ${f.Sp} ${prices(f)}`, `drive many ${f.C} away`, [], {
    tests: ['customer-survey', 'win-loss'],
    rule: rule(`the share of leavers who name ${f.industry.price} as the main reason`, 'above', 30, '%'),
    impact: 4,
  });
}

function byCause(f: Frame): Framework {
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [stream1] = ind.revenueStreams;
  const [own, other] = ind.channels;
  const [, , stage3, stage4] = ind.stages;
  const say = sayFor(f, 'churn.cause');
  return {
    dimension: 'what departures cost, who leaves, why they leave, which levers pay back',
    claim: `${f.S} can ${goal(f)} by fixing a few causes in a few groups of ${f.C}`,
    children: [
      say(
        'cost',
        [
          ['would', `keeping ${f.C}`, 'cost less than replacing them'],
          ['is', `keeping ${f.C}`, 'cheaper than winning new ones'],
        ],
        { kind: 'issue', dimension: 'income lost, cost of replacement, capacity left idle' },
        [
          say(
            'lost',
            [
              ['do', 'departures', `cost ${f.S} a twentieth of its ${stream1} each year`],
              ['does', 'churn', `take a twentieth of ${f.Sp} ${stream1} a year`],
            ],
            {
              tests: ['cohort-churn', 'pvm-bridge'],
              rule: rule(`annual ${income(f)} lost with departing ${f.C}, as a share of ${stream1}`, 'above', 5, '%'),
              impact: 4,
            },
          ),
          say(
            'replace',
            [
              ['does', `winning a new ${f.c} through ${channelName(f, other)}`, 'cost twice as much as keeping one'],
              ['is', `a new ${f.c} won through ${channelName(f, other)}`, 'twice as dear as one kept'],
            ],
            {
              tests: ['unit-economics', 'channel-economics'],
              rule: rule(`the cost of winning a new ${f.c} divided by the cost of keeping one`, 'above', 2),
              impact: 3,
            },
          ),
          say(
            'idle',
            [
              ['do', 'departures', `leave ${f.Sp} ${ind.capacity} underused`],
              ['does', 'churn', `strand part of ${f.Sp} ${ind.capacity}`],
            ],
            {
              tests: ['capacity-utilisation', 'unit-economics'],
              rule: rule(
                `fixed cost per ${f.u} left uncovered by departures, as a share of the total`,
                'above',
                3,
                '%',
              ),
              impact: 2,
            },
          ),
        ],
      ),
      say(
        'who',
        [
          ['do', 'departures', `cluster in a few groups of ${f.C}`],
          ['is', 'churn', `concentrated among a few kinds of ${f.C}`],
        ],
        { kind: 'issue', dimension: `by tenure, ${ind.segmentBy.replace(/^by /, '')}, and value` },
        [
          say(
            'tenure',
            [
              ['do', 'most departures', 'come within the first year'],
              ['do', `${f.C} in their first year`, 'account for most of the losses'],
            ],
            {
              tests: ['cohort-churn'],
              rule: rule('the share of departures within twelve months of joining', 'above', 50, '%'),
              impact: 4,
            },
          ),
          say(
            'segment',
            [
              ['do', seg2, `${leave(f)} far more often than ${seg1}`],
              ['is', `churn among ${seg2}`, `well above that among ${seg1}`],
            ],
            {
              tests: ['customer-segmentation', 'cohort-churn'],
              rule: rule('the higher departure rate of the two groups divided by the lower', 'above', 1.5),
              impact: 3,
            },
          ),
          say(
            'value',
            [
              ['are', `${f.Sp} most valuable ${f.C}`, 'among those leaving'],
              ['are', `${f.Sp} best ${f.C}`, 'as likely to go as the rest'],
            ],
            {
              tests: ['customer-segmentation', 'pareto'],
              rule: rule(
                `the most valuable fifth's share of lost ${income(f)} minus its share of total ${income(f)}`,
                'above',
                0,
                'pp',
              ),
              impact: 4,
            },
          ),
        ],
      ),
      ask(
        'do',
        f.C,
        `${leave(f)} for reasons ${f.S} can influence`,
        [
          priceReason(f),
          say(
            'service',
            [
              ['do', `failures in ${stage3} or ${stage4}`, `cost ${f.S} ${f.C}`],
              ['do', `problems with ${stage3} or ${stage4}`, 'come before most departures'],
            ],
            {
              tests: ['regression', 'root-cause'],
              rule: rule(
                `departure rate of ${f.C} with a failure in ${stage3} or ${stage4}, divided by that of the others`,
                'above',
                1.5,
              ),
              impact: 4,
            },
          ),
          say(
            'rivals',
            [
              ['do', rivals(f), 'offer them something better'],
              givers(f)
                ? ['do', `${f.C} who ${leave(f)}`, `find causes they prefer at ${ind.competitors}`]
                : ['do', `${f.C} who ${leave(f)}`, `find better offers at ${ind.competitors}`],
            ],
            {
              tests: ['win-loss', 'competitor-profiling'],
              rule: rule(`the share of leavers who moved to ${ind.competitors} for a better offer`, 'above', 30, '%'),
              impact: 3,
            },
          ),
          ask('are', 'few departures', `beyond ${f.Sp} control, such as moves or new rules from ${ind.regulator}`, [], {
            tests: ['customer-survey', 'cohort-churn'],
            rule: rule(
              `the share of departures from moving away or no longer needing what ${f.S} offers`,
              'at-most',
              25,
              '%',
            ),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'price, service, rivals, reasons beyond its control' },
      ),
      ask(
        'would',
        'a retention programme',
        'pay back within a year',
        [
          say(
            'save',
            [
              ['would', `save offers through ${channelName(f, own)}`, `keep more ${income(f)} than they cost`],
              ['would', `offers to ${f.C} about to ${leave(f)}`, 'earn back their cost'],
            ],
            {
              tests: ['pilot-test', 'regression'],
              rule: rule(`${income(f)} kept per unit spent on offers to ${f.C} at risk`, 'above', 1.5),
              impact: 4,
            },
          ),
          say(
            'onboarding',
            [
              ['would', 'better onboarding', 'cut departures by a fifth'],
              ['would', `a better start for new ${f.C}`, 'cut first-year losses by a fifth'],
            ],
            {
              tests: ['pilot-test', 'cohort-churn'],
              rule: worthRule(f, 'the fall in departures from better onboarding', 25, 10),
              impact: 4,
            },
          ),
          givers(f)
            ? ask('would', 'news of what their gifts achieve', 'pay for itself', [], {
                tests: ['pilot-test', 'donor-cohort'],
                rule: rule(
                  `the twelve-month retention of ${f.C} who get updates minus that of the others`,
                  'above',
                  5,
                  'pp',
                ),
                impact: 3,
              })
            : say(
                'rewards',
                [
                  ['would', `loyalty rewards for ${seg1}`, 'pay for themselves'],
                  ['would', `rewarding ${seg1} for staying`, 'cost less than it keeps'],
                ],
                {
                  tests: ['price-testing', 'cohort-churn'],
                  rule: rule(`margin per retained ${f.c} after rewards, against margin today`, 'at-least', 100, '%'),
                  impact: 3,
                },
              ),
          say(
            'fix',
            [
              ['would', `fixing ${stage4}`, 'pay for itself'],
              ['would', `better ${stage4}`, 'repay what it costs'],
            ],
            {
              tests: ['root-cause', 'unit-economics'],
              rule: rule(`months for the ${income(f)} kept to repay the cost of the fixes`, 'at-most', 12, 'months'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'offers to those at risk, onboarding, rewards, service fixes' },
      ),
    ],
  };
}

/** The industry's own retention or churn measure ("monthly churn", "policy retention rate"), else "churn". */
function retentionKpi(f: Frame): string {
  const kpi = f.industry.kpis.find((k) => /churn|retention|renewal|lapse/i.test(k));
  return kpi ? `the ${kpi}` : 'retention';
}

function renewalPrice(f: Frame): Spec {
  if (givers(f)) {
    return ask('do', f.C, 'drop out when their payment details expire', [], {
      tests: ['donor-cohort', 'process-mining'],
      rule: rule(`the share of lapses that follow an expired card or payment instruction`, 'above', 15, '%'),
      impact: 3,
    });
  }
  return sayFor(f, 'churn.renewal')(
    'price',
    [
      ['are', `renewal ${prices(f)}`, `well above what new ${f.C} pay`],
      ['do', `loyal ${f.C}`, `pay more than newcomers`],
    ],
    {
      tests: ['price-testing', 'cohort-churn'],
      rule: rule(`the premium of renewal ${prices(f)} over those for new ${f.C}`, 'above', 15, '%'),
      impact: 4,
    },
  );
}

function byLifecycle(f: Frame): Framework {
  const ind = f.industry;
  const [own, other] = ind.channels;
  const [seg1, seg2] = ind.segments;
  const [, stage2, stage3] = ind.stages;
  const say = sayFor(f, 'churn.life');
  const branch = branchFor(f, 'churn.life');
  return {
    dimension: 'by stage of the relationship: joining, during, renewal, after leaving',
    claim: `${f.S} can ${goal(f)} mainly by fixing the stage of the relationship where most ${f.C} are lost`,
    children: [
      branch(
        'first',
        [
          ['does', f.S, `lose too many ${f.C} to early churn`],
          ['is', 'early churn', `too high among new ${f.C}`],
        ],
        [
          say(
            'early',
            [
              ['is', `${retentionKpi(f)} in the first year`, `worse than at ${rivals(f)}`],
              ['do', `${f.C} in their first year`, `${leave(f)} faster than at ${rivals(f)}`],
              ['does', f.S, `trail ${rivals(f)} on ${retentionKpi(f)} among newcomers`],
            ],
            {
              tests: ['cohort-churn', 'benchmarking'],
              rule: rule('first-year churn minus the peer median', 'above', 3, 'pp'),
              impact: 4,
            },
          ),
          say(
            'source',
            [
              [
                'do',
                `${f.C} won through ${channelName(f, other)}`,
                `${leave(f)} sooner than those won through ${channelName(f, own)}`,
              ],
              [isAre(other), channelName(f, other), `a source of ${f.C} who ${leave(f)} early`],
            ],
            {
              tests: ['cohort-churn', 'channel-economics'],
              rule: rule('first-year churn of one channel divided by that of the other', 'above', 1.3),
              impact: 3,
            },
          ),
          say(
            'stall',
            [
              ['do', `${f.C} who stall at ${stage2}`, `${leave(f)} far more often`],
              ['is', `a slow start at ${stage2}`, 'a sign of early departure'],
            ],
            {
              tests: ['cohort-churn', 'regression'],
              rule: rule(`the churn of ${f.C} who stall at ${stage2} divided by that of the others`, 'above', 2),
              impact: 4,
            },
          ),
        ],
        { kind: 'stage', dimension: 'source, activation, early experience' },
      ),
      branch(
        'midway',
        [
          ['does', f.S, `lose ${f.C} midway through poor ${customerWord(f)} experiences`],
          ['do', `poor ${customerWord(f)} experiences`, `cost ${f.S} ${f.C} midway`],
        ],
        [
          say(
            'complaints',
            [
              ['do', `complaints about ${stage3}`, 'double the departure rate'],
              ['do', `${f.C} unhappy with ${stage3}`, `${leave(f)} twice as often`],
              ['is', `dissatisfaction with ${stage3}`, 'a leading cause of departure'],
            ],
            {
              tests: ['regression', 'customer-survey'],
              rule: rule(
                `the churn of ${f.C} who complained about ${stage3} divided by that of the others`,
                'above',
                2,
              ),
              impact: 4,
            },
          ),
          givers(f)
            ? ask('do', 'frequent appeals', 'trigger waves of cancellations', [], {
                tests: ['donor-cohort', 'regression'],
                rule: rule('cancellations in the month after an appeal against an average month', 'above', 1.3),
                impact: 3,
              })
            : say(
                'rises',
                [
                  ['do', `rises in ${prices(f)}`, 'trigger waves of departures'],
                  ['do', `${f.C}`, `${leave(f)} in waves after each rise in ${prices(f)}`],
                ],
                {
                  tests: ['price-elasticity', 'cohort-churn'],
                  rule: rule(
                    `churn in the three months after a ${ind.price} rise against the three months before`,
                    'above',
                    1.3,
                  ),
                  impact: 3,
                },
              ),
          say(
            'falling',
            [
              ['does', f.u === f.c ? 'falling use' : `a fall in ${f.U} per ${f.c}`, 'signal departures months ahead'],
              [
                'can',
                f.S,
                `spot those about to ${leave(f)} from ${f.u === f.c ? 'falling use' : `fewer ${f.U} per ${f.c}`}`,
              ],
            ],
            {
              tests: ['regression', 'cohort-churn'],
              rule: rule('the share of leavers whose use fell in the three months before they left', 'above', 60, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'stage', dimension: 'service, price, engagement' },
      ),
      branch(
        'end',
        [
          ['does', f.S, `lose ${f.C} when their commitment ends`],
          ['is', 'the end of a commitment', `where ${f.S} loses ${f.C}`],
        ],
        [
          givers(f)
            ? ask('do', 'lapsed givers', `move their support to ${ind.competitors}`, [], {
                tests: ['donor-cohort', 'customer-survey'],
                rule: rule(`the share of lapsed ${f.C} who now give to ${ind.competitors}`, 'above', 40, '%'),
                impact: 3,
              })
            : say(
                'rivals-renewal',
                [
                  ['do', ind.competitors, 'win them with better offers at renewal'],
                  ['do', `${f.C} who do not renew`, `take offers from ${ind.competitors}`],
                ],
                {
                  tests: ['competitor-profiling', 'win-loss'],
                  rule: rule(`the share of those who did not renew who took a rival offer`, 'above', 40, '%'),
                  impact: 4,
                },
              ),
          renewalPrice(f),
          say(
            'regulator',
            [
              ['would', ind.regulator, `accept ${f.Sp} renewal terms`],
              ['do', `${f.Sp} renewal terms`, `meet the rules of ${ind.regulator}`],
            ],
            {
              tests: ['regulatory-review', 'expert-interviews'],
              rule: rule(
                'the number of renewal practices the regulator has challenged elsewhere that the client uses',
                'at-most',
                0,
              ),
              impact: 3,
            },
          ),
          say(
            'contact',
            [
              ['would', `contact through ${channelName(f, own)} a month before the end`, 'keep more of them'],
              ['would', `an early call through ${channelName(f, own)}`, 'save more renewals'],
            ],
            {
              tests: ['pilot-test', 'conversion-funnel'],
              rule: worthRule(f, 'the gain in renewals from early contact', 20, 5),
              impact: 3,
            },
          ),
        ],
        { kind: 'stage', dimension: 'rival offers, renewal terms, timing' },
      ),
      branch(
        'back',
        [
          ['can', f.S, `win back ${f.C} who have left`],
          ['would', `former ${f.C}`, `come back to ${f.S}`],
        ],
        [
          say(
            'win-back',
            [
              ['would', `former ${seg1}`, 'return if asked'],
              ['could', f.S, `tempt former ${seg1} back`],
            ],
            {
              tests: ['customer-survey', 'pilot-test'],
              rule: rule(`the share of former ${seg1} who would return for a better offer`, 'above', 20, '%'),
              impact: 3,
            },
          ),
          say(
            'win-back-cost',
            [
              ['is', 'a win-back', `cheaper than a new ${f.c} won through ${channelName(f, other)}`],
              ['does', `winning back a former ${f.c}`, `cost less than a new one from ${channelName(f, other)}`],
            ],
            {
              tests: ['unit-economics', 'conversion-funnel'],
              rule: rule(`the cost of a win-back against the cost of winning a new ${f.c}`, 'below', 100, '%'),
              impact: 2,
            },
          ),
          say(
            'returners',
            [
              ['do', `returning ${seg2}`, 'stay as long as the rest'],
              ['are', `${seg2} who return`, 'as loyal as the rest'],
            ],
            {
              tests: ['cohort-churn'],
              rule: rule(`twelve-month retention of returning ${seg2} against that of the base`, 'at-least', 90, '%'),
              impact: 2,
            },
          ),
        ],
        { kind: 'stage', dimension: 'willingness to return, cost, loyalty afterwards' },
      ),
    ],
  };
}

export const churnRetention: ArchetypeDefinition = {
  id: 'churn-retention',
  decision: false,
  deciders: ['the chief commercial officer', 'the chief customer officer'],
  question(f) {
    if (f.options.length >= 2 || f.target) return undefined;
    if (!f.hasMetric) return questionWith(f, `How can ${f.S} keep more of its ${f.C}${when(f)}`);
    const from = f.baseline ? ` from ${f.baseline.text} today` : '';
    return questionWith(f, `How can ${f.S} ${measuresLoss(f) ? 'reduce' : 'raise'} its ${f.M}${from}${when(f)}`);
  },
  variants: [
    { name: 'cost, who, why, levers', build: byCause },
    { name: 'by stage of the relationship', build: byLifecycle },
  ],
};
