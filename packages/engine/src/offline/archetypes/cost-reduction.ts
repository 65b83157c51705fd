import { constraintClause, movePhrase, type Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import {
  both,
  by,
  constraintSpecs,
  economics,
  either,
  peers,
  poolKind,
  poolLevers,
  poolName,
  type Phrasing,
} from './blocks-capital.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Cost reduction: the cost base split by where the money goes, with the levers that fit each part, and a
 * branch that holds the savings to the target and to the service the client must protect. Split once by
 * cost pool (what is bought: people, purchases, assets, losses), once by function (where the work is done:
 * the front line stage by stage, sales and service, support functions, management), once by lever (pay
 * less, use less, work more productively, stop or buy in), so the team can cut the same baseline three ways.
 */
function goal(f: Frame): string {
  return f.target ? `${movePhrase(f)}${by(f)}` : `reduce its ${f.M}${by(f)}`;
}

function question(f: Frame): string | undefined {
  if (f.target || f.options.length >= 2) return undefined;
  const from = f.baseline ? ` from ${f.baseline.text}` : '';
  const guard = f.constraints[0]
    ? `, ${constraintClause(f.constraints[0])}`
    : ` without lowering the service ${f.C} receive`;
  const candidates = [
    `How can ${f.S} reduce its ${f.M}${from}${by(f)}${guard}?`,
    `How can ${f.S} reduce its ${f.M}${from}${by(f)}?`,
  ];
  return candidates.map((q) => tidy(capitalise(q))).find((q) => q.length <= 160);
}

const POOL_DIMENSION = {
  people: 'output per hour, rostering, work that could go',
  purchases: 'price paid, quantity used, what could be stopped',
  fees: 'rates, avoidable charges, terms',
  losses: 'rate against peers, prevention, recovery',
  assets: 'utilisation, contract terms, how it is run',
  programmes: 'return, stopping the weakest, price of inputs',
} as const;

function pool(f: Frame, name: string): Spec {
  const pool = poolName(name);
  // Losses are brought down per unit, not bought for less: their own wording keeps them apart from staff pools.
  const phrasings: Phrasing[] =
    poolKind(name) === 'losses'
      ? [
          ['can', f.S, `reduce ${pool} per ${f.u}`],
          ['is', 'there', `room to bring ${pool} per ${f.u} down`],
          ['are', `${pool} per ${f.u}`, 'higher than they need to be'],
        ]
      : [
          ['can', f.S, `cut the cost of ${pool}`],
          ['is', 'there', `room to spend less on ${pool}`],
          ['is', `spending on ${pool}`, 'higher than it needs to be'],
        ];
  return either(
    f,
    phrasings,
    poolLevers(f, name),
    {
      kind: 'driver',
      dimension: POOL_DIMENSION[poolKind(name)],
    },
    'cost pool',
  );
}

/** The savings held to the target and to the service and constraints the client must protect. */
function protection(f: Frame): Spec {
  const target = f.gap ? `the ${f.gap.text} target` : 'the target';
  const guards = constraintSpecs(f, (clause) => `make the savings ${clause}`, [
    'scenario-sensitivity',
    'service-level-model',
  ]);
  const children: Spec[] = [
    either(
      f,
      [
        ['are', 'the savings identified', 'larger than the target, with room for slippage'],
        ['do', 'the identified savings', 'cover the target with a buffer for slippage'],
        ['is', 'the pipeline of savings', 'a third bigger than the target'],
      ],
      [],
      {
        tests: ['cost-baseline', 'scenario-sensitivity'],
        // Cost programmes typically lose a fifth to a third of identified savings in delivery.
        rule: rule(`identified savings as a share of ${target}`, 'at-least', 130, '%'),
        impact: 5,
      },
    ),
    either(
      f,
      [
        ['will', `the service ${f.C} receive`, 'stay within its standards after the cuts'],
        ['will', f.S, `keep the service to ${f.C} within standard after the cuts`],
        ['will', `service levels for ${f.C}`, 'hold up once the cuts are made'],
      ],
      [],
      {
        tests: ['service-level-model', 'pilot-test'],
        rule: rule('the share of service measures within standard in the post-savings model', 'at-least', 100, '%'),
        impact: 4,
      },
    ),
    ...guards,
  ];
  if (guards.length === 0) {
    children.push(
      either(
        f,
        [
          ['do', 'the one-off costs of the savings', 'pay back within two years'],
          ['will', 'the savings', 'repay their one-off costs inside two years'],
          ['are', 'the costs of making the savings', 'recovered within two years'],
        ],
        [],
        {
          tests: ['dcf-model', 'cost-baseline'],
          rule: rule('one-off costs to achieve as a multiple of annual savings', 'at-most', 2, 'x'),
          impact: 3,
        },
      ),
    );
  }
  return either(
    f,
    [
      ['can', f.S, `make the savings without lowering the service ${f.C} receive`],
      ['can', f.S, `make the savings with no loss of service for ${f.C}`],
      ['can', f.S, `save the money while ${f.C} notice no drop in service`],
    ],
    children,
    {
      dimension: 'coverage of the target, service, stated constraints',
    },
  );
}

function byPool(f: Frame): Framework {
  const [vc1, vc2] = f.industry.variableCosts;
  const [fc1, fc2] = f.industry.fixedCosts;
  return {
    dimension: 'by cost pool: two variable and two fixed pools, each by its levers, then what must be protected',
    claim: `${capitalise(f.S)} can ${goal(f)} from its main cost pools without lowering the service ${f.C} receive`,
    children: [pool(f, vc1), pool(f, vc2), pool(f, fc1), pool(f, fc2), protection(f)],
  };
}

function byFunction(f: Frame): Framework {
  const e = economics(f);
  const [ch1, ch2] = f.industry.channels;
  const selling = e.commercial ? 'sales and marketing' : 'outreach and communications';
  const income = e.commercial ? 'revenue' : 'total spending';
  return {
    dimension: 'by function: front line stage by stage, customer-facing work, support functions, management',
    claim: `${capitalise(f.S)} can ${goal(f)} mostly from its front line and support functions, not from service to ${f.C}`,
    children: [
      either(
        f,
        [
          ['can', f.S, `do its front-line work for less per ${f.u}`],
          ['is', `the front line of ${f.S}`, `costlier per ${f.u} than it needs to be`],
          ['could', `the front-line work of ${f.S}`, `cost less per ${f.u}`],
        ],
        f.industry.stages.map((stage) =>
          either(
            f,
            [
              ['does', stage, `cost more per ${f.u} than it should`],
              ['is', `the cost per ${f.u} of ${stage}`, 'above the best in class'],
              ['could', stage, `run at a lower cost per ${f.u}`],
            ],
            [],
            {
              kind: 'driver',
              tests: ['process-time-study', 'benchmarking'],
              rule: rule(`cost per ${f.u} of ${stage} against the best quartile of peers`, 'above', 110, '%'),
              impact: 3,
            },
            'front-line stage',
          ),
        ),
        { dimension: 'by stage of the work' },
      ),
      either(
        f,
        [
          ['can', f.S, `serve ${f.C} at a lower cost`],
          ['is', `serving ${f.C}`, 'costing more than it should'],
          ['could', f.S, `serve ${f.C} more cheaply`],
        ],
        [
          either(
            f,
            [
              ['does', `serving ${f.C} through ${ch2}`, `cost much more than through ${ch1}`],
              ['is', ch1, `a much cheaper way to serve ${f.C} than ${ch2}`],
              ['would', `moving ${f.C} from ${ch2} to ${ch1}`, 'cut the cost to serve'],
            ],
            [],
            {
              tests: ['cost-to-serve', 'channel-economics'],
              rule: rule(`cost to serve per ${f.u} through ${ch2} against ${ch1}`, 'above', 120, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['is', `spending on ${selling}`, `above that of peers for each ${f.c}`],
              ['does', f.S, `spend more on ${selling} per ${f.c} than ${peers(f)}`],
              ['is', `${f.Sp} spending on ${selling}`, `high for each ${f.c} it serves`],
            ],
            [],
            {
              tests: ['benchmarking', 'cost-to-serve'],
              rule: rule(`${selling} cost per ${f.c} against the peer median`, 'above', 110, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['do', `a minority of ${f.C}`, 'cause most of the cost to serve'],
              ['is', 'the cost to serve', `concentrated in a minority of ${f.C}`],
              ['are', `a few ${f.C}`, 'responsible for most of the cost to serve'],
            ],
            [],
            {
              tests: ['cost-to-serve', 'pareto'],
              rule: rule(`the share of cost to serve caused by the costliest fifth of ${f.C}`, 'at-least', 50, '%'),
              impact: 2,
            },
          ),
        ],
        { dimension: 'channels, selling effort, costly customers' },
      ),
      either(
        f,
        [
          ['are', `${f.Sp} support functions`, 'larger than those of comparable organisations'],
          ['does', f.S, 'carry heavier support functions than comparable organisations'],
          ['are', 'the back-office functions', `oversized for ${f.Sp} scale`],
        ],
        [
          either(
            f,
            [
              ['do', 'finance, HR, IT and procurement', `cost more as a share of ${income} than at ${peers(f)}`],
              ['are', 'finance, HR, IT and procurement', `dearer relative to ${income} than at ${peers(f)}`],
              ['does', f.S, `spend more on its back office, per unit of ${income}, than ${peers(f)}`],
            ],
            [],
            {
              tests: ['benchmarking', 'cost-baseline'],
              rule: rule(`support function cost as a share of ${income} against the peer median`, 'above', 110, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['is', 'the same support work', `done separately for ${both(...f.industry.segments)}`],
              ['is', 'support work', `duplicated across the teams serving ${both(...f.industry.segments)}`],
              ['are', 'several teams', `repeating the same support tasks for ${both(...f.industry.segments)}`],
            ],
            [],
            {
              tests: ['zero-based-review', 'process-mining'],
              rule: rule('the share of support staff in duplicated activities', 'at-least', 10, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['could', 'shared services, automation or outsourcing', 'do routine support work for less'],
              ['would', 'a shared service centre or a partner', 'handle routine transactions for less'],
              ['is', 'routine back-office work', 'cheaper when shared or outsourced'],
            ],
            [],
            {
              tests: ['benchmarking', 'process-mining'],
              rule: rule('the cost per routine transaction against the best quartile of peers', 'above', 130, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'size against peers, duplication, delivery model' },
      ),
      either(
        f,
        [
          ['does', f.S, 'carry more management and overhead than its work needs'],
          ['is', `${f.Sp} management structure`, 'heavier than its work requires'],
          ['could', f.S, 'run with a leaner management structure'],
        ],
        [
          either(
            f,
            [
              ['are', `spans of control over ${f.industry.workforce}`, 'narrower than good practice'],
              ['do', `managers of ${f.industry.workforce}`, 'have fewer direct reports than good practice suggests'],
              ['could', 'each manager', `lead more ${f.industry.workforce}`],
            ],
            [],
            {
              tests: ['spans-layers'],
              rule: rule('the average number of direct reports per manager', 'below', 6),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', 'there', 'more layers between the chief executive and the front line than at peers'],
              ['does', f.S, 'have more management layers than its peers'],
              ['is', 'the hierarchy', `deeper at ${f.S} than at its peers`],
            ],
            [],
            {
              tests: ['spans-layers', 'benchmarking'],
              rule: rule('management layers against the peer median', 'above', 100, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['do', 'meetings, reports and approvals', 'take management time without changing decisions'],
              ['do', 'managers', 'spend much of their week on reports and meetings that change little'],
              ['is', 'management time', 'eaten up by reporting and approvals'],
            ],
            [],
            {
              tests: ['zero-based-review', 'process-time-study'],
              rule: rule('the share of management time in recurring meetings and reports', 'at-least', 20, '%'),
              impact: 2,
            },
          ),
        ],
        { dimension: 'spans, layers, governance' },
      ),
      protection(f),
    ],
  };
}

function byLever(f: Frame): Framework {
  const bought = [...f.industry.variableCosts, ...f.industry.fixedCosts].find((p) => poolKind(p) === 'purchases');
  const item = bought ? poolName(bought) : 'bought-in goods and services';
  return {
    dimension: 'by lever across the whole cost base: price paid, quantity used, productivity, stop or buy in',
    claim: `${capitalise(f.S)} can ${goal(f)} by paying less, using less and working smarter before it cuts service`,
    children: [
      either(
        f,
        [
          ['can', f.S, 'buy more cheaply'],
          ['is', f.S, 'paying too much for what it buys'],
          ['could', f.S, 'get better prices from its suppliers'],
        ],
        [
          either(
            f,
            [
              ['is', `spending on ${item}`, 'spread over more suppliers than the volumes justify'],
              ['could', f.S, `pool its spending on ${item} with fewer suppliers`],
              ['is', `the supplier base for ${item}`, 'too fragmented'],
            ],
            [],
            {
              tests: ['spend-analysis', 'pareto'],
              rule: rule('the share of addressable spending outside negotiated contracts', 'above', 20, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['does', f.S, `pay more than ${peers(f)} for ${item}`],
              ['are', `the prices ${f.S} pays for ${item}`, `above those ${peers(f)} pay`],
              ['could', f.S, `negotiate down what it pays for ${item}`],
            ],
            [],
            {
              tests: ['spend-analysis', 'benchmarking'],
              rule: rule(`the price paid for ${item} against the best quartile of peers`, 'above', 105, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['could', 'simpler specifications', `lower the cost of ${item}`],
              ['is', `the specification of ${item}`, 'richer than the work needs'],
              ['is', f.S, `over-specifying ${item}`],
            ],
            [],
            {
              tests: ['zero-based-review', 'expert-interviews'],
              rule: rule('the share of spending on items specified above what the work needs', 'at-least', 10, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'supplier base, price, specification' },
      ),
      either(
        f,
        [
          ['can', f.S, 'use less of what it buys'],
          ['is', f.S, 'consuming more than it needs'],
          ['could', f.S, 'make do with fewer inputs'],
        ],
        [
          either(
            f,
            [
              ['does', f.S, `use more ${item} per ${f.u} than peers`],
              ['is', `the use of ${item} per ${f.u}`, 'above that of peers'],
              ['could', f.S, `get by on less ${item} per ${f.u}`],
            ],
            [],
            {
              tests: ['benchmarking', 'pareto'],
              rule: rule(`${item} used per ${f.u} against the peer median`, 'above', 110, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['is', `part of what ${f.S} buys`, `wasted or never used in ${f.industry.stages[2]}`],
              ['is', f.S, `wasting part of what it buys in ${f.industry.stages[2]}`],
              ['is', 'waste', `a noticeable share of purchases in ${f.industry.stages[2]}`],
            ],
            [],
            {
              tests: ['pareto', 'root-cause'],
              rule: rule('the share of purchased volume wasted, written off or unused', 'at-least', 5, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['could', 'tighter internal policies', 'cut demand for discretionary items'],
              ['is', 'discretionary internal demand', 'a large part of the spending'],
              ['would', 'stricter rules on discretionary purchases', 'save real money'],
            ],
            [],
            {
              tests: ['zero-based-review', 'spend-analysis'],
              rule: rule('the share of spending driven by discretionary internal demand', 'at-least', 15, '%'),
              impact: 2,
            },
          ),
        ],
        { dimension: 'consumption per unit, waste, internal demand' },
      ),
      either(
        f,
        [
          ['can', f.S, 'do the same work with fewer paid hours'],
          ['could', f.S, 'get the same work done in fewer hours'],
          ['is', 'productivity', `below what ${f.S} could reach`],
        ],
        [
          either(
            f,
            [
              ['is', `the output per paid hour of ${f.industry.workforce}`, 'below that of the best peers'],
              ['are', `the ${f.industry.workforce}`, 'less productive than the best peers'],
              ['is', `productivity of the ${f.industry.workforce}`, 'below the best of its peers'],
            ],
            [],
            {
              tests: ['benchmarking', 'process-time-study'],
              rule: rule(`${f.U} handled per paid hour against the best quartile of peers`, 'below', 90, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['is', `a large share of the work in ${f.industry.stages[1]}`, 'rework or avoidable contact'],
              ['is', `work in ${f.industry.stages[1]}`, 'full of rework and avoidable contact'],
              ['is', `failure work in ${f.industry.stages[1]}`, 'eating a large share of the hours'],
            ],
            [],
            {
              tests: ['process-mining', 'root-cause'],
              rule: rule('the share of hours spent on rework and avoidable contact', 'at-least', 15, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['are', 'spans of control', 'narrower than the work needs'],
              ['do', 'managers', 'have fewer direct reports than the work allows'],
              ['could', 'teams', 'run with fewer supervisors'],
            ],
            [],
            {
              tests: ['spans-layers'],
              rule: rule('the average number of direct reports per manager', 'below', 6),
              impact: 2,
            },
          ),
        ],
        { dimension: 'output per hour, failure work, management spans' },
      ),
      either(
        f,
        [
          ['can', f.S, 'stop or buy in work that adds little value'],
          ['is', 'there', `work at ${f.S} that could stop or move to a partner`],
          ['could', f.S, 'drop or outsource low-value work'],
        ],
        [
          either(
            f,
            [
              ['would', 'a zero-based review', 'find activities that could stop'],
              ['could', 'some activities', 'stop without harm'],
              ['is', 'some of the work', `of little value to ${f.C} or regulators`],
            ],
            [],
            {
              tests: ['zero-based-review', 'expert-interviews'],
              rule: rule('the share of cost in activities that could stop without harm', 'at-least', 5, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['could', 'partners', `run ${f.industry.stages[2]} for less at the same quality`],
              ['would', `outsourcing ${f.industry.stages[2]}`, 'cut cost at the same quality'],
              ['is', 'a specialist partner', `cheaper than ${f.S} at ${f.industry.stages[2]}`],
            ],
            [],
            {
              tests: ['benchmarking', 'supplier-performance'],
              rule: rule('the external price against the internal full cost of the same work', 'below', 85, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['could', f.S, `run its ${f.industry.capacity} from fewer sites`],
              ['could', `the ${f.industry.capacity}`, 'be consolidated onto fewer sites'],
              ['is', `the ${f.industry.capacity}`, 'spread over more sites than needed'],
            ],
            [],
            {
              tests: ['capacity-utilisation', 'site-scoring'],
              rule: rule('average utilisation of sites and facilities', 'below', 75, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'stop, outsource, consolidate' },
      ),
      protection(f),
    ],
  };
}

export const costReduction: ArchetypeDefinition = {
  id: 'cost-reduction',
  decision: false,
  deciders: ['the CFO', 'the executive team'],
  question,
  variants: [
    { name: 'by cost pool', build: byPool },
    { name: 'by function', build: byFunction },
    { name: 'by lever', build: byLever },
  ],
};
