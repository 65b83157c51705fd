import type { Frame } from '../frame.js';
import {
  by,
  canGoal,
  casesOf,
  leverRule,
  metricQuestion,
  moveVerb,
  onlineChannel,
  partOfGap,
  peersOf,
  segmentsText,
  teamOf,
  theMetric,
} from './blocks-operations.js';
import { byQueue, byResponder, byResponseTime, bySiteOwner, isOnSite, isResponse } from './service-response.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Service operations: the service level of a front-line service is staffed capacity, at the hours work
 * arrives, against the workload (requests × time to handle each). Split once by that formula (avoidable
 * demand, handling, hours available, fit of rosters to arrivals) and once by who must act (the service's
 * own managers, the teams upstream whose errors create work, the channels that serve people without a
 * queue, the budget holders). Avoidable demand is traced to the industry's own stages (billing, check-in,
 * assessment), so a water company's tree and an airline's speak of different things.
 */

/** Whether the work waits live on a line (calls, chats) rather than in a backlog (applications, repairs). */
function isLive(f: Frame): boolean {
  const w = casesOf(f).one;
  if (/^(?:call|contact|chat|enquiry|query|complaint)$/.test(w)) return true;
  return /\b(?:contact|call|helpline|hotline|line|desk|phone|answer\w*|abandon\w*)\b/i.test(`${f.S} ${f.M}`);
}

/** Whether the metric is about resolving requests well (first-time resolution, repeats) rather than speed. */
function aboutResolution(f: Frame): boolean {
  return /\b(?:resol\w*|first[- ](?:contact|time)|repeat\w*|right first time|satisf\w*)\b/i.test(f.M);
}

/** Handling: how long each request takes, or, for a resolution metric, what stops the first attempt resolving it. */
function handling(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  if (aboutResolution(f)) {
    return ask(
      'do',
      team,
      `lack what they need to resolve a ${w.one} at the first attempt`,
      [
        ask('do', 'gaps in knowledge and training', `explain most ${w.many} passed on or called back`, [], {
          tests: ['capability-assessment', 'root-cause'],
          rule: rule(
            `the share of unresolved ${w.many} where the adviser lacked the answer or skill`,
            'above',
            30,
            '%',
          ),
          impact: 4,
        }),
        ask('are', team, 'stopped by limits on what they may decide or refund', [], {
          tests: ['process-mining', 'root-cause'],
          rule: rule(`the share of unresolved ${w.many} passed on only for approval`, 'above', 20, '%'),
          impact: 4,
        }),
        ask('do', 'systems', `hide what ${team} need to settle the ${w.one}`, [], {
          tests: ['systems-review', 'process-time-study'],
          rule: rule(
            `the share of unresolved ${w.many} whose answer sat in a system the adviser could not use`,
            'above',
            15,
            '%',
          ),
          impact: 3,
        }),
      ],
      { kind: 'driver', dimension: 'knowledge, authority, systems' },
    );
  }
  const systems = ask('do', team, `lose time moving between ${f.industry.data.customers} and other systems`, [], {
    tests: ['process-time-study', 'systems-review'],
    rule: rule('the share of handling time spent on wrap-up and moving between systems', 'above', 25, '%'),
    impact: 3,
  });
  if (!isLive(f)) {
    return ask(
      'does',
      `each ${w.one}`,
      `take more time from ${team} than it should`,
      [
        ask('is', `the time worked on each ${w.one}`, `above that of ${peersOf(f)}`, [], {
          tests: ['benchmarking', 'process-time-study'],
          rule: rule(
            `hours worked per completed ${w.one} against the best quartile of comparable services`,
            'above',
            20,
            '%',
          ),
          impact: 4,
        }),
        ask('do', `incomplete ${w.many}`, `go back and forth before ${team} can finish them`, [], {
          tests: ['process-mining', 'root-cause'],
          rule: rule(`the share of ${w.many} sent back at least once for missing information`, 'above', 20, '%'),
          impact: 4,
        }),
        systems,
      ],
      { kind: 'driver', dimension: 'time worked per case = first pass + rework + system time' },
    );
  }
  return ask(
    'does',
    `each ${w.one}`,
    'take longer to handle than it should',
    [
      ask('is', 'average handling time', `above that of ${peersOf(f)}`, [], {
        tests: ['benchmarking', 'process-time-study'],
        rule: rule('average handling time against the best quartile of comparable services', 'above', 20, '%'),
        impact: 4,
      }),
      ask('are', `too many ${w.many}`, 'left unresolved at the first attempt', [], {
        tests: ['root-cause', 'process-mining'],
        rule: rule(`the share of ${w.many} followed by a repeat within seven days`, 'above', 15, '%'),
        impact: 4,
      }),
      systems,
    ],
    { kind: 'driver', dimension: 'handling time = time with the person + wrap-up + repeats' },
  );
}

/** Demand: avoidable requests created upstream (live), or an inflow above plan (backlog). */
function demand(f: Frame): Spec {
  const w = casesOf(f);
  const [stage0, stage1] = f.industry.stages;
  const online = ask('could', `more ${w.many}`, `be completed through ${onlineChannel(f)} without help`, [], {
    tests: ['channel-economics', 'customer-survey'],
    rule: rule(
      `the share of ${w.many} that are simple transactions the online channel could complete`,
      'above',
      15,
      '%',
    ),
    impact: 4,
  });
  if (!isLive(f)) {
    return ask(
      'is',
      `the inflow of ${w.many}`,
      `higher than ${f.S} planned for`,
      [
        ask('has', `the inflow of ${w.many}`, 'outgrown the forecast the budget was set on', [], {
          tests: ['demand-forecast', 'forecast-accuracy'],
          rule: rule(`new ${w.many} over the last year against the forecast`, 'above', 10, '%'),
          impact: 4,
        }),
        ask('are', `many ${w.many}`, 'resubmissions of earlier rejected or incomplete ones', [], {
          tests: ['process-mining', 'pareto'],
          rule: rule(`the share of new ${w.many} that repeat an earlier one`, 'above', 10, '%'),
          impact: 4,
        }),
        online,
      ],
      { kind: 'driver', dimension: 'growth, repeats, channel' },
    );
  }
  return ask(
    'can',
    f.S,
    `take avoidable ${w.many} out of its queues`,
    [
      ...[stage0, stage1].map((stage, i) =>
        ask('do', `mistakes or delays in ${stage}`, `create avoidable ${w.many}`, [], {
          kind: 'stage',
          tests: ['pareto', 'root-cause'],
          rule: rule(`the share of ${w.many} that chase progress or correct a mistake in ${stage}`, 'above', 15, '%'),
          impact: i === 0 ? 4 : 5,
        }),
      ),
      online,
    ],
    { kind: 'driver', dimension: 'by upstream stage, and by channel' },
  );
}

/** How work flows to the team: rosters against live arrivals, or weekly capacity against a backlog. */
function flow(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  const [, , stage2] = f.industry.stages;
  const pooling = ask(
    'do',
    `separate queues for ${segmentsText(f)}`,
    `leave ${team} idle on one while the other waits`,
    [],
    {
      tests: ['service-level-model', 'capability-assessment'],
      rule: rule(`the share of ${team} trained for the queues with the longest waits`, 'below', 50, '%'),
      impact: 3,
    },
  );
  if (!isLive(f)) {
    return ask(
      'do',
      w.many,
      'wait in queues rather than being worked on',
      [
        ask('is', 'weekly capacity', `planned without regard to the inflow of ${w.many}`, [], {
          tests: ['demand-forecast', 'workforce-planning'],
          rule: rule(`the share of weeks in which completions fell short of new ${w.many}`, 'above', 40, '%'),
          impact: 5,
        }),
        ask('are', 'easy cases', 'picked first while the oldest wait longest', [], {
          tests: ['process-mining', 'pareto'],
          rule: rule(`the age of the oldest tenth of open ${w.many} against the average age`, 'above', 200, '%'),
          impact: 3,
        }),
        pooling,
      ],
      { kind: 'driver', dimension: 'capacity against inflow, order of work, queues' },
    );
  }
  return ask(
    'are',
    'rosters',
    `out of step with the hours when ${w.many} arrive`,
    [
      ask('do', 'the busiest half-hours', `run short of the ${team} the target requires`, [], {
        tests: ['service-level-model', 'workforce-planning'],
        rule: rule(
          'the share of half-hour intervals staffed below what the service-level model requires',
          'above',
          20,
          '%',
        ),
        impact: 5,
      }),
      ask('does', `the forecast of ${w.many}`, `miss the peaks that follow events in ${stage2}`, [], {
        tests: ['forecast-accuracy', 'demand-forecast'],
        rule: rule(`the forecast error on days after events in ${stage2}`, 'above', 15, '%'),
        impact: 3,
      }),
      pooling,
    ],
    { kind: 'driver', dimension: 'by hour of the day and week, and by queue' },
  );
}

/** For a resolution metric: targets that reward speed over resolution. */
function incentives(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  return ask(
    'do',
    'targets and incentives',
    `push ${team} to close ${w.many} quickly rather than resolve them`,
    [
      ask('do', `${team} with the shortest handling times`, `have the most repeat ${w.many}`, [], {
        tests: ['regression', 'benchmarking'],
        rule: rule(`the correlation between an adviser's handling time and their repeat rate`, 'below', -0.2),
        impact: 4,
      }),
      ask('does', 'quality monitoring', 'score the script rather than whether the problem was solved', [], {
        tests: ['expert-interviews', 'customer-survey'],
        rule: rule('the share of the quality score that depends on resolution', 'below', 30, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'speed targets, quality scoring' },
  );
}

/** For a resolution metric: whether each request reaches someone able to resolve it. */
function routing(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  return ask(
    'do',
    `complex ${w.many}`,
    `reach ${team} who cannot resolve them`,
    [
      ask('do', `${segmentsText(f)}`, `raise ${w.many} that need different skills`, [], {
        kind: 'segment',
        tests: ['customer-segmentation', 'pareto'],
        rule: rule(`the gap in first-attempt resolution between the two groups`, 'above', 10, 'pp'),
        impact: 3,
      }),
      ask('would', 'a specialist line for the commonest complex reasons', `resolve more of them at once`, [], {
        tests: ['pilot-test', 'pareto'],
        rule: leverRule(f, 'a specialist line in a pilot', 0.25, 5),
        impact: 4,
      }),
    ],
    { kind: 'driver', dimension: 'by type of caller, by reason' },
  );
}

function byWorkload(f: Frame): Framework {
  const w = casesOf(f);
  const team = teamOf(f);
  const resolution = aboutResolution(f);
  const live = isLive(f);
  return {
    dimension: resolution
      ? `by driver: demand, the first attempt at resolving, hours of ${team} available, their fit with arrivals`
      : live
        ? `${f.M} = hours of ${team} on duty when ${w.many} arrive, against ${w.many} × handling time`
        : `backlog = ${w.many} arriving − ${w.many} completed; completed = hours of ${team} ÷ hours per ${w.one}`,
    claim: resolution
      ? canGoal(f, ` mainly by equipping ${team} to resolve ${w.many} at the first attempt`)
      : canGoal(f, ` mainly by removing avoidable ${w.many} and handling time`, `, not by adding ${team}`),
    children: resolution
      ? [demand(f), handling(f), incentives(f), routing(f)]
      : [
          demand(f),
          handling(f),
          ask(
            'does',
            f.S,
            `get fewer hours from its ${team} than its plan assumes`,
            [
              ask('are', 'funded posts', 'left vacant for months', [], {
                tests: ['workforce-planning', 'attrition-drivers'],
                rule: rule('the share of funded posts vacant on average over the last year', 'above', 8, '%'),
                impact: 3,
              }),
              ask('are', 'absence and training', 'above what the plan allows', [], {
                tests: ['workforce-planning', 'benchmarking'],
                rule: rule(
                  'hours lost to absence, training and meetings, minus the share the staffing plan assumes',
                  'above',
                  5,
                  'pp',
                ),
                impact: 4,
              }),
              ask('do', team, 'keep to their schedules less than planned', [], {
                tests: ['workforce-planning', 'process-time-study'],
                rule: rule('schedule adherence across the team', 'below', 90, '%'),
                impact: 2,
              }),
            ],
            {
              kind: 'driver',
              dimension: 'hours available = funded posts − vacancies − absence and training − lost adherence',
            },
          ),
          flow(f),
        ],
  };
}

/** What the service's own managers can do with the people they have: rosters, or coaching for resolution. */
function runBetter(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  const question = `recover ${partOfGap(f, 'a quarter')} by running the current ${team} better`;
  if (!isLive(f)) {
    return ask(
      'can',
      `${f.Sp} managers`,
      question,
      [
        ask('would', 'triage at the door', `let simple ${w.many} be finished in one touch`, [], {
          tests: ['pareto', 'pilot-test'],
          rule: rule(`the share of ${w.many} simple enough to finish at the first touch`, 'above', 30, '%'),
          impact: 4,
        }),
        ask(
          'would',
          'moving people between teams in peak weeks',
          `${moveVerb(f)} ${theMetric(f)} without extra hours`,
          [],
          {
            tests: ['workforce-planning', 'service-level-model'],
            rule: leverRule(f, 'moving trained people to the queues with the oldest work', 0.25, 5),
            impact: 4,
          },
        ),
        ask('would', 'daily targets per person and team', `lift completed ${w.many} towards the best teams`, [], {
          tests: ['benchmarking', 'process-time-study'],
          rule: rule(
            `the gap in ${w.many} completed per hour between the median and the best quartile of teams`,
            'above',
            20,
            '%',
          ),
          impact: 3,
        }),
      ],
      { kind: 'issue', dimension: 'triage, deployment, daily management' },
    );
  }
  if (aboutResolution(f)) {
    return ask(
      'can',
      `${f.Sp} managers`,
      question,
      [
        ask('would', `coaching the weakest ${team} towards the best`, `${moveVerb(f)} ${theMetric(f)} by itself`, [], {
          tests: ['benchmarking', 'pilot-test'],
          rule: leverRule(f, 'bringing the bottom half of the team to the median of the top quartile', 0.25, 5),
          impact: 5,
        }),
        ask('would', `a shared guide to the commonest ${w.many}`, 'settle more of them on the spot', [], {
          tests: ['pareto', 'pilot-test'],
          rule: rule(`the share of unresolved ${w.many} that fall in the ten commonest reasons`, 'above', 50, '%'),
          impact: 3,
        }),
        ask('would', `routing each ${w.one} to someone skilled for it`, 'avoid most transfers', [], {
          tests: ['process-mining', 'capability-assessment'],
          rule: rule(`the share of ${w.many} transferred at least once`, 'above', 15, '%'),
          impact: 3,
        }),
      ],
      { kind: 'issue', dimension: 'coaching, guidance, routing' },
    );
  }
  return ask(
    'can',
    `${f.Sp} managers`,
    question,
    [
      ask(
        'would',
        'rosters rebuilt around the arrival pattern',
        `${moveVerb(f)} ${theMetric(f)} without extra hours`,
        [],
        {
          tests: ['service-level-model', 'workforce-planning'],
          rule: leverRule(f, 'rosters rebuilt on the same paid hours', 0.25, 5),
          impact: 5,
        },
      ),
      ask('could', 'breaks, training and meetings', 'move out of the busiest hours', [], {
        tests: ['workforce-planning', 'process-time-study'],
        rule: rule('the share of time off the queue that falls in the busiest quarter of intervals', 'above', 20, '%'),
        impact: 3,
      }),
      ask('would', 'booked call-backs or appointments', `move non-urgent ${w.many} into quieter hours`, [], {
        tests: ['pilot-test', 'demand-forecast'],
        rule: rule(`the share of peak-hour ${w.many} that could wait until later the same day`, 'above', 20, '%'),
        impact: 3,
      }),
    ],
    { kind: 'issue', dimension: 'rosters, time off the queue, timing of work' },
  );
}

/** The teams upstream, one stage of the industry's process each: where avoidable requests are made. */
function upstream(f: Frame): Spec {
  const w = casesOf(f);
  const stages = f.industry.stages.slice(0, 3);
  if (!isLive(f)) {
    return ask(
      'can',
      'the other stages of the process',
      `stop sending ${w.many} back into the queue`,
      stages.map((stage, i) =>
        ask('does', stage, `send ${w.many} back for rework or missing information`, [], {
          kind: 'stage',
          tests: ['process-mining', 'root-cause'],
          rule: rule(`the share of ${w.many} returned at least once by ${stage}`, 'above', 10, '%'),
          impact: i === 1 ? 4 : 3,
        }),
      ),
      { kind: 'issue', dimension: 'by stage of the process' },
    );
  }
  return ask(
    'can',
    `the teams whose work prompts ${w.many}`,
    'stop creating demand that should never arise',
    [
      ...stages.map((stage, i) =>
        ask('could', `the ${stage} team`, `remove the causes of the ${w.many} it creates`, [], {
          kind: 'stage',
          tests: i === 0 ? ['pareto', 'process-mining'] : ['pareto', 'root-cause'],
          rule: rule(`the share of ${w.many} traced to a delay or mistake in ${stage}`, 'above', 15, '%'),
          impact: i === 1 ? 4 : 3,
        }),
      ),
      ask('do', 'unclear letters, forms and notices', `prompt ${w.many} a clearer message would avoid`, [], {
        tests: ['pareto', 'customer-survey'],
        rule: rule(`the share of ${w.many} asking what a communication means or what to do next`, 'above', 10, '%'),
        impact: 3,
      }),
    ],
    { kind: 'issue', dimension: 'by stage of the process upstream, and by communication' },
  );
}

/** What missing a service target costs: penalties from the regulator, or people lost to competitors. */
function failureCost(f: Frame): string {
  const model = f.industry.revenueModel;
  if (model === 'regulated' && f.industry.id !== 'generic') return `penalties from ${f.industry.regulator}`;
  if (model === 'budget') return 'compensation, complaints and overtime';
  return f.industry.id === 'generic' ? `lost ${f.C}` : `${f.C} lost to ${f.industry.competitors}`;
}

/** The budget holders: more funded capacity to close what remains. */
function funding(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  return ask(
    'does',
    f.S,
    `need more funded capacity to close what remains${by(f)}`,
    [
      ask('would', 'the remaining gap', 'need more paid hours than the current budget funds', [], {
        tests: ['service-level-model', 'cost-baseline'],
        rule: rule("extra paid hours needed after the other levers, as a share of today's hours", 'above', 5, '%'),
        impact: 4,
      }),
      ask('do', team, `leave faster than ${f.S} can recruit and train replacements`, [], {
        tests: ['workforce-planning', 'attrition-drivers'],
        rule: rule('leavers per month minus fully trained starters per month', 'above', 0),
        impact: 3,
      }),
      ask('does', 'missing the target', `cost more in ${failureCost(f)} than extra ${team} would`, [], {
        tests: ['cost-to-serve', 'scenario-sensitivity'],
        rule: rule(`the yearly cost of missing the target minus the cost of the ${team} needed to meet it`, 'above', 0),
        impact: 3,
      }),
      ask('would', 'a flexible or overflow partner', 'cover the peaks for less than permanent posts', [], {
        tests: ['cost-to-serve', 'benchmarking'],
        rule: rule(`the cost per ${w.one} handled by overflow cover minus the in-house cost`, 'below', 0),
        impact: 2,
      }),
    ],
    { kind: 'issue', dimension: 'budget, recruitment, flexible cover' },
  );
}

/** The budget holders, for a resolution metric: skills, tools and authority worth paying for. */
function investment(f: Frame): Spec {
  const w = casesOf(f);
  const team = teamOf(f);
  return ask(
    'does',
    f.S,
    `need to invest in skills and tools for its ${team} to close what remains${by(f)}`,
    [
      ask('are', `training hours per adviser`, `below those of ${peersOf(f)}`, [], {
        tests: ['benchmarking', 'capability-assessment'],
        rule: rule('training hours per adviser a year against the peer median', 'below', -20, '%'),
        impact: 3,
      }),
      ask('would', 'a knowledge base the advisers trust', 'pay back within a year in fewer repeat contacts', [], {
        tests: ['pilot-test', 'cost-to-serve'],
        rule: rule('the saving from avoided repeats in the first year minus the cost of the tool', 'above', 0),
        impact: 3,
      }),
      ask('would', `authority to settle small ${w.many} on the spot`, 'cost less than the repeats it avoids', [], {
        tests: ['cost-to-serve', 'scenario-sensitivity'],
        rule: rule(
          `the cost of settlements granted at the first attempt minus the cost of the repeats avoided`,
          'below',
          0,
        ),
        impact: 4,
      }),
    ],
    { kind: 'issue', dimension: 'training, knowledge, authority' },
  );
}

function byWhoActs(f: Frame): Framework {
  const w = casesOf(f);
  const team = teamOf(f);
  const channel = onlineChannel(f);
  return {
    dimension: 'by who must act: the service itself, the teams upstream, the channels, the budget holders',
    claim: canGoal(f, ` with the ${team} it has`, ', once it stops work that should never reach the queue'),
    children: [
      runBetter(f),
      upstream(f),
      ask(
        'can',
        `more ${f.C}`,
        'be served without waiting in a queue at all',
        [
          ask('could', segmentsText(f), `do their simple transactions through ${channel}`, [], {
            tests: ['channel-economics', 'customer-segmentation'],
            rule: rule(`the share of ${w.many} that are simple transactions available online`, 'above', 15, '%'),
            impact: 4,
          }),
          ask('do', `${f.C} who try ${channel}`, 'give up and join the queue instead', [], {
            tests: ['conversion-funnel', 'customer-survey'],
            rule: rule(`the share of ${f.C} who start online and then call or visit`, 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'by channel' },
      ),
      aboutResolution(f) ? investment(f) : funding(f),
    ],
  };
}

/** Emergency response and people queueing in person have formulas of their own; the rest is workload. */
function first(f: Frame): Framework {
  if (isResponse(f)) return byResponseTime(f);
  if (isOnSite(f)) return byQueue(f);
  return byWorkload(f);
}

function second(f: Frame): Framework {
  if (isResponse(f)) return byResponder(f);
  if (isOnSite(f)) return bySiteOwner(f);
  return byWhoActs(f);
}

export const serviceOperations: ArchetypeDefinition = {
  id: 'service-operations',
  decision: false,
  deciders: ['the operations director', 'the chief executive'],
  question: metricQuestion,
  variants: [
    { name: 'workload against capacity, response time, or the queue on site', build: first },
    { name: 'by who must act', build: second },
  ],
};
