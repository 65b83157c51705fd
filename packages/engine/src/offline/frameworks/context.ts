import { quantityText } from '../problem/analyse.js';
import { industryById, type Industry } from '../problem/industries.js';
import type { ProblemFrame } from '../problem/types.js';

/** The words a decomposition is written with, read once from the frame. */
export interface Ctx {
  frame: ProblemFrame;
  industry: Industry;
  /** The subject mid-sentence: "the airline". */
  S: string;
  /** Its possessive: "the airline's". */
  Sp: string;
  /** Unit of volume: "passenger" / "passengers"; "order" / "orders". */
  u: string;
  U: string;
  /** Who buys, always people or organisations: "passengers", but "customers" when the unit is orders. */
  B: string;
  /** The measure: "operating margin"; a sensible default when the statement names none. */
  M: string;
  /** The decision's object: "the Indian market", "the frozen food manufacturer", "the offshore wind capacity". */
  O: string;
  /** A place the decision is about: "India", "the North Sea"; "the new market" when none. */
  place: string;
  /** Money at stake: "EUR 2bn", "$400M"; undefined when none. */
  amount?: string;
  /** The constraint clause, e.g. "without lowering patient satisfaction scores". */
  constraint?: string;
  /** What the constraint protects: "patient satisfaction scores", "margins". */
  protectedThing?: string;
  /** Two customer segments; every segment split adds "other". */
  seg: readonly [string, string];
}

const DEFAULT_METRIC: Record<string, string> = {
  profitability: 'operating margin',
  'revenue-growth': 'revenue',
  'cost-reduction': 'costs',
  pricing: 'revenue',
  operations: 'service level',
  organisation: 'performance',
  'public-sector': 'outcome',
  sustainability: 'emissions',
  'customer-retention': 'churn',
};

export function contextOf(frame: ProblemFrame): Ctx {
  const industry = industryById(frame.industry);
  const S = frame.subject.short;
  const amount = frame.quantities.find((q) => q.unit === 'currency');
  const ctx: Ctx = {
    frame,
    industry,
    S,
    Sp: possessive(S),
    u: frame.unit.one,
    U: frame.unit.many,
    B: buyersOf(frame),
    M: frame.metric?.phrase ?? DEFAULT_METRIC[frame.type] ?? 'performance',
    O: frame.object?.short ?? 'the project',
    place: frame.place ?? 'the new market',
    seg: segmentsFor(frame, industry),
  };
  if (amount) ctx.amount = quantityText(amount);
  if (frame.constraint) {
    ctx.constraint = frame.constraint;
    ctx.protectedThing = frame.constraint
      .replace(/^(?:without|while|whilst)\s+\w+\s+/i, '')
      .replace(/^(?:its|their|the)\s+/i, '')
      .trim();
  }
  return ctx;
}

export function possessive(noun: string): string {
  return /s$/i.test(noun) ? `${noun}'` : `${noun}'s`;
}

const PEOPLE_UNITS =
  /^(?:passengers|patients|subscribers|merchants|policyholders|members|guests|students|visitors|travellers|shoppers|households|commuters|analysts|nurses|engineers|drivers|clients|residents|customers|users|employees)$/;

/** The buyers: the unit when it names people, else the customers of the industry. */
function buyersOf(frame: ProblemFrame): string {
  if (PEOPLE_UNITS.test(frame.unit.many)) return frame.unit.many;
  if (frame.industry === 'public-sector') return 'citizens';
  const industryUnit = industryById(frame.industry).unit.many;
  return PEOPLE_UNITS.test(industryUnit) || industryUnit === 'guests' ? industryUnit : 'customers';
}

/** Segments in the unit's own words when the industry's do not fit the unit ("larger merchants"). */
function segmentsFor(frame: ProblemFrame, industry: Industry): readonly [string, string] {
  const unit = buyersOf(frame);
  if (!PEOPLE_UNITS.test(frame.unit.many)) return industry.segments;
  if (unit === industry.unit.many) return industry.segments;
  if (
    /^(?:merchants|clients|customers|accounts|businesses|orders|shipments|containers|loans|claims|parcels)$/.test(unit)
  ) {
    return [`larger ${unit}`, `smaller ${unit}`];
  }
  if (
    /^(?:passengers|patients|members|subscribers|students|guests|travellers|shoppers|visitors|users|households|policyholders)$/.test(
      unit,
    )
  ) {
    return [`high-spending ${unit}`, `low-spending ${unit}`];
  }
  return industry.segments;
}
