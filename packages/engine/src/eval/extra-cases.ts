import type { EvalCase } from './cases.js';

/**
 * Our own problem statements of the same kinds as the public set, written before tuning and never tuned
 * against one by one: a guard against building for the public list. They cover all fifteen problem types,
 * including the two the public list lacks (channel or digital, capacity or location decision).
 */
export const EXTRA_CASES: readonly EvalCase[] = [
  {
    id: 'chemicals-ebit',
    type: 'profitability',
    problemStatement:
      "A German specialty chemicals maker's EBIT margin has slipped from 12% to 7% since 2021 despite stable volumes. How can it get back to 12% by 2027?",
    expectTerms: ['margin', 'cost', 'price'],
  },
  {
    id: 'fitness-profit',
    type: 'profitability',
    problemStatement:
      'A chain of fitness clubs is unprofitable although membership is at a record high. What should management do to reach a 10% operating margin?',
    expectTerms: ['member', 'cost', 'revenue'],
  },
  {
    id: 'brewery-growth',
    type: 'growth',
    problemStatement:
      "A regional craft brewery's sales have been flat at EUR 30M for four years. How can it grow revenue by 50% within five years?",
    expectTerms: ['revenue', 'customer', 'market'],
  },
  {
    id: 'insurer-admin-cost',
    type: 'cost-reduction',
    problemStatement:
      'A European insurer needs to reduce its administrative expenses by EUR 80M over the next two years.',
    expectTerms: ['cost', 'administrative'],
  },
  {
    id: 'scooters-germany',
    type: 'market-entry',
    problemStatement:
      'A Japanese maker of electric scooters wants to expand into Germany. Should it, and how should it enter?',
    expectTerms: ['market', 'germany', 'competit'],
  },
  {
    id: 'logistics-merger',
    type: 'm-and-a',
    problemStatement:
      'A listed logistics company is considering merging with a smaller rival to gain scale. Should it go ahead with the merger?',
    expectTerms: ['synerg', 'valuation', 'integrat'],
  },
  {
    id: 'hotel-dynamic-pricing',
    type: 'pricing',
    problemStatement:
      'A budget hotel chain wants to introduce dynamic pricing for its rooms. How should it set prices to raise revenue per available room by 10%?',
    expectTerms: ['price', 'room', 'demand'],
  },
  {
    id: 'parts-defects',
    type: 'operations',
    problemStatement:
      "A car parts manufacturer's defect rate has doubled to 4% over the past year, and customers are complaining.",
    expectTerms: ['defect', 'quality', 'process'],
  },
  {
    id: 'insurer-smart-home',
    type: 'new-product',
    problemStatement:
      'A home insurer is thinking about launching a subscription-based smart home security service for its policyholders. Should it launch?',
    expectTerms: ['policyholder', 'market', 'risk'],
  },
  {
    id: 'engineering-org',
    type: 'organisation',
    problemStatement:
      "A software company's engineering teams miss most delivery deadlines and employee engagement scores have fallen to 55%. How should it reorganise engineering?",
    expectTerms: ['engineering', 'team', 'engagement'],
  },
  {
    id: 'tax-processing',
    type: 'public-sector',
    problemStatement:
      'A national tax authority wants to cut the average processing time for tax returns from 60 to 20 days by 2026.',
    expectTerms: ['processing', 'tax return'],
  },
  {
    id: 'fashion-carbon',
    type: 'sustainability',
    problemStatement:
      'A fashion retailer has committed to halve the carbon footprint of its supply chain by 2030 without raising prices.',
    expectTerms: ['emission', 'supplier', 'cost'],
  },
  {
    id: 'port-automation',
    type: 'investment',
    problemStatement: 'Should a port operator invest USD 500M in automating its container terminal?',
    expectTerms: ['return', 'risk', 'terminal'],
  },
  {
    id: 'mealkit-retention',
    type: 'customer',
    problemStatement:
      'An online meal-kit company loses 40% of new subscribers within three months. How can it improve retention?',
    expectTerms: ['subscriber', 'retention', 'churn'],
  },
  {
    id: 'furniture-online',
    type: 'channel',
    problemStatement:
      'A traditional furniture retailer sells only through its 60 stores. Should it build an online channel, and how?',
    expectTerms: ['online', 'store', 'customer'],
  },
  {
    id: 'beverage-plant',
    type: 'capacity',
    problemStatement:
      'A beverage producer is running its two plants at 95% utilisation. Should it build a third plant, and where?',
    expectTerms: ['capacity', 'demand', 'location'],
  },
  {
    id: 'emergency-waits',
    type: 'operations',
    problemStatement:
      "A hospital's emergency department waiting times have risen to 5 hours on average. How can it bring them below 2 hours?",
    expectTerms: ['patient', 'waiting', 'capacity'],
  },
];
