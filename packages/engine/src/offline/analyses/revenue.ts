import { decide, type Family } from './types.js';

/** Revenue and price: where revenue moved, what {C} would pay, how the market and its share move. */
export const REVENUE = {
  'pvm-bridge': {
    name: 'Price-volume-mix bridge',
    keywords: /\b(?:price|prices|volumes?|mix|revenue|yield|fares?|tariffs?|realised)\b/i,
    method:
      'Split the change in revenue between two periods into a {price} effect, a volume effect and a mix effect, at the finest level of detail {salesData} allows.',
    dataSources: [
      '{SalesData}',
      'The {price} list and its changes over the period',
      '{CostData}, to carry the bridge down to margin',
    ],
    dataNeeded: [
      'Revenue and volume in {U} by month for the last three years, split as finely as the data allows',
      'Average realised {price} per {u} in each period, after discounts',
      'The segment of each line, to measure mix',
    ],
    steps: [
      'Fix the base and the comparison period and reconcile total revenue to the published accounts',
      'Choose the level of detail (for example segment, region or channel) at which {price} and mix are measured',
      'Compute the volume effect: the change in {U} at base-period {price} and mix',
      'Compute the mix effect: the shift between segments at base-period {price}',
      'Compute the {price} effect: the change in realised {price} per {u} at current volume and mix',
      'Check that the three effects add up to the total change and explain any residual',
    ],
    pitfalls: [
      'Using list {price} instead of realised {price} after discounts, which overstates the {price} effect',
      'A level of detail so coarse that mix shifts hide inside the {price} effect',
      'Comparing periods with one-off events (strikes, disruptions, calendar effects) without adjusting them',
    ],
    expectedOutput:
      'A waterfall from last year’s to this year’s revenue by effect; the share of the change explained by the {price} effect decides.',
    owner: 'Finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'bridge',
    measure: 'revenue (index)',
    rule: decide('the share of the change in revenue explained by the {price} effect', 'at-least', 50, '%'),
  },
  'discount-waterfall': {
    audience: 'b2b',
    name: 'Pocket-price waterfall',
    keywords: /\b(?:discounts?|rebates?|leakage|pocket price|price realisation|net price)\b/i,
    method:
      'Walk from list {price} to pocket {price} deal by deal, through every on- and off-invoice discount, and find where value leaks.',
    dataSources: [
      'Invoices and credit notes from {salesData}',
      'Deal approval records in {customerData}',
      'Rebate and bonus agreements',
    ],
    dataNeeded: [
      'For each deal of the last twelve months: list {price}, on-invoice discounts, rebates, free services and payment terms',
      'Deal size, segment and who approved each discount',
    ],
    steps: [
      'Pull a year of invoiced deals with every price element, including off-invoice items',
      'Build the average waterfall from list to pocket {price}',
      'Plot pocket {price} against deal size and flag deals outside the band',
      'Trace the outliers to sales teams, approvers and discount rules',
      'Size the revenue recovered if outliers moved to the median of their size band',
    ],
    pitfalls: [
      'Leaving out off-invoice items such as rebates, bonuses and payment terms',
      'Judging discounts without controlling for deal size',
      'Treating strategic deals approved at board level as leakage',
    ],
    expectedOutput:
      'A waterfall from list to pocket {price} and a scatter of pocket {price} by deal size; the leakage from list to pocket {price} in % decides.',
    owner: 'Pricing analyst',
    ease: 3,
    weeks: 2,
    shape: 'bridge',
    measure: '{price} (index, list = 100)',
    rule: decide('the gap between list and pocket {price}, as a share of list {price}', 'above', 20, '%'),
  },
  'willingness-to-pay': {
    name: 'Willingness-to-pay study (conjoint or Van Westendorp)',
    keywords: /\b(?:willing\w*|pay more|premium|value for money|price levels?|charge more|packages?|bundles?)\b/i,
    method:
      'Estimate what {C} would pay for the offer and its features from choice experiments or price-sensitivity questions, segment by segment.',
    dataSources: [
      '{CustomerData}, to draw and weight the sample',
      'A research panel covering {C} of {S} and of {competitors}',
      'Current {price} levels of {S} and {competitors}',
    ],
    dataNeeded: [
      'The features and {price} levels to test, spanning realistic options',
      'At least 200 respondents per segment that matters',
      'Recent purchase behaviour, to check stated answers against',
    ],
    steps: [
      'Pick four to six attributes and realistic {price} levels with the commercial team',
      'Design and pilot the choice tasks',
      'Field the survey with quotas per segment',
      'Estimate preferences and build a demand curve per segment',
      'Simulate share and revenue at the candidate {price} levels',
    ],
    pitfalls: [
      'Too many attributes, which tires respondents and blurs the results',
      'Price levels far from today’s, which produce answers nobody acts on',
      'Reading stated willingness as behaviour without discounting it for overstatement',
    ],
    expectedOutput:
      'Demand curves by segment; the share of {C} who would still buy at a {price} 10% higher than today’s decides.',
    owner: 'Market research manager',
    ease: 2,
    weeks: 3,
    shape: 'curves',
    measure: 'share of {C} who would buy (%)',
    rule: decide('the share of {C} who would still buy at a {price} 10% above today’s', 'at-least', 90, '%'),
  },
  'price-elasticity': {
    name: 'Price elasticity analysis',
    keywords:
      /\b(?:elastic\w*|price (?:changes?|rises?|increases?|cuts?)|raise (?:prices|fares|tariffs|fees)|volume lost|outweigh)\b/i,
    method:
      'Estimate how volume responds to {price} from past {price} changes, controlling for season, promotions and the moves of {competitors}.',
    dataSources: ['{SalesData}', 'The history of {price} changes and promotions', 'Price monitoring of {competitors}'],
    dataNeeded: [
      '{Price} and volume in {U} per segment, weekly or monthly, for at least two years',
      'Dates and depth of promotions',
      '{Price} moves of {competitors} over the same period',
    ],
    steps: [
      'List every {price} change and promotion over the period',
      'Adjust volumes for season, trend and promotions',
      'Estimate the elasticity per segment with a log-log regression',
      'Check the estimates against natural experiments, such as a change in one region only',
      'Simulate revenue and contribution at the proposed {price}',
    ],
    pitfalls: [
      'Confounding {price} with promotions, seasons or the moves of {competitors}',
      'Using one average elasticity when segments react very differently',
      'Extrapolating far beyond the {price} range seen in the data',
    ],
    expectedOutput:
      'A scatter of {price} changes against volume changes with the fitted elasticity per segment; the elasticity decides whether a {price} rise pays.',
    owner: 'Pricing analyst',
    ease: 3,
    weeks: 2,
    shape: 'scatter',
    measure: 'change in volume (%)',
    rule: decide('the own-price elasticity of demand for {Sp} {U}', 'above', -1),
  },
  'price-testing': {
    name: 'Controlled price test',
    keywords:
      /\b(?:price tests?|testing prices?|price rises?|price increases?|raise (?:prices?|fares?|tariffs?|fees?)|charge more|new prices?)\b/i,
    method:
      'Change the {price} for a random or matched subset of {C}, periods or locations, keep the rest as a control, and compare contribution.',
    dataSources: [
      '{SalesData}',
      '{CustomerData}, to assign test and control groups',
      'The system that sets {price} levels, to apply the test',
    ],
    dataNeeded: [
      'Revenue, volume and contribution per {c} or location in test and control, before and during the test',
      'The smallest effect worth acting on and the sample size it needs',
      'Anything else that changed during the test (campaigns, moves of {competitors})',
    ],
    steps: [
      'Agree the decision metric and the smallest effect worth acting on',
      'Compute the sample size and the test length',
      'Assign test and control cells at random or by matched pairs',
      'Run the test for at least one full buying cycle without changing it',
      'Compare contribution per {c} in test and control and check significance',
    ],
    pitfalls: [
      'Stopping the test as soon as the result looks good',
      'Test and control {C} who see each other’s {price}, which contaminates the control',
      'Reading a short-term dip in volume as the long-run response',
    ],
    expectedOutput: 'A bar chart of contribution per {c} in test against control cells; the difference in % decides.',
    owner: 'Pricing analyst',
    ease: 2,
    weeks: 4,
    shape: 'comparison',
    measure: 'change in contribution per {c} against control (%)',
    rule: decide('the change in contribution per {c} in the test cells against control', 'above', 2, '%'),
  },
  'win-loss': {
    audience: 'b2b',
    name: 'Win/loss analysis',
    keywords: /\b(?:win rates?|win\w*|lose|losing|lost|deals?|tenders?|bids?|sales process|prospects?)\b/i,
    method: 'Review the deals won and lost over the last year and ask buyers why they chose as they did.',
    dataSources: [
      'The sales pipeline in {customerData}',
      'Interviews with buyers of won and lost deals',
      'Bid documents and proposals',
    ],
    dataNeeded: [
      'Every deal of the last twelve months with outcome, stage reached, size, segment and the competitor that won',
      'Ten to fifteen buyer interviews, split between wins and losses',
    ],
    steps: [
      'Pull closed deals with their outcome and the winning competitor',
      'Compute win rates by segment, deal size and competitor',
      'Interview buyers of won and lost deals with a fixed guide',
      'Code the reasons and count how often each one decided a loss',
      'Compare the coded reasons with what the sales team recorded',
    ],
    pitfalls: [
      'Trusting the sales team’s loss reasons alone',
      'Interviewing only recent or friendly buyers',
      'Counting deals that were never really contested',
    ],
    expectedOutput:
      'Win rates by segment and competitor and the reasons for lost deals; the share of losses put down to {price} decides.',
    owner: 'Sales operations analyst',
    ease: 4,
    weeks: 2,
    shape: 'split',
    measure: 'share of lost deals (%)',
    rule: decide('the share of lost deals in which the buyer names {price} as the main reason', 'at-least', 40, '%'),
  },
  'market-sizing': {
    name: 'Market sizing, top-down and bottom-up',
    keywords: /\b(?:markets?|size|large|growing|growth|potential|addressable|headroom)\b/i,
    method:
      'Estimate the market from published totals (top-down) and from the number of potential {C} times their spend (bottom-up), then reconcile the two.',
    dataSources: [
      'Industry reports and official statistics on the market',
      '{SalesData}, to anchor {Sp} share',
      'Expert estimates for the missing links',
    ],
    dataNeeded: [
      'The number of potential {C} by segment and region',
      'Spend or volume in {U} per {c} and its trend',
      'Published market volumes and values for five years',
    ],
    steps: [
      'Define the market precisely: offer, {C}, geography and period',
      'Size it top-down from published totals',
      'Size it bottom-up from the number of {C} and their spend',
      'Reconcile the two estimates and explain the gap',
      'Project growth five years ahead by segment, with a low and a high case',
    ],
    pitfalls: [
      'Defining the market so broadly that any plan looks small',
      'Taking a single report’s figure at face value',
      'Projecting past growth without asking what drove it',
    ],
    expectedOutput:
      'Market size and growth by segment, today and in five years, with a range; the annual growth of the addressable market decides.',
    owner: 'Strategy analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'annual growth (%)',
    rule: decide('the annual growth of the addressable market over the next five years', 'at-least', 5, '%'),
  },
  'competitor-profiling': {
    name: 'Competitor profiling and share analysis',
    keywords: /\b(?:competitors?|competition|competitive|share|rivals?|incumbents?|players?|entrants?|beat)\b/i,
    method: 'Profile {competitors} and track market shares over time, to see who gains, from whom and with what offer.',
    dataSources: [
      'Market share data from industry bodies or research firms',
      'Annual reports, websites and {price} lists of {competitors}',
      'Mystery shopping and interviews with {C}',
    ],
    dataNeeded: [
      'Market share of {S} and its main {competitors} for the last three years',
      '{Price}, offer, channels and service of each competitor',
      'Recent moves: entries, exits, capacity added and campaigns',
    ],
    steps: [
      'List the {competitors} that matter, including new and indirect ones',
      'Collect shares for three years and chart the shifts',
      'Profile each competitor on {price}, offer, channels and cost position',
      'Explain each share shift with a move or a cause',
      'Anticipate the likely next moves',
    ],
    pitfalls: [
      'Ignoring new or indirect {competitors}',
      'Mixing share by value with share by volume',
      'Reading a competitor’s stated strategy as its real one',
    ],
    expectedOutput: 'Market shares over three years and a positioning map; the change in {Sp} market share decides.',
    owner: 'Strategy analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'change in market share (pp)',
    rule: decide('the change in {Sp} market share over the last three years', 'below', -2, 'pp'),
  },
} satisfies Family;
