import type { ProblemFrame, ProblemType } from '../problem/types.js';
import { contextOf, type Ctx } from './context.js';
import { costReduction, pricing, profitability, revenueGrowth, type Framework } from './financial.js';
import { customerRetention, operations, organisation, publicSector, sustainability } from './operational.js';
import { open, type Spec } from './spec.js';
import {
  capacityLocation,
  channelDigital,
  investment,
  marketEntry,
  mergersAndAcquisitions,
  newProduct,
} from './strategic.js';

/**
 * The decomposition library: one framework per problem type, each written in the problem's own words
 * (subject, unit, metric, object) and split level by level the way a consultant would (formula, segments
 * with "other", process stages, options, criteria).
 */
const FRAMEWORKS: Record<ProblemType, (c: Ctx) => Framework> = {
  profitability,
  'revenue-growth': revenueGrowth,
  'cost-reduction': costReduction,
  'market-entry': marketEntry,
  'm-and-a': mergersAndAcquisitions,
  pricing,
  operations,
  'new-product': newProduct,
  organisation,
  'public-sector': publicSector,
  sustainability,
  investment,
  'customer-retention': customerRetention,
  'channel-digital': channelDigital,
  'capacity-location': capacityLocation,
};

/** The key question of a problem: the issue tree's root, and the brief's key question. */
export function rootQuestion(frame: ProblemFrame): string {
  return frame.question ?? `What should ${frame.subject.short} do?`;
}

/** The whole decomposition of a problem: the key question at the root, three levels below it. */
export function decompose(frame: ProblemFrame): Spec {
  const c = contextOf(frame);
  const framework = FRAMEWORKS[frame.type](c);
  return open(rootQuestion(frame), framework.claim, framework.children, {
    kind: 'question',
    dimension: framework.dimension,
  });
}

export { contextOf, type Ctx } from './context.js';
export type { Spec } from './spec.js';
