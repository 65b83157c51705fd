/**
 * The analyses of the library, by id: what archetypes name as the test of a hypothesis and what the work plan
 * schedules. `library.ts` holds how to run each one; this list is the vocabulary both sides share.
 */
export const ANALYSIS_IDS = [
  // revenue and price
  'pvm-bridge',
  'discount-waterfall',
  'willingness-to-pay',
  'price-elasticity',
  'price-testing',
  'win-loss',
  'conversion-funnel',
  'customer-segmentation',
  'market-sizing',
  'competitor-profiling',
  // customers
  'cohort-churn',
  'customer-survey',
  'customer-interviews',
  'cost-to-serve',
  'channel-economics',
  // cost and operations
  'cost-baseline',
  'spend-analysis',
  'zero-based-review',
  'benchmarking',
  'unit-economics',
  'process-time-study',
  'process-mining',
  'pareto',
  'root-cause',
  'capacity-utilisation',
  'service-level-model',
  'demand-forecast',
  'workforce-planning',
  'on-time-performance',
  // supply chain
  'forecast-accuracy',
  'inventory-service-level',
  'supplier-performance',
  'network-model',
  'site-scoring',
  // money and decisions
  'dcf-model',
  'option-npv',
  'option-scoring',
  'capital-rationing',
  'scenario-sensitivity',
  'risk-modelling',
  'cash-flow-forecast',
  'valuation-multiples',
  'synergy-sizing',
  'commercial-due-diligence',
  'integration-plan-review',
  'pilot-test',
  // organisation and systems
  'attrition-drivers',
  'pay-career-benchmark',
  'spans-layers',
  'capability-assessment',
  'digital-maturity',
  'systems-review',
  // regulation, carbon, public and non-profit
  'emissions-baseline',
  'abatement-cost-curve',
  'regulatory-gap',
  'regulatory-review',
  'loss-audit',
  'asset-renewal',
  'bill-impact',
  'stakeholder-mapping',
  'policy-evaluation',
  'demand-study',
  'donor-cohort',
  'fundraising-roi',
  'funding-mix',
  // general
  'regression',
  'expert-interviews',
] as const;

export type AnalysisTypeId = (typeof ANALYSIS_IDS)[number];
