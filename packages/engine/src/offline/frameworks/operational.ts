import { segments } from './blocks.js';
import type { Ctx } from './context.js';
import { goalText, type Framework } from './financial.js';
import { metricIsBadWhenHigh } from '../problem/extract.js';
import { ask, type Spec } from './spec.js';

/**
 * Problems of how work gets done: operations (service, availability, quality), organisation, public
 * services, sustainability and customer retention. Each picks its split from what the statement measures.
 */

/** "after moving to a new warehouse" -> "the move to the new warehouse"; undefined when no event is named. */
function eventOf(c: Ctx): string | undefined {
  const after =
    /\b(?:after|since|following)\s+(moving|switching|introducing|changing|implementing|merging|launching|opening|closing|the)\s+([^.,;?!]+)/i.exec(
      c.frame.statement,
    );
  if (!after) return undefined;
  const nouns: Record<string, string> = {
    moving: 'the move',
    switching: 'the switch',
    introducing: 'the introduction of',
    changing: 'the change of',
    implementing: 'the implementation of',
    merging: 'the merger',
    launching: 'the launch of',
    opening: 'the opening of',
    closing: 'the closure of',
    the: 'the',
  };
  const rest = after[2]!
    .replace(/^(?:a|an)\s+/i, 'the ')
    .replace(/\bto (?:a|an)\b/i, 'to the')
    .trim();
  return `${nouns[after[1]!.toLowerCase()]} ${rest}`;
}

function stageBranch(c: Ctx, stage: string, event: string | undefined, impact: number): Spec {
  const children: Spec[] = [];
  if (event) children.push(ask('has', event, `disrupted ${stage}`, [], { tests: ['on-time-performance'] }));
  children.push(
    ask('is', `${stage} capacity`, `too low for the current number of ${c.U}`, [], { tests: ['capacity-utilisation'] }),
    ask('do', `${stage} processes and systems`, 'cause errors or rework', [], {
      tests: ['process-time-study', 'root-cause'],
    }),
    ask('are', `${stage} teams`, 'short-staffed or not yet fully trained', [], { tests: ['process-time-study'] }),
  );
  const measure = c.frame.metric ? c.M : 'service';
  const the = measure.includes(' ') || measure === 'service' ? 'the ' : '';
  const effect = metricIsBadWhenHigh(measure) ? `drive up ${the}${measure}` : `hold back ${the}${measure}`;
  return ask('does', `the ${stage} stage`, effect, children, {
    kind: 'stage',
    dimension: 'capacity, process and people',
    tests: ['on-time-performance', 'process-time-study'],
    impact,
  });
}

export function operations(c: Ctx): Framework {
  const text = `${c.M} ${c.frame.statement}`.toLowerCase();
  if (/stock-?outs?|out of stock|availability|shortages?/.test(text)) return availability(c);
  if (/defects?|quality|scrap|rework|errors?|complaints?/.test(text)) return quality(c);
  const event = eventOf(c);
  const stages = c.industry.stages;
  return {
    dimension: `by process stage: ${stages.join(' → ')}, plus demand`,
    claim: `${c.S} can ${goalText(c, `restore its ${c.M}`)} by fixing the stage where ${c.U} are held up${event ? ` since ${event}` : ''}`,
    children: [
      ...stages.map((stage, i) => stageBranch(c, stage, event, i === 1 || i === 2 ? 4 : 3)),
      ask(
        'has',
        `demand from ${c.B}`,
        'changed in volume or timing',
        [
          ask('have', 'volumes', 'risen beyond what was planned', [], { tests: ['forecast-accuracy'] }),
          ask('have', 'peaks', 'become sharper or less predictable', [], {
            tests: ['forecast-accuracy', 'capacity-utilisation'],
          }),
        ],
        { kind: 'driver', dimension: 'volume and timing of demand', impact: 3 },
      ),
    ],
  };
}

function availability(c: Ctx): Framework {
  return {
    dimension: 'stockout = demand above plan + supply below plan + stock in the wrong place + slow planning',
    claim: `${c.S} can cut stockouts by planning demand better and holding more stock of its best sellers before the peak`,
    children: [
      ask(
        'is',
        'demand',
        'higher or more volatile than forecast',
        [
          ask('are', 'forecasts for best-sellers', 'biased low', [], { tests: ['forecast-accuracy'] }),
          ask('do', 'promotions and launches', 'create unplanned peaks', [], { tests: ['forecast-accuracy'] }),
          ask('is', 'peak-season demand', 'planned too late', [], {
            tests: ['forecast-accuracy', 'process-time-study'],
          }),
        ],
        { kind: 'driver', dimension: 'forecast bias, events and timing', impact: 4 },
      ),
      ask(
        'does',
        'supply',
        'arrive late or short',
        [
          ask('do', 'suppliers', 'miss agreed lead times', [], { tests: ['on-time-performance'] }),
          ask('is', 'supplier capacity', 'reserved too late for the peak', [], { tests: ['spend-analysis'] }),
          ask('do', 'inbound logistics', 'delay replenishment', [], { tests: ['on-time-performance'] }),
        ],
        { kind: 'driver', dimension: 'supplier, capacity and logistics', impact: 4 },
      ),
      ask(
        'is',
        'inventory',
        'held in the wrong amounts or places',
        [
          ask('are', 'safety stocks', 'too low for best-sellers', [], { tests: ['inventory-service-level'] }),
          ask('is', 'stock', 'allocated to the wrong regions or channels', [], { tests: ['inventory-service-level'] }),
          ask('do', 'slow movers', 'tie up budget needed for best-sellers', [], {
            tests: ['pareto', 'inventory-service-level'],
          }),
        ],
        { kind: 'driver', dimension: 'level, allocation and mix of stock', impact: 4 },
      ),
      ask(
        'are',
        'planning processes',
        'too slow to react',
        [
          ask('do', 'demand and supply plans', 'meet too rarely', [], { tests: ['process-time-study'] }),
          ask('do', 'systems', 'hide stock levels from planners', [], { tests: ['process-time-study'] }),
        ],
        { kind: 'driver', dimension: 'planning cadence and visibility', impact: 3 },
      ),
    ],
  };
}

function quality(c: Ctx): Framework {
  const cause = (subject: string, predicate: string, children: Spec[], impact: number, verb: 'do' | 'does' = 'do') =>
    ask(verb, subject, predicate, children, { kind: 'driver', tests: ['root-cause', 'pareto'], impact });
  return {
    dimension: 'by root-cause category: materials, machines, methods, people, inspection',
    claim: `${c.S} can ${goalText(c, `bring its ${c.M} back down`)} by fixing a few root causes in its production processes`,
    children: [
      cause(
        'incoming materials or parts',
        'cause the defects',
        [
          ask('has', 'a supplier or material specification', 'changed'),
          ask('do', 'defects', 'cluster on particular batches'),
        ],
        4,
      ),
      cause(
        'machines and tooling',
        'cause the defects',
        [
          ask('are', 'machines', 'overdue for maintenance'),
          ask('do', 'defects', 'cluster on particular lines or shifts'),
        ],
        4,
      ),
      cause(
        'production processes',
        'cause the defects',
        [
          ask('have', 'process settings or work instructions', 'changed'),
          ask('are', 'standards', 'followed the same way on every shift'),
        ],
        3,
      ),
      cause(
        'operator skills and staffing',
        'cause the defects',
        [
          ask('has', 'staff turnover', 'brought in less experienced operators'),
          ask('is', 'training', 'adequate for the current product range'),
        ],
        3,
      ),
      cause(
        'quality checks',
        'miss defects before they reach customers',
        [ask('are', 'inspections', 'sampling too little'), ask('do', 'measurement systems', 'give reliable readings')],
        3,
      ),
    ],
  };
}

export function organisation(c: Ctx): Framework {
  const text = `${c.M} ${c.frame.statement}`.toLowerCase();
  if (/attrition|turnover|leav\w+|retention|quit/.test(text)) return attrition(c);
  const area =
    /\breorgani[sz]e\s+(?:its\s+|the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(c.frame.statement)?.[1] ??
    'the organisation';
  const unit = area === 'the organisation' ? area : area.replace(/\s+(?:teams?|function|department)$/i, '');
  return {
    dimension: 'structure, processes, people, culture and incentives',
    claim: `${c.S} can fix ${unit} by simplifying its structure and processes and rebuilding engagement`,
    children: [
      ask(
        'does',
        `the structure of ${unit}`,
        'slow down decisions and delivery',
        [
          ask('are', 'there', 'too many layers between teams and decision makers', [], { tests: ['spans-layers'] }),
          ask('do', 'responsibilities', 'overlap between teams', [], { tests: ['spans-layers'] }),
        ],
        { kind: 'driver', impact: 4 },
      ),
      ask(
        'do',
        'planning and delivery processes',
        'cause missed deadlines',
        [
          ask('are', 'commitments', 'made without checking capacity', [], { tests: ['process-time-study'] }),
          ask('do', 'hand-offs between teams', 'create waiting time', [], { tests: ['process-time-study'] }),
        ],
        { kind: 'driver', impact: 4 },
      ),
      ask(
        'do',
        'teams',
        'lack the skills or capacity for the work',
        [
          ask('are', 'key skills', 'concentrated in a few people', [], { tests: ['capability-assessment'] }),
          ask('is', 'demand on teams', 'larger than their capacity', [], { tests: ['capacity-utilisation'] }),
        ],
        { kind: 'driver', impact: 3 },
      ),
      ask(
        'have',
        'leadership and culture',
        'pushed engagement down',
        [
          ask('do', 'employees', 'lack clarity about priorities', [], {
            tests: ['attrition-drivers', 'customer-survey'],
          }),
          ask('do', 'managers', 'lack time to lead their teams', [], { tests: ['attrition-drivers'] }),
        ],
        { kind: 'driver', impact: 3 },
      ),
      ask(
        'do',
        'goals and incentives',
        'pull teams in different directions',
        [
          ask('do', 'team goals', 'conflict with company priorities', [], { tests: ['expert-interviews'] }),
          ask('do', 'incentives', 'reward output over outcomes', [], { tests: ['pay-career-benchmark'] }),
        ],
        { kind: 'driver', impact: 2 },
      ),
    ],
  };
}

function attrition(c: Ctx): Framework {
  const who = /^(?:analysts|nurses|engineers|drivers|employees)$/.test(c.U) ? c.U : 'employees';
  const leaving = (because: string, children: Spec[], impact: number, tests: Spec['tests']) =>
    ask('are', who, `leaving because ${because}`, children, { kind: 'driver', tests, impact });
  return {
    dimension: 'by reason for leaving, plus who is hired',
    claim: `${c.S} can ${goalText(c, `reduce ${c.M}`)} by fixing career prospects and workload for ${who}`,
    children: [
      leaving(
        'pay and rewards fall behind the market',
        [
          ask('is', 'base pay', 'below that of competing employers'),
          ask('are', 'bonuses', 'too small to reward strong performers'),
        ],
        3,
        ['pay-career-benchmark'],
      ),
      leaving(
        'career prospects look limited',
        [
          ask('do', 'promotion timelines', 'compare badly with other employers'),
          ask('do', who, 'get too little training and feedback'),
        ],
        4,
        ['pay-career-benchmark', 'attrition-drivers'],
      ),
      leaving(
        'of workload and working hours',
        [
          ask('are', 'working hours', `well above what ${who} were promised`),
          ask('is', 'work', 'spread unevenly across teams'),
        ],
        4,
        ['attrition-drivers', 'capacity-utilisation'],
      ),
      leaving(
        'of leadership and culture',
        [
          ask('do', 'managers', `lack the skills to coach ${who}`),
          ask('does', 'the culture', 'reward long hours over results'),
        ],
        3,
        ['attrition-drivers', 'customer-survey'],
      ),
      ask(
        'is',
        c.S,
        'hiring people who are likely to leave early',
        [
          ask('do', 'recruits', 'start with the wrong expectations of the job'),
          ask('do', 'some hiring channels', 'bring people who leave sooner'),
        ],
        { kind: 'driver', tests: ['cohort-churn', 'attrition-drivers'], impact: 2 },
      ),
    ],
  };
}

export function publicSector(c: Ctx): Framework {
  const text = `${c.M} ${c.frame.statement}`.toLowerCase();
  if (/traffic|congestion|transport|mobility|commut/.test(text)) return mobility(c);
  if (/processing|waiting|backlog|time|delay|queue/.test(text)) {
    const ops = operations(c);
    return { ...ops, claim: ops.claim.replace(/ are held up/, ' wait longest') };
  }
  return {
    dimension: 'diagnosis → policy levers → feasibility → support',
    claim: `${c.S} can ${goalText(c, `improve its ${c.M}`)} with a few well-targeted measures it can fund and win support for`,
    children: [
      ask(
        'is',
        `the gap in ${c.M}`,
        'concentrated in particular groups or areas',
        segments(c, (s) => [`the gap among ${s}`, 'large']),
        { kind: 'issue', dimension: 'by group', tests: ['customer-segmentation'], impact: 4 },
      ),
      ask(
        'can',
        'regulation or incentives',
        `move ${c.M}`,
        [
          ask('would', 'new rules', 'change behaviour quickly', [], { tests: ['expert-interviews'] }),
          ask('would', 'financial incentives', 'work better than rules', [], { tests: ['pilot-test'] }),
        ],
        { kind: 'option', tests: ['expert-interviews', 'pilot-test'], impact: 4 },
      ),
      ask(
        'can',
        'better public services',
        `move ${c.M}`,
        [
          ask('are', 'current services', 'reaching the people who need them', [], { tests: ['customer-survey'] }),
          ask('could', 'digital services', 'reach more people at lower cost', [], { tests: ['pilot-test'] }),
        ],
        { kind: 'option', tests: ['customer-survey', 'benchmarking'], impact: 3 },
      ),
      ask(
        'can',
        c.S,
        'fund and deliver the measures',
        [
          ask('is', 'the budget', 'sufficient over the time frame', [], { tests: ['dcf-model'] }),
          ask('does', c.S, 'have the staff and legal powers to deliver', [], { tests: ['regulatory-review'] }),
        ],
        { kind: 'criterion', impact: 3 },
      ),
      ask(
        'will',
        'citizens and stakeholders',
        'support the measures',
        [
          ask('would', 'those affected', 'accept the measures', [], { tests: ['stakeholder-mapping'] }),
          ask('would', 'political partners', 'back them', [], { tests: ['stakeholder-mapping'] }),
        ],
        { kind: 'criterion', impact: 3 },
      ),
    ],
  };
}

function mobility(c: Ctx): Framework {
  return {
    dimension: 'traffic = trips × share by car × road space used, within funding and support',
    claim: `${c.S} can ${goalText(c, `reduce ${c.M}`)} mainly by shifting trips to public transport and cycling and by pricing road space`,
    children: [
      ask(
        'can',
        c.S,
        'reduce the number of car trips into the centre',
        [
          ask('do', 'commuters', 'make most of the peak-hour trips', [], { tests: ['mobility-demand-study'] }),
          ask('would', 'congestion charging or parking fees', 'cut car trips', [], {
            tests: ['mobility-demand-study', 'pilot-test'],
          }),
          ask('could', 'remote work and flexible hours', 'spread the peak', [], { tests: ['customer-survey'] }),
        ],
        { kind: 'driver', dimension: 'by trip purpose and price of driving', impact: 5 },
      ),
      ask(
        'can',
        c.S,
        'shift trips to public transport, cycling and walking',
        [
          ask('is', 'public transport', 'fast and frequent enough to compete with the car', [], {
            tests: ['mobility-demand-study', 'benchmarking'],
          }),
          ask('are', 'safe cycling routes', 'missing on key corridors', [], { tests: ['mobility-demand-study'] }),
          ask('would', 'park-and-ride sites', 'intercept trips from outside the city', [], { tests: ['pilot-test'] }),
        ],
        { kind: 'driver', dimension: 'by alternative mode', impact: 5 },
      ),
      ask(
        'can',
        c.S,
        'make better use of existing road capacity',
        [
          ask('would', 'smarter traffic-light control', 'raise throughput', [], { tests: ['mobility-demand-study'] }),
          ask('do', 'deliveries and roadworks', 'block roads at peak times', [], { tests: ['mobility-demand-study'] }),
        ],
        { kind: 'driver', dimension: 'road space and its use', impact: 3 },
      ),
      ask(
        'can',
        c.S,
        'fund the measures and win support for them',
        [
          ask('could', 'charging revenue', 'fund better public transport', [], { tests: ['dcf-model'] }),
          ask('would', 'residents and businesses', 'back the measures', [], { tests: ['stakeholder-mapping'] }),
        ],
        { kind: 'criterion', dimension: 'funding and support', impact: 4 },
      ),
    ],
  };
}

/** Emission sources by industry: what burns, what the process emits, what is bought in. */
function emissionSources(c: Ctx): [string, string, string] {
  switch (c.industry.id) {
    case 'retail':
    case 'consumer-goods':
      return ['raw materials', 'suppliers’ factories', 'transport and logistics'];
    case 'airline':
      return ['jet fuel burned in flight', 'ground operations', 'purchased electricity'];
    case 'logistics':
      return ['vehicle and vessel fuel', 'terminals and warehouses', 'purchased electricity'];
    case 'energy':
      return ['fossil generation', 'methane leaks and flaring', 'purchased electricity'];
    case 'manufacturing':
      return ['fuels burned in production', 'the production process itself', 'purchased electricity'];
    default:
      return ['energy used in own operations', 'purchased electricity', 'the supply chain'];
  }
}

export function sustainability(c: Ctx): Framework {
  const sources = emissionSources(c);
  const source = (name: string, impact: number) =>
    ask(
      'can',
      c.S,
      `cut emissions from ${name}`,
      [
        ask('can', 'efficiency improvements', 'cut these emissions', [], {
          tests: ['abatement-cost-curve', 'benchmarking'],
        }),
        ask('can', 'a switch to lower-carbon inputs', 'cut these emissions', [], { tests: ['abatement-cost-curve'] }),
        ask('can', 'new technology or a redesign', 'cut these emissions', [], {
          tests: ['abatement-cost-curve', 'expert-interviews'],
        }),
      ],
      { kind: 'driver', dimension: 'efficiency, input switch, technology', tests: ['emissions-baseline'], impact },
    );
  const fund = c.constraint ? `pay for the cuts ${c.constraint}` : 'pay for the cuts at an acceptable cost';
  return {
    dimension: `by emission source: ${sources.join(', ')}, plus capture and offsets, within what it can afford`,
    claim: `${c.S} can ${goalText(c, `cut its ${c.M}`)} mainly through ${sources[0]} and ${sources[1]}, at a cost it can recover`,
    children: [
      source(sources[0], 5),
      source(sources[1], 4),
      source(sources[2], 3),
      ask(
        'can',
        c.S,
        'capture or offset the remaining emissions',
        [
          ask('is', 'carbon capture', 'technically and economically viable', [], { tests: ['expert-interviews'] }),
          ask('are', 'high-quality offsets', 'available at an acceptable price', [], { tests: ['expert-interviews'] }),
        ],
        { kind: 'other', impact: 2 },
      ),
      ask(
        'can',
        c.S,
        fund,
        [
          ask('is', 'the cost per tonne of CO2 avoided', 'below the expected carbon price', [], {
            tests: ['abatement-cost-curve'],
          }),
          ask('will', 'customers', 'pay a premium for lower-carbon products', [], { tests: ['willingness-to-pay'] }),
          ask('are', 'subsidies or green financing', 'available', [], { tests: ['regulatory-review'] }),
        ],
        { kind: 'criterion', dimension: 'cost of abatement and how to recover it', impact: 4 },
      ),
    ],
  };
}

export function customerRetention(c: Ctx): Framework {
  return {
    dimension: 'who leaves, when, why, and which levers pay',
    claim: `${c.S} can ${goalText(c, `reduce ${c.M}`)} by fixing the main reasons ${c.B} leave, starting with the segments where churn is highest`,
    children: [
      ask(
        'is',
        'churn',
        'concentrated in particular customer segments',
        segments(c, (s) => [`churn among ${s}`, 'above average']),
        {
          kind: 'issue',
          dimension: 'by customer segment',
          tests: ['customer-segmentation', 'cohort-churn'],
          impact: 4,
        },
      ),
      ask(
        'does',
        'churn',
        'peak at certain stages of the lifecycle',
        [
          ask('do', `new ${c.B}`, 'leave during their first months', [], { tests: ['cohort-churn'] }),
          ask('do', `established ${c.B}`, 'leave at contract or plan renewal', [], { tests: ['cohort-churn'] }),
          ask('do', 'some', 'leave after a service problem', [], { tests: ['regression'] }),
        ],
        { kind: 'stage', dimension: 'by lifecycle stage', tests: ['cohort-churn'], impact: 4 },
      ),
      ask(
        'are',
        c.B,
        `leaving for reasons ${c.S} can fix`,
        [
          ask('is', 'price or value for money', 'the main reason for leaving', [], {
            tests: ['customer-survey', 'regression'],
          }),
          ask('are', 'service or product problems', 'driving customers away', [], {
            tests: ['customer-survey', 'regression'],
          }),
          ask('are', 'competitor offers', 'pulling customers away', [], { tests: ['competitor-profiling'] }),
          ask('is', 'part of the churn', 'involuntary, such as failed payments', [], { tests: ['pareto'] }),
        ],
        { kind: 'driver', dimension: 'by reason for leaving', tests: ['customer-survey'], impact: 5 },
      ),
      ask(
        'can',
        c.S,
        'retain customers profitably',
        [
          ask('would', 'proactive retention offers', 'pay for themselves', [], {
            tests: ['pilot-test', 'unit-economics'],
          }),
          ask('would', 'better onboarding and service', 'cut early churn', [], { tests: ['pilot-test'] }),
          ask('would', 'longer contracts or bundles', 'keep customers longer', [], {
            tests: ['cohort-churn', 'pilot-test'],
          }),
        ],
        { kind: 'option', dimension: 'by retention lever', tests: ['pilot-test'], impact: 4 },
      ),
    ],
  };
}
