import type { Frame } from '../frame.js';
import {
  customerWord,
  sayFor,
  channelName,
  channelsOf,
  costs,
  decisionPhrase,
  goalPhrase,
  income,
  questionWith,
  rivals,
  when,
  worthRule,
  withWhen,
  ask,
} from './blocks-commercial.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Channel shift: moving customers from one route to them to another (from intermediaries to direct, from
 * branches or stores to online, or back). Split once by what decides the move (economics per unit, what
 * customers want by segment, those who run today's channel, the migration path), once along the customer
 * journey (finding and choosing, buying, being served), each step asking which channel should own it.
 */
const THIRD_PARTY =
  /\b(?:agents?|agenc\w+|brokers?|retailers|resellers?|dealers|distributors?|wholesalers?|integrators|marketplaces|platforms?|aggregators?|operators|forwarders|pharmacies|traders|apps|partners?|institutions|referrals|pools)\b/i;

/** The channel that would shrink is run by third parties (agents, brokers, resellers) rather than by the client. */
function thirdParty(channel: string): boolean {
  return !/^its\b/.test(channel) && THIRD_PARTY.test(channel);
}

function budget(f: Frame): boolean {
  return f.industry.revenueModel === 'budget';
}

function goal(f: Frame, to: string): string {
  return goalPhrase(f, `move more of its ${f.U} to ${to}`);
}

/** Those who run the channel that shrinks: partners to renegotiate with, or the client's own estate and staff. */
function currentChannel(f: Frame, from: string): Spec {
  const say = sayFor(f, 'channel');
  const fromName = channelName(f, from);
  if (thirdParty(from)) {
    return ask(
      'can',
      f.S,
      `rely less on ${from} without a damaging backlash`,
      [
        say(
          'keep',
          [
            ['would', f.S, `keep most of the ${customerWord(f)} relationships that now run through ${from}`],
            ['would', `${f.C} who now come through ${from}`, `stay with ${f.S} directly`],
          ],
          {
            tests: ['customer-survey', 'channel-economics'],
            rule: rule(
              `the share of ${f.C} now served through ${from} who would deal with ${f.S} directly`,
              'at-least',
              70,
              '%',
            ),
            impact: 4,
          },
        ),
        say(
          'cope',
          [
            ['could', f.S, `cope if ${from} pushed ${rivals(f)} instead`],
            ['would', `${f.S}`, `survive ${from} favouring ${rivals(f)}`],
          ],
          {
            tests: ['stakeholder-mapping', 'scenario-sensitivity'],
            rule: rule(
              `the ${income(f)} at risk if ${from} drop or demote ${f.S}, as a share of ${income(f)}`,
              'at-most',
              5,
              '%',
            ),
            impact: 4,
          },
        ),
        say(
          'terms',
          [
            ['could', f.S, `agree better terms with ${from} for the ${f.C} it still needs them for`],
            ['would', from, `accept lower commission for the ${f.C} they keep`],
          ],
          {
            tests: ['channel-economics', 'expert-interviews'],
            rule: rule('commission on the business they keep after renegotiation, against today', 'below', 100, '%'),
            impact: 3,
          },
        ),
      ],
      { kind: 'issue', dimension: 'customers kept, reaction, new terms' },
    );
  }
  return ask(
    'can',
    f.S,
    `shrink ${from} as volume moves`,
    [
      say(
        'fixed',
        [
          ['can', f.S, `cut the fixed costs of ${from}`],
          ['would', `the fixed costs of ${fromName}`, 'fall with volume'],
        ],
        {
          tests: ['cost-baseline', 'capacity-utilisation'],
          rule: rule(
            `the share of the fixed costs of ${from} that can go once half its volume has moved`,
            'at-least',
            30,
            '%',
          ),
          impact: 4,
        },
      ),
      say(
        'staff',
        [
          ['can', f.S, `redeploy or retrain its ${f.industry.workforce} in ${from}`],
          ['could', `${f.industry.workforce} in ${fromName}`, 'move to new roles'],
        ],
        {
          tests: ['workforce-planning', 'stakeholder-mapping'],
          rule: rule('the share of affected staff with a redeployment or retraining path', 'at-least', 50, '%'),
          impact: 3,
        },
      ),
      say(
        'regulator',
        [
          ['would', f.industry.regulator, `accept the change for ${customerWord(f)}s who still rely on ${fromName}`],
          ['would', `the change for ${customerWord(f)}s who rely on ${fromName}`, `satisfy ${f.industry.regulator}`],
        ],
        {
          tests: ['regulatory-review', 'stakeholder-mapping'],
          rule: rule('the number of regulatory objections to the change without an answer', 'at-most', 0),
          impact: 3,
        },
      ),
    ],
    { kind: 'issue', dimension: 'fixed costs, staff, the customers who stay' },
  );
}

function byDecisionFactor(f: Frame): Framework {
  const say = sayFor(f, 'channel');
  const { to, from } = channelsOf(f);
  const toName = channelName(f, to);
  const fromName = channelName(f, from);
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [stream1] = ind.revenueStreams;
  const [stage1] = ind.stages;
  const willing = (seg: string, impact: number) =>
    say(
      'willing',
      [
        ['would', seg, `switch to ${toName}`],
        ['are', seg, `ready for ${toName}`],
      ],
      {
        tests: ['customer-survey', 'customer-segmentation'],
        rule: rule(`the share of ${seg} willing to switch`, 'above', 50, '%'),
        impact,
      },
    );
  return {
    dimension: 'economics per unit, what customers want, the current channel, the migration path',
    claim: `${f.S} can ${goal(f, to)}, because it is cheaper and ${f.C} are willing`,
    children: [
      ask(
        'is',
        `each ${f.u}`,
        `cheaper for ${f.S} to serve through ${to}`,
        [
          say(
            'stage',
            [
              ['would', stage1, `cost less per ${f.u} through ${toName}`],
              ['is', `${stage1} through ${toName}`, `cheaper per ${f.u}`],
            ],
            {
              tests: ['channel-economics', 'cost-to-serve'],
              rule: rule(
                `the cost of ${stage1} per ${f.u} through ${to} against that through ${from}`,
                'at-most',
                80,
                '%',
              ),
              impact: 5,
            },
          ),
          budget(f)
            ? ask('would', `errors and repeat contacts per ${f.u}`, `fall when ${f.C} move`, [], {
                tests: ['process-mining', 'channel-economics'],
                rule: rule(`errors and repeat contacts per ${f.u} through ${to} against ${from}`, 'below', 100, '%'),
                impact: 3,
              })
            : say(
                'revenue',
                [
                  ['would', `${stream1} per ${f.u}`, `hold up when ${f.C} move`],
                  ['would', `${f.C} who move`, `bring as much ${stream1} per ${f.u}`],
                ],
                {
                  tests: ['channel-economics', 'pvm-bridge'],
                  rule: rule(`${stream1} per ${f.u} through ${to} against that through ${from}`, 'at-least', 95, '%'),
                  impact: 4,
                },
              ),
          say(
            'invest',
            [
              ['would', `the investment in ${toName}`, 'pay for itself'],
              ['would', `${toName}`, 'earn back what it costs to build'],
            ],
            {
              tests: ['dcf-model', 'channel-economics'],
              rule: rule(`the payback period of the investment in ${to}`, 'at-most', 3, 'years'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: 'cost per unit, revenue per unit, investment' },
      ),
      ask(
        'are',
        `enough ${f.C}`,
        `willing to use ${toName}`,
        [
          willing(seg1, 4),
          willing(seg2, 3),
          ask(
            'do',
            `the ${f.C} who would refuse to switch`,
            budget(f) ? `account for little of ${f.Sp} ${f.U}` : `bring little of ${f.Sp} ${income(f)}`,
            [],
            {
              tests: ['customer-segmentation', 'customer-survey'],
              rule: rule(
                `the share of ${budget(f) ? f.U : income(f)} from ${f.C} who would only use ${from}`,
                'at-most',
                20,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: `${ind.segmentBy}, and those who would refuse` },
      ),
      currentChannel(f, from),
      ask(
        'can',
        f.S,
        `migrate ${f.C} to ${to} in waves${when(f)}`,
        [
          say(
            'incent',
            [
              ['would', 'incentives', 'cost less than the savings'],
              ['would', 'the savings', 'outweigh the incentives'],
            ],
            {
              tests: ['price-testing', 'pilot-test'],
              rule: rule(
                `the cost of incentives per ${f.c} moved against the annual saving per ${f.c}`,
                'below',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'capacity',
            [
              ['can', `${f.Sp} ${ind.capacity}`, `absorb the extra volume through ${to}`],
              ['is', 'there', `enough ${ind.capacity} for the extra volume through ${toName}`],
            ],
            {
              tests: ['capacity-utilisation', 'service-level-model'],
              rule: rule(`the peak utilisation of ${to} after the shift`, 'at-most', 85, '%'),
              impact: 3,
            },
          ),
          say(
            'first-wave',
            [
              ['can', f.S, `start with the ${seg1} most ready to leave ${from}`],
              ['are', seg1, `the right first wave to move from ${fromName}`],
            ],
            {
              tests: ['customer-segmentation', 'pilot-test'],
              rule: f.target
                ? worthRule(f, `the shift the first wave of ${f.C} delivers`, 33, 10)
                : rule(`the share of volume held by the ${f.C} most ready to move`, 'at-least', 30, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'incentives, capacity, sequence' },
      ),
    ],
  };
}

function byJourney(f: Frame): Framework {
  const say = sayFor(f, 'channel');
  const { to, from } = channelsOf(f);
  const toName = channelName(f, to);
  const fromName = channelName(f, from);
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [, vc2] = ind.variableCosts;
  const [, , , stage4] = ind.stages;
  return {
    dimension:
      'by step of the customer journey: finding and choosing, buying, being served, then the channel that shrinks',
    claim: `${f.S} can ${goal(f, to)} step by step, starting where ${f.C} already prefer it`,
    children: [
      ask(
        'would',
        f.C,
        `rather ${budget(f) ? 'find out what they need' : 'find and choose'} through ${toName}`,
        [
          say(
            'search',
            [
              ['do', `most ${seg1}`, `start their ${customerWord(f)} journey through ${toName}`],
              ['is', `${toName}`, `where most ${seg1} start`],
            ],
            {
              tests: ['customer-survey', 'conversion-funnel'],
              rule: rule(`the share of ${seg1} who start their search through ${to}`, 'above', 50, '%'),
              impact: 4,
            },
          ),
          say(
            'advice',
            [
              ['can', f.S, `give ${seg2} the advice they need without ${fromName}`],
              ['do', seg2, `need ${fromName} for advice`],
            ],
            {
              tests: ['customer-interviews', 'conversion-funnel'],
              rule: rule(
                `conversion of enquiries that need advice through ${to}, against ${from}`,
                'at-least',
                80,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'stage', dimension: 'where they look, the advice they need' },
      ),
      ask(
        'should',
        `the ${budget(f) ? 'transaction' : 'sale'} itself`,
        `happen through ${toName}`,
        [
          say(
            'complete',
            [
              ['does', toName, `complete as many ${f.U} per enquiry as ${from}`],
              ['do', `enquiries through ${toName}`, `turn into ${f.U} as often`],
            ],
            {
              tests: ['conversion-funnel', 'channel-economics'],
              rule: rule(`${f.U} completed per enquiry through ${to} against ${from}`, 'at-least', 90, '%'),
              impact: 4,
            },
          ),
          budget(f)
            ? ask('is', `each ${f.u} through ${toName}`, 'cheaper to complete', [], {
                tests: ['cost-to-serve', 'process-time-study'],
                rule: rule(`cost per ${f.u} completed through ${to} against ${from}`, 'below', 100, '%'),
                impact: 5,
              })
            : ask('is', `each ${f.u} through ${toName}`, `worth more after ${costs(vc2)}`, [], {
                tests: ['channel-economics', 'unit-economics'],
                rule: rule(`contribution per ${f.u} through ${to} minus that through ${from}`, 'above', 0, '%'),
                impact: 5,
              }),
        ],
        { kind: 'stage', dimension: 'completion rate against value per transaction' },
      ),
      ask(
        'should',
        stage4,
        `move to ${toName}`,
        [
          say(
            'contact',
            [
              ['is', `a contact about ${stage4} through ${toName}`, 'at most half the cost'],
              ['does', `handling ${stage4} through ${toName}`, 'cost half as much'],
            ],
            {
              tests: ['cost-to-serve', 'channel-economics'],
              rule: rule(`the cost per contact through ${to} against that through ${from}`, 'at-most', 50, '%'),
              impact: 4,
            },
          ),
          say(
            'satisfied',
            [
              ['are', seg1, `as satisfied when served through ${toName}`],
              ['do', seg1, `rate ${toName} as highly`],
            ],
            {
              tests: ['customer-survey', 'regression'],
              rule: rule(`satisfaction of ${seg1} when served through ${to} against ${from}`, 'at-least', 95, '%'),
              impact: 3,
            },
          ),
          say(
            'queues',
            [
              ['can', `${f.Sp} ${ind.capacity}`, 'handle the extra contacts without queues'],
              ['would', `${f.Sp} ${ind.capacity}`, 'keep queues short at peak'],
            ],
            {
              tests: ['service-level-model', 'capacity-utilisation'],
              rule: rule(
                `the share of contacts through ${to} handled within the service standard at peak`,
                'at-least',
                90,
                '%',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'stage', dimension: 'cost per contact, satisfaction, capacity' },
      ),
      currentChannel(f, from),
    ],
  };
}

export const channelShift: ArchetypeDefinition = {
  id: 'channel-shift',
  decision: false,
  deciders: ['the chief commercial officer', 'the chief operating officer'],
  question(f) {
    if (f.options.length >= 2 || f.target) return undefined;
    const decision = decisionPhrase(f);
    if (decision) return questionWith(f, `Should ${f.S} ${withWhen(f, decision)}, and if so, how fast`);
    const { to, from } = channelsOf(f);
    return questionWith(f, `How far should ${f.S} shift its ${f.U} from ${from} to ${to}${when(f)}`);
  },
  variants: [
    { name: 'economics, customers, current channel, path', build: byDecisionFactor },
    { name: 'by step of the customer journey', build: byJourney },
  ],
};
