import { costPool, poolCosts, pricePerUnit, segments, volume } from './blocks.js';
import type { Ctx } from './context.js';
import { as, ask, type Spec } from './spec.js';

/** The first level of a decomposition, with the split that produces it and the governing claim. */
export interface Framework {
  dimension: string;
  claim: string;
  children: Spec[];
}

/** "restore an 8% margin within 24 months", or a plain goal when the statement states none. */
export function goalText(c: Ctx, fallback: string): string {
  const target = c.frame.target?.text ?? fallback;
  const time = c.frame.timeFrame && !target.includes(c.frame.timeFrame) ? ` ${c.frame.timeFrame}` : '';
  return `${target.replace(/\bit\b/, `its ${c.M}`).replace(/\bthem\b/, `its ${c.M}`)}${time}`;
}

/** Profit = revenue per unit × units − variable costs − fixed costs. */
export function profitability(c: Ctx): Framework {
  const [vc1, vc2] = c.industry.variableCosts;
  const [fc1, fc2] = c.industry.fixedCosts;
  const poolRise = (pool: string) =>
    ask(
      'has',
      `the cost of ${pool} per ${c.u}`,
      'risen',
      [
        ask('is', `the rise in ${poolCosts(pool)}`, 'driven by higher input prices'),
        ask('is', `the rise in ${poolCosts(pool)}`, `driven by more use per ${c.u}`),
      ],
      { tests: ['cost-baseline', 'benchmarking'], impact: 4, kind: 'driver' },
    );
  return {
    dimension: /margin/i.test(c.M)
      ? `${c.M} = (revenue per ${c.u} × ${c.U} − variable costs − fixed costs) ÷ revenue`
      : `profit = revenue per ${c.u} × ${c.U} − variable costs − fixed costs`,
    claim: `${c.S} can ${goalText(c, `restore its ${c.M}`)} through higher revenue per ${c.u} and lower costs`,
    children: [
      pricePerUnit(c),
      volume(c),
      ask(
        'can',
        c.S,
        `cut variable costs per ${c.u}`,
        [
          poolRise(vc1),
          poolRise(vc2),
          ask(
            'have',
            `other variable costs per ${c.u}`,
            'risen',
            [
              ask('do', 'a few cost items', 'explain most of the increase'),
              ask('are', 'these costs', 'growing faster than volume'),
            ],
            { tests: ['cost-baseline', 'pareto'], impact: 2, kind: 'driver' },
          ),
        ],
        { kind: 'driver', dimension: 'by variable cost pool' },
      ),
      ask(
        'can',
        c.S,
        'reduce fixed costs and overheads',
        [
          ask(
            'are',
            poolCosts(fc1),
            'higher than current volumes need',
            [
              ask('is', `the ${fc1} base`, `sized for more ${c.U} than ${c.S} serves`),
              ask('could', fc1, 'be organised more productively'),
            ],
            { tests: ['benchmarking', 'capacity-utilisation'], impact: 3, kind: 'driver' },
          ),
          ask(
            'are',
            poolCosts(fc2),
            'above those of peers',
            [
              ask('does', c.S, `pay more for ${fc2} than peers`),
              ask('could', c.S, `renegotiate or restructure its ${fc2} contracts`),
            ],
            { tests: ['benchmarking', 'spend-analysis'], impact: 3, kind: 'driver' },
          ),
          ask(
            'are',
            'overheads and support functions',
            'larger than the business needs',
            [
              ask('have', 'overheads', 'grown faster than revenue'),
              ask('could', 'support functions', 'be simplified, shared or automated'),
            ],
            { tests: ['zero-based-review', 'spans-layers'], impact: 2, kind: 'driver' },
          ),
        ],
        { kind: 'driver', dimension: 'by fixed cost pool' },
      ),
    ],
  };
}

/** Revenue = existing customers + new customers in current markets + new offers + new markets. */
export function revenueGrowth(c: Ctx): Framework {
  return {
    dimension: `revenue = existing ${c.B} + new ${c.B} + new products + new markets`,
    claim: `${c.S} can ${goalText(c, 'grow revenue')} mainly through existing ${c.B} and new ${c.B} in its current markets`,
    children: [
      ask(
        'can',
        c.S,
        `grow revenue from its existing ${c.B}`,
        [
          ask(
            'can',
            c.S,
            `keep more of its existing ${c.B}`,
            segments(c, (s) => [`churn among ${s}`, 'rising']),
            {
              dimension: 'by customer segment',
              tests: ['cohort-churn', 'customer-segmentation'],
              impact: 3,
            },
          ),
          ask(
            'can',
            c.S,
            `sell more to each existing ${c.u}`,
            [
              ask('do', `existing ${c.B}`, `buy only part of what they need from ${c.S}`),
              ask('can', c.S, `cross-sell its ${c.industry.revenueStreams[1]}`),
              ask('would', 'bundles or upgrades', 'raise spend per customer'),
            ],
            { tests: ['customer-segmentation', 'pvm-bridge'], impact: 4 },
          ),
          ask(
            'can',
            c.S,
            'raise prices without losing volume',
            [
              ask('are', `${c.Sp} prices`, 'below the value customers get'),
              ask('have', 'price increases', 'been held back by discounting'),
            ],
            { tests: ['price-elasticity', 'willingness-to-pay'], impact: 3 },
          ),
        ],
        { kind: 'driver', dimension: `revenue from existing ${c.B} = retention × spend per customer × price` },
      ),
      ask(
        'can',
        c.S,
        `win new ${c.B} in its current markets`,
        [
          ask(
            'is',
            `${c.Sp} market`,
            'growing fast enough to carry the target',
            segments(c, (s) => [`demand from ${s}`, 'growing fast']),
            { dimension: 'by customer segment', tests: ['market-sizing'], impact: 3 },
          ),
          ask(
            'can',
            c.S,
            'take share from competitors',
            [
              ask('does', c.S, 'win fewer deals than its competitors'),
              ask('do', 'competitors', 'offer better value for the price'),
            ],
            { tests: ['competitor-profiling', 'win-loss'], impact: 4 },
          ),
          ask(
            'can',
            c.S,
            `convert more prospects into ${c.B}`,
            [
              ask('do', 'too few prospects', `hear about ${c.S}`),
              ask('do', 'prospects', 'drop out during the sales process'),
              ask('is', 'the offer', 'hard to try or buy'),
            ],
            { tests: ['conversion-funnel', 'win-loss'], impact: 3 },
          ),
        ],
        { kind: 'driver', dimension: `new ${c.B} = market growth + share gain + conversion` },
      ),
      ask(
        'can',
        c.S,
        'grow revenue with new products or services',
        [
          ask(
            'are',
            'there',
            `unmet needs among current ${c.B}`,
            [
              ask('do', `current ${c.B}`, 'buy related products from other suppliers'),
              ask('do', `current ${c.B}`, `ask for features or services ${c.S} lacks`),
            ],
            { tests: ['customer-interviews', 'customer-survey'], impact: 3 },
          ),
          ask(
            'can',
            c.S,
            'build or buy the new offers quickly enough',
            [
              ask('does', c.S, 'have the skills to develop them in-house'),
              ask('could', 'partners or acquisitions', 'fill the gaps faster'),
            ],
            { tests: ['capability-assessment'], impact: 2 },
          ),
          ask(
            'would',
            'new offers',
            'earn enough to matter for the target',
            [ask('is', 'their revenue potential', 'large enough'), ask('would', 'they', 'cannibalise existing sales')],
            { tests: ['market-sizing', 'unit-economics'], impact: 3 },
          ),
        ],
        { kind: 'driver', dimension: 'by type of new offer' },
      ),
      ask(
        'can',
        c.S,
        'grow revenue in new markets',
        [
          ask(
            'are',
            'there',
            'attractive new regions within reach',
            [
              ask('are', 'neighbouring regions', 'large and growing'),
              ask('can', c.S, 'serve new regions from its current base'),
            ],
            { tests: ['market-sizing', 'regulatory-review'], impact: 3 },
          ),
          ask(
            'are',
            'there',
            'adjacent customer groups that need the offer',
            [
              ask('do', 'adjacent customer groups', 'have the same need'),
              ask('would', 'the offer', 'need changes to serve them'),
            ],
            { tests: ['customer-segmentation', 'market-sizing'], impact: 2 },
          ),
          ask(
            'can',
            c.S,
            'win in new markets against local competitors',
            [
              ask('are', 'local competitors', 'strong and entrenched'),
              ask('does', c.S, 'have an advantage it can carry over'),
            ],
            { tests: ['competitor-profiling'], impact: 2 },
          ),
        ],
        { kind: 'driver', dimension: 'by type of new market' },
      ),
    ],
  };
}

const ADMIN_POOLS = ['administrative staff', 'IT systems', 'offices and facilities', 'external services'] as const;

/** Costs split by pool; each pool by lever. A constraint gets its own branch. */
export function costReduction(c: Ctx): Framework {
  const admin = /\b(?:admin\w*|overheads?|sg&a|g&a|support|back[- ]office|head office)\b/i.test(c.M);
  const pools = admin
    ? [...ADMIN_POOLS]
    : [c.industry.variableCosts[0], c.industry.variableCosts[1], c.industry.fixedCosts[0], c.industry.fixedCosts[1]];
  const children: Spec[] = pools.map((pool, i) => costPool(c, pool, { impact: i < 2 ? 4 : 3 }));
  children.push(
    ask(
      'can',
      c.S,
      'cut its other costs',
      [
        ask('do', 'a few items', 'account for most of the remaining costs'),
        ask('are', 'some of these costs', 'no longer needed at all'),
      ],
      { kind: 'other', tests: ['pareto', 'cost-baseline'], impact: 2 },
    ),
  );
  if (c.constraint && c.protectedThing) {
    children.push(
      ask(
        'can',
        c.S,
        `make the cuts ${c.constraint}`,
        [
          ask('do', 'some of the savings', `put ${c.protectedThing} at risk`),
          ask('can', c.S, `track ${c.protectedThing} closely while the cuts are made`),
          ask('could', 'part of the savings', `be reinvested to protect ${c.protectedThing}`),
        ],
        {
          kind: 'criterion',
          tests: ['customer-survey', 'pilot-test'],
          impact: 4,
          dimension: 'by effect on the constraint',
        },
      ),
    );
  }
  const pools4 = pools.slice(0, 2).join(' and ');
  return {
    dimension: `${c.M} = ${pools.join(' + ')} + other costs`,
    claim: `${c.S} can ${goalText(c, `cut its ${c.M}`)}, with most savings in ${pools4}`,
    children,
  };
}

/** Pricing: what to charge for, how much, for whom, and how to get there without losing customers. */
export function pricing(c: Ctx): Framework {
  const text = c.frame.statement.toLowerCase();
  const models: string[] = [];
  if (/per[- ]seat|per[- ]user|per[- ]licen/.test(text)) models.push('a per-seat price');
  if (/usage[- ]based|pay[- ]as[- ]you[- ]go|consumption/.test(text)) models.push('a usage-based price');
  if (/dynamic pric/.test(text)) models.push('dynamic prices that follow demand');
  if (/subscription/.test(text)) models.push('a flat subscription');
  if (/freemium/.test(text)) models.push('a free tier with paid upgrades');
  const defaults = ['a base fee plus a variable charge', 'tiered packages', 'a flat price per unit'];
  for (const d of defaults) if (models.length < 3 && !models.includes(d)) models.push(d);
  const metricLine = c.frame.target?.text ?? `raise ${c.M}`;
  return {
    dimension: 'price metric → price level → packages by segment → transition → revenue effect',
    claim: `${c.S} should price on the metric that tracks the value ${c.B} get and ${metricLine.replace(/^raise\b/, 'can raise')}`,
    children: [
      ask(
        'should',
        c.S,
        'change the unit it charges for',
        as(
          'option',
          models.map((m) => ask('would', m, 'track the value customers get')),
        ),
        {
          kind: 'option',
          dimension: 'price metric options',
          tests: ['willingness-to-pay', 'customer-interviews'],
          impact: 4,
        },
      ),
      ask(
        'can',
        c.S,
        'price above its main competitors',
        [
          ask('are', 'customers', 'willing to pay a premium for what sets it apart', [], {
            tests: ['willingness-to-pay'],
            impact: 4,
          }),
          ask('do', 'competitors', 'charge less for similar value', [], { tests: ['competitor-profiling'], impact: 3 }),
          ask('does', 'the floor set by costs', 'leave enough room', [], { tests: ['unit-economics'], impact: 2 }),
        ],
        { kind: 'driver', dimension: 'value to customers vs competitor prices vs cost floor' },
      ),
      ask(
        'should',
        c.S,
        'offer different packages to different customer segments',
        segments(c, (s) => [`a separate package for ${s}`, 'worth offering']),
        {
          kind: 'issue',
          dimension: 'by customer segment',
          tests: ['customer-segmentation', 'willingness-to-pay'],
          impact: 3,
        },
      ),
      ask(
        'can',
        c.S,
        'move existing customers over without losing them',
        [
          ask('would', 'some customers', 'pay much more under the new pricing', [], {
            tests: ['scenario-sensitivity'],
          }),
          ask('would', 'revenue', 'dip during the transition', [], { tests: ['scenario-sensitivity'] }),
          ask('can', 'a pilot', 'show the effect before a full launch', [], { tests: ['pilot-test'] }),
        ],
        {
          kind: 'issue',
          dimension: 'winners and losers of the change',
          tests: ['cohort-churn', 'pilot-test'],
          impact: 3,
        },
      ),
      ask(
        'will',
        'the new pricing',
        `raise ${/^(?:revenue|sales)/i.test(c.M) ? c.M : 'revenue'}`,
        [
          ask('will', 'price changes', 'outweigh any volume lost', [], { tests: ['price-elasticity'] }),
          ask('will', 'demand', 'grow under the new pricing', [], { tests: ['price-elasticity', 'pvm-bridge'] }),
        ],
        { kind: 'driver', dimension: 'revenue = price × volume', tests: ['price-elasticity', 'pvm-bridge'], impact: 4 },
      ),
    ],
  };
}
