import { decide, type Family } from './types.js';

/** Cost: the baseline, what is bought, what support costs, how {S} compares, what a unit earns. */
export const COST = {
  'cost-baseline': {
    name: 'Cost baseline by pool',
    keywords: /\b(?:costs?|spend(?:ing)?|expenses?|risen|pools?|fixed|variable|cost base|inflation)\b/i,
    method:
      'Build a clean baseline of costs by pool and driver, restated per {u}, and track it over three years against volume and inflation.',
    dataSources: [
      '{CostData}',
      '{OpsData}, for the volume driver of each pool',
      'Headcount and payroll of the {workforce}',
    ],
    dataNeeded: [
      'Costs by pool and month for three years',
      'The volume driver of each pool ({U}, hours, sites)',
      'One-off items and accounting changes over the period',
    ],
    steps: [
      'Map ledger accounts to cost pools with the finance team',
      'Remove one-off items and restate accounting changes',
      'Express each pool per {u}, or per unit of its own driver',
      'Deflate by general inflation to get real growth',
      'Trend each pool against volume and flag the pools growing faster',
    ],
    pitfalls: [
      'Leaving one-off items in the baseline',
      'Pools defined by ledger account rather than by what drives them',
      'Comparing nominal costs across years of high inflation',
    ],
    expectedOutput: 'Cost per {u} by pool over three years; the real growth in cost per {u} decides.',
    owner: 'Finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'trend',
    measure: 'real growth in cost per {u} (%)',
    rule: decide('the real growth in cost per {u} over the period, after general inflation', 'above', 3, '%'),
  },
  'spend-analysis': {
    name: 'Procurement spend analysis',
    keywords:
      /\b(?:pay|paid|price[sd]? (?:paid|per)|suppliers?|purchas\w*|procure\w*|contracts?|buy|renegotiat\w*|pool\w*)\b/i,
    method:
      'Classify external spend by category and supplier, compare the prices {S} pays for the same items, and size the saving from harmonising prices and renegotiating.',
    dataSources: ['Accounts payable and purchase orders', 'Contracts with the largest suppliers', '{CostData}'],
    dataNeeded: [
      'Twelve months of supplier payments with category, supplier, site and quantity',
      'Contract terms and expiry dates for the largest suppliers',
      'Market price indices for the main categories',
    ],
    steps: [
      'Build the spend cube: category by supplier by site',
      'Clean supplier names and classify uncategorised spend',
      'Compare unit prices for the same specification across sites and suppliers',
      'Flag contracts priced above market indices',
      'Size the saving per lever and category',
    ],
    pitfalls: [
      'A large block of spend left uncategorised',
      'Comparing prices of items with different specifications',
      'Counting savings on spend locked in a fixed contract',
    ],
    expectedOutput:
      'A waterfall from today’s addressable spend to spend after the levers; the saving as a share of addressable spend decides.',
    owner: 'Procurement analyst',
    ease: 4,
    weeks: 2,
    shape: 'bridge',
    measure: 'addressable spend (index)',
    rule: decide(
      'the saving on addressable spend from harmonising prices and renegotiating above-market contracts',
      'at-least',
      5,
      '%',
    ),
  },
  'zero-based-review': {
    name: 'Zero-based review of overheads',
    keywords: /\b(?:overheads?|support functions?|head office|administrat\w*|back office|central costs?|functions?)\b/i,
    method:
      'Rebuild each support budget from the activities the business needs and the service level it needs them at, not from last year’s budget.',
    dataSources: ['{CostData}', 'An activity survey of support teams', 'Service agreements between functions'],
    dataNeeded: [
      'Headcount and costs per support activity',
      'Volumes and service levels the front line needs from each function',
      'External benchmarks for the largest activities',
    ],
    steps: [
      'List the activities of each support function',
      'Challenge each activity: is it needed, at what level, delivered how',
      'Rebuild the budget from the activities kept',
      'Compare the rebuilt budget with today’s',
      'Agree the changes and their timing with the function heads',
    ],
    pitfalls: [
      'Cutting activities that protect revenue or safety',
      'Letting functions review themselves',
      'Counting savings from headcount that only moves elsewhere',
    ],
    expectedOutput:
      'A waterfall from today’s support costs to the zero-based budget; the gap as a share of today’s costs decides.',
    owner: 'Finance analyst',
    ease: 2,
    weeks: 3,
    shape: 'bridge',
    measure: 'support costs (index)',
    rule: decide(
      'the gap between today’s support costs and the zero-based budget, as a share of today’s',
      'at-least',
      10,
      '%',
    ),
  },
  benchmarking: {
    name: 'Cost and performance benchmarking',
    keywords: /\b(?:benchmark\w*|peers?|compar\w*|higher than|above|below|productiv\w*|outperform\w*)\b/i,
    method: 'Compare {Sp} {kpi} and cost ratios with {competitors} on a like-for-like basis, and explain each gap.',
    dataSources: ['Annual reports and regulatory filings of {competitors}', 'Industry benchmark studies', '{CostData}'],
    dataNeeded: [
      '{Kpi} and cost per {u} by pool for {S} and five comparable peers',
      'Size, mix and service-level data to normalise the comparison',
    ],
    steps: [
      'Pick peers with a comparable business model',
      'Normalise for size, mix and accounting differences',
      'Compare {kpi} and cost ratios pool by pool',
      'Compute the gap to the peer median and to the best quartile',
      'Explain each gap as structural (geography, scale) or as performance',
    ],
    pitfalls: [
      'Comparing unlike business models',
      'Ignoring differences in accounting or in what is outsourced',
      'Treating a structural gap as an improvement opportunity',
    ],
    expectedOutput: 'A bar chart of {kpi} against peers; how far {S} trails the peer median decides.',
    owner: 'Finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: '{kpi}, performance index (peer median = 100)',
    rule: decide('how far {Sp} {kpi} trails the peer median', 'above', 10, '%'),
  },
  'unit-economics': {
    name: 'Unit economics',
    keywords:
      /\b(?:per (?:order|unit|customer|\w+)|unit economics|contribution|break-?even|profitable|pay back|money)\b/i,
    method:
      'Build revenue and cost per {u}, from gross revenue to contribution after every variable cost, and find the volume at which {S} breaks even.',
    dataSources: ['{SalesData}', '{CostData}', 'Cost allocation keys agreed with finance'],
    dataNeeded: [
      'Revenue and discounts per {u}',
      'Every variable cost per {u}, pool by pool',
      'Fixed costs, to compute the break-even volume',
    ],
    steps: [
      'Agree the unit ({u}) and the period',
      'Assign every revenue item and variable cost to the unit',
      'Compute contribution per {u} after all variable costs',
      'Split the result by segment and channel',
      'Compute the break-even volume against fixed costs',
    ],
    pitfalls: [
      'Treating fixed costs as variable, which understates contribution',
      'Averaging away very different segments',
      'Forgetting variable costs booked outside operations, such as payment fees or commissions',
    ],
    expectedOutput:
      'A waterfall from revenue to contribution per {u}; contribution as a share of revenue per {u} decides.',
    owner: 'Finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'bridge',
    measure: 'revenue per {u} (index = 100)',
    rule: decide('the contribution per {u} after all variable costs, as a share of revenue per {u}', 'above', 0, '%'),
  },
} satisfies Family;
