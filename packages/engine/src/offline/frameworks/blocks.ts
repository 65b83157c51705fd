import type { Ctx } from './context.js';
import { as, ask, type Spec, type SpecOptions } from './spec.js';

/**
 * Building blocks several frameworks share: a segment split that always closes with "other", a cost
 * pool split by lever (price paid, quantity used, productivity), and the price and volume drivers of revenue.
 */

/** "spare capacity in the fleet and route network"; plain "spare capacity" when the industry names none. */
export function spareCapacity(c: Ctx): string {
  const capacity = c.industry.capacity;
  if (capacity === 'capacity') return 'spare capacity';
  return /capacity$/.test(capacity) ? `spare ${capacity}` : `spare capacity in the ${capacity}`;
}

/** "fuel costs", but "airport and navigation charges" as they are. */
export function poolCosts(pool: string): string {
  return /\b(?:charges|fees|costs|expenses|leases|commissions|subsidies|losses)$/.test(pool) ? pool : `${pool} costs`;
}

/** Three segments, the last one "other": collectively exhaustive by construction. */
export function segments(c: Ctx, make: (segment: string) => [string, string]): Spec[] {
  // "other residents" next to "residents" would overlap; the catch-all then says so plainly.
  const named = c.seg.some((s) => s.toLowerCase() === c.B.toLowerCase());
  const names = [c.seg[0], c.seg[1], named ? 'all other groups' : `other ${c.B}`];
  return as(
    'segment',
    names.map((name) => {
      const [subject, predicate] = make(name);
      return ask('is', subject, predicate);
    }),
  );
}

/** A cost pool split by lever: pay less, use less, work more productively. */
export function costPool(c: Ctx, pool: string, options: SpecOptions = {}): Spec {
  return ask(
    'can',
    c.S,
    `cut the cost of ${pool}`,
    [
      ask(
        'can',
        c.S,
        `pay less for ${pool}`,
        [
          ask('are', 'contract prices', 'above current market rates'),
          ask('could', 'purchasing', 'be pooled across sites or units'),
        ],
        { tests: ['spend-analysis', 'benchmarking'], kind: 'driver' },
      ),
      ask(
        'can',
        c.S,
        `reduce the amount of ${pool} it uses per ${c.u}`,
        [
          ask('is', 'consumption', 'higher than at comparable organisations'),
          ask('is', 'part of it', 'waste, rework or demand nobody needs'),
        ],
        { tests: ['benchmarking', 'pareto'], kind: 'driver' },
      ),
      ask(
        'can',
        c.S,
        `get more done with its ${pool}`,
        [
          ask('could', 'the processes', 'be simplified or automated'),
          ask('could', 'the work', 'be shared, outsourced or stopped'),
        ],
        { tests: ['process-time-study', 'benchmarking'], kind: 'driver' },
      ),
    ],
    { kind: 'driver', dimension: 'cost = price paid × quantity used, at a given productivity', ...options },
  );
}

/** Revenue per unit: price against willingness to pay, discounting, and mix. */
export function pricePerUnit(c: Ctx): Spec {
  return ask(
    'can',
    c.S,
    `raise revenue per ${c.u}`,
    [
      ask(
        'are',
        `${c.Sp} prices`,
        `below what ${c.B} are willing to pay`,
        segments(c, (s) => ['the price gap', `widest among ${s}`]),
        { dimension: 'by customer segment', tests: ['willingness-to-pay', 'competitor-profiling'], impact: 4 },
      ),
      ask(
        'do',
        'discounts and promotions',
        'erode realised prices',
        [
          ask('are', 'discounts', 'granted more often than needed to win the sale'),
          ask('are', 'discount levels', 'deeper than those of competitors'),
          ask('does', c.S, 'lack clear rules for approving discounts'),
        ],
        { tests: ['discount-waterfall', 'pvm-bridge'], impact: 3 },
      ),
      ask(
        'can',
        c.S,
        'shift its sales mix towards higher-value offers',
        [
          ask('can', c.S, `sell more premium options to existing ${c.B}`),
          ask('can', c.S, `grow its ${c.industry.revenueStreams[1]}`),
          ask('should', c.S, 'drop offers that dilute average revenue'),
        ],
        { tests: ['customer-segmentation', 'pvm-bridge'], impact: 3 },
      ),
    ],
    { kind: 'driver', dimension: `revenue per ${c.u} = price × mix` },
  );
}

/** Volume: market growth, share, and whether extra volume pays. */
export function volume(c: Ctx): Spec {
  return ask(
    'can',
    c.S,
    `grow the number of ${c.U} profitably`,
    [
      ask(
        'is',
        `${c.Sp} market`,
        'still growing',
        segments(c, (s) => [`demand from ${s}`, 'growing']),
        {
          dimension: 'by customer segment',
          tests: ['market-sizing', 'expert-interviews'],
          impact: 3,
        },
      ),
      ask(
        'is',
        c.S,
        'losing share to competitors',
        [
          ask('do', 'competitors', 'offer better value for the price'),
          ask('do', 'competitors', `reach ${c.B} through channels ${c.S} lacks`),
          ask('is', `${c.Sp} service`, 'falling short of what customers expect'),
        ],
        { tests: ['competitor-profiling', 'win-loss'], impact: 3 },
      ),
      ask(
        'are',
        `additional ${c.U}`,
        'profitable to serve',
        [
          ask('do', `new ${c.U}`, `come in at lower prices than existing ones`),
          ask('do', `new ${c.U}`, 'cost more to win and to serve'),
          ask('does', spareCapacity(c), 'absorb extra volume at little cost'),
        ],
        { tests: ['unit-economics', 'customer-segmentation'], impact: 2 },
      ),
    ],
    { kind: 'driver', dimension: `${c.U} = market × share` },
  );
}
