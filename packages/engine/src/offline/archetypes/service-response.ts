import type { Frame } from '../frame.js';
import { withArticle } from '../text.js';
import { noun, type Noun } from '../industries/types.js';
import { by, canGoal, onlineChannel, peersOf } from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import type { Framework } from './types.js';

/**
 * Two kinds of service where the wait is not a queue of paperwork:
 * - emergency response (ambulances, police, fire, engineers sent to faults): the time to reach an incident
 *   is the time to answer and dispatch, plus the wait for a free responder, plus the journey;
 * - people queueing in person (hotel check-in, an emergency department, security lanes, tills): the wait is
 *   arrivals at the peak against the people serving them, the time each takes, the arrivals that need not
 *   queue at all, and the step after the desk that is not ready.
 * Both are split once by that formula and once by who must act.
 */

const RESPONSE =
  /\b(?:ambulances?|paramedics?|fire (?:engines?|crews?|service|brigade)|police|to attend|attend(?:s|ed|ing)? (?:emergency|incidents|calls|faults|the scene)|response times?|to reach (?:patients|the scene|incidents|callers)|arrive at (?:the scene|incidents)|engineers? to (?:attend|arrive|reach))\b/i;
const ON_SITE =
  /\b(?:check[- ]in|check[- ]out|checkouts?|queues? at|security (?:lanes?|queues?|checks?)|emergency departments?|a&e|accident and emergency|waiting rooms?|tills?|counters?|front desk|reception)\b/i;

/** Responders sent to incidents: the time to reach them is the measure. */
export function isResponse(f: Frame): boolean {
  return RESPONSE.test(f.statement) && !/\bemergency departments?\b|\ba&e\b/i.test(f.M);
}

/** People who wait in person, on site, to be served. */
export function isOnSite(f: Frame): boolean {
  return ON_SITE.test(`${f.M} ${f.statement}`) && !/\b(?:calls?|phone|helpline|contact centre)\b/i.test(f.M);
}

interface Responders {
  crews: Noun;
  incidents: Noun;
  /** Where crews are held once the emergency part of the job is done. */
  heldAt: string;
  /** Who could resolve some incidents without sending anyone. */
  alternative: string;
  /** How the control room sorts incidents by urgency, and where crews wait between jobs. */
  triage: string;
  bases: string;
}

function respondersOf(f: Frame): Responders {
  const s = f.statement;
  if (/\b(?:ambulances?|paramedics?)\b/i.test(s))
    return {
      crews: noun('ambulance crew'),
      incidents: noun('patient'),
      heldAt: 'at hospitals waiting to hand patients over',
      alternative: 'clinical advice over the phone or a referral to urgent care',
      triage: 'clinical triage of the call',
      bases: 'stations and standby points',
    };
  if (/\bpolice\b/i.test(s))
    return {
      crews: noun('officer'),
      incidents: noun('incident'),
      heldAt: 'on paperwork and at custody suites after an arrest',
      alternative: 'a call-back, an online report or a scheduled appointment',
      triage: 'grading of the call',
      bases: 'stations and patrol areas',
    };
  if (/\bfire\b/i.test(s))
    return {
      crews: noun('fire crew'),
      incidents: noun('incident'),
      heldAt: 'at incidents after the emergency is over',
      alternative: 'a check by phone before a crew is sent to automatic alarms',
      triage: 'call handling and the decision to mobilise',
      bases: 'fire stations',
    };
  return {
    crews: noun('engineer'),
    incidents: noun('fault'),
    heldAt: 'on jobs that run longer than planned',
    alternative: 'a fix guided over the phone or remotely',
    triage: 'diagnosis of the fault when it is reported',
    bases: 'depots and home locations',
  };
}

function dispatchBranch(f: Frame, r: Responders): Spec {
  return ask(
    'are',
    r.crews.many,
    `sent later than they should be once the ${r.incidents.one === 'patient' ? 'call' : r.incidents.one} comes in`,
    [
      ask('does', r.triage, 'take longer than the protocol allows for the most urgent cases', [], {
        tests: ['process-time-study', 'pareto'],
        rule: rule('the median time from answering to dispatch for the most urgent category', 'above', 2, 'minutes'),
        impact: 4,
      }),
      ask('are', `free ${r.crews.many}`, 'held back for lower-priority jobs when urgent ones arrive', [], {
        tests: ['process-mining', 'root-cause'],
        rule: rule(
          `the share of urgent ${r.incidents.many} dispatched after a less urgent one that came in later`,
          'above',
          5,
          '%',
        ),
        impact: 3,
      }),
    ],
    { kind: 'stage', dimension: 'triage, allocation' },
  );
}

function availabilityBranch(f: Frame, r: Responders): Spec {
  return ask(
    'are',
    `too few ${r.crews.many}`,
    'free when urgent incidents arrive',
    [
      ask('are', r.crews.many, `held ${r.heldAt} for longer than they should be`, [], {
        tests: ['process-time-study', 'capacity-utilisation'],
        rule: rule(`the share of ${r.crews.one} hours lost ${r.heldAt}`, 'above', 10, '%'),
        impact: 5,
      }),
      ask('does', 'the rota', `put fewer ${r.crews.many} on duty than demand needs at the busiest hours`, [], {
        tests: ['service-level-model', 'workforce-planning'],
        rule: rule(
          `${r.crews.many} on duty at the busiest hours as a share of what the modelled demand needs`,
          'below',
          95,
          '%',
        ),
        impact: 4,
      }),
      ask('could', `some ${r.incidents.many}`, `be resolved by ${r.alternative} instead`, [], {
        tests: ['pareto', 'pilot-test'],
        rule: rule(
          `the share of ${r.incidents.many} that could safely be resolved without sending ${withArticle(r.crews.one)}`,
          'above',
          10,
          '%',
        ),
        impact: 4,
      }),
    ],
    { kind: 'driver', dimension: 'time held after the job, rota against demand, demand that needs no one sent' },
  );
}

function travelBranch(f: Frame, r: Responders): Spec {
  return ask(
    'does',
    'the journey',
    `take longer than it should once ${withArticle(r.crews.one)} is sent`,
    [
      ask('are', `${r.crews.many}' ${r.bases}`, `far from where most ${r.incidents.many} are`, [], {
        tests: ['network-model', 'site-scoring'],
        rule: rule(
          'the modelled cut in average journey time from moving standby points to where incidents cluster',
          'above',
          10,
          '%',
        ),
        impact: 4,
      }),
      ask('are', 'journeys', 'slowed most in a few areas or hours that a different plan could cover', [], {
        tests: ['pareto', 'on-time-performance'],
        rule: rule('the share of late arrivals in the slowest fifth of areas and hours', 'above', 40, '%'),
        impact: 3,
      }),
    ],
    { kind: 'stage', dimension: 'where crews wait, where journeys are slow' },
  );
}

/** Time to reach an incident = answer and dispatch + wait for a free responder + journey. */
export function byResponseTime(f: Frame): Framework {
  const r = respondersOf(f);
  return {
    dimension: 'time to reach an incident = answer and dispatch + wait for a free responder + journey',
    claim: canGoal(
      f,
      ` mainly by freeing ${r.crews.many} held ${r.heldAt} and matching rotas to demand`,
      ', rather than by adding more',
    ),
    children: [dispatchBranch(f, r), availabilityBranch(f, r), travelBranch(f, r)],
  };
}

/** Who must act: the control room, the front line, the partners whose delays hold crews, the budget holders. */
export function byResponder(f: Frame): Framework {
  const r = respondersOf(f);
  return {
    dimension: 'by who must act: the control room, the front line, partners, the budget holders',
    claim: canGoal(f, `${by(f)} once partners stop holding ${r.crews.many} and the control room sends the nearest one`),
    children: [
      ask(
        'can',
        'the control room',
        `send the nearest free ${r.crews.one} sooner`,
        [
          ask('does', 'the control room', `know where every ${r.crews.one} is and when each will be free`, [], {
            tests: ['systems-review', 'process-mining'],
            rule: rule(
              `the share of dispatches made to ${withArticle(r.crews.one)} that was not the nearest free one`,
              'above',
              15,
              '%',
            ),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'dispatch' },
      ),
      ask(
        'can',
        'the front line',
        `spend more of each shift ready to respond`,
        [
          ask('do', r.crews.many, 'spend long on tasks after each job that others could do', [], {
            tests: ['process-time-study', 'benchmarking'],
            rule: rule(
              `the average time ${withArticle(r.crews.one)} is unavailable after each job, against ${peersOf(f)}`,
              'above',
              10,
              '%',
            ),
            impact: 4,
          }),
          ask('is', 'sickness and training absence', 'above what the rota allows for', [], {
            tests: ['workforce-planning'],
            rule: rule('shifts lost to absence as a share of the rota', 'above', 8, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'time after each job, absence' },
      ),
      ask(
        'can',
        'partners',
        `stop holding ${r.crews.many} and take the demand they are better placed to meet`,
        [
          ask('would', 'agreements with partners', `cut the time ${r.crews.many} are held ${r.heldAt}`, [], {
            tests: ['expert-interviews', 'process-time-study'],
            rule: rule(`the cut in time held ${r.heldAt} where such agreements exist`, 'above', 30, '%'),
            impact: 4,
          }),
          ask('could', `${r.alternative}`, `take a real share of today's ${r.incidents.many}`, [], {
            tests: ['pilot-test', 'pareto'],
            rule: rule(`the share of ${r.incidents.many} resolved that way in a pilot`, 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'partners that hold crews, demand others can meet' },
      ),
    ],
  };
}

interface Site {
  waiting: string;
  servers: string;
  step: string;
  /** The step after the desk that holds people when it is not ready, as a noun phrase. */
  after: string;
  /** How people could be served without queueing at all. */
  skip: string;
}

function siteOf(f: Frame): Site {
  const waiting = f.C;
  switch (f.reading.industry) {
    case 'hospitality':
      return {
        waiting,
        servers: 'front desk staff',
        step: 'check-in',
        after: 'rooms that are not ready when guests arrive',
        skip: 'check in on their phones and go straight to their rooms',
      };
    case 'healthcare':
      return {
        waiting: 'patients',
        servers: 'doctors and nurses',
        step: 'assessment and treatment',
        after: 'a lack of free beds on the wards for patients who need admitting',
        skip: 'be seen in urgent care, by a GP or by a pharmacist instead',
      };
    case 'airline':
    case 'transport':
      return {
        waiting,
        servers: 'check-in and security staff',
        step: 'check-in and security',
        after: 'gates and boarding that are not ready',
        skip: 'check in online and drop bags at self-service points',
      };
    case 'retail':
    case 'restaurants':
      return {
        waiting,
        servers: 'staffed tills',
        step: 'checkout',
        after: 'orders that are not ready to hand over',
        skip: 'pay at self-checkouts or on their phones',
      };
    default:
      return {
        waiting,
        servers: 'staff at the service points',
        step: 'service',
        after: 'a next step that is not ready',
        skip: `be served through ${onlineChannel(f)} instead`,
      };
  }
}

/** Wait in person = arrivals at the peak against people serving, time per person, who must queue at all, what comes after. */
export function byQueue(f: Frame): Framework {
  const s = siteOf(f);
  return {
    dimension:
      'wait = arrivals at the peak against people serving x time each takes; arrivals that need not queue; the step after',
    claim: canGoal(f, ` mainly by matching ${s.servers} to the peak and moving steps out of the queue`),
    children: [
      ask(
        'do',
        `more ${s.waiting}`,
        `arrive at the peak than the ${s.servers} can serve`,
        [
          ask('are', 'arrivals', 'bunched into a few hours of the day', [], {
            tests: ['demand-forecast', 'pareto'],
            rule: rule('the share of daily arrivals in the busiest two hours', 'above', 35, '%'),
            impact: 4,
          }),
          ask('are', `fewer ${s.servers}`, 'on duty at the peak than the arrival pattern needs', [], {
            tests: ['service-level-model', 'workforce-planning'],
            rule: rule(
              `${s.servers} on duty at the peak as a share of what a queue model of the arrivals needs`,
              'below',
              100,
              '%',
            ),
            impact: 5,
          }),
        ],
        { kind: 'driver', dimension: 'arrival peaks, people on duty' },
      ),
      ask(
        'does',
        `each ${s.step}`,
        'take longer than it needs to',
        [
          ask('are', 'steps that could be done in advance', `done while ${s.waiting} wait`, [], {
            tests: ['process-time-study'],
            rule: rule(
              `the share of ${s.step} time spent on steps that could be done before arrival`,
              'above',
              30,
              '%',
            ),
            impact: 4,
          }),
          ask('do', 'a few complex cases', 'hold up the queue for everyone', [], {
            tests: ['process-time-study', 'pareto'],
            rule: rule(`the share of ${s.step} time taken by the slowest tenth of cases`, 'above', 30, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'steps done in advance, complex cases' },
      ),
      ask(
        'could',
        `more ${s.waiting}`,
        'skip the queue altogether',
        [
          ask('could', `some ${s.waiting}`, s.skip, [], {
            tests: ['customer-survey', 'pilot-test'],
            rule: rule(`the share of ${s.waiting} who would ${s.skip}`, 'above', 30, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'self-service' },
      ),
      ask(
        'are',
        s.waiting,
        `held because of ${s.after}`,
        [
          ask('do', `delays after ${s.step}`, 'back up into the queue at the peak', [], {
            tests: ['process-mining', 'capacity-utilisation'],
            rule: rule(`the share of waiting time caused by ${s.after}`, 'above', 20, '%'),
            impact: 4,
          }),
        ],
        { kind: 'stage', dimension: 'the step after' },
      ),
    ],
  };
}

/** Who must act for people waiting in person: the site's managers, the teams before and after it, the people themselves. */
export function bySiteOwner(f: Frame): Framework {
  const s = siteOf(f);
  return {
    dimension: 'by who must act: the managers of the site, the teams that feed and clear it, the people who come',
    claim: canGoal(f, `${by(f)} once the teams after the desk clear it as fast as it fills`),
    children: [
      ask(
        'can',
        `the managers of ${s.step}`,
        'plan staff and space for the peak rather than the average',
        [
          ask('is', 'staffing', 'planned on daily averages rather than hourly arrivals', [], {
            tests: ['service-level-model', 'workforce-planning'],
            rule: rule('the gap between staff on duty and the hourly need at the peak', 'above', 10, '%'),
            impact: 5,
          }),
          ask('is', `the layout of ${s.step}`, 'slowing the flow at the peak', [], {
            tests: ['process-time-study', 'capacity-utilisation'],
            rule: rule('the share of time lost to walking, searching or waiting for equipment', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'staff plan, layout' },
      ),
      ask(
        'can',
        'the teams after the desk',
        `clear ${s.waiting} as fast as they arrive`,
        [
          ask('is', s.after, `the cause of most long waits at the peak`, [], {
            tests: ['process-mining', 'root-cause'],
            rule: rule(`the share of waits above target linked to ${s.after}`, 'above', 30, '%'),
            impact: 5,
          }),
        ],
        { kind: 'driver', dimension: 'flow out of the site' },
      ),
      ask(
        'can',
        `${s.waiting} themselves`,
        `do more before they arrive or come outside the peak`,
        [
          ask('would', `${s.waiting}`, `complete steps before arriving, or ${s.skip}`, [], {
            tests: ['pilot-test', 'customer-survey'],
            rule: rule(`the share of ${s.waiting} completing steps in advance in a trial`, 'above', 30, '%'),
            impact: 4,
          }),
          ask('could', 'arrivals', 'be spread by appointments, timed slots or incentives', [], {
            tests: ['pilot-test', 'demand-forecast'],
            rule: rule('the cut in peak-hour arrivals in a trial', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'steps in advance, spreading arrivals' },
      ),
    ],
  };
}
