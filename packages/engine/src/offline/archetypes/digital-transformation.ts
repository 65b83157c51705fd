import { movePhrase, type Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import { by, decisionPhrase, economics, either, fit, peers } from './blocks-capital.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Digital transformation: where digital creates value (the journeys customers take, the work of operations,
 * the decisions data could improve), whether the client's systems and skills can carry the change, and
 * whether the business case pays back in a sequence the client can manage. Split once by source of value,
 * once stage by stage along the client's own process, each stage with the lever that fits it.
 */
function goal(f: Frame): string {
  return f.target ? `${movePhrase(f)}${by(f)}` : `lower its ${f.M} and serve ${f.C} better${by(f)}`;
}

function question(f: Frame): string | undefined {
  if (f.options.length >= 2) return undefined;
  const move = decisionPhrase(f);
  const candidates = f.target
    ? [`How can ${f.S} use digital to ${movePhrase(f)}${by(f)}?`]
    : move && !/^go ahead with\b/i.test(move)
      ? [`How should ${f.S} ${move}${by(f)}, and in what order?`]
      : [];
  candidates.push(`Where should ${f.S} use digital to create value${by(f)}, and in what order?`);
  return candidates.map((q) => tidy(capitalise(q))).find((q) => q.length <= 160);
}

function readiness(f: Frame): Spec[] {
  return [
    either(
      f,
      [
        ['can', `the core systems that hold ${f.industry.data.customers}`, 'support the priority changes'],
        ['would', 'the priority changes', `need the systems holding ${f.industry.data.customers} replaced first`],
        ['is', `the platform behind ${f.industry.data.customers}`, 'flexible enough for the first releases'],
        ['could', 'the first releases', `run on today's systems for ${f.industry.data.customers}`],
      ],
      [],
      {
        tests: ['systems-review', 'digital-maturity'],
        rule: rule('the share of priority use cases the current systems can support', 'at-least', 70, '%'),
        impact: 4,
      },
    ),
    either(
      f,
      [
        ['does', f.S, 'have the digital, data and product skills the plan needs'],
        ['are', 'the digital, data and product skills the plan needs', `already inside ${f.S} or easy to hire`],
        ['can', f.S, 'staff the programme with product, data and engineering talent'],
        ['is', 'the talent', `for digital delivery available to ${f.S}`],
      ],
      [],
      {
        tests: ['capability-assessment', 'digital-maturity'],
        rule: rule('the digital roles the plan needs that are filled or can be hired in time', 'at-least', 70, '%'),
        impact: 3,
      },
    ),
    either(
      f,
      [
        ['can', `${f.Sp} teams`, `rely on ${f.industry.data.operations} for daily decisions`],
        ['is', `the quality of ${f.industry.data.operations}`, 'good enough for daily decisions'],
        ['are', 'managers', `able to trust ${f.industry.data.operations} when they act`],
        ['are', `the figures in ${f.industry.data.operations}`, 'clean enough to steer the business'],
      ],
      [],
      {
        tests: ['systems-review', 'digital-maturity'],
        rule: rule('the share of critical data fields complete and correct', 'at-least', 90, '%'),
        impact: 3,
      },
    ),
  ];
}

function bySource(f: Frame): Framework {
  const e = economics(f);
  const [, stage1, stage2] = f.industry.stages;
  const workforce = f.industry.workforce;
  return {
    dimension: 'by source of value (journeys, operations, data), then readiness, then the business case',
    claim: fit(
      `Digital can help ${f.S} ${goal(f)}, mostly through ${f.c} journeys and automated operations`,
      `Digital can help ${f.S} ${goal(f)}`,
    ),
    children: [
      either(
        f,
        [
          ['can', 'better digital journeys', `win, serve and keep ${f.industry.segments[0]} at a lower cost`],
          ['would', f.industry.segments[0], `gain from simpler digital journeys with ${f.S}`],
          ['is', f.S, `losing ${f.industry.segments[0]} to clumsy online journeys`],
        ],
        [
          either(
            f,
            [
              ['is', `the share of ${f.c} interactions completed digitally`, `below that of ${peers(f)}`],
              ['are', peers(f), `ahead of ${f.S} in handling ${f.c} interactions digitally`],
              ['does', f.S, `lag ${peers(f)} in the share of ${f.c} contact handled online`],
            ],
            [],
            {
              tests: ['channel-economics', 'benchmarking'],
              rule: rule(
                `the share of ${f.c} interactions completed end to end online against leading peers`,
                'below',
                80,
                '%',
              ),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['do', `many ${f.industry.segments[1]}`, `give up or call for help when they deal with ${f.S} online`],
              ['are', `online journeys for ${f.industry.segments[1]}`, 'often abandoned or followed by a call'],
              ['is', 'the drop-out rate', `high for ${f.industry.segments[1]} using the website or app`],
            ],
            [],
            {
              tests: ['conversion-funnel', 'customer-survey'],
              rule: rule('the share of online journeys abandoned or followed by a call', 'above', 20, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['does', `serving ${f.C} online`, 'cost far less than face to face or by phone'],
              ['is', `an assisted contact with ${f.C}`, 'far costlier than an online one'],
              ['would', 'self-service', `cut the cost of serving ${f.C} sharply`],
            ],
            [],
            {
              tests: ['cost-to-serve', 'channel-economics'],
              rule: rule('the cost of a digital interaction as a share of an assisted one', 'below', 30, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'digital share, journey failures, cost per interaction' },
      ),
      either(
        f,
        [
          ['can', 'automation', `take cost and time out of ${f.Sp} operations`],
          ['could', `${f.Sp} operations`, 'run faster and cheaper with automation'],
          ['is', `much of the work from the ${f.industry.stages[1]} stage onwards`, 'ripe for automation'],
        ],
        [
          either(
            f,
            [
              ['is', `much of the work at the ${stage1} stage`, 'manual, repetitive and rule-based'],
              ['is', `the ${stage1} stage`, 'reliant on manual, rule-based steps'],
              ['could', 'software', `do most of the routine steps at the ${stage1} stage`],
            ],
            [],
            {
              tests: ['process-mining', 'process-time-study'],
              rule: rule(`the share of steps in ${stage1} that are manual and rule-based`, 'at-least', 30, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['do', `errors and rework at the ${stage2} stage`, 'cost more than automating the work would'],
              ['would', 'automation', `cost less than the errors and rework at the ${stage2} stage`],
              ['is', `failure work at the ${stage2} stage`, 'expensive enough to justify automation'],
            ],
            [],
            {
              tests: ['root-cause', 'process-mining'],
              rule: rule(`the cost of errors and rework as a share of the cost of ${stage2}`, 'at-least', 10, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['could', 'digital tools', `free a large part of the time of ${workforce}`],
              ['could', workforce, 'win back a large part of their time with digital tools'],
              ['is', `much of the time of ${workforce}`, 'lost to admin that tools could absorb'],
            ],
            [],
            {
              tests: ['pilot-test', 'process-time-study'],
              rule: rule(`the time freed for ${workforce} in pilots`, 'at-least', 15, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: 'manual work, failure cost, time of the workforce' },
      ),
      either(
        f,
        [
          [
            'can',
            'better use of data',
            e.commercial
              ? `improve ${f.Sp} pricing and planning decisions`
              : `improve how ${f.S} plans and targets its resources`,
          ],
          [
            'could',
            f.S,
            e.commercial
              ? 'price and plan better with the data it holds'
              : 'plan and target its resources better with the data it holds',
          ],
        ],
        [
          e.commercial
            ? either(
                f,
                e.model === 'fees'
                  ? [
                      ['could', 'better data capture and billing', `lift ${e.income} per ${f.u}`],
                      ['is', f.S, `losing ${e.income} per ${f.u} to poor data capture`],
                      ['would', 'cleaner records', `raise ${e.income} per ${f.u}`],
                    ]
                  : [
                      ['could', 'data-driven pricing', `lift revenue per ${f.u}`],
                      ['would', 'pricing based on data', `raise revenue per ${f.u}`],
                      ['is', f.S, `leaving revenue per ${f.u} on the table through pricing by rule of thumb`],
                    ],
                [],
                {
                  tests: ['price-elasticity', 'pilot-test'],
                  rule: rule(`the uplift in revenue per ${f.u} in pilots`, 'at-least', 2, '%'),
                  impact: 3,
                },
              )
            : either(
                f,
                [
                  ['could', 'data', `direct resources to the ${f.C} who need them most`],
                  ['could', f.S, `target resources at the ${f.C} who need them most`],
                  ['are', 'resources', `reaching the ${f.C} in greatest need less often than data would allow`],
                ],
                [],
                {
                  tests: ['customer-segmentation', 'pilot-test'],
                  rule: rule('the gain in outcomes per unit of resource in pilots', 'at-least', 5, '%'),
                  impact: 3,
                },
              ),
          either(
            f,
            [
              ['could', 'better forecasts', `match ${f.industry.capacity} to demand more closely`],
              ['is', `the forecast behind ${f.industry.capacity} planning`, 'poor enough to improve'],
              ['would', 'sharper demand forecasts', `cut idle and overstretched ${f.industry.capacity}`],
            ],
            [],
            {
              tests: ['forecast-accuracy', 'capacity-utilisation'],
              rule: rule('forecast error at the planning horizon', 'above', 15, '%'),
              impact: 3,
            },
          ),
        ],
        { dimension: e.commercial ? 'pricing, planning' : 'targeting, planning' },
      ),
      either(
        f,
        [
          ['are', `${f.Sp} systems, skills and data`, 'ready to carry the change'],
          ['can', `${f.Sp} systems, skills and data`, 'carry the change'],
          ['is', f.S, 'equipped in systems, people and data for the change'],
          ['are', 'the foundations', `of ${f.S} strong enough for the change`],
        ],
        readiness(f),
        {
          dimension: 'systems, skills, data',
        },
      ),
      ask(
        'does',
        'the business case',
        `pay back in a sequence ${f.S} can manage`,
        [
          either(
            f,
            [
              ['will', 'the benefits', 'overtake the cost of the programme within three years'],
              ['does', 'the programme', 'earn back its cost within three years'],
              ['is', 'the payback', 'shorter than three years'],
              ['will', 'savings and new income', 'cover the cost of the programme by year three'],
            ],
            [],
            {
              tests: ['dcf-model', 'scenario-sensitivity'],
              rule: rule('cumulative benefits as a share of cumulative cost by year three', 'at-least', 100, '%'),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['can', `early releases for ${f.industry.segments[0]}`, 'fund a good part of the later ones'],
              ['could', `quick wins for ${f.industry.segments[0]}`, 'pay for much of what follows'],
              ['would', `the first releases for ${f.industry.segments[0]}`, 'fund later waves'],
            ],
            [],
            {
              tests: ['cash-flow-forecast', 'pilot-test'],
              rule: rule(
                'the share of programme cost covered by benefits released in the first year',
                'at-least',
                25,
                '%',
              ),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['can', 'the change', `go live stage by stage, starting with the ${f.industry.stages[0]} stage`],
              ['can', f.S, `roll out in steps, beginning at the ${f.industry.stages[0]} stage`],
              ['is', 'a step-by-step roll-out', `feasible, starting at the ${f.industry.stages[0]} stage`],
            ],
            [],
            {
              tests: ['systems-review', 'risk-modelling'],
              rule: rule('the share of scope delivered in releases of under six months', 'at-least', 80, '%'),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['will', `${f.C} and staff`, 'adopt the new tools'],
              ['will', 'the new tools', `be used by ${f.C} and staff`],
              ['is', 'adoption', `likely to be high among ${f.C} and staff`],
              ['would', `${f.C} and staff`, 'take up the new tools quickly'],
            ],
            [],
            {
              tests: ['pilot-test', 'stakeholder-mapping'],
              rule: rule('the share of intended users active on the new tools in pilots', 'at-least', 60, '%'),
              impact: 4,
            },
          ),
        ],
        { dimension: 'payback, self-funding, delivery risk, adoption' },
      ),
    ],
  };
}

/** Stages where the client deals with its customers directly, where self-service is the lever. */
const FACING =
  /\b(?:booking|quotation|application|checkout|ordering|reservation|order intake|tendering|first contact|recruitment|connection|sales|lead|referral|admission|enrolment|claims|care|billing|payment|check-in|check-out|returns|follow-up|onboarding|renewal|service)\b/i;

type Lever = (f: Frame, stage: string) => Spec;

/** "at the underwriting stage": stage names are activities, and read best as a stage of the process. */
const at = (stage: string) => `at the ${stage} stage`;

const selfService: Lever = (f, stage) =>
  either(
    f,
    [
      ['can', f.C, `serve themselves online ${at(stage)}`],
      ['could', `more of the work ${at(stage)}`, `be done online by ${f.C}`],
      ['would', f.C, `rather do things online ${at(stage)}`],
      ['is', 'self-service', `an untapped lever ${at(stage)}`],
    ],
    [
      either(
        f,
        [
          ['could', 'self-service', `handle most of the requests ${f.C} make ${at(stage)}`],
          ['could', `most requests ${at(stage)}`, 'be handled without staff'],
          ['are', `many requests ${at(stage)}`, 'simple enough for self-service'],
          ['could', f.C, `settle most of their requests ${at(stage)} without help`],
        ],
        [],
        {
          tests: ['channel-economics', 'customer-survey'],
          rule: rule(`the share of requests in ${stage} that could be handled without staff`, 'at-least', 50, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['would', 'a simpler journey', `lift completion ${at(stage)}`],
          ['would', `fewer ${f.C}`, `drop out ${at(stage)} with a simpler journey`],
          ['is', 'completion', `held back ${at(stage)} by a clumsy journey`],
          ['would', 'a redesigned journey', `keep more ${f.C} going ${at(stage)}`],
        ],
        [],
        {
          tests: ['conversion-funnel', 'pilot-test'],
          rule: rule(`the gain in completion rate of ${stage} in tests`, 'at-least', 5, 'pp'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'self-service, completion' },
  );

const automate: Lever = (f, stage) =>
  either(
    f,
    [
      ['can', 'automation', `take manual work out of the ${stage} stage`],
      ['is', `the ${stage} stage`, 'ripe for automation'],
      ['could', 'machines or software', `take over routine work ${at(stage)}`],
      ['is', 'automation', `the main lever ${at(stage)}`],
    ],
    [
      either(
        f,
        [
          ['is', `most of the work ${at(stage)}`, 'still done or checked by hand'],
          ['is', `work ${at(stage)}`, 'still dependent on manual steps'],
          ['are', 'manual steps', `still the norm ${at(stage)}`],
          ['is', 'paperwork and rekeying', `still common ${at(stage)}`],
        ],
        [],
        {
          tests: ['process-mining', 'process-time-study'],
          rule: rule(`the share of steps in ${stage} done by hand`, 'at-least', 50, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['could', 'automation', `cut the time per ${f.u} ${at(stage)} by a third`],
          ['would', 'automation', `save a third of the time per ${f.u} ${at(stage)}`],
          ['is', `a third of the time per ${f.u} ${at(stage)}`, 'recoverable through automation'],
          ['could', `${f.industry.workforce} ${at(stage)}`, 'gain a third of their time through automation'],
        ],
        [],
        {
          tests: ['pilot-test', 'process-time-study'],
          rule: rule(`the cut in time per ${f.u} in ${stage} in pilots`, 'at-least', 33, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'manual work, time saved' },
  );

const decide: Lever = (f, stage) =>
  either(
    f,
    [
      ['can', 'data', `improve planning and choices ${at(stage)}`],
      ['would', `decisions ${at(stage)}`, 'improve with better data'],
      ['is', 'better data', `likely to sharpen choices ${at(stage)}`],
      ['are', `choices ${at(stage)}`, 'made on thin information today'],
    ],
    [
      either(
        f,
        [
          ['could', 'better forecasts', `match ${f.industry.workforce} to the work ${at(stage)}`],
          ['are', `${f.industry.workforce} ${at(stage)}`, 'often idle or overstretched'],
          ['would', 'better forecasts', `balance the workload of ${f.industry.workforce} ${at(stage)}`],
          ['is', 'the workload', `of ${f.industry.workforce} ${at(stage)} badly matched to demand`],
        ],
        [],
        {
          tests: ['forecast-accuracy', 'workforce-planning'],
          rule: rule(`paid hours in ${stage} not matched to demand`, 'above', 10, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['could', 'decision support', `reduce errors and exceptions ${at(stage)}`],
          ['would', 'decision support', `cut errors and exceptions ${at(stage)}`],
          ['are', `errors and exceptions ${at(stage)}`, 'avoidable with decision support'],
          ['could', 'rules and prompts in the system', `prevent mistakes ${at(stage)}`],
        ],
        [],
        {
          tests: ['root-cause', 'pilot-test'],
          rule: rule(`the fall in errors and exceptions in ${stage} in pilots`, 'at-least', 20, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'planning, decision quality' },
  );

const monitor: Lever = (f, stage) =>
  either(
    f,
    [
      ['can', f.S, `spot and fix problems ${at(stage)} before they reach ${f.C}`],
      ['could', `problems ${at(stage)}`, `be caught before ${f.C} notice them`],
      ['is', f.S, `able to predict failures ${at(stage)}`],
      ['would', 'early warnings', `spare ${f.C} most problems ${at(stage)}`],
    ],
    [
      either(
        f,
        [
          ['do', `failures and delays ${at(stage)}`, 'show early warning signs in the data'],
          ['does', 'the data', `carry early warnings of failures ${at(stage)}`],
          ['are', `failures ${at(stage)}`, 'predictable from the data'],
          ['could', 'monitoring', `flag trouble ${at(stage)} in advance`],
        ],
        [],
        {
          tests: ['root-cause', 'regression'],
          rule: rule(`the share of failures in ${stage} preceded by a warning sign in the data`, 'at-least', 30, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['would', 'tracking that all parties can see', `cut the chasing and rework ${at(stage)}`],
          ['would', 'shared tracking', `end most of the chasing ${at(stage)}`],
          ['is', 'chasing for progress', `a big share of the contacts ${at(stage)}`],
          ['would', `${f.C} who can see progress ${at(stage)}`, 'stop calling to chase'],
        ],
        [],
        {
          tests: ['process-mining', 'customer-survey'],
          rule: rule(`the share of contacts and rework in ${stage} caused by chasing progress`, 'at-least', 20, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'prediction, visibility' },
  );

/** Digital links with suppliers and partners: orders, documents and invoices that flow without rekeying. */
const connect: Lever = (f, stage) =>
  either(
    f,
    [
      ['can', 'digital links with partners', `cut delays ${at(stage)}`],
      ['would', 'electronic exchange with suppliers and partners', `speed up ${stage}`],
      ['is', 'paper and email', `still how ${f.S} works with partners ${at(stage)}`],
    ],
    [
      either(
        f,
        [
          ['is', 'information', `keyed in twice between ${f.S} and its partners ${at(stage)}`],
          ['are', 'orders, documents and invoices', `rekeyed by hand ${at(stage)}`],
        ],
        [],
        {
          tests: ['process-mining', 'process-time-study'],
          rule: rule(`the share of documents in ${stage} keyed in by hand`, 'at-least', 30, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['would', 'electronic ordering and invoicing', `shorten the cycle time ${at(stage)} by a quarter`],
          ['could', 'the cycle time', `${at(stage)} fall by a quarter with electronic exchange`],
        ],
        [],
        {
          tests: ['pilot-test', 'process-mining'],
          rule: rule(`the cut in cycle time in ${stage} in pilots`, 'at-least', 25, '%'),
          impact: 2,
        },
      ),
    ],
    { dimension: 'rekeying, cycle time' },
  );

function byStage(f: Frame): Framework {
  // Self-service where customers first deal with the client; inside, automation, data, prevention, links.
  const inside = [automate, decide, monitor, connect];
  let served = false;
  let next = 0;
  const stages = f.industry.stages.map((stage) => {
    if (FACING.test(stage) && !served) {
      served = true;
      return selfService(f, stage);
    }
    const lever = inside[next % inside.length]!;
    next += 1;
    return lever(f, stage);
  });
  return {
    dimension: `by stage of ${f.Sp} process, each with the digital lever that fits it, then readiness and payback`,
    claim: fit(
      `Digital can help ${f.S} ${goal(f)} at every stage of its process, with most value in one or two stages`,
      `Digital can help ${f.S} ${goal(f)}, with most value in one or two stages of its process`,
      `Digital can help ${f.S} ${goal(f)}`,
    ),
    children: [
      ...stages,
      either(
        f,
        [
          ['are', `${f.Sp} systems, skills and business case`, 'strong enough to carry the change'],
          ['can', `${f.Sp} systems, skills and business case`, 'carry the change'],
          ['is', f.S, 'equipped in systems, people and money for the change'],
          ['are', 'the foundations', `in place at ${f.S} for the change`],
        ],
        [
          ...readiness(f).slice(0, 2),
          either(
            f,
            [
              ['does', 'the programme', 'pay back within three years'],
              ['will', 'the programme', 'repay its cost inside three years'],
              ['is', 'the payback', 'shorter than three years'],
              ['will', 'savings and new income', 'cover the cost of the programme by year three'],
            ],
            [],
            {
              tests: ['dcf-model', 'scenario-sensitivity'],
              rule: rule('cumulative benefits as a share of cumulative cost by year three', 'at-least', 100, '%'),
              impact: 5,
            },
          ),
        ],
        { dimension: 'systems, skills, payback' },
      ),
    ],
  };
}

export const digitalTransformation: ArchetypeDefinition = {
  id: 'digital-transformation',
  decision: false,
  deciders: ['the CEO', 'the chief digital officer'],
  question,
  variants: [
    { name: 'by source of value', build: bySource },
    { name: 'by stage of the process', build: byStage },
  ],
};
