import type { Industry } from '@caseboard/contracts';

/** A noun with its singular and plural forms, e.g. passenger / passengers. */
export interface Noun {
  one: string;
  many: string;
}

/**
 * What the engine knows about an industry: who pays, what is counted, how revenue and cost split, the
 * process a unit of work goes through, where the data lives. Every archetype writes its tree with these
 * words, so an airline's tree speaks of passengers and fares and a charity's of donors and gifts, and no
 * tree borrows the words of a neighbouring industry. All text is lower case unless it is a name, and reads
 * correctly mid-sentence.
 */
export interface IndustryProfile {
  id: Industry;
  /** Who pays: passenger, patient, donor, resident, subscriber, policyholder, client. */
  customer: Noun;
  /** The counted unit of volume: passenger, order, tonne, policy, megawatt-hour; often the customer. */
  unit: Noun;
  /** What the price is called: fare, tariff, premium, fee, room rate, tuition fee, price. */
  price: string;
  /** Two revenue streams (income lines for a charity, funding lines for the public sector). */
  revenueStreams: readonly [string, string];
  /** Two customer segments as plural noun phrases that really split this industry's customers. */
  segments: readonly [string, string];
  /** The split those segments follow: "by travel purpose", "by type of donor". */
  segmentBy: string;
  /** Two variable cost pools and two fixed cost pools, as plural or mass nouns. */
  variableCosts: readonly [string, string];
  fixedCosts: readonly [string, string];
  /** Four stages a unit of work goes through, in order. */
  stages: readonly [string, string, string, string];
  /** What capacity means here: "fleet and route network", "beds and operating theatres". */
  capacity: string;
  /** The people who do the work: crew, clinical staff, engineers. */
  workforce: string;
  /** Two ways customers buy or are reached: "the airline's own website and app", "travel agents". */
  channels: readonly [string, string];
  /** Who else competes for the same customers: "rival carriers", "other charities". */
  competitors: string;
  /** Who regulates or sets the rules, as it reads mid-sentence: "the aviation regulator". */
  regulator: string;
  /** Three operating measures a consultant would quote here: "load factor", "yield per passenger". */
  kpis: readonly [string, string, string];
  /** Where the data for analyses lives, named as a client's team would know it. */
  data: { sales: string; costs: string; customers: string; operations: string };
  /** Sells to organisations (invoices, contracts, key accounts) rather than to people or citizens. */
  b2b: boolean;
  /** How money comes in: from a market, a regulated tariff, donations, a public budget, or fees. */
  revenueModel: 'market' | 'regulated' | 'donations' | 'budget' | 'fees';
  /**
   * Words only this industry uses (lower case, singular and plural as they appear in text). A tree for
   * another industry must not contain them unless its own statement does; the eval checks that.
   */
  markers: readonly string[];
}

export const noun = (one: string, many = `${one}s`): Noun => ({ one, many });
