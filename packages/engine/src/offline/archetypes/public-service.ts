import type { Frame } from '../frame.js';
import { noun, type Noun } from '../industries/types.js';
import {
  by,
  canGoal,
  diffUnit,
  leverRule,
  metricQuestion,
  partOfGap,
  plainChannel,
  theMetric,
} from './blocks-operations.js';
import { as, ask, rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Public service: the performance of a service paid for from a public budget. Split once along the logic
 * of the service (need, delivery, outcomes by group and area, funding and powers, support), and once by
 * the instruments a public body holds (its own services, rules, prices and incentives, information,
 * partners). The people served are the industry's (residents, patients, pupils, passengers), or service
 * users when the industry is unknown: never customers, never a market.
 */
function usersOf(f: Frame): Noun {
  return f.industry.id === 'generic' ? noun('service user') : f.industry.customer;
}

/** Who else delivers: the industry's other providers, without a rival the public body could not work with. */
function partnersOf(f: Frame): string {
  const parts = f.industry.competitors.split(/,| and the /)[0]!.trim();
  return parts;
}

/** The public-service words the industry profile can safely give; generic words where it would mislead. */
interface Words {
  stages?: [string, string];
  groups?: [string, string];
  channels: string;
  funding: string;
  capacity: string;
  price: string;
  kpi: string;
  partners: string;
}

function wordsOf(f: Frame): Words {
  const id = f.industry.id;
  const kind = kindOf(f);
  const publicProfile = id === 'public-sector' || id === 'transport';
  const [, s1, s2] = f.industry.stages;
  const words: Words = {
    channels: publicProfile
      ? `${plainChannel(f.industry.channels[0])}, or ${plainChannel(f.industry.channels[1])}`
      : 'the channels it controls',
    funding: publicProfile ? f.industry.revenueStreams.join(' and ') : 'the funding available',
    capacity:
      publicProfile || (id === 'healthcare' && kind === 'performance') || id === 'education'
        ? f.industry.capacity
        : 'services',
    price: publicProfile ? f.industry.price : 'charge',
    kpi:
      publicProfile || (id === 'healthcare' && kind === 'performance') ? f.industry.kpis[0] : 'cost per person served',
    partners: publicProfile ? partnersOf(f) : 'other public bodies, voluntary groups and businesses',
  };
  if (publicProfile || id === 'education' || (id === 'healthcare' && kind === 'performance')) words.stages = [s1, s2];
  if (id === 'transport' || (id === 'public-sector' && kind !== 'outcome')) {
    words.groups = [f.industry.segments[0], f.industry.segments[1]];
  }
  return words;
}

function byLogic(f: Frame): Framework {
  const u = usersOf(f);
  const metric = theMetric(f);
  const w = wordsOf(f);
  return {
    dimension: 'need, delivery, outcomes by group and area, funding and powers, support',
    claim: canGoal(f, ' by focusing on the groups and areas that lag', ', not by doing more everywhere'),
    children: [
      ask(
        'is',
        `need among ${u.many}`,
        `growing or changing faster than ${f.Sp} services adapt`,
        [
          ask('is', 'demand for the service', `rising faster than ${f.Sp} ${w.capacity}`, [], {
            tests: ['demand-forecast', 'capacity-utilisation'],
            rule: rule('annual growth in demand minus annual growth in capacity', 'above', 0, 'pp'),
            impact: 4,
          }),
          ask('are', `the ${u.many} with the greatest need`, 'the hardest to reach', [], {
            tests: ['customer-segmentation', 'customer-survey'],
            rule: rule(
              'the share of the eligible population with the greatest need not in contact with the service',
              'above',
              20,
              '%',
            ),
            impact: 4,
          }),
          ask('do', 'barriers such as cost, distance or awareness', `keep eligible ${u.many} away`, [], {
            tests: ['customer-survey', 'customer-interviews'],
            rule: rule(
              `the share of eligible ${u.many} not using the service who cite a barrier ${f.S} could remove`,
              'above',
              30,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'volume, who needs it, barriers' },
      ),
      ask(
        'does',
        f.S,
        'deliver less, or less well, than comparable bodies with similar resources',
        [
          ask('is', `${f.Sp} ${w.kpi}`, 'worse than that of comparable bodies', [], {
            tests: ['benchmarking', 'cost-baseline'],
            rule: rule('output per unit of cost as a share of the median of comparable bodies', 'below', 90, '%'),
            impact: 4,
          }),
          ask('do', w.partners, 'fall short of what their contracts require', [], {
            tests: ['supplier-performance', 'benchmarking'],
            rule: rule('the share of contracted outputs delivered on time and to standard', 'below', 90, '%'),
            impact: 3,
          }),
          ask('are', f.industry.workforce, 'deployed away from where and when need is greatest', [], {
            tests: ['capacity-utilisation', 'workforce-planning'],
            rule: rule('the gap in utilisation between the busiest and the quietest locations', 'above', 30, 'pp'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'productivity, partners, deployment' },
      ),
      ask(
        'is',
        f.direction === 'down' ? metric : `the shortfall in ${metric}`,
        f.direction === 'down' ? 'worst in particular groups or areas' : 'concentrated in particular groups or areas',
        as('segment', [
          ask('is', f.direction === 'down' ? 'the problem' : 'the shortfall', 'largest among the most deprived', [], {
            tests: ['customer-segmentation', 'regression'],
            rule: rule(
              `the gap in ${metric} between the most and the least deprived fifth of the population`,
              'above',
              10,
              diffUnit(f),
            ),
            impact: 4,
          }),
          ask(
            'is',
            f.direction === 'down' ? 'most of the problem' : 'most of the shortfall',
            'found in a few neighbourhoods or districts',
            [],
            {
              tests: ['pareto', 'customer-segmentation'],
              rule: rule('the share of the shortfall found in the worst fifth of areas', 'above', 40, '%'),
              impact: 4,
            },
          ),
          w.groups
            ? ask('do', w.groups[1], `fare worse than ${w.groups[0]} once need is allowed for`, [], {
                tests: ['regression', 'customer-segmentation'],
                rule: rule(
                  `the gap in ${metric} between ${w.groups[1]} and ${w.groups[0]} once need is controlled for`,
                  'above',
                  10,
                  diffUnit(f),
                ),
                impact: 3,
              })
            : ask('do', 'outcomes', 'differ by age, disability or ethnicity more than need explains', [], {
                tests: ['regression', 'policy-evaluation'],
                rule: rule(
                  `the largest gap in ${metric} between groups once need is controlled for`,
                  'above',
                  10,
                  diffUnit(f),
                ),
                impact: 3,
              }),
        ]),
        { kind: 'issue', dimension: 'by group and by area' },
      ),
      ask(
        'does',
        f.S,
        'have the funding and powers the plan requires',
        [
          ask(/ and /.test(w.funding) ? 'do' : 'does', w.funding, `cover what the plan costs${by(f)}`, [], {
            tests: ['cost-baseline', 'funding-mix'],
            rule: rule('the funding available as a share of the cost of the plan', 'at-least', 100, '%'),
            impact: 4,
          }),
          ask('does', f.S, 'hold the powers it needs without waiting on other bodies', [], {
            tests: ['regulatory-review', 'stakeholder-mapping'],
            rule: rule(`the number of planned measures that need powers ${f.S} does not hold`, 'at-most', 0),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'money, powers' },
      ),
      ask(
        'will',
        `${u.many} and partners`,
        'back the changes needed',
        [
          ask('do', `the ${u.many} most affected`, 'support the measures that would change their lives most', [], {
            tests: ['customer-survey', 'stakeholder-mapping'],
            rule: rule(`the share of affected ${u.many} in favour minus the share against`, 'above', 0, 'pp'),
            impact: 4,
          }),
          ask('will', 'political leaders and partner bodies', 'commit to the plan and its cost', [], {
            tests: ['stakeholder-mapping', 'expert-interviews'],
            rule: rule('the share of key political and partner stakeholders in favour', 'above', 50, '%'),
            impact: 4,
          }),
          ask('will', `${f.industry.workforce} and their representatives`, 'accept new ways of working', [], {
            tests: ['stakeholder-mapping', 'expert-interviews'],
            rule: rule('the share of frontline staff consulted who support the changes', 'above', 50, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'by stakeholder' },
      ),
    ],
  };
}

type Kind = 'take-up' | 'performance' | 'outcome';

/** What the target measures: people taking up a service, the service's own performance, or a social outcome. */
function kindOf(f: Frame): Kind {
  const m = f.M.toLowerCase();
  if (/\b(?:time|times|punctual\w*|reliab\w*|waiting|wait|response|backlog|delays?|journey)\b/.test(m))
    return 'performance';
  if (
    f.direction !== 'down' &&
    /\b(?:uptake|take-up|coverage|participation|filed|filing|registered|registration|enrol\w*|vaccinat\w*|screening|recycling|attendance|applications?)\b/.test(
      m,
    )
  ) {
    return 'take-up';
  }
  return 'outcome';
}

/** Take-up: by stage of the journey from knowing about the service to completing it. */
function byJourney(f: Frame): Framework {
  const u = usersOf(f);
  const w = wordsOf(f);
  return {
    dimension: 'by stage of the journey: knowing, being able, choosing, completing, being served',
    claim: canGoal(f, ` by removing the barrier at the stage where most ${u.many} drop out`),
    children: [
      ask(
        'do',
        `many ${u.many}`,
        'not know what they need to do, or when',
        [
          ask('do', `messages sent through ${w.channels}`, `miss the ${u.many} who have not yet acted`, [], {
            tests: ['customer-segmentation', 'customer-survey'],
            rule: rule(`the share of ${u.many} who have not acted and recall no message from ${f.S}`, 'above', 30, '%'),
            impact: 4,
          }),
          ask('would', 'reminders at the moment of need', `lift ${theMetric(f)} at little cost`, [], {
            tests: ['pilot-test', 'policy-evaluation'],
            rule: leverRule(f, 'timed reminders in a trial', 0.1, 2),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'reach, timing' },
      ),
      ask(
        'do',
        'practical barriers',
        `stop ${u.many} who want to act`,
        [
          ask('is', w.stages ? w.stages[0] : 'booking or applying', 'harder to get through than it needs to be', [], {
            kind: 'stage',
            tests: ['conversion-funnel', 'process-mining'],
            rule: rule(`the share of ${u.many} who start and do not finish`, 'above', 20, '%'),
            impact: 4,
          }),
          ask('do', 'opening hours, distance or digital access', `shut out some ${u.many}`, [], {
            tests: ['customer-survey', 'customer-segmentation'],
            rule: rule(`the share of ${u.many} who have not acted and cite access as the reason`, 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'process, access' },
      ),
      ask(
        'do',
        `some ${u.many}`,
        'choose not to act because of doubts or distrust',
        [
          ask('are', 'doubts', 'concentrated in particular communities or areas', [], {
            tests: ['customer-segmentation', 'regression'],
            rule: rule(
              `the share of the shortfall in ${theMetric(f)} found in the lowest fifth of areas`,
              'above',
              40,
              '%',
            ),
            impact: 4,
          }),
          ask('would', `${f.industry.workforce} as trusted messengers`, 'change more minds than official letters', [], {
            tests: ['pilot-test', 'policy-evaluation'],
            rule: rule('the effect of a personal approach minus that of a letter, in a trial', 'above', 2, diffUnit(f)),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'where doubts are, who can answer them' },
      ),
      ask(
        'do',
        `${u.many} who start`,
        'fail to complete',
        [
          ask(
            'do',
            u.many,
            w.stages
              ? `drop out between ${w.stages[0]} and ${w.stages[1]}`
              : 'drop out between the first and the last step',
            [],
            {
              kind: 'stage',
              tests: ['process-mining', 'conversion-funnel'],
              rule: rule(`the share of ${u.many} who take the first step but never complete`, 'above', 15, '%'),
              impact: 4,
            },
          ),
          ask('do', 'errors or rejections', `send ${u.many} back to the start`, [], {
            tests: ['root-cause', 'pareto'],
            rule: rule(`the share of attempts rejected or returned for correction`, 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'drop-out, rework' },
      ),
      ask(
        'can',
        `${f.Sp} ${w.capacity}`,
        `serve the extra ${u.many} if take-up rises`,
        [
          ask('is', 'capacity', `enough for the extra demand${by(f)}`, [], {
            tests: ['capacity-utilisation', 'demand-forecast'],
            rule: rule('capacity available as a share of the demand at the target', 'at-least', 100, '%'),
            impact: 3,
          }),
          ask(/ and /.test(w.funding) ? 'do' : 'does', w.funding, 'cover the cost of the extra demand', [], {
            tests: ['cost-baseline', 'funding-mix'],
            rule: rule('the funding available as a share of the cost at the target', 'at-least', 100, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'capacity, funding' },
      ),
    ],
  };
}

/** Service performance (punctuality, response times): demand, resources, practice, outside factors, money. */
function byPerformance(f: Frame): Framework {
  const u = usersOf(f);
  const metric = theMetric(f);
  const w = wordsOf(f);
  return {
    dimension: 'by driver of performance: demand, resources in service, practice, outside factors, funding',
    claim: canGoal(f, ' mostly through better operating practice', ', with little new money'),
    children: [
      ask(
        'is',
        `demand on ${f.Sp} ${w.capacity}`,
        'growing or peaking beyond what the service was planned for',
        [
          ask('has', 'demand', 'grown faster than the plan the service runs to', [], {
            tests: ['demand-forecast', 'capacity-utilisation'],
            rule: rule('growth in demand minus growth in planned capacity since the plan was set', 'above', 0, 'pp'),
            impact: 3,
          }),
          ask('is', `the shortfall in ${metric}`, 'concentrated in a few hours, days or areas', [], {
            tests: ['pareto', 'regression'],
            rule: rule('the share of the shortfall in the worst fifth of hours, days or areas', 'above', 40, '%'),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'growth, peaks' },
      ),
      ask(
        'does',
        f.S,
        `have fewer ${f.industry.workforce} or assets in service than planned`,
        [
          ask('are', 'vacancies and absence', `leaving shifts without enough ${f.industry.workforce}`, [], {
            tests: ['workforce-planning'],
            rule: rule('the share of planned shifts not fully staffed', 'above', 5, '%'),
            impact: 4,
          }),
          ask('are', 'vehicles, equipment or systems', 'out of service more than planned', [], {
            tests: ['asset-renewal', 'benchmarking'],
            rule: rule('the share of assets unavailable against the planned level', 'above', 5, 'pp'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'people, assets' },
      ),
      ask(
        'do',
        `${f.Sp} operating practices`,
        'fall short of those of comparable services',
        [
          ask('is', `${f.Sp} ${w.kpi}`, 'worse than that of comparable services', [], {
            tests: ['benchmarking'],
            rule: rule(`${w.kpi} against the median of comparable services`, 'above', 10, '%'),
            impact: 3,
          }),
          ask(
            'do',
            w.stages ? `delays in ${w.stages[0]} or ${w.stages[1]}` : 'delays at one or two steps',
            `account for most of the shortfall in ${metric}`,
            [],
            {
              kind: 'stage',
              tests: ['process-time-study', 'process-mining'],
              rule: rule('the share of the shortfall traced to the two worst steps', 'above', 50, '%'),
              impact: 4,
            },
          ),
        ],
        { kind: 'issue', dimension: 'against peers, by stage' },
      ),
      ask(
        'do',
        'factors outside its control',
        `explain much of the shortfall in ${metric}`,
        [
          ask('do', w.partners, `hold up the service ${u.many} receive`, [], {
            tests: ['root-cause', 'stakeholder-mapping'],
            rule: rule(`the share of the shortfall caused by ${w.partners}`, 'above', 25, '%'),
            impact: 3,
          }),
          ask(
            'do',
            'other public bodies',
            'hold levers the service needs, such as road space, premises or enforcement',
            [],
            {
              tests: ['regulatory-review', 'stakeholder-mapping'],
              rule: rule('the number of planned measures that need a decision by another public body', 'above', 0),
              impact: 2,
            },
          ),
        ],
        { kind: 'issue', dimension: 'partners, other authorities' },
      ),
      ask(
        'does',
        'the funding',
        'match what the target requires',
        [
          ask(/ and /.test(w.funding) ? 'do' : 'does', w.funding, `cover the cost of the plan${by(f)}`, [], {
            tests: ['cost-baseline', 'funding-mix'],
            rule: rule('the funding available as a share of the cost of the plan', 'at-least', 100, '%'),
            impact: 4,
          }),
          ask('would', 'the cheapest path to the target', 'need money that is not yet committed', [], {
            tests: ['scenario-sensitivity', 'cash-flow-forecast'],
            rule: rule('uncommitted funding needed on the cheapest path', 'above', 0),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'committed funding, the cheapest path' },
      ),
    ],
  };
}

function first(f: Frame): Framework {
  const kind = kindOf(f);
  return kind === 'take-up' ? byJourney(f) : kind === 'performance' ? byPerformance(f) : byLogic(f);
}

function byInstrument(f: Frame): Framework {
  const u = usersOf(f);
  const metric = theMetric(f);
  const kind = kindOf(f);
  const w = wordsOf(f);
  const channels = w.channels;
  const stage1 = w.stages ? w.stages[0] : 'application or booking step';
  const partners = w.partners;
  const pick = <T>(takeUp: T, performance: T, outcome: T): T =>
    kind === 'take-up' ? takeUp : kind === 'performance' ? performance : outcome;
  const powers = ask('does', f.S, 'hold the powers to set and enforce the rules needed', [], {
    tests: ['regulatory-review'],
    rule: rule(`the number of rules needed that ${f.S} has no power to make or enforce`, 'at-most', 0),
    impact: 4,
  });
  return {
    dimension: 'by policy instrument: own services, rules, prices and incentives, information, partners',
    claim: canGoal(
      f,
      ' only by combining its own services with rules or incentives',
      ', as no single instrument suffices',
    ),
    children: [
      ask(
        'could',
        `${f.Sp} own services, redesigned or expanded`,
        `close ${partOfGap(f, 'half')}`,
        pick(
          [
            ask('would', `a simpler ${stage1}`, `lift ${metric} by itself`, [], {
              tests: ['pilot-test', 'conversion-funnel'],
              rule: leverRule(f, `simplifying ${stage1} in a pilot`, 0.25, 5),
              impact: 4,
            }),
            ask('would', 'outreach and longer opening hours', `reach the ${u.many} the service now misses`, [], {
              tests: ['customer-segmentation', 'pilot-test'],
              rule: rule(`the share of ${u.many} not yet served who would use an outreach service`, 'above', 20, '%'),
              impact: 3,
            }),
          ],
          [
            ask(
              'would',
              'more capacity where the shortfall is worst',
              `lift ${metric} enough to justify its cost`,
              [],
              {
                tests: ['capacity-utilisation', 'scenario-sensitivity'],
                rule: leverRule(f, 'the extra capacity, modelled where the shortfall is worst', 0.5, 10),
                impact: 5,
              },
            ),
            ask('can', f.S, `recruit the ${f.industry.workforce} an expanded service needs${by(f)}`, [], {
              tests: ['workforce-planning'],
              rule: rule(`the staff needed as a share of the staff ${f.S} can recruit in time`, 'at-most', 100, '%'),
              impact: 3,
            }),
          ],
          [
            ask('does', 'evidence from comparable places', `show that similar services move ${metric}`, [], {
              tests: ['policy-evaluation', 'benchmarking'],
              rule: leverRule(f, 'similar service changes evaluated elsewhere, scaled to this population', 0.5, 10),
              impact: 5,
            }),
            ask('would', 'earlier help for those most at risk', 'cost less than dealing with the outcome later', [], {
              tests: ['policy-evaluation', 'cost-baseline'],
              rule: rule(
                'the cost of early help per case avoided, as a share of the cost of the outcome',
                'below',
                100,
                '%',
              ),
              impact: 4,
            }),
          ],
        ),
        { kind: 'option', dimension: 'effect, capacity to deliver' },
      ),
      ask(
        'could',
        'rules and their enforcement',
        `change behaviour enough to move ${metric}`,
        [
          powers,
          pick(
            ask('would', 'making the service the default, with a choice to opt out', `lift ${metric}`, [], {
              tests: ['policy-evaluation', 'pilot-test'],
              rule: leverRule(f, 'an opt-out default, from comparable schemes', 0.25, 5),
              impact: 4,
            }),
            ask('would', `standards written into contracts with ${partners}`, 'be enforceable', [], {
              tests: ['regulatory-review', 'benchmarking'],
              rule: rule('the share of the shortfall that contract standards could reach', 'above', 25, '%'),
              impact: 3,
            }),
            ask('would', 'compliance', 'be high enough at a cost of enforcement the budget can bear', [], {
              tests: ['policy-evaluation', 'benchmarking'],
              rule: rule('the compliance rate achieved by comparable rules elsewhere', 'above', 80, '%'),
              impact: 3,
            }),
          ),
        ],
        { kind: 'option', dimension: 'powers, design of the rule' },
      ),
      ask(
        'could',
        `${w.price}s, subsidies or incentives`,
        `shift the choices ${u.many} make`,
        [
          pick(
            ask('would', 'a small payment or a penalty', `move ${u.many} who keep putting it off`, [], {
              tests: ['policy-evaluation', 'pilot-test'],
              rule: leverRule(f, 'comparable payments or penalties', 1 / 3, 5),
              impact: 3,
            }),
            ask('would', `lower off-peak ${w.price}s`, 'move demand out of the busiest hours', [], {
              tests: ['price-elasticity', 'demand-forecast'],
              rule: rule('the share of peak demand that would move for the modelled difference', 'above', 5, '%'),
              impact: 3,
            }),
            ask('is', 'the response to price', 'strong enough to close a real part of the gap', [], {
              tests: ['price-elasticity', 'policy-evaluation'],
              rule: leverRule(f, 'the modelled response to the charge or incentive', 1 / 3, 5),
              impact: 4,
            }),
          ),
          ask('would', 'the poorest households', 'bear a disproportionate share of the cost', [], {
            tests: ['customer-segmentation', 'scenario-sensitivity'],
            rule: rule(
              'the cost as a share of income for the poorest fifth minus that for the median household',
              'above',
              0,
              'pp',
            ),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'effect, fairness' },
      ),
      ask(
        'could',
        'information, reminders and nudges',
        `move ${metric} at low cost`,
        pick(
          [
            ask('have', 'trials elsewhere', 'shown a measurable effect from reminders or nudges', [], {
              tests: ['policy-evaluation', 'pilot-test'],
              rule: leverRule(f, 'reminders and nudges in comparable trials', 0.1, 2),
              impact: 3,
            }),
            ask('can', f.S, `reach the ${u.many} furthest from the target through ${channels}`, [], {
              tests: ['customer-segmentation', 'customer-survey'],
              rule: rule(`the share of the target group ${f.S} can contact directly`, 'above', 60, '%'),
              impact: 3,
            }),
          ],
          [
            ask('would', 'live information', `let ${u.many} avoid the worst delays`, [], {
              tests: ['customer-survey', 'pilot-test'],
              rule: rule(`the share of ${u.many} who would change their plans with live information`, 'above', 20, '%'),
              impact: 2,
            }),
            ask('would', `publishing ${metric} by team or route`, 'sharpen accountability for the shortfall', [], {
              tests: ['benchmarking', 'expert-interviews'],
              rule: rule(
                'the improvement at services that published such results, against those that did not',
                'above',
                5,
                '%',
              ),
              impact: 3,
            }),
          ],
          [
            ask('have', 'campaigns elsewhere', `moved ${metric} measurably`, [], {
              tests: ['policy-evaluation'],
              rule: leverRule(f, 'comparable campaigns', 0.1, 2),
              impact: 2,
            }),
            ask('can', f.S, `reach those most at risk through ${channels}`, [], {
              tests: ['customer-segmentation', 'customer-survey'],
              rule: rule(`the share of those most at risk ${f.S} can contact directly`, 'above', 60, '%'),
              impact: 3,
            }),
          ],
        ),
        { kind: 'option', dimension: 'effect, reach' },
      ),
      ask(
        'could',
        partners,
        `deliver part of the change better than ${f.S} can`,
        [
          ask('do', 'partners', `reach groups that ${f.S} does not`, [], {
            tests: ['stakeholder-mapping', 'customer-segmentation'],
            rule: rule(`the share of the target group in touch with a partner but not with ${f.S}`, 'above', 20, '%'),
            impact: 3,
          }),
          ask('would', 'partners', 'share the cost through joint funding or pooled budgets', [], {
            tests: ['funding-mix', 'stakeholder-mapping'],
            rule: rule('the share of the cost of the plan that partners would fund', 'above', 10, '%'),
            impact: 2,
          }),
        ],
        { kind: 'option', dimension: 'reach, funding' },
      ),
    ],
  };
}

export const publicService: ArchetypeDefinition = {
  id: 'public-service',
  decision: false,
  deciders: ['the chief executive', 'the elected leadership'],
  question: metricQuestion,
  variants: [
    { name: 'by stage of the journey, by driver of performance or along the logic of the service', build: first },
    { name: 'by policy instrument', build: byInstrument },
  ],
};
