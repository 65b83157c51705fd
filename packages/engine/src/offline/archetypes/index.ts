import type { Archetype } from '@caseboard/contracts';
import { capacityLocation } from './capacity-location.js';
import { channelShift } from './channel-shift.js';
import { churnRetention } from './churn-retention.js';
import { costReduction } from './cost-reduction.js';
import { digitalTransformation } from './digital-transformation.js';
import { fundraising } from './fundraising.js';
import { investmentCase } from './investment-case.js';
import { investmentPortfolio } from './investment-portfolio.js';
import { mAndA } from './m-and-a.js';
import { marketEntry } from './market-entry.js';
import { newOffer } from './new-offer.js';
import { optionChoice } from './option-choice.js';
import { organisation } from './organisation.js';
import { pricing } from './pricing.js';
import { processOperations } from './process-operations.js';
import { profitability } from './profitability.js';
import { publicService } from './public-service.js';
import { regulationCarbon } from './regulation-carbon.js';
import { revenueGrowth } from './revenue-growth.js';
import { serviceOperations } from './service-operations.js';
import { supplyChain } from './supply-chain.js';
import { turnaround } from './turnaround.js';
import { unitEconomics } from './unit-economics.js';
import type { ArchetypeDefinition } from './types.js';

/**
 * The archetype library: one definition per archetype of engagement in `ARCHETYPES`, each in its own file
 * with at least two ways to split the problem.
 */
const LIBRARY: Readonly<Record<Archetype, ArchetypeDefinition>> = {
  profitability,
  'option-choice': optionChoice,
  'service-operations': serviceOperations,
  'process-operations': processOperations,
  'supply-chain': supplyChain,
  fundraising,
  'public-service': publicService,
  organisation,
  'regulation-carbon': regulationCarbon,
  'investment-case': investmentCase,
  'investment-portfolio': investmentPortfolio,
  'm-and-a': mAndA,
  'capacity-location': capacityLocation,
  turnaround,
  'cost-reduction': costReduction,
  'digital-transformation': digitalTransformation,
  'revenue-growth': revenueGrowth,
  pricing,
  'market-entry': marketEntry,
  'new-offer': newOffer,
  'churn-retention': churnRetention,
  'channel-shift': channelShift,
  'unit-economics': unitEconomics,
};

export function archetypeDefinition(id: Archetype): ArchetypeDefinition {
  return LIBRARY[id];
}

export type { ArchetypeDefinition, Framework, Variant } from './types.js';
export type { Spec } from './spec.js';
