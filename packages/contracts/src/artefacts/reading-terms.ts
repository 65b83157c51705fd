/*
 * The names a problem's reading is given in (reading.ts holds its schema), without zod: the Problem step
 * lists them on the workspace's first screen (docs/decisions/040-documents-checked-once.md).
 */

/** The kinds of engagement the engine knows how to decompose, each with its own logic and vocabulary. */
export const ARCHETYPES = [
  'profitability',
  'revenue-growth',
  'cost-reduction',
  'pricing',
  'market-entry',
  'new-offer',
  'option-choice',
  'investment-case',
  'investment-portfolio',
  'm-and-a',
  'service-operations',
  'process-operations',
  'supply-chain',
  'unit-economics',
  'fundraising',
  'public-service',
  'churn-retention',
  'channel-shift',
  'organisation',
  'digital-transformation',
  'regulation-carbon',
  'turnaround',
  'capacity-location',
] as const;

/** Industries with vocabulary of their own; `generic` when none fits. */
export const INDUSTRIES = [
  'airline',
  'transport',
  'logistics',
  'automotive',
  'healthcare',
  'pharma',
  'insurance',
  'banking',
  'telecom',
  'software',
  'media',
  'ecommerce',
  'retail',
  'consumer-goods',
  'restaurants',
  'hospitality',
  'leisure',
  'energy',
  'utilities',
  'mining',
  'chemicals',
  'manufacturing',
  'construction',
  'agriculture',
  'real-estate',
  'professional-services',
  'education',
  'public-sector',
  'charity',
  'generic',
] as const;

/** The fields of a reading the consultant can correct, in the order the Problem step shows them. */
export const READING_FIELDS = [
  'archetype',
  'subject',
  'industry',
  'metric',
  'baseline',
  'target',
  'deadline',
  'options',
  'constraints',
  'decisionMakers',
] as const;
