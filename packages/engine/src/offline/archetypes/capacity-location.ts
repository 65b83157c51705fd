import type { Frame } from '../frame.js';
import { capitalise, tidy } from '../text.js';
import { both, by, currencyOf, decisionPhrase, economics, either, eitherOpen, valueTest } from './blocks-capital.js';
import { rule, type Spec } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Where and how much capacity to build: whether demand will outgrow what the client has, whether the gap
 * can be closed without building, where new capacity should go and whether it pays back at the size and
 * date proposed. Split once by that chain of questions, once by the routes to the capacity needed (sweat
 * what exists, extend a site, build a new one, buy it in), each judged on the same money.
 */
function capacity(f: Frame): string {
  return f.industry.capacity;
}

/** "capacity", or "capacity in its fleet and route network" where the industry's word is not capacity itself. */
function capacityOf(f: Frame): string {
  return /capacity$/.test(capacity(f)) ? capacity(f) : `capacity in its ${capacity(f)}`;
}

function where(f: Frame): string {
  return f.place ? ` in ${f.place}` : '';
}

function question(f: Frame): string | undefined {
  if (f.options.length >= 2) return undefined;
  const move = decisionPhrase(f);
  const candidates = move
    ? [`Should ${f.S} ${move}${by(f)}, and if so, where and when?`, `Should ${f.S} ${move}${by(f)}?`]
    : [
        `How much capacity should ${f.S} add${where(f)}${by(f)}, and where should it go?`,
        `How much capacity should ${f.S} add${by(f)}, and where?`,
      ];
  return candidates.map((q) => tidy(capitalise(q))).find((q) => q.length <= 160);
}

/** The utilisation the statement measures, when its metric is one ("bed occupancy", "plant utilisation"). */
function utilisation(f: Frame): string {
  return f.hasMetric && /utili[sz]ation|occupancy|load factor|capacity/i.test(f.M)
    ? `${f.Sp} ${f.M}`
    : `utilisation of ${f.Sp} ${capacity(f)}`;
}

function need(f: Frame): Spec {
  return either(
    f,
    [
      ['will', `demand from ${f.C}`, `outgrow ${f.Sp} current ${capacity(f)}${by(f)}`],
      ['is', `${f.Sp} current ${capacity(f)}`, `too small for the demand expected from ${f.C}${by(f)}`],
      ['will', f.S, `run short of ${capacity(f)} for its ${f.C}${by(f)}`],
    ],
    [
      either(
        f,
        [
          ['will', `demand from ${both(...f.industry.segments)}`, `exceed effective capacity${by(f)}`],
          ['does', 'the demand forecast', `put ${both(...f.industry.segments)} above effective capacity${by(f)}`],
          ['is', 'effective capacity', `too low for the forecast from ${both(...f.industry.segments)}${by(f)}`],
        ],
        [],
        {
          tests: ['demand-forecast', 'capacity-utilisation'],
          rule: rule('forecast peak demand as a share of effective capacity in the horizon year', 'above', 100, '%'),
          impact: 5,
        },
      ),
      either(
        f,
        [
          ['is', utilisation(f), 'already above the level where service and cost suffer'],
          ['is', utilisation(f), 'running high enough to hurt service and cost'],
          ['is', 'there', `little slack left in ${f.Sp} ${capacity(f)}`],
        ],
        [],
        {
          tests: ['capacity-utilisation', 'benchmarking'],
          // Above about 85%, queues, overtime and missed maintenance rise steeply in most operations.
          rule: rule('average utilisation of current capacity over the last year', 'above', 85, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['is', `the growth in ${f.U}`, 'lasting rather than a passing peak'],
          ['will', `the extra ${f.U}`, 'last beyond the current peak'],
          ['is', `demand for more ${f.U}`, 'structural rather than cyclical'],
        ],
        [],
        {
          tests: ['demand-forecast', 'expert-interviews'],
          rule: rule('the share of demand growth explained by lasting drivers', 'at-least', 70, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['is', 'there', `already a hit to ${f.Sp} ${f.industry.kpis[0]} where capacity is tight`],
          ['can', `a drop in ${f.industry.kpis[0]}`, 'be seen at the busiest sites'],
        ],
        [],
        {
          tests: ['regression', 'capacity-utilisation'],
          rule: rule(`the gap in ${f.industry.kpis[0]} between the busiest sites and the rest`, 'above', 5, '%'),
          impact: 3,
        },
      ),
    ],
    { dimension: 'forecast against capacity, today’s utilisation, durability of growth, strain already felt' },
  );
}

function alternatives(f: Frame, predicate: string, alternate: string): Spec {
  const e = economics(f);
  return either(
    f,
    [
      ['can', f.S, predicate],
      ['could', f.S, alternate],
    ],
    [
      either(
        f,
        [
          ['can', 'debottlenecking the existing sites', 'close much of the gap'],
          ['would', `removing bottlenecks in the current ${capacity(f)}`, 'free a large part of the capacity needed'],
          ['is', 'a single bottleneck', `holding back the output of ${f.Sp} sites`],
        ],
        [],
        {
          tests: ['capacity-utilisation', 'process-time-study'],
          rule: rule('extra output from debottlenecking as a share of the capacity gap', 'at-least', 30, '%'),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['can', `longer hours for ${f.industry.workforce}`, `add ${f.U} for less than new capacity would cost`],
          ['would', `extra shifts for ${f.industry.workforce}`, `cost less per ${f.u} than new capacity`],
          ['is', `overtime for ${f.industry.workforce}`, `a cheaper source of extra ${f.U} than building`],
        ],
        [],
        {
          tests: ['unit-economics', 'workforce-planning'],
          rule: rule(
            `cost per extra ${f.u} from extra shifts against the full cost per ${f.u} of new capacity`,
            'below',
            100,
            '%',
          ),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['can', `${f.industry.competitors} or subcontractors`, 'take the peaks at an acceptable cost'],
          ['could', f.S, `hand the peaks to ${f.industry.competitors} or subcontractors at a fair price`],
          ['would', 'outsourcing the peaks', `cost ${f.S} less than owning the capacity`],
        ],
        [],
        {
          tests: ['benchmarking', 'expert-interviews'],
          rule: rule(`the cost of bought-in capacity per ${f.u} against ${f.Sp} own full cost`, 'at-most', 110, '%'),
          impact: 3,
        },
      ),
      either(
        f,
        [
          [
            'can',
            'demand',
            `be moved away from the peaks through ${e.commercial ? 'pricing, booking or scheduling' : 'booking or scheduling'}`,
          ],
          [
            'would',
            e.commercial ? `off-peak ${f.industry.price}s or smarter scheduling` : 'booking rules or scheduling',
            'flatten the peaks',
          ],
        ],
        [],
        {
          tests: [e.commercial ? 'price-elasticity' : 'service-level-model', 'demand-forecast'],
          rule: rule('the share of peak demand that can be moved off-peak', 'at-least', 10, '%'),
          impact: 2,
        },
      ),
    ],
    { dimension: 'more from the same sites, more hours, others’ capacity, flatter demand' },
  );
}

function location(f: Frame): Spec {
  return eitherOpen(
    f,
    [
      [
        `Where is the best location for the new capacity${where(f)}?`,
        `One location${where(f)} serves ${f.S} clearly better than the others`,
      ],
      [
        `Which location${where(f)} should take the new capacity?`,
        `A single location${where(f)} clearly beats the alternatives for ${f.S}`,
      ],
    ],
    [
      either(
        f,
        [
          ['does', 'a site near the growth in demand', `give the lowest cost to serve ${f.C}`],
          ['is', `the cheapest place to serve ${f.C}`, 'near the growth in demand'],
          ['would', 'a location close to new demand', `minimise the cost of reaching ${f.C}`],
        ],
        [],
        {
          tests: ['network-model', 'site-scoring'],
          rule: rule(
            'the total cost to serve from the preferred site against the best alternative site',
            'below',
            100,
            '%',
          ),
          impact: 4,
        },
      ),
      either(
        f,
        [
          ['can', 'the shortlisted sites', `draw on enough ${f.industry.workforce} within reach`],
          ['are', `enough ${f.industry.workforce}`, 'within reach of the shortlisted sites'],
          ['can', `the candidate locations`, `staff up with ${f.industry.workforce} from the local labour market`],
        ],
        [],
        {
          tests: ['workforce-planning', 'site-scoring'],
          rule: rule(
            'the people the site needs as a share of the suitable labour pool within commuting distance',
            'at-most',
            5,
            '%',
          ),
          impact: 3,
        },
      ),
      either(
        f,
        [
          ['can', 'the preferred site', `secure land, utilities and approval from ${f.industry.regulator} in time`],
          [
            'will',
            `land, utilities and approval from ${f.industry.regulator}`,
            'be in place in time at the preferred site',
          ],
        ],
        [],
        {
          tests: ['regulatory-review', 'site-scoring'],
          rule: rule(
            'the expected time to land, connections and permits as a share of the time before the capacity is needed',
            'at-most',
            100,
            '%',
          ),
          impact: 3,
        },
      ),
    ],
    { kind: 'issue', dimension: 'cost to serve, people, land and permits' },
  );
}

function byChain(f: Frame): Framework {
  const cur = currencyOf(f);
  return {
    dimension: 'need, alternatives to building, location, economics and timing',
    claim: `${capitalise(f.S)} needs new ${capacityOf(f)}${by(f)}, and one right-sized, well-placed step pays back`,
    children: [
      need(f),
      alternatives(f, 'close the gap without new capacity', 'meet demand from what it already has'),
      location(f),
      either(
        f,
        [
          ['does', 'the new capacity', 'pay back at the size and date proposed'],
          ['is', 'the proposed size and timing', 'the one that pays back best'],
          ['would', 'the planned expansion', 'repay its cost at the scale and date proposed'],
        ],
        [
          valueTest(f, 'the new capacity', 4),
          either(
            f,
            [
              ['is', 'building in steps', 'worth more than one large step'],
              ['would', 'a phased build', 'create more value than one large step'],
              ['should', f.S, 'add capacity in modules rather than all at once'],
            ],
            [],
            {
              tests: ['option-npv', 'scenario-sensitivity'],
              rule: rule('the value of a phased build minus that of a single build', 'above', 0, cur),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['does', 'the lead time to build', 'leave a margin before demand exceeds capacity'],
              ['will', 'the new capacity', 'be ready before demand overtakes it'],
              ['is', 'there', 'enough lead time to open before the shortfall bites'],
            ],
            [],
            {
              tests: ['demand-forecast', 'risk-modelling'],
              rule: rule(
                'months between planned start-up and the date demand exceeds capacity',
                'at-least',
                6,
                'months',
              ),
              impact: 3,
            },
          ),
        ],
        { dimension: 'value, size, timing' },
      ),
    ],
  };
}

function byRoute(f: Frame): Framework {
  return {
    dimension: 'by route to the capacity needed: size the need, then sweat, extend, build new or buy in',
    claim: `${capitalise(f.S)} meets demand${by(f)} most cheaply by sweating its sites first and adding one well-placed step`,
    children: [
      eitherOpen(
        f,
        [
          [
            `How much extra capacity will ${f.S} need, and by when?`,
            `${capitalise(f.S)} will need materially more capacity within the planning horizon`,
          ],
          [`What shortfall does ${f.S} face${by(f)}?`, `${capitalise(f.S)} faces a material shortfall${by(f)}`],
        ],
        [
          either(
            f,
            [
              ['will', 'the base-case shortfall', `exceed a tenth of today's ${f.industry.capacity}`],
              ['is', 'the base-case shortfall', `large against today's ${f.industry.capacity}`],
              ['would', 'the expected gap', `amount to more than a tenth of today's ${f.industry.capacity}`],
            ],
            [],
            {
              tests: ['demand-forecast', 'capacity-utilisation'],
              rule: rule('the forecast shortfall as a share of current effective capacity', 'above', 10, '%'),
              impact: 5,
            },
          ),
          either(
            f,
            [
              ['does', 'a shortfall', `remain even if ${f.industry.kpis[0]} disappoints`],
              ['would', `a setback in ${f.industry.kpis[0]}`, 'still leave a shortfall'],
              ['is', 'the shortfall', 'robust to a downturn in demand'],
            ],
            [],
            {
              tests: ['demand-forecast', 'scenario-sensitivity'],
              rule: rule('the shortfall in the low-demand scenario', 'above', 0, '%'),
              impact: 4,
            },
          ),
        ],
        { kind: 'issue', dimension: 'base case, low case' },
      ),
      alternatives(
        f,
        `get more out of the ${capacity(f)} it already has`,
        `stretch its ${capacity(f)} further before building`,
      ),
      either(
        f,
        [
          ['would', 'extending an existing site', 'cost less per unit of capacity than a new one'],
          ['is', 'growing an existing site', 'cheaper per unit of capacity than starting afresh'],
          ['should', f.S, 'expand where it already operates rather than open elsewhere'],
        ],
        [
          either(
            f,
            [
              ['does', 'an existing site', `have the space and ${f.industry.workforce} to grow`],
              ['is', 'there', `room and enough ${f.industry.workforce} to grow an existing site`],
            ],
            [],
            {
              tests: ['site-scoring', 'regulatory-review'],
              rule: rule(
                'the capacity that can be added on existing sites as a share of the need',
                'at-least',
                50,
                '%',
              ),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['is', 'the cost per unit of capacity added', 'lower on an existing site'],
              ['would', 'capacity added on an existing site', 'cost less per unit'],
              ['are', 'expansion costs', 'lower at existing sites than on a greenfield'],
            ],
            [],
            {
              tests: ['benchmarking', 'dcf-model'],
              rule: rule('capital cost per unit of capacity on an existing site against a new site', 'below', 100, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              ['would', 'more output on one site', 'leave an acceptable risk if that site fails'],
              ['can', f.S, 'live with more of its output on one site'],
              ['is', 'concentration on one site', `a risk ${f.S} can carry`],
            ],
            [],
            {
              tests: ['risk-modelling'],
              rule: rule('the share of total output that depends on the largest site', 'at-most', 50, '%'),
              impact: 2,
            },
          ),
        ],
        { dimension: 'room to grow, cost, concentration' },
      ),
      either(
        f,
        [
          ['would', `a new site${where(f)}`, `serve ${f.C} better than growing existing ones`],
          ['should', f.S, `move to a greenfield location${where(f)}`],
          ['is', `a greenfield site${where(f)}`, `the better answer for ${f.C}`],
        ],
        [
          either(
            f,
            [
              ['would', 'a new site near the growth in demand', 'lower the total cost to serve the network'],
              ['would', 'the network model', 'point to a new site near the growth in demand'],
              ['would', 'network modelling', 'favour adding a location near new demand'],
            ],
            [],
            {
              tests: ['network-model', 'site-scoring'],
              rule: rule('the total cost to serve with a new site against growing existing sites', 'below', 100, '%'),
              impact: 4,
            },
          ),
          either(
            f,
            [
              [
                'does',
                'the best candidate site',
                `meet every must-have criterion, from land and permits to ${f.industry.workforce}`,
              ],
              ['would', 'the best candidate site', `pass on land, permits and ${f.industry.workforce}`],
            ],
            [],
            {
              tests: ['site-scoring', 'workforce-planning'],
              rule: rule(
                'the score of the best site against the minimum on every must-have criterion',
                'at-least',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
          valueTest(f, 'a new site', 4),
        ],
        { dimension: 'network cost, site criteria, value' },
      ),
      either(
        f,
        [
          ['would', 'buying capacity from others', 'meet the need for less'],
          ['is', 'buying capacity from others', 'the cheaper route'],
          ['could', 'partners or an acquisition', 'supply the capacity for less'],
        ],
        [
          either(
            f,
            [
              ['is', `capacity bought from ${f.industry.competitors}`, `cheaper per ${f.u} than building`],
              ['would', `${f.industry.competitors} with spare capacity`, `supply it for less per ${f.u} than building`],
              ['is', 'renting capacity', `cheaper per ${f.u} than owning it`],
            ],
            [],
            {
              tests: ['benchmarking', 'valuation-multiples'],
              rule: rule(
                `the cost per ${f.u} of bought-in capacity against the full cost of building`,
                'below',
                100,
                '%',
              ),
              impact: 3,
            },
          ),
          either(
            f,
            [
              ['can', f.S, `keep control of quality and service for ${f.C} with capacity it does not own`],
              ['would', `the service ${f.C} receive`, 'hold up on capacity run by others'],
              ['can', 'partners', `match ${f.Sp} standard of service`],
            ],
            [],
            {
              tests: ['supplier-performance', 'expert-interviews'],
              rule: rule('the service level of candidate partners against its own', 'at-least', 100, '%'),
              impact: 2,
            },
          ),
        ],
        { dimension: 'cost, control' },
      ),
    ],
  };
}

export const capacityLocation: ArchetypeDefinition = {
  id: 'capacity-location',
  decision: true,
  deciders: ['the board', 'the executive team'],
  question,
  variants: [
    { name: 'need, alternatives, location, economics', build: byChain },
    { name: 'by route to capacity', build: byRoute },
  ],
};
