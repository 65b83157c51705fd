import { movePhrase, type Frame } from '../frame.js';
import { costPool, gapThreshold, poolCosts, poolRise, revenuePerUnit, shareOfGap, volume } from './blocks.js';
import { ask, open, rule } from './spec.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Profitability: margin = (revenue per unit × units − variable costs − fixed costs) ÷ revenue. Split once
 * by the formula (where can the margin come back from), once by diagnosis (why did it go, then which levers
 * close the gap in time).
 */
function goal(f: Frame): string {
  const deadline = f.deadline ? ` ${f.deadline}` : '';
  return f.target ? `${movePhrase(f)}${deadline}` : `restore its ${f.M}${deadline}`;
}

function byFormula(f: Frame): Framework {
  const [vc1, vc2] = f.industry.variableCosts;
  const [fc1, fc2] = f.industry.fixedCosts;
  return {
    dimension: /margin/i.test(f.M)
      ? `${f.M} = (revenue per ${f.u} × ${f.U} − variable costs − fixed costs) ÷ revenue`
      : `profit = revenue per ${f.u} × ${f.U} − variable costs − fixed costs`,
    claim: `${f.S} can ${goal(f)} mainly through higher revenue per ${f.u} and lower unit costs`,
    children: [
      revenuePerUnit(f),
      volume(f),
      ask(
        'can',
        f.S,
        `cut variable costs per ${f.u}`,
        [
          poolRise(f, vc1),
          poolRise(f, vc2),
          ask('does', f.S, `pay more than peers for ${vc1} and ${vc2}`, [], {
            kind: 'driver',
            tests: ['spend-analysis', 'benchmarking'],
            rule: rule(
              `the price ${f.S} pays for its largest variable cost items against the peer median`,
              'above',
              5,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'by variable cost pool' },
      ),
      ask(
        'can',
        f.S,
        'reduce fixed costs and overheads',
        [
          ask('are', poolCosts(fc1), `higher than today's volume of ${f.U} needs`, [], {
            kind: 'driver',
            tests: ['benchmarking', 'capacity-utilisation'],
            rule: rule(`${poolCosts(fc1)} per ${f.u} against the peer median`, 'above', 10, '%'),
            impact: 3,
          }),
          ask('are', poolCosts(fc2), 'above those of peers', [], {
            kind: 'driver',
            tests: ['benchmarking', 'spend-analysis'],
            rule: rule(`${poolCosts(fc2)} as a share of revenue against the peer median`, 'above', 1, 'pp'),
            impact: 3,
          }),
          ask('have', 'overheads', 'grown faster than revenue', [], {
            kind: 'driver',
            tests: ['zero-based-review', 'spans-layers'],
            rule: rule('growth in overhead costs minus growth in revenue over the period', 'above', 0, 'pp'),
            impact: 2,
          }),
        ],
        { kind: 'driver', dimension: 'by fixed cost pool' },
      ),
    ],
  };
}

function byDiagnosis(f: Frame): Framework {
  const [vc1] = f.industry.variableCosts;
  const [fc1] = f.industry.fixedCosts;
  const [seg1, seg2] = f.industry.segments;
  const third = gapThreshold(f, 1 / 3, 1);
  const worth = (lever: string) =>
    rule(
      `the ${f.M} gain from ${lever}, in ${third.unit === 'pp' ? 'points' : 'the metric'}`,
      'at-least',
      third.threshold,
      third.unit,
    );
  return {
    dimension: 'why the margin moved (market, position, own costs), then which levers close the gap in time',
    claim: `${f.S} can ${goal(f)}, because most of the decline comes from causes within its control`,
    children: [
      ask(
        'has',
        `the whole market's ${f.M}`,
        'fallen by as much',
        [
          ask('have', `${f.industry.competitors}`, `seen their ${f.M} fall by a similar amount`, [], {
            tests: ['benchmarking', 'expert-interviews'],
            rule: rule(`the fall in the peer median ${f.M} as a share of ${f.Sp} own fall`, 'at-least', 75, '%'),
            impact: 4,
          }),
          ask('have', `input prices such as ${vc1}`, `risen for every player in the market`, [], {
            tests: ['cost-baseline', 'expert-interviews'],
            rule: rule(`the rise in market prices for ${vc1} over the period`, 'above', 10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'the market against the client' },
      ),
      ask(
        'has',
        f.S,
        `lost ground to ${f.industry.competitors}`,
        [
          ask('has', f.S, `lost ${f.C} or pricing power among ${seg1}`, [], {
            tests: ['customer-segmentation', 'competitor-profiling'],
            rule: rule(`the change in revenue per ${f.u} from ${seg1} against peers`, 'below', -3, '%'),
            impact: 4,
          }),
          ask('has', f.S, `lost ${f.C} or pricing power among ${seg2}`, [], {
            tests: ['customer-segmentation', 'competitor-profiling'],
            rule: rule(`the change in revenue per ${f.u} from ${seg2} against peers`, 'below', -3, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: f.industry.segmentBy },
      ),
      ask(
        'have',
        `${f.Sp} own costs`,
        'drifted up faster than its revenue',
        [
          poolRise(f, vc1),
          ask('have', poolCosts(fc1), `grown faster than the number of ${f.U}`, [], {
            kind: 'driver',
            tests: ['cost-baseline', 'benchmarking'],
            rule: rule(`growth in ${poolCosts(fc1)} minus growth in ${f.U} over the period`, 'above', 0, 'pp'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'variable against fixed costs' },
      ),
      open(
        `Which levers close ${shareOfGap(f, 'a third')} or more${f.deadline ? ` ${f.deadline}` : ''}?`,
        `A few levers, each worth ${shareOfGap(f, 'a third')} or more, close the gap${f.deadline ? ` ${f.deadline}` : ''}`,
        [
          ask('can', `${f.industry.price} and mix changes`, `close ${shareOfGap(f, 'a third')} within a year`, [], {
            tests: ['price-elasticity', 'pvm-bridge'],
            rule: worth(`${f.industry.price} and mix changes`),
            impact: 4,
          }),
          costPool(f, vc1, {
            tests: ['spend-analysis', 'benchmarking'],
            rule: worth(`lower ${poolCosts(vc1)}`),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'quick levers against structural ones' },
      ),
    ],
  };
}

export const profitability: ArchetypeDefinition = {
  id: 'profitability',
  decision: false,
  deciders: ['the CEO', 'the CFO'],
  variants: [
    { name: 'formula', build: byFormula },
    { name: 'diagnosis', build: byDiagnosis },
  ],
};
