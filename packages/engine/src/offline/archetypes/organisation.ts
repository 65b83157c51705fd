import { constraintClause, type Frame } from '../frame.js';
import { by, canGoal, diffUnit, metricQuestion, peersOf, soGoal } from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Organisation: structure, talent and capability. Three kinds of problem, each split two ways:
 * - attrition: by reason for leaving (pay, career, workload, management) and by tenure band;
 * - structure: by design lever (spans, layers, duplication, decision rights, transition) and by part of
 *   the organisation;
 * - capability: by the workforce-plan formula (need − people kept − people hired − people developed) and
 *   by lever (buy, build, borrow, bind).
 * The people, the rivals who hire them and the stages where they work come from the industry profile.
 */
type Focus = 'attrition' | 'structure' | 'capability';

function focusOf(f: Frame): Focus {
  // The archetype's default measure says nothing about the problem; only a measure the statement names does.
  const m = f.hasMetric ? f.M.toLowerCase() : '';
  if (/\b(?:attrition|turnover|retention|leavers?|quit\w*|resign\w*|churn)\b/.test(m)) return 'attrition';
  if (
    /\b(?:layers?|spans?|structure|hierarch\w*|overheads?|management costs?|headcount|reorgani\w*|restructur\w*)\b/.test(
      m,
    )
  ) {
    return 'structure';
  }
  if (/\b(?:skills?|capabilit\w*|shortage|vacanc\w*|hiring|recruit\w*|talent|pipeline|engineers needed)\b/.test(m)) {
    return 'capability';
  }
  // No measure that says which: the statement's own words do ("nurses keep leaving", "design an organisation").
  const s = f.statement.toLowerCase();
  if (/\b(?:attrition|turnover|retention|leav(?:e|es|ing)|leavers?|quit\w*|resign\w*)\b/.test(s)) return 'attrition';
  if (/\b(?:skills? gaps?|shortages? of|vacanc\w*|hard to hire|recruit\w*|reskill\w*|upskill\w*)\b/.test(s))
    return 'capability';
  return 'structure';
}

const ROLES =
  /\b(nurse|driver|engineer|analyst|teacher|doctor|officer|agent|adviser|advisor|operator|pilot|consultant|developer|carer|technician|caseworker|cashier|chef|lawyer|accountant|scientist|picker)s?\b/i;

/** Who the people are: the role the metric names ("nurse turnover" -> nurses), else the industry's workforce. */
function peopleOf(f: Frame): string {
  const role = (ROLES.exec(f.M) ?? ROLES.exec(f.statement))?.[1];
  return role ? `${role.toLowerCase()}s` : f.industry.workforce;
}

/** Employers who compete for the same people: the industry's rivals, or other employers. */
function rivalsOf(f: Frame): string {
  if (f.industry.id === 'generic') return 'other employers';
  return /benchmark|regulatory/.test(f.industry.competitors) ? 'other companies in the sector' : peersOf(f);
}

/** Industries whose stages are places where people work, so that attrition can be cut by stage. */
const STAGES_ARE_WORKPLACES = new Set([
  'logistics',
  'manufacturing',
  'automotive',
  'mining',
  'retail',
  'restaurants',
  'hospitality',
  'healthcare',
  'chemicals',
  'agriculture',
  'construction',
  'airline',
  'transport',
  'ecommerce',
  'leisure',
  'consumer-goods',
  'pharma',
  'energy',
  'insurance',
  'public-sector',
]);

/** The two stages where most of the workforce works, when the industry's stages are workplaces. */
function workStages(f: Frame): [string, string] | undefined {
  if (!STAGES_ARE_WORKPLACES.has(f.industry.id)) return undefined;
  const stages = f.industry.stages;
  return [stages[1], stages[2]];
}

/** Agency, locum or subcontracted labour that fills gaps, when the industry pays for it. */
function coverCost(f: Frame): string | undefined {
  return [...f.industry.variableCosts, ...f.industry.fixedCosts].find((c) =>
    /agency|locum|subcontract|overtime|contractors/.test(c),
  );
}

function byReason(f: Frame): Framework {
  const people = peopleOf(f);
  const rivals = rivalsOf(f);
  const stages = workStages(f);
  const cover = coverCost(f);
  const leave = (reason: string) =>
    rule(`the share of regretted leavers who give ${reason} as their main reason`, 'above', 25, '%');
  return {
    dimension: 'by reason for leaving: pay, career, workload, management',
    claim: canGoal(f, ' mainly by fixing careers and line management', ', not by paying more'),
    children: [
      ask(
        'are',
        people,
        `leaving because ${f.Sp} pay is behind what ${rivals} offer`,
        [
          ask('is', 'base pay', `below the market median for the roles with most leavers`, [], {
            tests: ['pay-career-benchmark'],
            rule: rule('base pay against the market median for the same roles', 'below', -5, '%'),
            impact: 4,
          }),
          ask('do', 'leavers', `earn markedly more in their next job at ${rivals}`, [], {
            tests: ['attrition-drivers', 'pay-career-benchmark'],
            rule: leave('pay'),
            impact: 3,
          }),
          ...f.constraints
            .filter((c) => /\b(?:salar\w*|pay|wages?|bonus\w*)\b/i.test(c))
            .slice(0, 1)
            .map((c) =>
              ask('could', 'benefits, flexibility and recognition', `offset the pay gap ${constraintClause(c)}`, [], {
                tests: ['customer-survey', 'pay-career-benchmark'],
                rule: rule(
                  `the share of ${people} who would stay for a non-pay package of equal cost`,
                  'above',
                  50,
                  '%',
                ),
                impact: 3,
              }),
            ),
        ],
        { kind: 'driver', dimension: 'against the market, what leavers find' },
      ),
      ask(
        'are',
        people,
        `leaving because they see no career at ${f.S}`,
        [
          ask('do', 'promotions', `come more slowly than at ${rivals}`, [], {
            tests: ['pay-career-benchmark', 'spans-layers'],
            rule: rule('the average years to first promotion against the market', 'above', 20, '%'),
            impact: 4,
          }),
          ask('are', 'vacancies above entry level', 'filled from outside rather than from within', [], {
            tests: ['workforce-planning', 'attrition-drivers'],
            rule: rule('the share of vacancies above entry level filled by external hires', 'above', 50, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'promotion pace, internal moves' },
      ),
      ask(
        'are',
        people,
        stages
          ? `leaving because of workload and working patterns in ${stages[0]} and ${stages[1]}`
          : 'leaving because of workload and working patterns',
        [
          ask('do', 'vacancies', `load extra shifts onto those who stay, so that more leave`, [], {
            tests: ['workforce-planning', 'regression'],
            rule: rule(
              'the correlation between the vacancy rate of a team and its attrition a quarter later',
              'above',
              0.3,
            ),
            impact: 4,
          }),
          ask('do', 'rotas and shift patterns', 'give too little notice or flexibility', [], {
            tests: ['attrition-drivers', 'customer-survey'],
            rule: leave('hours, shifts or flexibility'),
            impact: 3,
          }),
          ...(cover
            ? [
                ask('does', `reliance on ${cover}`, 'make the workload of permanent staff worse', [], {
                  tests: ['cost-baseline', 'attrition-drivers'],
                  rule: rule(`spend on ${cover} as a share of the pay bill, against a year ago`, 'above', 0, 'pp'),
                  impact: 3,
                }),
              ]
            : []),
        ],
        { kind: 'driver', dimension: 'vacancy spiral, rotas, cover' },
      ),
      ask(
        'are',
        people,
        'leaving because of how their line managers lead them',
        [
          ask('do', 'teams with the same work', 'lose people at very different rates', [], {
            tests: ['attrition-drivers', 'regression'],
            rule: rule('attrition in the worst quarter of teams as a multiple of the best quarter', 'above', 2),
            impact: 4,
          }),
          ask('do', 'managers', 'have too many reports to support each of them', [], {
            tests: ['spans-layers'],
            rule: rule('the median span of control of front-line managers', 'above', 15),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'variation between teams, span of the manager' },
      ),
    ],
  };
}

function byTenure(f: Frame): Framework {
  const people = peopleOf(f);
  const rivals = rivalsOf(f);
  const stages = workStages(f);
  const metric = f.M;
  return {
    dimension: 'by tenure band: first year, one to five years, longer serving',
    claim: soGoal(f, `Most of the problem with ${metric} sits in the first year`, ' by fixing hiring and induction'),
    children: [
      ask(
        'do',
        `new ${people}`,
        'leave in their first year because the job is not what they expected',
        [
          ask('do', 'first-year leavers', `make up most of those who leave`, [], {
            tests: ['cohort-churn', 'attrition-drivers'],
            rule: rule('first-year leavers as a share of all leavers', 'above', 40, '%'),
            impact: 5,
          }),
          ask('do', 'some recruitment sources', 'bring people who leave much sooner than others', [], {
            tests: ['cohort-churn', 'conversion-funnel'],
            rule: rule('first-year attrition from the worst source minus that from the best', 'above', 15, 'pp'),
            impact: 3,
          }),
          ask(
            'is',
            stages ? `induction in ${stages[0]}` : 'induction',
            'too short to make new starters competent and confident',
            [],
            {
              tests: ['attrition-drivers', 'capability-assessment'],
              rule: rule(
                'first-year attrition of starters without full induction minus that of those with it',
                'above',
                10,
                'pp',
              ),
              impact: 3,
            },
          ),
        ],
        { kind: 'segment', dimension: 'how many, where from, how inducted' },
      ),
      ask(
        'do',
        `${people} with one to five years' service`,
        `leave for better prospects at ${rivals}`,
        [
          ask('do', 'they', 'move for promotion or pay they could not get internally', [], {
            tests: ['attrition-drivers', 'pay-career-benchmark'],
            rule: rule(
              'the share of leavers in this band who moved to a more senior or better-paid role',
              'above',
              50,
              '%',
            ),
            impact: 4,
          }),
          ask(
            'is',
            'attrition in this band',
            stages ? `higher in ${stages[1]} than elsewhere` : 'concentrated in a few teams or sites',
            [],
            {
              tests: ['attrition-drivers', 'regression'],
              rule: rule('attrition in the worst team or site minus the average for the band', 'above', 5, 'pp'),
              impact: 3,
            },
          ),
        ],
        { kind: 'segment', dimension: 'destination, location' },
      ),
      ask(
        'are',
        `longer-serving ${people}`,
        `leaving at a rate ${f.S} cannot replace`,
        [
          ask('will', 'retirements', `take out scarce skills faster than they can be rebuilt${by(f)}`, [], {
            tests: ['workforce-planning'],
            rule: rule(
              'expected retirements in scarce roles as a share of those roles over the next three years',
              'above',
              15,
              '%',
            ),
            impact: 3,
          }),
          ask('do', 'experienced people', 'leave because of burnout rather than better offers', [], {
            tests: ['attrition-drivers', 'customer-survey'],
            rule: rule('the share of experienced leavers citing workload or stress', 'above', 30, '%'),
            impact: 3,
          }),
        ],
        { kind: 'segment', dimension: 'retirement, burnout' },
      ),
    ],
  };
}

/** "serves clients as one firm", "works in silos": the problem is how units serve clients together. */
const INTEGRATION =
  /\b(?:as one (?:firm|company|team|organisation|business)|one firm|one company|single (?:face|point of contact)|across (?:its |the )?(?:divisions|units|business lines|brands|practices)|silos?|joined[- ]up)\b/i;

/** The units the statement names ("separate audit, tax and advisory divisions"), or business units. */
function unitsOf(f: Frame): { one: string; many: string } {
  const named =
    /\b(division|business unit|business line|practice|brand|subsidiar(?:y|ies)|region|country business)(?:e?s)?\b/i.exec(
      f.statement,
    )?.[1];
  if (!named) return { one: 'unit', many: 'units' };
  const one = named.toLowerCase().replace(/ies$/, 'y');
  return { one, many: one.endsWith('y') ? `${one.slice(0, -1)}ies` : `${one}s` };
}

/** Whether the units serve shared clients as one: one lead, pay that rewards it, services clients miss. */
function integrationOf(f: Frame): Spec {
  const units = unitsOf(f);
  return ask(
    'does',
    `the way ${f.S} is split into ${units.many}`,
    `stop it serving ${f.C} as one`,
    [
      ask('do', `${f.C} who buy from more than one ${units.one}`, 'deal with separate teams, contracts and bills', [], {
        tests: ['customer-interviews', 'customer-segmentation'],
        rule: rule(
          `the share of the largest ${f.C} served by two or more ${units.many} without one lead for the relationship`,
          'above',
          50,
          '%',
        ),
        impact: 5,
      }),
      ask('do', `targets and pay set by ${units.one}`, `reward keeping work inside it rather than sharing ${f.C}`, [], {
        tests: ['pay-career-benchmark', 'expert-interviews'],
        rule: rule(
          `the share of senior pay tied to ${units.one} results rather than to the whole or to shared ${f.C}`,
          'above',
          60,
          '%',
        ),
        impact: 4,
      }),
      ask('do', f.C, `buy from rivals what another ${units.one} could have sold them`, [], {
        tests: ['customer-survey', 'win-loss'],
        rule: rule(
          `the share of the largest ${f.C} who buy from only one ${units.one} and use a rival for a service another offers`,
          'above',
          30,
          '%',
        ),
        impact: 4,
      }),
    ],
    { kind: 'driver', dimension: 'one lead per client, incentives, services missed' },
  );
}

function byDesignLever(f: Frame): Framework {
  const people = peopleOf(f);
  const [, decisionStage] = f.industry.stages;
  const decisions = /decision$/.test(decisionStage ?? '') ? `${decisionStage}s` : 'decisions';
  const integration = INTEGRATION.test(f.statement);
  const spans = ask(
    'do',
    'managers',
    'lead teams smaller than the work requires',
    [
      ask('do', 'many managers', 'have fewer than five direct reports', [], {
        tests: ['spans-layers', 'benchmarking'],
        rule: rule('the share of managers with fewer than five direct reports', 'above', 30, '%'),
        impact: 4,
      }),
      ask('are', 'spans', `narrower than at ${rivalsOf(f)} for the same kind of work`, [], {
        tests: ['spans-layers', 'benchmarking'],
        rule: rule('the median span of control against the peer median for comparable work', 'below', -20, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'small teams, against peers' },
  );
  const others: Spec[] = [
    ask(
      'are',
      'there',
      `more layers between the chief executive and the ${people} than the work needs`,
      [
        ask('do', 'some layers', 'only pass information up and down', [], {
          tests: ['spans-layers', 'process-time-study'],
          rule: rule('the share of managers spending most of their time on reporting and approvals', 'above', 30, '%'),
          impact: 4,
        }),
        ask('does', f.S, 'have more layers than peers of its size', [], {
          tests: ['spans-layers', 'benchmarking'],
          rule: rule('the number of layers minus the peer median for an organisation of this size', 'above', 1),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'role of each layer, against peers' },
    ),
    ask(
      'is',
      'the same work',
      'done in several places across regions, business lines and the centre',
      [
        ask('do', 'units', 'each keep their own version of the same support function', [], {
          tests: ['zero-based-review', 'spans-layers'],
          rule: rule('the share of support roles duplicated across units', 'above', 15, '%'),
          impact: 4,
        }),
        ask('would', 'shared teams', 'do the work with fewer people at the same quality', [], {
          tests: ['benchmarking', 'zero-based-review'],
          rule: rule('the headcount saving from consolidating duplicated roles', 'above', 10, '%'),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'duplication, consolidation' },
    ),
    ask(
      'do',
      decisions,
      'climb more levels than their risk warrants',
      [
        ask('do', 'approvals', 'need more signatures than the amounts at stake justify', [], {
          tests: ['process-mining', 'expert-interviews'],
          rule: rule('the average number of sign-offs per decision', 'above', 3),
          impact: 3,
        }),
        ask('would', 'clear decision rights', 'let one or two layers go without losing control', [], {
          tests: ['spans-layers', 'risk-modelling'],
          rule: rule('the number of layers that hold no decision of their own', 'at-least', 1),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'sign-offs, decision rights' },
    ),
    ask(
      'can',
      f.S,
      `make the change${by(f)} without losing the people and knowledge it needs`,
      [
        ask('are', 'critical skills', 'held by a few people in the roles that would go', [], {
          tests: ['capability-assessment'],
          rule: rule('the share of critical skills held only by people in roles planned to go', 'above', 10, '%'),
          impact: 3,
        }),
        ask('would', 'the change', 'cost more in severance and disruption than it saves in the first year', [], {
          tests: ['cash-flow-forecast', 'scenario-sensitivity'],
          rule: rule('one-off cost of the change as a share of the first-year saving', 'above', 100, '%'),
          impact: 3,
        }),
      ],
      { kind: 'issue', dimension: 'skills at risk, cost of the change' },
    ),
  ];
  if (integration) {
    return {
      dimension: 'by design lever: serving clients across units, shared support, layers, decision rights, transition',
      claim: canGoal(
        f,
        ' by giving each major client one lead across its units and sharing one back office',
        ', with targets and pay that reward shared clients',
      ),
      children: [integrationOf(f), ...others],
    };
  }
  return {
    dimension: 'by design lever: spans, layers, duplication, decision rights, transition',
    claim: canGoal(
      f,
      ' by widening spans and merging duplicated roles',
      `, without losing the ${people} it most needs`,
    ),
    children: [spans, ...others],
  };
}

function byPartOfOrganisation(f: Frame): Framework {
  const people = peopleOf(f);
  const part = (aux: 'does' | 'do', name: string, predicate: string, tests: Spec['tests'], impact: number) =>
    ask(
      aux,
      name,
      predicate,
      [
        ask('are', `spans in ${name}`, 'narrower than in comparable units', [], {
          tests: ['spans-layers', 'benchmarking'],
          rule: rule(`the median span of control in ${name} against comparable units`, 'below', -20, '%'),
          impact,
        }),
        ask('is', 'there', `work in ${name} that could stop or move elsewhere`, [], {
          tests: tests ?? ['zero-based-review'],
          rule: rule(`the share of time in ${name} on work that could stop or move`, 'above', 15, '%'),
          impact: impact - 1,
        }),
      ],
      { kind: 'segment', dimension: 'spans, work content' },
    );
  return {
    dimension: 'by part of the organisation: front line, middle management, support functions, top team',
    claim: soGoal(f, 'Most of the extra structure sits in middle management and support'),
    children: [
      part('does', 'the front line', `carry more supervisors than the ${people} need`, ['process-time-study'], 3),
      part('does', 'middle management', 'hold layers that add little to decisions', ['spans-layers'], 5),
      part('do', 'the support functions', `employ more people than those of ${rivalsOf(f)}`, ['benchmarking'], 4),
      part(
        'does',
        'the top team',
        'have more direct reports, or fewer, than it can lead well',
        ['expert-interviews'],
        2,
      ),
    ],
  };
}

function byWorkforceGap(f: Frame): Framework {
  const people = peopleOf(f);
  const rivals = rivalsOf(f);
  return {
    dimension: `gap in ${people} = people needed − people who stay − people hired − people developed`,
    claim: canGoal(
      f,
      ` if it keeps more of the ${people} it has and grows its own`,
      ', because hiring alone cannot close the gap',
    ),
    children: [
      ask(
        'does',
        f.S,
        `need as many ${people} as its plan assumes`,
        [
          ask('could', 'automation or simpler processes', `cut the number of ${people} needed`, [], {
            tests: ['process-time-study', 'benchmarking'],
            rule: rule('the share of the work that could be automated or removed', 'above', 10, '%'),
            impact: 3,
          }),
          ask('is', 'productivity per person', `below that of ${rivals}`, [], {
            tests: ['benchmarking'],
            rule: rule('output per full-time equivalent against the peer median', 'below', -10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'automation, productivity' },
      ),
      ask(
        'will',
        'retirements and resignations',
        `take out more ${people} than the plan allows${by(f)}`,
        [
          ask('is', 'a large share', 'within five years of retirement', [], {
            tests: ['workforce-planning'],
            rule: rule(`the share of ${people} within five years of retirement age`, 'above', 20, '%'),
            impact: 4,
          }),
          ask('is', 'attrition of skilled people', `higher than at ${rivals}`, [], {
            tests: ['attrition-drivers', 'benchmarking'],
            rule: rule('attrition among skilled roles minus the peer median', 'above', 2, diffUnit(f)),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'retirement, resignation' },
      ),
      ask(
        'can',
        f.S,
        `hire the ${people} it needs from the market`,
        [
          ask('are', 'qualified candidates', `too few for the number of posts ${f.S} and ${rivals} want to fill`, [], {
            tests: ['market-sizing', 'workforce-planning'],
            rule: rule('qualified candidates per open post in the labour market', 'below', 2),
            impact: 4,
          }),
          ask('does', f.S, 'lose candidates to slow offers or pay below the market', [], {
            tests: ['conversion-funnel', 'pay-career-benchmark'],
            rule: rule('the share of offers declined or withdrawn', 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'supply of candidates, conversion' },
      ),
      ask(
        'can',
        f.S,
        'develop enough of its own people in time',
        [
          ask('do', 'apprenticeships and graduate schemes', 'produce enough qualified people a year', [], {
            tests: ['workforce-planning', 'capability-assessment'],
            rule: rule('qualified people produced a year as a share of the yearly gap', 'at-least', 30, '%'),
            impact: 4,
          }),
          ask('could', 'people in neighbouring roles', 'retrain into the roles in short supply', [], {
            tests: ['capability-assessment'],
            rule: rule('the share of the gap that retraining from neighbouring roles could fill', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'schemes, retraining' },
      ),
    ],
  };
}

function byLever(f: Frame): Framework {
  const people = peopleOf(f);
  const rivals = rivalsOf(f);
  const cover = coverCost(f);
  return {
    dimension: 'by lever: buy, build, borrow, bind',
    claim: soGoal(f, `Building and keeping ${people} closes more of the gap than buying them`),
    children: [
      ask(
        'would',
        'hiring from outside',
        `close the gap at a cost ${f.S} can bear`,
        [
          ask('would', 'matching market pay', `cost less than the shortage of ${people} does`, [], {
            tests: ['pay-career-benchmark', 'scenario-sensitivity'],
            rule: rule(
              'the cost of matching market pay for new and existing staff, as a share of the pay bill',
              'at-most',
              5,
              '%',
            ),
            impact: 3,
          }),
          ask('could', 'hiring abroad or from other sectors', 'widen the pool enough', [], {
            tests: ['market-sizing', 'expert-interviews'],
            rule: rule('extra qualified candidates per post from wider sourcing', 'at-least', 1),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'pay, sourcing' },
      ),
      ask(
        'would',
        'training its own people',
        'produce qualified staff fast enough',
        [
          ask('is', 'time to competence', `short enough to matter${by(f)}`, [], {
            tests: ['capability-assessment', 'workforce-planning'],
            rule: rule('months from starting training to working unsupervised', 'at-most', 18),
            impact: 4,
          }),
          ask('do', 'trainees', 'stay long enough to repay their training', [], {
            tests: ['cohort-churn'],
            rule: rule('the share of trainees still employed three years after qualifying', 'at-least', 70, '%'),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'speed, retention of trainees' },
      ),
      ask(
        'would',
        cover ? cover : 'contractors and partners',
        'fill the gap more cheaply than permanent posts',
        [
          ask('is', 'the cost of borrowed capacity', 'below that of permanent staff for the same work', [], {
            tests: ['cost-baseline', 'benchmarking'],
            rule: rule('the cost per hour of borrowed capacity as a share of permanent cost', 'below', 120, '%'),
            impact: 2,
          }),
          ask('does', 'borrowed capacity', `leave ${f.S} dependent on skills it does not own`, [], {
            tests: ['capability-assessment', 'risk-modelling'],
            rule: rule('the share of critical roles held by contractors', 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'cost, dependence' },
      ),
      ask(
        'would',
        'keeping the people it has',
        `do more for the gap than any other lever`,
        [
          ask('do', 'skilled people', `leave for ${rivals} for reasons ${f.S} could fix`, [], {
            tests: ['attrition-drivers'],
            rule: rule('the share of skilled leavers citing pay, career or workload', 'above', 50, '%'),
            impact: 4,
          }),
          ask('would', 'flexible hours before retirement', 'keep experienced people for longer', [], {
            tests: ['customer-survey', 'workforce-planning'],
            rule: rule('the share of people near retirement who would stay longer on flexible terms', 'above', 30, '%'),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'leavers, retirements' },
      ),
    ],
  };
}

function first(f: Frame): Framework {
  const focus = focusOf(f);
  return focus === 'structure' ? byDesignLever(f) : focus === 'capability' ? byWorkforceGap(f) : byReason(f);
}

function second(f: Frame): Framework {
  const focus = focusOf(f);
  return focus === 'structure' ? byPartOfOrganisation(f) : focus === 'capability' ? byLever(f) : byTenure(f);
}

export const organisation: ArchetypeDefinition = {
  id: 'organisation',
  decision: false,
  deciders: ['the chief executive', 'the HR director'],
  question: metricQuestion,
  variants: [
    { name: 'by reason for leaving, by design lever or by the workforce-plan formula', build: first },
    { name: 'by tenure band, by part of the organisation or by lever', build: second },
  ],
};
