import { optionList, type Frame } from '../frame.js';
import { capitalise } from '../text.js';
import { optionAsSubject } from './options.js';
import {
  pair,
  sayFor,
  branchFor,
  channelName,
  decisionAsSubject,
  decisionPhrase,
  marketName,
  prices,
  questionWith,
  rivals,
  there,
  withWhen,
  costs,
  ask,
} from './blocks-commercial.js';
import { open, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Market entry: whether the market is worth having (size, growth, profit pool), whether the client can win
 * there (customer needs, competition, capabilities), whether entry pays (investment, ramp-up, payback), how
 * to enter (alone, with a partner, by acquisition) and which risks it runs. Split once as a strategist
 * would (attractiveness, ability to win, economics, mode, risk), once as the value of the entry case
 * (customers won × margin per customer − investment, in the downside too).
 */
function move(f: Frame): string {
  return decisionPhrase(f) ?? `enter ${marketName(f)}`;
}

/** The currency of the statement's amount ("EUR", "$"), for rules measured in money. */
function currency(f: Frame): string {
  return f.amount?.replace(/[\d.,\s]+(?:bn|m|k|billion|million)?$/i, '').trim() ?? '';
}

/** The move without its means ("with a EUR 150M budget"), for claims that must stay one sentence. */
function moveShort(f: Frame): string {
  return move(f).replace(/\s+with\s+(?:a|an|its)\s+.*$/i, '');
}

/** The money the client can put in: the statement's budget, else what it can commit. */
function budget(f: Frame, subjectNamed = false): string {
  if (f.amount) return `the ${f.amount} budget`;
  return subjectNamed ? 'what it can commit' : `what ${f.S} can commit`;
}

/** The ways in the statement names, judged on the same measure, when it names two or more. */
function namedModes(f: Frame): Spec {
  return open(
    `Which way in should ${f.S} choose: ${optionList(f.options)}?`,
    `One of the named ways in creates the most value for ${f.S}`,
    f.options.map((option) =>
      ask('would', optionAsSubject(option), `create the most value for ${f.S}`, [], {
        kind: 'option',
        tests: ['option-npv', 'option-scoring'],
        rule: rule(
          `the net present value of ${optionAsSubject(option)} minus that of the next best way in`,
          'above',
          0,
          currency(f),
        ),
        impact: 4,
      }),
    ),
    { kind: 'issue', dimension: 'by named way in, on the same measure of value' },
  );
}

function entryModes(f: Frame): Spec {
  if (f.options.length >= 2) return namedModes(f);
  const say = sayFor(f, 'entry');
  const where = there(f);
  return open(
    `How should ${f.S} enter: on its own, with a partner or by acquisition?`,
    `One of these creates the most value for ${f.S}`,
    [
      say(
        'build',
        [
          ['would', `building ${f.Sp} own ${f.industry.capacity} ${where}`, 'create the most value'],
          ['is', `building ${f.Sp} own ${f.industry.capacity} ${where}`, 'the best way in'],
        ],
        {
          kind: 'option',
          tests: ['option-npv', 'capability-assessment'],
          rule: rule(
            'the net present value of organic entry minus that of the best other mode',
            'above',
            0,
            currency(f),
          ),
          impact: 4,
        },
      ),
      say(
        'partner',
        [
          ['would', `partnering with a local player ${where}`, 'be faster and cheaper'],
          ['would', `a local partner ${where}`, 'speed up the entry'],
        ],
        {
          kind: 'option',
          tests: ['option-npv', 'expert-interviews'],
          rule: rule('the net present value of a partnership minus that of organic entry', 'above', 0, currency(f)),
          impact: 3,
        },
      ),
      say(
        'buy',
        [
          ['would', `buying one of the ${rivals(f)} ${where}`, 'be worth its likely price'],
          ['is', `one of the ${rivals(f)} ${where}`, 'worth buying at its likely price'],
        ],
        {
          kind: 'option',
          tests: ['valuation-multiples', 'synergy-sizing'],
          rule: rule(`the value of the best target to ${f.S} minus its likely price`, 'above', 0, currency(f)),
          impact: 3,
        },
      ),
    ],
    { kind: 'issue', dimension: 'by entry mode: build, partner or buy' },
  );
}

function strategic(f: Frame): Framework {
  const branch = branchFor(f, 'entry');
  const say = sayFor(f, 'entry');
  const market = marketName(f);
  const where = there(f);
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [stream1] = ind.revenueStreams;
  const [vc1] = ind.variableCosts;
  const [fc1] = ind.fixedCosts;
  const [own] = ind.channels;
  const [kpi1] = ind.kpis;

  return {
    dimension: 'attractiveness, ability to win, economics, entry mode, risks',
    claim: `${f.S} should ${moveShort(f)}: ${market} is attractive and ${f.S} can win there`,
    children: [
      branch(
        'attractive',
        [
          ['is', market, 'attractive'],
          ['is', market, 'worth having'],
        ],
        [
          say(
            'size',
            [
              ['would', `${stream1} ${where}`, "reach a tenth of today's"],
              ['could', f.S, `build ${stream1} ${where} to a tenth of today's`],
            ],
            {
              tests: ['market-sizing', 'customer-survey'],
              rule: rule(`${stream1} ${where} at a realistic share in year five, against today's`, 'at-least', 10, '%'),
              impact: 4,
            },
          ),
          say(
            'growth',
            [
              ['is', `demand from ${seg1} ${where}`, 'growing'],
              ['are', `${seg1} ${where}`, 'spending more each year'],
            ],
            {
              tests: ['market-sizing', 'demand-forecast'],
              rule: rule(
                `expected annual growth of demand from ${seg1} ${where} minus growth at home`,
                'above',
                2,
                'pp',
              ),
              impact: 3,
            },
          ),
          say(
            'margins',
            [
              ['do', `${rivals(f)} ${where}`, 'earn margins that match home'],
              ['are', `margins ${where}`, `as good as ${f.Sp} at home`],
            ],
            {
              tests: ['benchmarking', 'competitor-profiling'],
              rule: rule(`the median operating margin ${where} minus that of ${f.Sp} home market`, 'at-least', 0, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'size, growth, profit pool' },
      ),
      branch(
        'win',
        [
          ['can', f.S, `beat the competition from ${rivals(f)} ${where}`],
          ['would', f.S, `stand out against the competition from ${rivals(f)} ${where}`],
        ],
        [
          say(
            'choose',
            [
              ['would', `${seg1} ${where}`, `choose ${f.S} over ${rivals(f)}`],
              ['would', `${rivals(f)} ${where}`, `lose ${seg1} to ${f.S}`],
            ],
            {
              tests: ['customer-survey', 'competitor-profiling'],
              rule: rule(`the share of surveyed ${seg1} who would consider ${f.S} first`, 'at-least', 20, '%'),
              impact: 4,
            },
          ),
          say(
            'wtp',
            [
              ['would', `${seg2} ${where}`, `pay ${prices(f)} that cover ${f.Sp} costs`],
              ['would', `${f.Sp} ${prices(f)}`, `suit ${seg2} ${where}`],
            ],
            {
              tests: ['willingness-to-pay', 'customer-survey'],
              rule: rule(`the share of surveyed ${seg2} who accept the planned ${prices(f)}`, 'at-least', 30, '%'),
              impact: 3,
            },
          ),
          say(
            'route',
            [
              ['can', f.S, `reach them through ${own}`],
              ['would', `${channelName(f, own)}`, 'work there too'],
            ],
            {
              tests: ['channel-economics', 'competitor-profiling'],
              rule: rule(
                `the cost of winning a ${f.c} through ${channelName(f, own)} ${where} against at home`,
                'at-most',
                120,
                '%',
              ),
              impact: 3,
            },
          ),
          say(
            'hire',
            [
              ['can', f.S, `hire ${ind.workforce} ${where}`],
              ['are', `${ind.workforce} ${where}`, `available to ${f.S}`],
            ],
            {
              tests: ['capability-assessment', 'workforce-planning'],
              rule: rule(`the share of key roles ${where} it could fill within a year`, 'at-least', 80, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: `${ind.segmentBy.replace(/^by /, 'customers by ')}, route to them, people` },
      ),
      branch(
        'capital',
        [
          ['would', 'entry', `earn more than ${f.Sp} cost of capital`],
          ['would', 'entry', `pay back ${f.Sp} cost of capital`],
        ],
        [
          ask('would', `variable costs per ${f.u} ${where}, such as ${vc1},`, 'match home', [], {
            tests: ['benchmarking', 'cost-baseline'],
            rule: rule(`variable cost per ${f.u} ${where} against at home`, 'at-most', 110, '%'),
            impact: 3,
          }),
          ask('would', `fixed costs ${where}, such as ${fc1},`, 'be covered within three years', [], {
            tests: ['unit-economics', 'dcf-model'],
            rule: rule('years from launch to operating break-even', 'at-most', 3, 'years'),
            impact: 4,
          }),
          say(
            'fund',
            [
              ['can', f.S, `pay for the entry from ${budget(f, true)}`],
              ['is', `${budget(f)}`, 'enough to see the entry through'],
            ],
            {
              tests: ['cash-flow-forecast', 'dcf-model'],
              rule: rule(`the peak cumulative funding need as a share of ${budget(f)}`, 'at-most', 100, '%'),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'unit cost, fixed cost cover, funding' },
      ),
      entryModes(f),
      ask(
        'would',
        'entry',
        'survive its risks',
        [
          say(
            'rules',
            [
              ['would', 'entry', `survive rules as strict as those of ${ind.regulator}`],
              ['could', f.S, `meet local rules like those of ${ind.regulator}`],
            ],
            {
              tests: ['regulatory-review', 'expert-interviews'],
              rule: rule('the number of licensing or ownership barriers without a workable answer', 'at-most', 0),
              impact: 4,
            },
          ),
          say(
            'price-war',
            [
              ['would', 'entry', `survive ${rivals(f)} cutting their ${prices(f)}`],
              ['could', f.S, `withstand a price war with ${rivals(f)}`],
            ],
            {
              tests: ['scenario-sensitivity', 'competitor-profiling'],
              rule: rule(
                `the net present value of entry if incumbents cut their ${prices(f)} by 10%`,
                'above',
                0,
                currency(f),
              ),
              impact: 3,
            },
          ),
          say(
            'home',
            [
              ['would', `${kpi1} at home`, 'survive entry'],
              ['could', f.S, `protect ${kpi1} at home during entry`],
            ],
            {
              tests: ['benchmarking', 'capability-assessment'],
              rule: rule(`the change in ${kpi1} at home in the two years after entry`, 'at-least', 0, '%'),
              impact: 2,
            },
          ),
        ],
        { kind: 'issue', dimension: 'rules, rivals, the business at home' },
      ),
    ],
  };
}

function byValue(f: Frame): Framework {
  const branch = branchFor(f, 'entry');
  const say = sayFor(f, 'entry');
  const where = there(f);
  const ind = f.industry;
  const [seg1, seg2] = ind.segments;
  const [stream1] = ind.revenueStreams;
  const [vc1] = ind.variableCosts;
  const [, , , stage4] = ind.stages;
  const [, other] = ind.channels;
  const [, kpi2] = ind.kpis;
  const entering = decisionAsSubject(moveShort(f));
  return {
    dimension: `value of entry = ${f.C} won × margin per ${f.u} − investment, in the downside too`,
    claim: `${capitalise(entering)} would create value for ${f.S}: enough ${f.C}, a margin on each ${f.u}, and an investment it recovers`,
    children: [
      branch(
        'enough',
        [
          ['would', f.S, `win enough ${f.C} ${where}`],
          ['is', 'there', `a large enough base of ${f.C} for ${f.S} ${where}`],
        ],
        [
          say(
            'pool',
            [
              ['are', 'there', `enough ${pair(seg1, seg2)} ${where} to break even`],
              ['would', `${pair(seg1, seg2)} ${where}`, 'be numerous enough to break even'],
            ],
            {
              tests: ['market-sizing', 'customer-segmentation'],
              rule: rule(`target ${f.C} ${where} as a multiple of those needed to break even`, 'at-least', 10),
              impact: 4,
            },
          ),
          say(
            'tenth',
            [
              ['could', f.S, `win a tenth of ${stream1} ${where} from ${rivals(f)}`],
              ['could', `${rivals(f)} ${where}`, `cede a tenth of ${stream1} to ${f.S}`],
            ],
            {
              tests: ['benchmarking', 'competitor-profiling'],
              rule: rule('the share of the market comparable entrants reached after five years', 'at-least', 10, '%'),
              impact: 4,
            },
          ),
          say(
            'kpi',
            [
              ['would', `${kpi2} ${where}`, 'match home within three years'],
              ['could', f.S, `reach home levels of ${kpi2} ${where} in three years`],
            ],
            {
              tests: ['benchmarking', 'cohort-churn'],
              rule: rule(`${kpi2} ${where} in year three against ${f.Sp} at home`, 'at-least', 90, '%'),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: `pool of ${f.C} × share won × performance` },
      ),
      branch(
        'margin',
        [
          ['would', `each ${f.u} ${where}`, 'earn a margin'],
          ['would', f.S, `make money on each ${f.u} ${where}`],
        ],
        [
          say(
            'price',
            [
              ['could', f.S, `charge ${prices(f)} that match home`],
              ['would', `local ${prices(f)}`, 'match those at home'],
            ],
            {
              tests: ['competitor-profiling', 'willingness-to-pay'],
              rule: rule(`the local ${ind.price} level against ${f.Sp} current one`, 'at-least', 90, '%'),
              impact: 4,
            },
          ),
          say(
            'stage',
            [
              ['would', `${stage4} ${where}`, 'cost no more than at home'],
              ['is', `${stage4} ${where}`, 'as cheap as at home'],
            ],
            {
              tests: ['benchmarking', 'cost-baseline'],
              rule: rule(`the cost of ${stage4} per ${f.u} ${where} against at home`, 'at-most', 110, '%'),
              impact: 3,
            },
          ),
          say(
            'acquire',
            [
              ['would', `winning ${f.C} through ${channelName(f, other)}`, 'pay back within a year'],
              ['would', `${f.C} won through ${channelName(f, other)}`, 'repay their cost within a year'],
            ],
            {
              tests: ['unit-economics', 'channel-economics'],
              rule: rule(
                `months of contribution needed to recover the cost of winning a ${f.c}`,
                'at-most',
                12,
                'months',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'driver', dimension: `${ind.price} − cost to serve − cost to acquire` },
      ),
      branch(
        'invest',
        [
          ['would', f.S, 'recover its investment'],
          ['would', 'the investment', `pay back for ${f.S}`],
        ],
        [
          say(
            'setup',
            [
              ['would', `${ind.capacity} ${where}`, `cost no more than ${budget(f)}`],
              ['could', f.S, `set up ${ind.capacity} ${where} within ${budget(f)}`],
            ],
            {
              tests: ['cash-flow-forecast', 'capability-assessment'],
              rule: rule(`the set-up cost as a share of ${budget(f)}`, 'at-most', 100, '%'),
              impact: 4,
            },
          ),
          say(
            'capital',
            [
              ['would', 'the investment', `earn more than ${f.Sp} cost of capital`],
              ['would', 'the return', `beat ${f.Sp} cost of capital`],
            ],
            {
              tests: ['dcf-model', 'option-npv'],
              rule: rule('the internal rate of return of entry minus the cost of capital', 'above', 0, 'pp'),
              impact: 5,
            },
          ),
        ],
        { kind: 'driver', dimension: 'the size of the investment against its return' },
      ),
      branch(
        'downside',
        [
          ['does', 'the value', 'survive the downside'],
          ['is', 'the case', 'robust to the downside'],
        ],
        [
          say(
            'war',
            [
              ['would', 'it', `survive ${rivals(f)} cutting ${prices(f)} by a tenth`],
              ['could', f.S, `absorb ${rivals(f)} cutting ${prices(f)} by a tenth`],
            ],
            {
              tests: ['scenario-sensitivity', 'competitor-profiling'],
              rule: rule(`the net present value if incumbents cut ${prices(f)} by 10%`, 'above', 0, currency(f)),
              impact: 3,
            },
          ),
          say(
            'half',
            [
              ['would', 'it', `survive demand from ${seg2} at half the plan`],
              ['would', `demand from ${seg2} at half the plan`, 'still leave value'],
            ],
            {
              tests: ['scenario-sensitivity', 'demand-forecast'],
              rule: rule(`the net present value with half the planned demand from ${seg2}`, 'above', 0, currency(f)),
              impact: 3,
            },
          ),
          say(
            'inputs',
            [
              ['would', 'it', `survive ${costs(vc1)} a tenth above plan`],
              ['could', f.S, `carry ${costs(vc1)} a tenth above plan`],
            ],
            {
              tests: ['risk-modelling', 'scenario-sensitivity'],
              rule: rule(`the net present value with ${costs(vc1)} 10% above plan`, 'above', 0, currency(f)),
              impact: 3,
            },
          ),
        ],
        { kind: 'issue', dimension: 'competition, performance, currency' },
      ),
      f.options.length >= 2
        ? namedModes(f)
        : branch(
            'mode',
            [
              ['would', 'a partner or an acquisition', 'create more value'],
              ['is', 'partnering or buying', 'better than building'],
            ],
            [
              ask(
                'would',
                `a local partner that already has ${ind.capacity}`,
                'create more value than going alone',
                [],
                {
                  kind: 'option',
                  tests: ['option-npv', 'expert-interviews'],
                  rule: rule('years to break-even alone minus years with a partner', 'at-least', 1, 'years'),
                  impact: 3,
                },
              ),
              ask('would', `buying a competitor there`, `create more value than building its ${ind.capacity}`, [], {
                kind: 'option',
                tests: ['valuation-multiples', 'option-npv'],
                rule: rule('the likely price of a target against the cost of building its position', 'below', 100, '%'),
                impact: 3,
              }),
            ],
            { kind: 'option', dimension: 'partner against acquire, both against building alone' },
          ),
    ],
  };
}

export const marketEntry: ArchetypeDefinition = {
  id: 'market-entry',
  decision: true,
  deciders: ['the board', 'the CEO'],
  question(f) {
    if (f.options.length >= 2) return undefined;
    return questionWith(f, `Should ${f.S} ${withWhen(f, move(f))}, and if so, how`);
  },
  variants: [
    { name: 'attractiveness, ability to win, economics', build: strategic },
    { name: 'value of the entry case', build: byValue },
  ],
};
