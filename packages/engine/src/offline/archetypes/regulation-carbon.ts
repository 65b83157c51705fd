import type { Frame } from '../frame.js';
import { billsOf, by, canGoal, leverRule, metricQuestion, partOfGap, peersOf, theMetric } from './blocks-operations.js';
import { emitterOf, tradePeers, type Emitter } from './emitters.js';
import { ask, rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Regulation and carbon: a regulatory or emissions target with a baseline, a gap and a deadline. Split once
 * along the compliance plan (the baseline and its sources, cheap measures, capital measures, the impact on
 * customers' bills or prices and on margins, the regulator's view), and once by lever family (run the
 * assets better, renew them, change inputs or design, act beyond the client's own operations). Sources,
 * assets, bills and the regulator come from the industry: a water network's tree speaks of network losses
 * and customer bills, a dairy's of feed, fertiliser and farm-gate prices.
 */

/** Whether the target is about greenhouse gases rather than another regulated outcome. */
function isCarbon(f: Frame): boolean {
  return /\b(?:co2|carbon|emissions?|ghg|greenhouse|methane|net[- ]zero|decarboni\w*|zero-emission)\b/i.test(f.M);
}

/** "per tonne of CO2 avoided", or per unit of the regulated metric. */
function perUnit(f: Frame): string {
  return isCarbon(f) ? 'per tonne of CO2 avoided' : `per unit of improvement in ${theMetric(f)}`;
}

/** What burns or emits, from the industry's cost pools: "fertiliser" and "animal feed", "fuel", "diesel". */
function sourcesOf(f: Frame): [string, string] {
  const emitter = emitterOf(f);
  if (emitter) return emitter.sources;
  const parts = [...f.industry.variableCosts, ...f.industry.fixedCosts]
    .flatMap((pool) => pool.split(/, | and /))
    .map((part) => part.trim())
    .filter((part) =>
      /\b(?:fuel|energy|power|diesel|feedstock|fertiliser|feed|gas|electricity|traction|explosives)\b/i.test(part),
    );
  const unique = [...new Set(parts)];
  const fallback = ['fuel', 'purchased electricity'].filter((x) => !unique.includes(x));
  const [a, b] = [...unique, ...fallback];
  return [a!, b!];
}

/** The assets a capital programme renews, from the industry's capacity: "network assets", "fleet". */
function assetsOf(f: Frame): string {
  const capacity = f.industry.capacity;
  if (f.industry.id === 'generic') return 'plant and equipment';
  if (/timetable|schedule/.test(capacity)) return capacity.split(' and ')[0]!;
  if (/ capacity$/.test(capacity)) return `${capacity.replace(/ capacity$/, '')} assets`;
  return capacity;
}

/** What missing the target costs per unit: the carbon price, or the regulator's penalties. */
function penaltyOf(f: Frame): string {
  if (isCarbon(f)) return 'the carbon price';
  return f.industry.id === 'generic'
    ? 'the penalty for missing the target'
    : `the penalties set by ${f.industry.regulator}`;
}

/** Who would feel a price rise, in the industry's segments: "household and business customers". */
function payersOf(f: Frame): string {
  const [a, b] = f.industry.segments;
  if (f.industry.id === 'generic' || / and /.test(a) || / and /.test(b)) return f.C;
  const lastA = a.split(' ').pop();
  const lastB = b.split(' ').pop();
  return lastA === lastB ? `${a.replace(new RegExp(` ${lastA}$`), '')} and ${b}` : `${a} and ${b}`;
}

function byPlan(f: Frame): Framework {
  const [source1, source2] = sourcesOf(f);
  const assets = assetsOf(f);
  const bills = billsOf(f);
  const regulated = f.industry.revenueModel === 'regulated';
  const regulator = f.industry.id === 'generic' ? 'the regulator' : f.industry.regulator;
  return {
    dimension: `baseline and sources, cheap measures, capital measures, impact on ${bills} and margins, the regulator`,
    claim: canGoal(
      f,
      ` without raising ${bills}`,
      ', if it starts with the cheapest measures and phases the capital ones',
    ),
    children: [
      ask(
        'is',
        `${f.Sp} baseline`,
        'known well enough to plan the reduction',
        [
          isCarbon(f)
            ? ask('do', `${source1} and ${source2}`, `account for most of ${theMetric(f)}`, [], {
                tests: ['emissions-baseline', 'pareto'],
                rule: rule(`the share of the baseline from ${source1} and ${source2}`, 'above', 60, '%'),
                impact: 4,
              })
            : ask('do', 'a few asset types or causes', `account for most of ${theMetric(f)}`, [], {
                tests: ['loss-audit', 'pareto'],
                rule: rule('the share of the baseline from the three largest causes', 'above', 60, '%'),
                impact: 4,
              }),
          ask('is', 'much of the baseline', 'estimated rather than measured', [], {
            tests: [isCarbon(f) ? 'emissions-baseline' : 'loss-audit'],
            rule: rule('the share of the baseline estimated rather than metered', 'above', 20, '%'),
            impact: 3,
          }),
          ask('will', `growth in ${f.U}`, `widen the gap${by(f)}`, [], {
            tests: ['demand-forecast', 'scenario-sensitivity'],
            rule: rule(
              `the rise in ${theMetric(f)} from growth with no action, as a share of the baseline`,
              'above',
              10,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'sources, measurement, growth' },
      ),
      ask(
        'can',
        'low-cost operational measures',
        `close ${partOfGap(f, 'half')}`,
        [
          ask('do', `${f.Sp} best-run sites or shifts`, 'show what better operation alone can achieve', [], {
            tests: ['benchmarking', 'regression'],
            rule: leverRule(f, 'bringing every site or shift to the best quartile', 0.25, 5),
            impact: 4,
          }),
          ask('do', 'most measures', `cost less ${perUnit(f)} than ${penaltyOf(f)}`, [], {
            tests: ['abatement-cost-curve'],
            rule: rule(`the share of the gap closed by measures cheaper than ${penaltyOf(f)}`, 'above', 50, '%'),
            impact: 5,
          }),
        ],
        { kind: 'issue', dimension: 'best practice, cost per unit' },
      ),
      ask(
        'can',
        f.S,
        `fund and deliver the capital projects the rest of the gap needs${by(f)}`,
        [
          ask('can', `${f.Sp} ${assets}`, `be renewed or converted in time${by(f)}`, [], {
            tests: ['asset-renewal', 'risk-modelling'],
            rule: rule(
              'the lead time of the largest projects as a share of the time left to the deadline',
              'at-most',
              80,
              '%',
            ),
            impact: 4,
          }),
          ask('does', 'the capital needed', `fit within what ${f.S} can fund`, [], {
            tests: ['cash-flow-forecast', 'scenario-sensitivity'],
            rule: rule('capital needed as a share of the funding available over the period', 'at-most', 100, '%'),
            impact: 4,
          }),
          ask('are', 'the technologies needed', 'proven at the scale required', [], {
            tests: ['expert-interviews', 'risk-modelling'],
            rule: rule(
              'the share of the planned reduction relying on technology not yet proven at scale',
              'below',
              20,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'timing, funding, technology risk' },
      ),
      ask(
        'can',
        f.S,
        `absorb the cost without raising ${bills} or eroding its margins`,
        [
          ask('would', `${bills} for ${payersOf(f)}`, 'rise beyond what they can bear', [], {
            tests: ['bill-impact', 'customer-segmentation'],
            rule: rule(`the rise in ${bills} for the most affected group, above inflation`, 'above', 2, '%'),
            impact: 4,
          }),
          regulated
            ? ask('do', f.industry.revenueStreams[0], 'let the cost be recovered over the life of the assets', [], {
                tests: ['regulatory-review', 'bill-impact'],
                rule: rule(
                  'the share of the programme cost the price control allows to be recovered',
                  'at-least',
                  90,
                  '%',
                ),
                impact: 4,
              })
            : ask('would', peersOf(f), `win business if ${f.S} passed the cost on`, [], {
                tests: ['competitor-profiling', 'price-elasticity'],
                rule: rule('the volume lost to rivals for the price rise needed, modelled', 'above', 5, '%'),
                impact: 4,
              }),
          ask('could', 'grants, subsidies or green finance', 'pay for part of the programme', [], {
            tests: ['funding-mix', 'cash-flow-forecast'],
            rule: rule(
              'the share of programme cost that grants, subsidies or cheaper finance would cover',
              'above',
              10,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'who pays: customers, rivals, funders' },
      ),
      ask(
        'will',
        regulator,
        `accept ${f.Sp} plan, its timing and its cost`,
        [
          ask(
            'does',
            'the target',
            `leave room to phase the work or ${isCarbon(f) ? 'trade allowances' : 'agree a different path'}`,
            [],
            {
              tests: ['regulatory-review'],
              rule: rule('the number of compliance routes other than own reduction', 'at-least', 1),
              impact: 3,
            },
          ),
          ask('would', 'missing the target', 'cost more than the measures that avoid it', [], {
            tests: ['regulatory-gap', 'scenario-sensitivity'],
            rule: rule('expected penalties and lost allowances minus the cost of the measures', 'above', 0),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'flexibility, cost of failure' },
      ),
    ],
  };
}

function byLeverFamily(f: Frame): Framework {
  const [source1, source2] = sourcesOf(f);
  const assets = assetsOf(f);
  const carbon = isCarbon(f);
  return {
    dimension: 'by lever family: run the assets better, renew them, change inputs or design, act beyond own operations',
    claim: `Running and renewing ${f.Sp} ${assets} closes most of the gap at a lower cost ${perUnit(f)} than buying compliance`,
    children: [
      ask(
        'can',
        `better running of ${f.Sp} ${assets}`,
        `close a real part of the gap${by(f)}`,
        [
          ask(
            'would',
            'tighter day-to-day control',
            `${f.direction === 'down' ? 'cut' : 'improve'} ${theMetric(f)} at little cost`,
            [],
            {
              tests: ['root-cause', 'abatement-cost-curve'],
              rule: leverRule(f, 'tighter day-to-day control of the assets', 0.2, 5),
              impact: 4,
            },
          ),
          ask('does', `${f.Sp} record on ${f.M}`, `lag that of ${peersOf(f)} with similar assets`, [], {
            tests: ['benchmarking'],
            rule: rule(`${theMetric(f)} against the peer median for similar assets`, 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'control, against peers' },
      ),
      ask(
        'would',
        `renewing ${f.Sp} ${assets}`,
        `buy the rest of the reduction at an acceptable cost ${perUnit(f)}`,
        [
          ask('are', 'many assets', 'past their design life', [], {
            tests: ['asset-renewal'],
            rule: rule('the share of assets past their design life', 'above', 20, '%'),
            impact: 4,
          }),
          ask('is', 'renewal', `cheaper ${perUnit(f)} than the other levers`, [], {
            tests: ['abatement-cost-curve', 'dcf-model'],
            rule: rule(`the cost ${perUnit(f)} of renewal against the median of the other levers`, 'below', 0, '%'),
            impact: 3,
          }),
        ],
        { kind: 'option', dimension: 'condition, cost per unit' },
      ),
      carbon
        ? ask(
            'could',
            `lower-carbon alternatives to ${source1} and ${source2}`,
            'close a large share of the gap',
            [
              ask('are', 'the alternatives', 'available at the volume and price needed', [], {
                tests: ['spend-analysis', 'supplier-performance'],
                rule: rule('the premium for the alternative over the current cost', 'below', 20, '%'),
                impact: 3,
              }),
              ask('would', f.C, `accept the change in what ${f.S} supplies`, [], {
                tests: ['customer-survey', 'expert-interviews'],
                rule: rule(
                  `the share of ${f.C} who would accept the change at the same ${f.industry.price}`,
                  'above',
                  70,
                  '%',
                ),
                impact: 3,
              }),
            ],
            { kind: 'option', dimension: 'availability, acceptance' },
          )
        : ask(
            'could',
            `new technology or a different design of the ${assets}`,
            'close a large share of the gap',
            [
              ask('would', 'automation or redesign', `cost less ${perUnit(f)} than renewal`, [], {
                tests: ['abatement-cost-curve', 'dcf-model'],
                rule: rule(`the cost ${perUnit(f)} of automation or redesign, against renewal`, 'below', 0, '%'),
                impact: 3,
              }),
              ask('is', 'the technology', 'proven at the scale needed', [], {
                tests: ['expert-interviews', 'risk-modelling'],
                rule: rule('the number of comparable networks using it at scale', 'at-least', 2),
                impact: 3,
              }),
            ],
            { kind: 'option', dimension: 'cost against renewal, maturity' },
          ),
      ask(
        'can',
        'action beyond its own operations',
        'close the rest of the gap',
        [
          ask('could', payersOf(f), `change how they use what ${f.S} supplies`, [], {
            tests: ['pilot-test', 'customer-survey'],
            rule: leverRule(f, 'changes in use by customers, in a pilot', 0.1, 2),
            impact: 2,
          }),
          carbon
            ? ask('would', 'offsets or allowances', 'cost less than the last measures on the curve', [], {
                tests: ['abatement-cost-curve', 'regulatory-review'],
                rule: rule(
                  'the price of eligible offsets or allowances against the cost of the last measures',
                  'below',
                  0,
                  '%',
                ),
                impact: 2,
              })
            : ask('would', 'contractors paid for outcomes', 'deliver part of the improvement faster', [], {
                tests: ['supplier-performance', 'benchmarking'],
                rule: rule(
                  'the improvement per unit of spend under outcome-based contracts against in-house work',
                  'above',
                  10,
                  '%',
                ),
                impact: 2,
              }),
        ],
        { kind: 'option', dimension: carbon ? 'customers, offsets' : 'customers, contractors' },
      ),
    ],
  };
}

type Kind = 'carbon' | 'transition' | 'regulatory';

/** A carbon-intensity target, a switch of a whole fleet or asset base, or another regulated outcome. */
function kindOf(f: Frame): Kind {
  if (/\b(?:fleet|zero-emission|electric|switch\w*|phase[- ]out|conver\w*)\b/i.test(f.M)) return 'transition';
  return isCarbon(f) ? 'carbon' : 'regulatory';
}

/** The process's own emissions when the statement names no trade: their share, and a change of process. */
function genericProcessBranch(f: Frame): Spec {
  return ask(
    'can',
    `changes to ${f.Sp} production process`,
    'remove the emissions that efficiency and switching leave',
    [
      ask('do', 'emissions from the process itself', 'make up a large share of what remains', [], {
        tests: ['emissions-baseline', 'pareto'],
        rule: rule('the share of remaining emissions released by the process itself', 'above', 25, '%'),
        impact: 3,
      }),
      ask('is', 'capture or a new process', `affordable and proven in time${by(f)}`, [], {
        tests: ['expert-interviews', 'abatement-cost-curve'],
        rule: rule(
          `the cost ${perUnit(f)} of the cheapest proven process change, against ${penaltyOf(f)}`,
          'below',
          0,
          '%',
        ),
        impact: 3,
      }),
    ],
    { kind: 'segment', dimension: 'process share, process change' },
  );
}

/**
 * A trade whose process releases CO2 whatever fuel it burns (cement, steel, glass, chemicals): the process
 * emissions first, with the lever short of capture; capture itself is weighed only if the statement has not
 * ruled it out.
 */
function processBranch(f: Frame, emitter: Emitter): Spec {
  const noCapture = f.constraints.find((c) => /\b(?:capture|ccs|ccus)\b/i.test(c));
  return ask(
    'can',
    f.S,
    `cut ${emitter.process}`,
    [
      ask('do', 'process emissions', `make up most of ${theMetric(f)}`, [], {
        tests: ['emissions-baseline', 'pareto'],
        rule: rule('the share of the baseline released by the process itself', 'above', 50, '%'),
        impact: 4,
      }),
      ask('would', emitter.processLever!, `cost less ${perUnit(f)} than ${penaltyOf(f)}`, [], {
        tests: ['abatement-cost-curve', 'customer-interviews'],
        rule: rule(
          `the cost ${perUnit(f)} of ${emitter.processLever!.replace(/ \(.*\)$/, '')}, against ${penaltyOf(f)}`,
          'below',
          0,
          '%',
        ),
        impact: 5,
      }),
      noCapture
        ? ask('can', f.S, `close the gap${by(f)} without carbon capture`, [], {
            tests: ['abatement-cost-curve', 'scenario-sensitivity'],
            rule: rule(
              `the share of the cut needed${by(f)} that measures other than capture deliver`,
              'at-least',
              100,
              '%',
            ),
            impact: 5,
          })
        : ask('is', 'carbon capture', `affordable and proven in time${by(f)}`, [], {
            tests: ['expert-interviews', 'abatement-cost-curve'],
            rule: rule(`the cost ${perUnit(f)} of capture, against ${penaltyOf(f)}`, 'below', 0, '%'),
            impact: 3,
          }),
    ],
    { kind: 'segment', dimension: 'share of the process, the lever short of capture, capture' },
  );
}

/**
 * A fleet's carbon intensity: CO2 per unit of transport work = fuel per unit of work (how the fleet is run)
 * x how efficient the assets are x CO2 per unit of fuel. Three levers, each a branch; whatever the mix,
 * the target is met only if the three together close the gap.
 */
function byIntensity(f: Frame, emitter: Emitter): Framework {
  const assets = emitter.assets ?? 'assets';
  const [fuel] = emitter.sources;
  const work = emitter.unit;
  const penalty = penaltyOf(f);
  return {
    dimension: `CO2 per ${work} = ${fuel} per ${work} from how the fleet is run x the efficiency of the ${assets} x CO2 per unit of fuel`,
    claim: canGoal(
      f,
      ` by combining ${emitter.operating ?? 'better operation'} with more efficient ${assets}`,
      `, with ${emitter.fuels ?? 'lower-carbon fuels'} closing what is left`,
    ),
    children: [
      ask(
        'can',
        f.S,
        `burn less ${fuel} per ${work} by running its ${assets} differently`,
        [
          ask(
            'would',
            emitter.operating ?? 'changes to how the fleet is run',
            `cut ${fuel} per ${work} by a tenth or more`,
            [],
            {
              tests: ['scenario-sensitivity', 'benchmarking'],
              rule: rule(
                `the cut in ${fuel} per ${work} from operating changes, net of any extra ${assets} needed`,
                'at-least',
                10,
                '%',
              ),
              impact: 5,
            },
          ),
          ask(
            'would',
            'slower or fuller running',
            `cost less in extra ${assets}, time and service than it saves in fuel and ${penalty}`,
            [],
            {
              tests: ['dcf-model', 'customer-interviews'],
              rule: rule(
                'the saving in fuel and carbon cost minus the cost of the extra capacity and slower service',
                'above',
                0,
              ),
              impact: 4,
            },
          ),
        ],
        { kind: 'driver', dimension: 'how the fleet is run, what it costs' },
      ),
      ask(
        'would',
        `more efficient ${assets}`,
        `cut the rest${by(f)} at a cost ${perUnit(f)} below ${penalty}`,
        [
          ask(
            'could',
            `retrofits to the ${assets} it has`,
            `cut ${fuel} use enough to pay back${by(f) || ' within five years'}`,
            [],
            {
              tests: ['abatement-cost-curve', 'dcf-model'],
              rule: rule('the payback of the retrofit programme, in years', 'at-most', 5),
              impact: 4,
            },
          ),
          ask('would', `new ${assets}`, `arrive in time to count towards the target${by(f)}`, [], {
            tests: ['asset-renewal', 'risk-modelling'],
            rule: rule(`the share of the new ${assets} delivered before the target year`, 'at-least', 80, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'retrofits, new assets' },
      ),
      ask(
        'could',
        emitter.fuels ?? 'lower-carbon fuels',
        'close the gap the other levers leave',
        [
          ask(
            'do',
            emitter.fuels ?? 'lower-carbon fuels',
            `cut CO2 as the target counts it, over the fuel's whole life`,
            [],
            {
              tests: ['emissions-baseline', 'regulatory-review'],
              rule: rule(
                `the cut in CO2 per unit of energy over the fuel's life, as the target measures it`,
                'at-least',
                20,
                '%',
              ),
              impact: 4,
            },
          ),
          ask('are', 'the fuels', `available where ${f.S} refuels, at a premium below ${penalty}`, [], {
            tests: ['supplier-performance', 'abatement-cost-curve'],
            rule: rule(`the fuel premium ${perUnit(f)}, against ${penalty}`, 'below', 0, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'what counts, supply and price' },
      ),
    ],
  };
}

/** Carbon by source: the industry's fuel, feed or feedstock, its process, and its value chain. */
function bySource(f: Frame): Framework {
  const [source1, source2] = sourcesOf(f);
  const emitter = emitterOf(f);
  const peers = tradePeers(f) ?? peersOf(f);
  const unit = emitter?.unit ?? f.u;
  const source = (pool: string, i: number) =>
    ask(
      'can',
      f.S,
      `cut the emissions from ${pool}`,
      [
        ask('does', f.S, `use more ${pool} per ${unit} than ${peers}`, [], {
          tests: ['benchmarking', 'emissions-baseline'],
          rule: rule(`${pool} per ${unit} against the best quartile of peers`, 'above', 10, '%'),
          impact: i === 0 ? 5 : 4,
        }),
        ask('would', `lower-carbon ${pool}`, `cost less ${perUnit(f)} than ${penaltyOf(f)}`, [], {
          tests: ['abatement-cost-curve', 'spend-analysis'],
          rule: rule(`the cost ${perUnit(f)} of switching ${pool}, against ${penaltyOf(f)}`, 'below', 0, '%'),
          impact: 4,
        }),
      ],
      { kind: 'segment', dimension: 'efficiency, switching' },
    );
  return {
    dimension: `${f.M} by source: ${source1}, ${source2}, the process itself, the value chain`,
    claim: `Most of the cut ${f.S} needs can come from ${source1} and ${source2}, at a cost ${perUnit(f)} below ${penaltyOf(f)}`,
    children: [
      ...(emitter?.process ? [processBranch(f, emitter)] : []),
      source(source1, 0),
      source(source2, 1),
      ...(emitter?.process ? [] : [genericProcessBranch(f)]),
      ask(
        'can',
        'suppliers and buyers',
        `share the work of cutting ${theMetric(f)}`,
        [
          ask('do', 'suppliers', `offer lower-carbon inputs at a premium ${f.S} can carry`, [], {
            tests: ['spend-analysis', 'supplier-performance'],
            rule: rule('the premium for lower-carbon inputs as a share of their cost', 'below', 10, '%'),
            impact: 3,
          }),
          ask('would', payersOf(f), 'pay more for a lower-carbon product', [], {
            tests: ['willingness-to-pay', 'customer-interviews'],
            rule: rule(`the premium ${payersOf(f)} would pay, as a share of the ${f.industry.price}`, 'above', 3, '%'),
            impact: 4,
          }),
        ],
        { kind: 'segment', dimension: 'upstream, downstream' },
      ),
    ],
  };
}

/** Switching a whole fleet or asset base: the assets, the sites, the operation, the money, the regulator. */
function byTransition(f: Frame): Framework {
  const assets = assetsOf(f);
  const bills = billsOf(f);
  const [, stream2] = f.industry.revenueStreams;
  return {
    dimension: 'by part of the transition: assets, sites, operation, money',
    claim: canGoal(f, ` by renewing its ${assets} on its normal replacement cycle`, ', if its sites are ready in time'),
    children: [
      ask(
        'can',
        f.S,
        `replace its ${assets} on a schedule that meets the deadline`,
        [
          ask('does', 'the normal replacement cycle', `reach every asset${by(f)}`, [], {
            tests: ['asset-renewal'],
            rule: rule('the share of assets due for replacement before the deadline', 'at-least', 100, '%'),
            impact: 4,
          }),
          ask('can', 'suppliers', 'deliver the new assets at the pace required', [], {
            tests: ['supplier-performance', 'risk-modelling'],
            rule: rule('confirmed supplier capacity as a share of the assets needed each year', 'at-least', 100, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'replacement cycle, supply' },
      ),
      ask(
        'can',
        `${f.Sp} depots and sites`,
        'take the charging or fuelling infrastructure needed in time',
        [
          ask('will', 'grid connections', 'arrive before the new assets do', [], {
            tests: ['expert-interviews', 'risk-modelling'],
            rule: rule(
              'the lead time for grid connections against the delivery of the first assets',
              'at-most',
              100,
              '%',
            ),
            impact: 4,
          }),
          ask('do', 'sites', 'have the space and permissions the new equipment needs', [], {
            tests: ['regulatory-review', 'site-scoring'],
            rule: rule('the share of sites needing planning consent or extra land', 'above', 20, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'power, space and permits' },
      ),
      ask(
        'can',
        'the new assets',
        `do today's work without a loss of service to ${f.C}`,
        [
          ask('do', 'range and refuelling times', 'fit the longest duties', [], {
            tests: ['scenario-sensitivity', 'process-time-study'],
            rule: rule('the share of duties the new assets cannot complete without changes', 'below', 10, '%'),
            impact: 4,
          }),
          ask('are', f.industry.workforce, 'trained to run and maintain the new assets', [], {
            tests: ['capability-assessment', 'workforce-planning'],
            rule: rule(
              `the share of ${f.industry.workforce} trained before the first assets arrive`,
              'at-least',
              80,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'duties, skills' },
      ),
      ask(
        'can',
        f.S,
        `pay for the transition without raising ${bills}`,
        [
          ask('is', 'the whole-life cost of the new assets', 'close to that of the ones they replace', [], {
            tests: ['dcf-model', 'scenario-sensitivity'],
            rule: rule('the whole-life cost of a new asset as a share of the one it replaces', 'at-most', 110, '%'),
            impact: 4,
          }),
          ask('could', `${stream2} or public grants`, 'cover the extra cost', [], {
            tests: ['funding-mix', 'cash-flow-forecast'],
            rule: rule('the share of the extra cost covered by grants or contract payments', 'at-least', 50, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'whole-life cost, funding' },
      ),
    ],
  };
}

/** A transition by stakeholder: who must agree, fund, supply or work differently for it to happen. */
function byStakeholder(f: Frame): Framework {
  const regulator = f.industry.id === 'generic' ? 'the regulator' : f.industry.regulator;
  const assets = assetsOf(f);
  return {
    dimension: 'by stakeholder: the regulator, customers, the workforce, suppliers and the grid, funders',
    claim: `The switch${by(f)} is deliverable if ${regulator} accepts a phased pace and funders share the extra cost`,
    children: [
      ask(
        'will',
        regulator,
        'accept a phased pace and exemptions where no suitable asset exists yet',
        [
          ask('does', 'the regulation', 'provide an exemption route for hard cases', [], {
            tests: ['regulatory-review'],
            rule: rule('the number of asset types for which an exemption route exists', 'at-least', 1),
            impact: 2,
          }),
          ask('would', 'falling behind the schedule', 'cost more in penalties than accelerating it', [], {
            tests: ['regulatory-gap', 'scenario-sensitivity'],
            rule: rule('expected penalties from delay minus the cost of accelerating', 'above', 0),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'exemptions, cost of delay' },
      ),
      ask(
        'will',
        f.C,
        `notice no loss of service while the ${assets} changes`,
        [
          ask('would', 'the switch', `disrupt the service ${f.C} rely on`, [], {
            tests: ['scenario-sensitivity', 'customer-survey'],
            rule: rule('the share of services at risk during the switch', 'above', 5, '%'),
            impact: 3,
          }),
          ask('would', f.C, `accept a higher ${f.industry.price} to pay for the switch`, [], {
            tests: ['willingness-to-pay', 'price-elasticity'],
            rule: rule(`the share of ${f.C} who would accept the rise needed`, 'above', 50, '%'),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'service, price' },
      ),
      ask(
        'will',
        `${f.industry.workforce} and their representatives`,
        'support the new ways of working',
        [
          ask('do', 'new assets', 'change shifts, skills or pay in ways that need agreement', [], {
            tests: ['stakeholder-mapping', 'capability-assessment'],
            rule: rule('the share of roles whose duties or skills change', 'above', 30, '%'),
            impact: 3,
          }),
          ask('could', 'early involvement', 'avoid disputes that delay the programme', [], {
            tests: ['stakeholder-mapping', 'expert-interviews'],
            rule: rule('the months of delay in comparable programmes with disputes', 'above', 3),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'changes to work, involvement' },
      ),
      ask(
        'can',
        'suppliers and the grid operator',
        'deliver what the switch needs on time',
        [
          ask('do', 'suppliers', 'have capacity booked for the volumes needed', [], {
            tests: ['supplier-performance', 'risk-modelling'],
            rule: rule('confirmed supplier slots as a share of the assets needed each year', 'at-least', 100, '%'),
            impact: 3,
          }),
          ask('can', 'the grid operator', 'connect the sites before the new assets arrive', [], {
            tests: ['expert-interviews', 'risk-modelling'],
            rule: rule('quoted connection dates against first deliveries, in months', 'at-most', 0),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'suppliers, grid' },
      ),
      ask(
        'will',
        'owners, lenders and public funders',
        'pay for the extra cost of the switch',
        [
          ask('is', 'the extra cost', `within what owners and lenders will fund`, [], {
            tests: ['cash-flow-forecast', 'dcf-model'],
            rule: rule('extra capital needed as a share of the funding available', 'at-most', 100, '%'),
            impact: 4,
          }),
          ask('will', 'public funders', 'share the cost through grants or contract terms', [], {
            tests: ['funding-mix', 'stakeholder-mapping'],
            rule: rule('the share of the extra cost public funders have committed', 'at-least', 30, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'private, public' },
      ),
    ],
  };
}

function first(f: Frame): Framework {
  const kind = kindOf(f);
  const emitter = emitterOf(f);
  if (kind === 'carbon' && emitter?.kind === 'fleet') return byIntensity(f, emitter);
  return kind === 'carbon' ? bySource(f) : kind === 'transition' ? byTransition(f) : byPlan(f);
}

function second(f: Frame): Framework {
  const kind = kindOf(f);
  return kind === 'carbon' ? byPlan(f) : kind === 'transition' ? byStakeholder(f) : byLeverFamily(f);
}

export const regulationCarbon: ArchetypeDefinition = {
  id: 'regulation-carbon',
  decision: false,
  deciders: ['the chief executive', 'the board'],
  question: metricQuestion,
  variants: [
    { name: 'by source, by part of the transition or along the compliance plan', build: first },
    { name: 'along the compliance plan, by stakeholder or by lever family', build: second },
  ],
};
