import type { Frame } from '../frame.js';
import { as, ask, rule, type Spec, type SpecOptions } from './spec.js';

/**
 * Building blocks several archetypes share, written in the industry's words: revenue per unit, volume, a
 * cost pool split by lever, a segment split. Every block is a real split of its parent, and a segment split
 * closes with the rest of the customers only where the two named segments do not cover them.
 */

/** "the airline's fleet and route network" reads after "spare capacity in". */
export function spareCapacity(f: Frame): string {
  const capacity = f.industry.capacity;
  return /capacity$/.test(capacity) ? `spare ${capacity}` : `spare capacity in ${f.Sp} ${capacity}`;
}

/** "fuel costs", but "airport and navigation charges" as they are. */
export function poolCosts(pool: string): string {
  return /\b(?:charges|fees|costs|expenses|leases|commissions|subsidies|losses|maintenance|wages|salaries|rent)$/.test(
    pool,
  )
    ? pool
    : `${pool} costs`;
}

/** The gap the problem must close, as a share: "a third of the 6-point gap". */
export function shareOfGap(f: Frame, share: 'half' | 'a third' | 'a quarter'): string {
  return f.gap ? `${share} of the ${f.gap.text} gap` : `${share} of the gap to the target`;
}

/** A threshold that is a share of the gap in the gap's unit, or `fallback` when the gap is unknown. */
export function gapThreshold(f: Frame, fraction: number, fallback: number): { threshold: number; unit: string } {
  if (!f.gap) return { threshold: fallback, unit: '%' };
  const value = Math.round(f.gap.value * fraction * 10) / 10;
  return { threshold: value, unit: f.gap.unit === 'pp' ? 'pp' : f.gap.unit };
}

/** The two named segments of the industry and, where they leave people out, the rest. */
export function segmentSplit(
  f: Frame,
  make: (segment: string) => [subject: string, predicate: string],
  options: SpecOptions = {},
): Spec[] {
  const [a, b] = f.industry.segments;
  const specs = [a, b].map((segment) => {
    const [subject, predicate] = make(segment);
    return ask('is', subject, predicate, [], options);
  });
  return as('segment', specs);
}

/** Revenue per unit: price against willingness to pay, mix, and the second revenue stream. */
export function revenuePerUnit(f: Frame): Spec {
  const [seg1, seg2] = f.industry.segments;
  const [, stream2] = f.industry.revenueStreams;
  const price = f.industry.price;
  return ask(
    'can',
    f.S,
    `raise revenue per ${f.u}`,
    [
      ask('are', `${f.Sp} ${price}s`, `below what ${f.C} are willing to pay`, [], {
        tests: ['willingness-to-pay', 'competitor-profiling'],
        rule: rule(`the gap between ${f.Sp} ${price}s and what surveyed ${f.C} say they would pay`, 'above', 5, '%'),
        impact: 4,
      }),
      ask('has', `the mix`, `shifted from ${seg1} towards ${seg2}`, [], {
        tests: ['customer-segmentation', 'pvm-bridge'],
        rule: rule(`the fall in the revenue share of ${seg1} over the period`, 'above', 3, 'pp'),
        impact: 3,
      }),
      ask('can', f.S, `grow its ${stream2} per ${f.u}`, [], {
        tests: ['benchmarking', 'customer-segmentation'],
        rule: rule(`the gap between ${f.Sp} ${stream2} per ${f.u} and the peer median`, 'above', 10, '%'),
        impact: 3,
      }),
    ],
    { kind: 'driver', dimension: `revenue per ${f.u} = ${price} × mix + ${stream2}` },
  );
}

/** Volume: share against competitors, capacity to absorb more, and whether extra volume pays. */
export function volume(f: Frame): Spec {
  return ask(
    'can',
    f.S,
    `serve more ${f.U} at a profit`,
    [
      ask('is', f.S, `losing share to ${f.industry.competitors}`, [], {
        tests: ['competitor-profiling', 'customer-survey'],
        rule: rule(`the change in ${f.Sp} market share over the period`, 'below', -1, 'pp'),
        impact: 3,
      }),
      ask('is', 'there', `${spareCapacity(f)} to absorb more ${f.U}`, [], {
        tests: ['capacity-utilisation', 'benchmarking'],
        rule: rule(`the gap between ${f.Sp} ${f.industry.kpis[0]} and the best peer`, 'above', 3, '%'),
        impact: 3,
      }),
      ask('do', `additional ${f.U}`, 'bring a positive contribution after variable costs', [], {
        tests: ['unit-economics'],
        rule: rule(`the contribution per additional ${f.u} after variable costs`, 'above', 0),
        impact: 2,
      }),
    ],
    { kind: 'driver', dimension: `${f.U} = market × share, within capacity` },
  );
}

/** A cost pool split by lever: the price paid, the quantity used, and how productively it is used. */
export function costPool(f: Frame, pool: string, options: SpecOptions = {}): Spec {
  const costs = poolCosts(pool);
  return ask(
    'can',
    f.S,
    `cut its ${costs}`,
    [
      ask('does', f.S, `pay more than peers for ${pool}`, [], {
        tests: ['spend-analysis', 'benchmarking'],
        rule: rule(`the price ${f.S} pays for ${pool} against the peer median`, 'above', 5, '%'),
        kind: 'driver',
      }),
      ask('does', f.S, `use more ${pool} per ${f.u} than it needs`, [], {
        tests: ['benchmarking', 'pareto'],
        rule: rule(`${pool} used per ${f.u} against the best quartile of peers`, 'above', 10, '%'),
        kind: 'driver',
      }),
      ask('could', 'the work behind these costs', 'be simplified, automated or stopped', [], {
        tests: ['process-time-study', 'zero-based-review'],
        rule: rule(`the share of ${costs} in activities that add no value for ${f.C}`, 'above', 10, '%'),
        kind: 'driver',
      }),
    ],
    { kind: 'driver', dimension: 'cost = price paid × quantity used, at a given productivity', ...options },
  );
}

/** Whether a cost pool per unit rose faster than revenue per unit: where the margin went. */
export function poolRise(f: Frame, pool: string): Spec {
  const costs = poolCosts(pool);
  return ask('have', `${costs} per ${f.u}`, `risen faster than revenue per ${f.u}`, [], {
    kind: 'driver',
    tests: ['cost-baseline', 'benchmarking'],
    rule: rule(`growth in ${costs} per ${f.u} minus growth in revenue per ${f.u} over the period`, 'above', 0, 'pp'),
    impact: 4,
  });
}
