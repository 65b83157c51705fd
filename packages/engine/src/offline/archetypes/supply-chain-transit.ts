import type { Frame } from '../frame.js';
import { canGoal, fit } from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import type { Framework } from './types.js';

/**
 * Supply chain, when the measure is the time goods take to travel ("31 days to reach the port", "transit
 * time", "door-to-door time"): split once by where the time goes on the route (waiting, moving, the two
 * ends, the view of it all) and once by who controls each delay (the client, its carriers and agents, the
 * authorities and infrastructure on the route). Where the statement says how much of the time is spent
 * waiting, the tree says whether removing that alone would reach the target.
 */

/** Whether the measure is a time in transit rather than availability, delivery performance or stock. */
export function isTransit(f: Frame): boolean {
  return /\b(?:transit|shipping|freight|door-to-door|journey|lead)\s+times?\b|\btime to (?:reach|deliver|ship|get)\b|\bdays to (?:reach|deliver)\b/i.test(
    f.M,
  );
}

interface Waiting {
  /** "9 days" */
  text: string;
  value: number;
  /** "waiting at border crossings" */
  doing: string;
}

/** "9 of those days are spent waiting at border crossings": the part of the time the statement pins down. */
function waitingOf(f: Frame): Waiting | undefined {
  const match =
    /\b(\d+(?:\.\d+)?) of (?:those|these|the|them)(?: \d+)? (days|hours|weeks)? ?(?:are|is|were|was) (?:spent|lost|wasted) ([^,.;?!]+)/i.exec(
      f.statement,
    );
  if (!match) return undefined;
  const unit = match[2] ?? f.baseline?.noun ?? 'days';
  return { value: Number(match[1]), text: `${match[1]} ${unit}`, doing: match[3]!.trim() };
}

/** The goal's gap in the measure's own unit, when both are durations: "11 days". */
function gapDays(f: Frame): number | undefined {
  return f.gap && f.baseline?.unit === 'duration' ? Math.abs(f.gap.value) : undefined;
}

function waitingBranch(f: Frame, waiting: Waiting | undefined): Spec {
  return ask(
    'can',
    f.S,
    waiting
      ? `cut the ${waiting.text} spent ${waiting.doing}`
      : 'cut the time shipments spend standing still at borders, depots and terminals',
    [
      ask(
        'are',
        'shipments',
        'held for documents, permits or inspections that could be cleared before they arrive',
        [],
        {
          tests: ['process-time-study', 'root-cause'],
          rule: rule('the share of waiting time spent on clearance that could be done in advance', 'above', 40, '%'),
          impact: 5,
        },
      ),
      ask('do', 'queues', 'build because crossings and terminals open too few hours or lanes for the traffic', [], {
        tests: ['capacity-utilisation', 'process-time-study'],
        rule: rule('the share of waiting time spent queuing before processing starts', 'above', 40, '%'),
        impact: 4,
      }),
      ask('would', 'pre-cleared or bonded shipments', 'wait far less than the rest', [], {
        tests: ['pilot-test', 'process-time-study'],
        rule: rule('the waiting time of trial shipments as a share of comparable shipments', 'below', 60, '%'),
        impact: 4,
      }),
    ],
    { kind: 'driver', dimension: 'clearance, queues, trial of a faster lane' },
  );
}

function movingBranch(f: Frame): Spec {
  const gap = gapDays(f);
  return ask(
    'can',
    'the time on the move',
    'be cut by another mode, route or way of running the fleet',
    [
      ask(
        'would',
        'another mode or a mix of road and rail',
        `save days at a cost per ${f.u} the business can bear`,
        [],
        {
          tests: ['network-model', 'scenario-sensitivity'],
          rule: rule(
            'days saved per shipment by the best alternative mode',
            'at-least',
            gap ? Math.max(1, Math.round(gap / 3)) : 2,
            'days',
          ),
          impact: 4,
        },
      ),
      ask(
        'would',
        'another route or destination terminal',
        'shorten the journey enough to pay for any extra cost',
        [],
        {
          tests: ['network-model', 'option-scoring'],
          rule: rule(
            'the cost of the extra days saved, per shipment, against the value of a day less in transit',
            'below',
            100,
            '%',
          ),
          impact: 3,
        },
      ),
      ask('are', 'vehicles', 'slowed by breakdowns, rest stops or empty returns that a fleet plan could remove', [], {
        tests: ['on-time-performance', 'root-cause'],
        rule: rule('the share of moving time lost to stops other than borders and terminals', 'above', 15, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'mode, route, fleet' },
  );
}

function endsBranch(): Spec {
  return ask(
    'do',
    'shipments',
    'lose days at the two ends of the route, before departure and before they move on',
    [
      ask('do', 'shipments', 'wait at the origin for a full load or for transport to be booked', [], {
        tests: ['process-time-study', 'pareto'],
        rule: rule('the average days between ready to ship and departure', 'above', 2, 'days'),
        impact: 4,
      }),
      ask('do', 'shipments', 'sit at the destination terminal waiting for a vessel, a slot or a buyer', [], {
        tests: ['process-time-study', 'capacity-utilisation'],
        rule: rule('the average dwell at the destination terminal', 'above', 5, 'days'),
        impact: 4,
      }),
    ],
    { kind: 'stage', dimension: 'origin, destination' },
  );
}

function controlBranch(f: Frame): Spec {
  return ask(
    'does',
    f.S,
    'lack the view of each shipment and the contracts it needs to manage the route',
    [
      ask('does', f.S, 'know where each shipment is and why it stopped', [], {
        tests: ['systems-review', 'process-mining'],
        rule: rule('the share of shipments with a recorded time at each stage of the route', 'below', 80, '%'),
        impact: 3,
      }),
      ask('are', 'carriers and agents', 'paid for what they move rather than for how fast they move it', [], {
        tests: ['supplier-performance', 'spend-analysis'],
        rule: rule('the share of transport spend under contracts with a transit-time term', 'below', 50, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: 'visibility, incentives' },
  );
}

/** Where the time goes: standing still, on the move, at the two ends, and how the route is managed. */
export function byRouteTime(f: Frame): Framework {
  const waiting = waitingOf(f);
  const gap = gapDays(f);
  const unit = f.baseline?.noun ?? 'days';
  const claim =
    waiting && gap !== undefined && waiting.value < gap
      ? fit(
          `Cutting all ${waiting.text} spent ${waiting.doing} leaves ${gap - waiting.value} of the ${gap} ${unit} to cut, so time on the move or at the route's ends must fall too`,
          `Cutting the ${waiting.text} spent waiting leaves ${gap - waiting.value} of the ${gap} ${unit} to cut, so time on the move or at the route's ends must fall too`,
        )
      : waiting
        ? canGoal(f, ` mainly by cutting the ${waiting.text} spent ${waiting.doing}`)
        : canGoal(f, ' mainly by cutting the time shipments stand still rather than the time they move');
  return {
    dimension: 'by where the time goes: waiting, moving, the two ends of the route, control',
    claim,
    children: [waitingBranch(f, waiting), movingBranch(f), endsBranch(), controlBranch(f)],
  };
}

/** Who controls each delay: the client, the carriers and agents it pays, the authorities on the route. */
export function byDelayOwner(f: Frame): Framework {
  const waiting = waitingOf(f);
  return {
    dimension: 'by who controls the delay: the client, its carriers and agents, authorities and infrastructure',
    claim: canGoal(f, ', since much of the delay sits with parties it pays or can work with'),
    children: [
      ask(
        'does',
        f.S,
        'add days itself through how it dispatches, documents and loads shipments',
        [
          ask('are', 'documents', 'prepared only after shipments leave', [], {
            tests: ['process-time-study', 'root-cause'],
            rule: rule('the share of shipments whose documents are complete at departure', 'below', 90, '%'),
            impact: 4,
          }),
          ask('are', 'shipments', 'batched or held for loads in ways that add days', [], {
            tests: ['process-time-study', 'pareto'],
            rule: rule('the average days between ready to ship and departure', 'above', 2, 'days'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'documents, dispatch' },
      ),
      ask(
        'do',
        `${f.Sp} carriers and agents`,
        'move and clear shipments more slowly than the best on the route',
        [
          ask('is', 'transit time', 'spread widely between carriers on the same route', [], {
            tests: ['supplier-performance', 'benchmarking'],
            rule: rule('the gap in average transit time between the slowest and the fastest carrier', 'above', 20, '%'),
            impact: 4,
          }),
          ask('do', 'clearing agents', 'leave shipments waiting for payments, bonds or filings', [], {
            tests: ['process-time-study', 'expert-interviews'],
            rule: rule(
              `the share of ${waiting ? `the ${waiting.text} spent ${waiting.doing}` : 'waiting time'} traced to agents`,
              'above',
              25,
              '%',
            ),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'carriers, agents' },
      ),
      ask(
        'do',
        'authorities and infrastructure on the route',
        'cause delays that working with them could remove',
        [
          ask('would', 'a one-stop or pre-clearance scheme', 'cut the wait at each crossing or terminal', [], {
            tests: ['expert-interviews', 'benchmarking'],
            rule: rule(
              'the waiting time at crossings with such a scheme as a share of those without',
              'below',
              60,
              '%',
            ),
            impact: 4,
          }),
          ask('is', 'capacity at crossings and terminals', 'short of the traffic at peak times', [], {
            tests: ['capacity-utilisation'],
            rule: rule('peak-hour arrivals as a share of processing capacity', 'above', 100, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'procedures, capacity' },
      ),
    ],
  };
}
