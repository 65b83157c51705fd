import type { Frame } from '../frame.js';
import {
  canGoal,
  inputsOf,
  isPhysical,
  itemsOf,
  metricQuestion,
  peersOf,
  processFocus,
  sendersOf,
  soGoal,
  teamOf,
  theMetric,
} from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Process operations: quality, throughput, lead time or productivity of a process. Split once by the
 * formula of the metric (for output: time lost × speed lost × yield lost, per hour worked; for lead time:
 * work + waiting + rework; for quality: defects brought in, created at each stage, caught late), and once
 * by root-cause family (inputs, methods, equipment and systems, people, daily management) against the
 * best peers. Inputs, stages, crews and peers come from the industry: a mine's tree speaks of haulage and
 * crushing, an insurer's of brokers and claims handlers.
 */

/** What the process loses, as it reads after "a large share of the". */
function lossOf(f: Frame): string {
  const focus = processFocus(f);
  return focus === 'time' ? 'delay' : focus === 'quality' ? 'defects' : 'lost output';
}

/** Whether the metric counts output per hour of work (productivity) rather than output alone. */
function perLabour(f: Frame): boolean {
  return /\b(?:productivity|per (?:labour|man|worker|employee|person|operator|staff|fte|head)|hour|efficiency)\b/i.test(
    f.M,
  );
}

/** The industry's equipment measure, where it has one: "overall equipment effectiveness", "plant utilisation". */
function equipmentKpi(f: Frame): string | undefined {
  return f.industry.kpis.find((k) => /effectiveness|utilisation|availability|recovery|capacity factor/i.test(k));
}

/** The two stages where a physical process makes its output: "loading and hauling", "crushing and processing". */
function makingStages(f: Frame): [string, string] {
  const stages = f.industry.stages;
  const making = stages.filter(
    (s) => !/\b(?:order|intake|sales|procurement|sourcing|purchas|planning|booking)\b/i.test(s),
  );
  return making.length >= 2 ? [making[0]!, making[1]!] : [stages[1], stages[2]];
}

function outputFormula(f: Frame): Framework {
  const item = itemsOf(f);
  const team = teamOf(f);
  const inputs = inputsOf(f);
  const peers = peersOf(f);
  const kpi = equipmentKpi(f);
  const [stageA, stageB] = makingStages(f);
  const labour = perLabour(f);
  const fourth: Spec = labour
    ? ask(
        'does',
        f.S,
        `use more hours of ${team} per ${item.one} than ${peers}`,
        [
          ask('are', 'crews', 'larger than the work at each step requires', [], {
            tests: ['benchmarking', 'workforce-planning'],
            rule: rule(`direct hours per ${item.one} against the best comparable site`, 'above', 10, '%'),
            impact: 4,
          }),
          ask('are', 'supervision, maintenance and support roles', 'more numerous than the work needs', [], {
            tests: ['spans-layers', 'benchmarking'],
            rule: rule('indirect hours as a share of direct hours against the best comparable site', 'above', 15, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'direct against indirect hours' },
      )
    : ask(
        'does',
        'poor planning',
        `leave ${f.Sp} ${f.industry.capacity} idle or making the wrong ${item.many}`,
        [
          ask('does', f.S, `miss its own ${isPhysical(f) ? 'production' : 'work'} plan from week to week`, [], {
            tests: ['on-time-performance', 'process-mining'],
            rule: rule('the share of planned orders made in the week they were planned', 'below', 85, '%'),
            impact: 3,
          }),
          ask('is', 'capacity', 'left unplanned for want of orders or materials', [], {
            tests: ['capacity-utilisation', 'demand-forecast'],
            rule: rule('the share of available time with nothing scheduled', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'plan against demand' },
      );
  return {
    dimension: labour
      ? `${f.M} = time available × share running × speed × share right first time ÷ hours worked`
      : `${f.M} = time available × share running × speed × share right first time`,
    claim: canGoal(f, ' mainly by recovering time lost to stoppages and slow running', ', without new equipment'),
    children: [
      ask(
        'does',
        f.S,
        'lose productive time to breakdowns, set-ups and waiting',
        [
          ask('are', 'unplanned stoppages', `longer or more frequent than at ${peers}`, [], {
            tests: ['benchmarking', 'pareto'],
            rule: rule(
              'time lost to unplanned stoppages, as a share of planned time, above the best peer',
              'above',
              5,
              'pp',
            ),
            impact: 4,
          }),
          ask('do', 'set-ups between products', 'take longer than the best demonstrated set-up', [], {
            tests: ['process-time-study', 'benchmarking'],
            rule: rule('the average set-up time against the best demonstrated one', 'above', 30, '%'),
            impact: 3,
          }),
          ask('does', 'work', `stop while waiting for ${inputs}, people or instructions`, [], {
            tests: ['process-mining', 'root-cause'],
            rule: rule('the share of planned time lost waiting for inputs, people or instructions', 'above', 5, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'by cause of lost time' },
      ),
      ask(
        'does',
        f.S,
        kpi ? `run below the ${kpi} of ${peers}` : 'run below its best demonstrated speed',
        [
          ask('is', stageA, 'the step that holds back output', [], {
            kind: 'stage',
            tests: ['capacity-utilisation', 'process-time-study'],
            rule: rule(`the utilisation of ${stageA} minus that of ${stageB}`, 'above', 15, 'pp'),
            impact: 4,
          }),
          ask('is', stageB, 'the step that holds back output', [], {
            kind: 'stage',
            tests: ['capacity-utilisation', 'process-time-study'],
            rule: rule(`the utilisation of ${stageB} minus that of ${stageA}`, 'above', 15, 'pp'),
            impact: 4,
          }),
          ask('is', 'average output per hour', 'well below that of the best shifts', [], {
            tests: ['benchmarking', 'regression'],
            rule: rule('the gap between average hourly output and the best quartile of shifts', 'above', 15, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'by stage, then average against best' },
      ),
      ask(
        'does',
        f.S,
        `lose ${item.many} to defects, scrap and rework`,
        [
          ask('is', 'first-pass yield', `below that of ${peers}`, [], {
            tests: ['benchmarking', 'pareto'],
            rule: rule('the gap between first-pass yield and the best peer', 'above', 3, 'pp'),
            impact: 4,
          }),
          ask('does', 'rework', 'take up time at the bottleneck', [], {
            tests: ['process-mining', 'root-cause'],
            rule: rule('the share of bottleneck time spent on rework', 'above', 5, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'yield lost, capacity spent on rework' },
      ),
      fourth,
    ],
  };
}

function timeFormula(f: Frame): Framework {
  const item = itemsOf(f);
  const team = teamOf(f);
  const peers = peersOf(f);
  const rules = f.industry.id === 'generic' ? 'the rules' : f.industry.regulator;
  return {
    dimension: `${f.M} = time being worked on + time waiting + time lost to rework`,
    claim: canGoal(f, ` mainly by cutting the time ${item.many} spend waiting`, ', not by working faster'),
    children: [
      ask(
        'do',
        item.many,
        'spend most of their elapsed time waiting rather than being worked on',
        [
          ask('is', `${f.Sp} ${f.industry.capacity}`, 'loaded beyond what it can clear', [], {
            tests: ['capacity-utilisation', 'process-mining'],
            rule: rule('the utilisation of the bottleneck step', 'above', 85, '%'),
            impact: 5,
          }),
          ask('do', item.many, 'wait to be batched or signed off between steps', [], {
            tests: ['process-mining', 'process-time-study'],
            rule: rule('the share of waiting time spent in batches or awaiting approval', 'above', 30, '%'),
            impact: 4,
          }),
          ask('do', 'hand-offs between teams', `add more waiting than at ${peers}`, [], {
            tests: ['process-mining', 'benchmarking'],
            rule: rule(`the number of hand-offs per ${item.one} minus that at the best peer`, 'above', 2),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'queues at the bottleneck, batches and approvals, hand-offs' },
      ),
      ask(
        'does',
        'the work itself',
        `take longer than at ${peers}`,
        [
          ask('do', 'some steps', `add nothing that ${f.C} or ${rules} require`, [], {
            tests: ['process-time-study', 'benchmarking'],
            rule: rule('the share of working time spent in steps that add no value', 'above', 20, '%'),
            impact: 4,
          }),
          ask('do', team, `spend much of their time re-keying or searching ${f.industry.data.operations}`, [], {
            tests: ['systems-review', 'process-time-study'],
            rule: rule(
              'the share of working time spent re-keying, searching for or checking information',
              'above',
              15,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'steps that add value against steps that do not' },
      ),
      ask(
        'do',
        'errors and missing information',
        `send ${item.many} back round the process`,
        [
          ask('do', item.many, `arrive from ${sendersOf(f)} incomplete or wrong`, [], {
            tests: ['root-cause', 'pareto'],
            rule: rule(`the share of ${item.many} that arrive incomplete or wrong`, 'above', 20, '%'),
            impact: 4,
          }),
          ask('do', 'rework loops', 'account for much of the elapsed time', [], {
            tests: ['process-mining', 'root-cause'],
            rule: rule('the share of total elapsed time spent in rework loops', 'above', 15, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'errors at intake, rework inside the process' },
      ),
    ],
  };
}

function qualityFormula(f: Frame): Framework {
  const item = itemsOf(f);
  const inputs = inputsOf(f);
  const physical = isPhysical(f);
  const [stageA, stageB] = makingStages(f);
  const outside = f.industry.id === 'generic' ? f.C : `${f.C} or ${f.industry.regulator}`;
  return {
    dimension: `${f.M} = defects brought in + defects created at each stage, found early or late`,
    claim: canGoal(f, ' mainly by making its own process stable', ', because most defects arise inside it'),
    children: [
      ask(
        'do',
        `incoming ${inputs}`,
        'bring defects into the process',
        [
          physical
            ? ask('do', 'suppliers', `deliver ${inputs} outside specification`, [], {
                tests: ['supplier-performance', 'root-cause'],
                rule: rule('the share of defects traced back to what suppliers delivered', 'above', 20, '%'),
                impact: 4,
              })
            : ask('does', 'work', `arrive from ${sendersOf(f)} with errors already in it`, [], {
                tests: ['root-cause', 'pareto'],
                rule: rule('the share of errors traced back to what was received', 'above', 20, '%'),
                impact: 4,
              }),
          ask('do', 'specifications and orders', 'reach the process late, unclear or changed', [], {
            tests: ['root-cause', 'pareto'],
            rule: rule('the share of defects traced to unclear or late-changed specifications', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'by source of input' },
      ),
      ask(
        'does',
        'the process itself',
        'create most of the defects',
        physical
          ? [
              ask('is', stageA, 'where most defects are made', [], {
                kind: 'stage',
                tests: ['pareto', 'root-cause'],
                rule: rule(`the share of defects made in ${stageA}`, 'above', 40, '%'),
                impact: 4,
              }),
              ask('is', stageB, 'where most defects are made', [], {
                kind: 'stage',
                tests: ['pareto', 'root-cause'],
                rule: rule(`the share of defects made in ${stageB}`, 'above', 40, '%'),
                impact: 4,
              }),
              ask('do', 'defects', 'cluster after set-ups, at start-up or on particular shifts', [], {
                tests: ['pareto', 'regression'],
                rule: rule(
                  'the share of defects made in the first hour after a set-up or on the worst shift',
                  'above',
                  40,
                  '%',
                ),
                impact: 4,
              }),
            ]
          : [
              ask('does', 'the process', 'leave too much to judgement where a standard would do', [], {
                tests: ['root-cause', 'benchmarking'],
                rule: rule('the share of errors in steps with no written standard or check', 'above', 40, '%'),
                impact: 5,
              }),
              ask('do', 'errors', 'cluster in particular teams, shifts or case types', [], {
                tests: ['pareto', 'regression'],
                rule: rule('the share of errors made by the worst fifth of teams or case types', 'above', 40, '%'),
                impact: 4,
              }),
            ],
        { kind: 'driver', dimension: physical ? 'by stage, then by moment' : 'method, concentration' },
      ),
      ask(
        'are',
        'defects',
        'found too late, after more work has gone into them',
        [
          ask('is', 'inspection', 'placed at the end rather than where defects arise', [], {
            tests: ['process-time-study', 'pareto'],
            rule: rule('the share of defects found only at final inspection', 'above', 50, '%'),
            impact: 3,
          }),
          ask('do', `defective ${item.many}`, `reach ${outside}`, [], {
            tests: ['benchmarking', 'customer-survey'],
            rule: rule(`complaints or returns per thousand ${item.many} against the best peer`, 'above', 25, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'where defects are found' },
      ),
    ],
  };
}

function byFormula(f: Frame): Framework {
  const focus = processFocus(f);
  return focus === 'time' ? timeFormula(f) : focus === 'quality' ? qualityFormula(f) : outputFormula(f);
}

function byRootCause(f: Frame): Framework {
  const focus = processFocus(f);
  const loss = lossOf(f);
  const inputs = inputsOf(f);
  const team = teamOf(f);
  const item = itemsOf(f);
  const physical = isPhysical(f);
  const peers = peersOf(f);
  const pick = <T>(output: T, time: T, quality: T): T =>
    focus === 'time' ? time : focus === 'quality' ? quality : output;
  const fromOutside = physical
    ? ask('do', 'suppliers', `deliver ${inputs} ${pick('late or short', 'late', 'below specification')}`, [], {
        tests: ['supplier-performance', 'pareto'],
        rule: rule(`the share of the ${loss} traced to ${inputs} from suppliers`, 'above', 20, '%'),
        impact: 3,
      })
    : ask(
        'does',
        'work',
        `arrive from ${sendersOf(f)} ${pick('in uneven batches', 'late or incomplete', 'with errors in it')}`,
        [],
        {
          tests: ['root-cause', 'pareto'],
          rule: rule(`the share of the ${loss} traced to what ${sendersOf(f)} sent`, 'above', 20, '%'),
          impact: 3,
        },
      );
  return {
    dimension: 'by root-cause family: inputs, methods, equipment and systems, people, daily management',
    claim: soGoal(f, `Most of the ${loss} comes from methods and management ${f.S} controls`),
    children: [
      ask(
        'do',
        `${inputs} from outside`,
        `cause a large share of the ${loss}`,
        [
          fromOutside,
          pick(
            ask('do', 'schedule changes at short notice', 'break up long runs and add set-ups', [], {
              tests: ['process-mining', 'on-time-performance'],
              rule: rule('the share of the weekly schedule changed inside the frozen period', 'above', 10, '%'),
              impact: 3,
            }),
            ask('do', sendersOf(f), `change their requests after work on the ${item.many} has started`, [], {
              tests: ['process-mining', 'root-cause'],
              rule: rule(`the share of ${item.many} changed after work on them started`, 'above', 10, '%'),
              impact: 3,
            }),
            ask('do', 'specification changes', 'reach the line after production has started', [], {
              tests: ['root-cause', 'pareto'],
              rule: rule('the share of defects made within a week of a specification change', 'above', 20, '%'),
              impact: 3,
            }),
          ),
        ],
        { kind: 'issue', dimension: 'from outside, from planning' },
      ),
      ask(
        'do',
        `${f.Sp} working methods`,
        `fall short of those of ${peers}`,
        [
          ask(
            'do',
            physical ? `results in ${makingStages(f)[0]}` : 'results',
            'vary widely between shifts, teams or sites doing the same work',
            [],
            {
              tests: ['benchmarking', 'regression'],
              rule: rule(`the gap between the best and the median team on ${theMetric(f)}`, 'above', 20, '%'),
              impact: 4,
            },
          ),
          pick(
            ask('do', 'set-ups and start-ups', 'follow a different method on every shift', [], {
              tests: ['process-time-study', 'benchmarking'],
              rule: rule('the gap between the average and the best set-up time', 'above', 30, '%'),
              impact: 4,
            }),
            ask('do', `${item.many} of the same kind`, 'take different routes through the process', [], {
              tests: ['process-mining'],
              rule: rule(`the number of distinct routes taken by the commonest type of ${item.one}`, 'above', 5),
              impact: 4,
            }),
            ask('are', 'settings and tolerances', `left to each of the ${team} to judge`, [], {
              tests: ['root-cause', 'regression'],
              rule: rule('the share of defects made with settings outside the written standard', 'above', 30, '%'),
              impact: 4,
            }),
          ),
        ],
        { kind: 'issue', dimension: 'consistency of method, content of method' },
      ),
      ask(
        'do',
        'equipment and systems',
        `cause a large share of the ${loss}`,
        [
          physical
            ? ask(
                'is',
                `the equipment in ${makingStages(f)[0]}`,
                pick(
                  'breaking down more often than it should',
                  'too small for the peaks it must absorb',
                  'worn or poorly calibrated',
                ),
                [],
                {
                  tests: ['asset-renewal', 'root-cause'],
                  rule: pick(
                    rule('the share of planned maintenance overdue', 'above', 15, '%'),
                    rule('the utilisation of the bottleneck equipment at peak', 'above', 90, '%'),
                    rule(
                      'the share of defects made on equipment past its calibration or maintenance date',
                      'above',
                      20,
                      '%',
                    ),
                  ),
                  impact: 3,
                },
              )
            : ask('are', 'systems', 'down or slow often enough to hold work up', [], {
                tests: ['systems-review', 'root-cause'],
                rule: rule('the share of working hours with a core system down or slow', 'above', 3, '%'),
                impact: 3,
              }),
          ask('do', team, `work around gaps in ${f.industry.data.operations}`, [], {
            tests: ['systems-review', 'process-time-study'],
            rule: rule('the share of working time spent on workarounds for systems', 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'equipment, systems' },
      ),
      ask(
        'do',
        `skill gaps and understaffing among ${team}`,
        `explain a large share of the ${loss}`,
        [
          pick(
            ask('do', 'crews', 'lack cover for breaks and absence, so that work stops', [], {
              tests: ['workforce-planning', 'process-time-study'],
              rule: rule('the share of lost time caused by missing people', 'above', 10, '%'),
              impact: 3,
            }),
            ask('do', `only a few of the ${team}`, `know how to handle complex ${item.many}`, [], {
              tests: ['capability-assessment', 'process-mining'],
              rule: rule(`the share of complex ${item.many} waiting for one of a few skilled people`, 'above', 30, '%'),
              impact: 3,
            }),
            ask('do', team, `lack training on the quality standard of each ${item.one} they make`, [], {
              tests: ['capability-assessment'],
              rule: rule(`the share of ${team} assessed below the quality standard for their role`, 'above', 20, '%'),
              impact: 3,
            }),
          ),
          ask('does', 'turnover', 'leave much of the work to new starters', [], {
            tests: ['attrition-drivers', 'workforce-planning'],
            rule: rule('the share of hours worked by people in their first six months', 'above', 15, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'skills, stability of the team' },
      ),
      ask(
        'does',
        `${f.Sp} daily management`,
        `lack the routines ${peers} use to find and fix problems`,
        [
          ask('are', `results on ${f.M}`, 'reviewed too rarely to act on the same day', [], {
            tests: ['benchmarking', 'expert-interviews'],
            rule: rule(`the share of process steps where ${theMetric(f)} is reviewed at least daily`, 'below', 50, '%'),
            impact: 3,
          }),
          pick(
            ask('are', 'stoppages', 'logged without their causes, so they recur', [], {
              tests: ['root-cause', 'pareto'],
              rule: rule('the share of stoppages that repeat a cause already recorded', 'above', 30, '%'),
              impact: 4,
            }),
            ask('is', 'work in progress', `left untracked by age, so old ${item.many} are forgotten`, [], {
              tests: ['process-mining', 'root-cause'],
              rule: rule(`the share of open ${item.many} older than twice the target`, 'above', 10, '%'),
              impact: 4,
            }),
            ask('are', 'defects', 'traced back to their cause too slowly to stop them recurring', [], {
              tests: ['root-cause', 'pareto'],
              rule: rule('the share of defects that repeat a cause already recorded', 'above', 30, '%'),
              impact: 4,
            }),
          ),
        ],
        { kind: 'issue', dimension: 'measures, problem solving' },
      ),
    ],
  };
}

export const processOperations: ArchetypeDefinition = {
  id: 'process-operations',
  decision: false,
  deciders: ['the chief operating officer', 'the site director'],
  question: metricQuestion,
  variants: [
    { name: 'by component of the metric', build: byFormula },
    { name: 'by root-cause family', build: byRootCause },
  ],
};
