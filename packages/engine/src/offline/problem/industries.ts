import type { Noun } from './types.js';

/**
 * What the reasoner knows about an industry: who the customers are, how revenue and cost split, the process
 * a unit of work goes through. Named segments always get an explicit "other" branch where they are used, so
 * two named segments are enough here.
 */
export interface Industry {
  id: string;
  /** Words that place a statement in this industry; the first industry with the most hits wins. */
  match: RegExp;
  /** The counted unit of volume when the statement names none. */
  unit: Noun;
  /** Two customer segments (plural noun phrases). */
  segments: readonly [string, string];
  /** Two revenue streams. */
  revenueStreams: readonly [string, string];
  /** Two variable cost pools. */
  variableCosts: readonly [string, string];
  /** Two fixed cost pools. */
  fixedCosts: readonly [string, string];
  /** Four stages a unit of work goes through, in order. */
  stages: readonly [string, string, string, string];
  /** What capacity means here. */
  capacity: string;
  /** The people who do the work. */
  workforce: string;
}

const noun = (one: string, many = `${one}s`): Noun => ({ one, many });

export const INDUSTRIES: readonly Industry[] = [
  {
    id: 'airline',
    match: /\b(?:airlines?|air carriers?|aviation|flights?|airports?)\b/gi,
    unit: noun('passenger'),
    segments: ['business travellers', 'leisure travellers'],
    revenueStreams: ['ticket fares', 'ancillary services'],
    variableCosts: ['fuel', 'airport and navigation charges'],
    fixedCosts: ['crew and staff', 'aircraft leases and maintenance'],
    stages: ['booking', 'check-in and boarding', 'flight operations', 'baggage and arrival'],
    capacity: 'fleet and route network',
    workforce: 'crew',
  },
  {
    id: 'healthcare',
    match: /\b(?:hospitals?|clinics?|health ?care|medical|care homes?|emergency department)\b/gi,
    unit: noun('patient'),
    segments: ['inpatients', 'outpatients'],
    revenueStreams: ['reimbursed treatments', 'private services'],
    variableCosts: ['medical supplies and drugs', 'agency and overtime staff'],
    fixedCosts: ['permanent clinical staff', 'buildings and equipment'],
    stages: ['admission and triage', 'diagnosis', 'treatment', 'discharge'],
    capacity: 'beds and operating theatres',
    workforce: 'clinical staff',
  },
  {
    id: 'telecom',
    match: /\b(?:telecoms?|telco|mobile (?:operator|network|churn)|broadband|telecommunications?)\b/gi,
    unit: noun('subscriber'),
    segments: ['prepaid subscribers', 'postpaid subscribers'],
    revenueStreams: ['monthly plans', 'devices and add-ons'],
    variableCosts: ['handset subsidies', 'interconnection fees'],
    fixedCosts: ['network operations', 'customer service and shops'],
    stages: ['sales', 'activation', 'usage and billing', 'customer care'],
    capacity: 'network capacity',
    workforce: 'staff',
  },
  {
    id: 'software',
    match: /\b(?:saas|software|platforms?|cloud|arr|apps?|tech(?:nology)? companies?|collaboration tool)\b/gi,
    unit: noun('customer'),
    segments: ['small-business customers', 'enterprise customers'],
    revenueStreams: ['subscriptions', 'implementation services'],
    variableCosts: ['hosting', 'customer support'],
    fixedCosts: ['product development', 'sales and marketing'],
    stages: ['lead generation', 'sales', 'onboarding', 'renewal'],
    capacity: 'engineering capacity',
    workforce: 'engineers',
  },
  {
    id: 'financial-services',
    match:
      /\b(?:banks?|banking|insurers?|insurance|lenders?|lending|fintech|payments?|credit cards?|asset managers?)\b/gi,
    unit: noun('customer'),
    segments: ['retail customers', 'small-business customers'],
    revenueStreams: ['interest income', 'fees and commissions'],
    variableCosts: ['credit losses and claims', 'transaction processing'],
    fixedCosts: ['branch network', 'IT and operations'],
    stages: ['acquisition', 'onboarding', 'servicing', 'collections'],
    capacity: 'operations capacity',
    workforce: 'staff',
  },
  {
    id: 'ecommerce',
    match: /\b(?:e-?commerce|online (?:retail\w*|shop|store|channel|orders?)|webshop|marketplace|parcels?)\b/gi,
    unit: noun('order'),
    segments: ['repeat customers', 'first-time customers'],
    revenueStreams: ['product sales', 'delivery fees'],
    variableCosts: ['picking and packing', 'last-mile delivery'],
    fixedCosts: ['warehouse operations', 'platform and marketing'],
    stages: ['order intake', 'picking and packing', 'dispatch', 'last-mile delivery'],
    capacity: 'warehouse capacity',
    workforce: 'warehouse staff',
  },
  {
    id: 'retail',
    match:
      /\b(?:retail(?:er|ers)?|grocer(?:y|ies)|supermarkets?|stores?|shops?|fashion|apparel|furniture|department stores?)\b/gi,
    unit: noun('customer'),
    segments: ['loyal regular shoppers', 'occasional shoppers'],
    revenueStreams: ['store sales', 'online sales'],
    variableCosts: ['cost of goods', 'store logistics'],
    fixedCosts: ['store rent and staff', 'head office'],
    stages: ['buying', 'distribution', 'store operations', 'checkout and service'],
    capacity: 'store network',
    workforce: 'store staff',
  },
  {
    id: 'energy',
    match: /\b(?:utilit(?:y|ies)|energy|power|electricity|wind|solar|grid|oil|gas|renewables?)\b/gi,
    unit: { one: 'megawatt-hour', many: 'megawatt-hours' },
    segments: ['household customers', 'industrial customers'],
    revenueStreams: ['power sales', 'subsidies and certificates'],
    variableCosts: ['fuel and grid fees', 'operation and maintenance'],
    fixedCosts: ['asset depreciation', 'overheads'],
    stages: ['development', 'construction', 'operation', 'decommissioning'],
    capacity: 'generating capacity',
    workforce: 'staff',
  },
  {
    id: 'logistics',
    match: /\b(?:logistics|shipping|freight|ports?|terminals?|rail(?:way)?s?|trucking|couriers?|containers?)\b/gi,
    unit: noun('shipment'),
    segments: ['contract customers', 'spot customers'],
    revenueStreams: ['transport fees', 'value-added services'],
    variableCosts: ['fuel', 'subcontracted transport'],
    fixedCosts: ['fleet and terminals', 'staff'],
    stages: ['pickup', 'sorting and handling', 'line haul', 'delivery'],
    capacity: 'terminal and fleet capacity',
    workforce: 'operations staff',
  },
  {
    id: 'professional-services',
    match: /\b(?:consult(?:ing|ancy|ants?)|law firms?|accounting firms?|agenc(?:y|ies)|advisory|audit firms?)\b/gi,
    unit: noun('client'),
    segments: ['long-standing clients', 'new clients'],
    revenueStreams: ['project fees', 'retainers'],
    variableCosts: ['staff time on projects', 'travel and subcontractors'],
    fixedCosts: ['offices', 'support functions'],
    stages: ['recruiting', 'onboarding and training', 'staffing on projects', 'promotion'],
    capacity: 'consulting capacity',
    workforce: 'consultants',
  },
  {
    id: 'public-sector',
    match:
      /\b(?:city|cities|municipal\w*|government|ministry|council|authority|public|police|tax|citizens?|residents?)\b/gi,
    unit: noun('resident'),
    segments: ['households', 'businesses'],
    revenueStreams: ['taxes and grants', 'user fees'],
    variableCosts: ['contracted services', 'operating supplies'],
    fixedCosts: ['public staff', 'buildings and systems'],
    stages: ['application', 'assessment', 'decision', 'follow-up'],
    capacity: 'staff and systems capacity',
    workforce: 'public staff',
  },
  {
    id: 'hospitality',
    match: /\b(?:hotels?|resorts?|fitness|gyms?|clubs?|cinemas?|theme parks?|restaurants?)\b/gi,
    unit: noun('guest'),
    segments: ['business guests', 'leisure guests'],
    revenueStreams: ['core bookings', 'food, drinks and extras'],
    variableCosts: ['consumables and housekeeping', 'booking commissions'],
    fixedCosts: ['property and rent', 'site staff'],
    stages: ['booking', 'arrival', 'stay', 'departure and follow-up'],
    capacity: 'sites and rooms',
    workforce: 'site staff',
  },
  {
    id: 'education',
    match: /\b(?:universit(?:y|ies)|schools?|colleges?|students?|education)\b/gi,
    unit: noun('student'),
    segments: ['domestic students', 'international students'],
    revenueStreams: ['tuition fees', 'research grants'],
    variableCosts: ['teaching materials', 'part-time lecturers'],
    fixedCosts: ['permanent faculty', 'campus and facilities'],
    stages: ['recruitment', 'enrolment', 'teaching', 'graduation'],
    capacity: 'teaching capacity',
    workforce: 'faculty',
  },
  {
    id: 'consumer-goods',
    match:
      /\b(?:food|beverages?|drinks?|brew\w*|coffee|snacks?|consumer (?:goods|electronics|brands?)|brands?|cosmetics|meal-kits?|chains?)\b/gi,
    unit: noun('customer'),
    segments: ['core customers', 'younger customers'],
    revenueStreams: ['core range', 'new lines'],
    variableCosts: ['ingredients and packaging', 'logistics'],
    fixedCosts: ['marketing', 'staff and overheads'],
    stages: ['sourcing', 'production', 'distribution', 'sales'],
    capacity: 'production capacity',
    workforce: 'staff',
  },
  {
    id: 'manufacturing',
    match:
      /\b(?:manufactur\w*|makers?|producers?|factor(?:y|ies)|plants?|cement|steel\w*|chemicals?|parts|machinery|automotive|industrial|carmakers?|automakers?|refiner\w*)\b/gi,
    unit: noun('unit'),
    segments: ['key accounts', 'distributor customers'],
    revenueStreams: ['core products', 'services and spare parts'],
    variableCosts: ['raw materials', 'energy'],
    fixedCosts: ['production staff', 'plant maintenance'],
    stages: ['sourcing', 'production', 'quality control', 'distribution'],
    capacity: 'plant capacity',
    workforce: 'production staff',
  },
];

export const GENERIC_INDUSTRY: Industry = {
  id: 'generic',
  match: /$^/g,
  unit: noun('customer'),
  segments: ['largest customers', 'mid-sized customers'],
  revenueStreams: ['core products', 'services'],
  variableCosts: ['materials and purchased services', 'distribution'],
  fixedCosts: ['staff', 'facilities and overheads'],
  stages: ['marketing and sales', 'order handling', 'delivery', 'after-sales service'],
  capacity: 'capacity',
  workforce: 'staff',
};

/** The industry whose words occur most often; ties go to the earlier, more specific entry. */
export function detectIndustry(statement: string): Industry {
  let best = GENERIC_INDUSTRY;
  let bestHits = 0;
  for (const industry of INDUSTRIES) {
    const hits = statement.match(industry.match)?.length ?? 0;
    if (hits > bestHits) {
      best = industry;
      bestHits = hits;
    }
  }
  return best;
}

export function industryById(id: string): Industry {
  return INDUSTRIES.find((industry) => industry.id === id) ?? GENERIC_INDUSTRY;
}
