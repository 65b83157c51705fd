import { decide, type Family } from './types.js';

/** Money and decisions: what an option is worth, what it risks, whether {S} can fund it, and tests before roll-out. */
export const DECISIONS = {
  'dcf-model': {
    name: 'Discounted cash-flow model (NPV and IRR)',
    keywords:
      /\b(?:returns?|invest\w*|npv|net present|payback|pay back|cash flows?|worth|hurdle|cost of capital|afford\w*|valu\w*)\b/i,
    method: 'Project the cash flows of the decision over its life and discount them at {Sp} cost of capital.',
    dataSources: ['The business plan and investment case', '{CostData}', 'Market data for the cost of capital'],
    dataNeeded: [
      'Capital spending, revenue, operating costs and working capital per year',
      'Cost of capital, tax rate and terminal value assumptions',
    ],
    steps: [
      'Agree the base-case assumptions and their sources',
      'Build yearly cash flows, including working capital and tax',
      'Discount them at the cost of capital',
      'Compute NPV, IRR and payback',
      'Reconcile the model with the business plan and explain any difference',
    ],
    pitfalls: [
      'An optimistic ramp-up of volumes and {price}',
      'Forgetting working capital, tax or maintenance spending',
      'A terminal value that carries most of the NPV unexamined',
    ],
    expectedOutput:
      'NPV, IRR and payback for the base case, with a low and a high case; the NPV at the cost of capital decides.',
    owner: 'Corporate finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'scenarios',
    measure: 'net present value',
    rule: decide('the net present value at {Sp} cost of capital', 'above', 0),
  },
  'option-npv': {
    name: 'Option comparison by net present value',
    keywords:
      /\b(?:options?|alternatives?|choose|choice|versus|instead of|or (?:build|buy|partner)|best (?:option|course))\b/i,
    method:
      'Value each option, including doing nothing, on the same assumptions and cost of capital, and compare their NPVs.',
    dataSources: ['The business case of each option', '{CostData}', 'Market data for the cost of capital'],
    dataNeeded: [
      'Cash flows per year for each option, on consistent assumptions',
      'The do-nothing case: what happens to {M} if {S} does not act',
    ],
    steps: [
      'Define each option precisely, including doing nothing',
      'Set shared assumptions: market, {price}, costs and cost of capital',
      'Build the cash flows of each option',
      'Compute the NPV of each option and the difference to the next best',
      'Find the assumptions that would change the ranking',
    ],
    pitfalls: [
      'A do-nothing case that assumes nothing changes',
      'Different assumptions for options championed by different teams',
      'Ignoring the value of waiting or of investing in stages',
    ],
    expectedOutput:
      'NPV per option against doing nothing; the NPV of the preferred option minus that of the next best decides.',
    owner: 'Corporate finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'net present value against the next best option',
    rule: decide('the net present value of the preferred option minus that of the next best', 'above', 0),
  },
  'option-scoring': {
    name: 'Option scoring against weighted criteria',
    keywords: /\b(?:criteria|scores?|scoring|weigh\w*|trade-?offs?|rank\w*|shortlist\w*|preferred option|best fit)\b/i,
    method:
      'Score each option against criteria weighted with the decision makers before any scoring, and test how robust the ranking is.',
    dataSources: [
      'Workshops with the decision makers',
      'The evidence behind each option',
      'Expert views for criteria without data',
    ],
    dataNeeded: [
      'The options, and five to eight criteria with weights agreed in advance',
      'The evidence behind each score',
    ],
    steps: [
      'Agree criteria and weights with the decision makers before seeing any scores',
      'Score each option on each criterion, citing the evidence',
      'Compute the weighted scores and rank the options',
      'Test the ranking against other plausible weights',
      'Write down what would have to be true for the runner-up to win',
    ],
    pitfalls: [
      'Setting the weights after seeing the scores',
      'Criteria that overlap and count the same thing twice',
      'Scores based on impressions rather than evidence',
    ],
    expectedOutput: 'A bar chart of weighted scores per option; the lead of the top option over the runner-up decides.',
    owner: 'Strategy analyst',
    ease: 4,
    weeks: 1,
    shape: 'comparison',
    measure: 'weighted score (index, runner-up = 100)',
    rule: decide('the lead of the top-ranked option over the runner-up on weighted score', 'above', 10, '%'),
  },
  'capital-rationing': {
    name: 'Capital allocation and rationing',
    keywords:
      /\b(?:capital (?:budget|allocation|spending)|capex|investment programme|portfolio of projects|which projects)\b/i,
    method:
      'Rank the candidate projects by value per unit of capital and fit the best set within the capital {S} can commit.',
    dataSources: [
      'The project pipeline and its business cases',
      'The financial plan and its funding limits',
      '{CostData}',
    ],
    dataNeeded: [
      'Capital need, NPV and timing of each candidate project',
      'The capital available per year, and which projects are mandatory',
    ],
    steps: [
      'List the candidate projects with capital need, NPV and timing',
      'Separate mandatory projects (safety, compliance) from discretionary ones',
      'Rank discretionary projects by NPV per unit of capital',
      'Fill the budget year by year in rank order',
      'Test the chosen set against a smaller budget and against delays',
    ],
    pitfalls: [
      'Ranking by NPV alone, which favours large projects',
      'Ignoring dependencies between projects',
      'Leaving mandatory projects out of the budget',
    ],
    expectedOutput:
      'The cumulative capital of the ranked projects against the budget; the capital the shortlist needs as a share of the capital available decides.',
    owner: 'Corporate finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'capital need as a share of the capital available (%)',
    rule: decide('the capital the shortlisted projects need as a share of the capital available', 'at-most', 100, '%'),
  },
  'scenario-sensitivity': {
    name: 'Scenario and sensitivity analysis',
    keywords: /\b(?:risks?|scenarios?|sensitiv\w*|uncertain\w*|could|hold if|slower|overruns?|shifts?|changes?)\b/i,
    method: 'Vary the key assumptions one at a time and in consistent scenarios, to see what breaks the case.',
    dataSources: [
      'The base-case model',
      'Expert ranges for the key assumptions',
      'The history of the main drivers (demand, {price}, input costs)',
    ],
    dataNeeded: [
      'A low, a base and a high value for each key assumption, with its source',
      'Which assumptions move together',
    ],
    steps: [
      'List the assumptions that drive the value',
      'Set realistic ranges from history and from experts',
      'Run a tornado of one-at-a-time changes',
      'Build three consistent scenarios: downside, base and upside',
      'Find the break-even value of the most sensitive assumptions',
    ],
    pitfalls: [
      'Ranges too narrow to matter',
      'Varying assumptions that move together as if they were independent',
      'A downside that is only the base case minus 10%',
    ],
    expectedOutput:
      'A tornado chart and the value in the downside, base and upside scenarios; the value in the downside scenario decides.',
    owner: 'Finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'scenarios',
    measure: 'value',
    rule: decide('the value of the case in the downside scenario', 'above', 0),
  },
  'risk-modelling': {
    name: 'Risk and loss modelling',
    keywords: /\b(?:risks?|credit|fraud|loss(?:es)?|default\w*|manageable|operational|exposure)\b/i,
    method:
      'Estimate expected and stressed losses from the main risks, and compare them with the profit available to absorb them.',
    dataSources: [
      'The loss and incident history of {S}',
      'Industry loss data',
      'The risk register and the risk function',
    ],
    dataNeeded: [
      'Loss events and amounts by type of risk, for as long a history as exists',
      'Exposures today and in the plan',
      'Annual operating profit, to compare with',
    ],
    steps: [
      'List the types of risk that matter for the decision',
      'Estimate the probability and severity of each from history and from experts',
      'Model the expected loss and a 1-in-20-year stressed loss',
      'Compare the stressed loss with annual operating profit',
      'Identify mitigations and their cost',
    ],
    pitfalls: [
      'Loss history from a benign period',
      'Adding risks as if they were independent when they strike together',
      'Ignoring rare events with severe losses',
    ],
    expectedOutput:
      'Expected, stressed and severe losses against annual operating profit; the 1-in-20-year loss as a share of profit decides.',
    owner: 'Risk analyst',
    ease: 3,
    weeks: 2,
    shape: 'scenarios',
    measure: 'loss as a share of annual operating profit (%)',
    rule: decide('the 1-in-20-year stressed loss as a share of annual operating profit', 'at-most', 50, '%'),
  },
  'cash-flow-forecast': {
    name: 'Cash-flow forecast (13-week and plan)',
    keywords: /\b(?:cash|liquidity|runway|burn|working capital|funding gap|solvency|covenants?|run out)\b/i,
    method:
      'Forecast receipts and payments week by week for 13 weeks and month by month for the plan, and find when cash falls below the minimum operating level.',
    dataSources: [
      'Bank balances and the treasury forecast',
      '{SalesData}, for expected receipts',
      '{CostData}, for committed payments',
    ],
    dataNeeded: [
      'Opening cash and committed facilities',
      'Expected receipts and payments by week, with their timing',
      'The minimum cash balance the business needs to operate',
    ],
    steps: [
      'Start from today’s cash and committed facilities',
      'Forecast receipts from collection patterns, not from revenue',
      'Forecast payments: payroll, suppliers, debt service and tax',
      'Compute the weekly balance and the weeks until it falls below the minimum',
      'Test the forecast against last month’s actuals and update it weekly',
    ],
    pitfalls: [
      'Forecasting receipts from revenue rather than from collection patterns',
      'Forgetting quarterly and annual payments such as tax, insurance and bonuses',
      'Counting facilities the lender can withdraw',
    ],
    expectedOutput: 'The weekly cash balance against the minimum operating level; the weeks of runway decide.',
    owner: 'Treasury analyst',
    ease: 4,
    weeks: 1,
    shape: 'trend',
    measure: 'weeks of cash runway',
    rule: decide(
      'the weeks of cash runway before the balance falls below the minimum operating level',
      'below',
      26,
      'weeks',
    ),
  },
  'valuation-multiples': {
    name: 'Valuation by trading and transaction multiples',
    keywords: /\b(?:valuation|multiples?|fair|worth|asking price|premium|comparable|transactions?|acqui\w*)\b/i,
    method:
      'Value the business from the multiples of listed peers and of recent comparable transactions, and compare the range with the asking price.',
    dataSources: [
      'Financial databases of listed peers (for example Capital IQ)',
      'Databases of comparable transactions',
      'The target’s accounts and management plan',
    ],
    dataNeeded: [
      'Revenue and EBITDA of the target, normalised for one-off items',
      'Multiples of 8 to 10 listed peers and recent transactions',
    ],
    steps: [
      'Select comparable companies and transactions',
      'Normalise the target’s earnings for one-off items',
      'Apply the range of multiples',
      'Cross-check the range with a DCF',
      'Compare the resulting range with the asking price',
    ],
    pitfalls: [
      'Peers with different growth or margins',
      'Earnings left unadjusted for one-off items',
      'Transaction multiples from a different point in the cycle',
    ],
    expectedOutput:
      'A football-field chart of value ranges by method against the asking price; the premium of the asking price over the midpoint decides.',
    owner: 'Corporate finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'comparison',
    measure: 'value (index, midpoint of the range = 100)',
    rule: decide('the premium of the asking price over the midpoint of the valuation range', 'at-most', 10, '%'),
  },
  'synergy-sizing': {
    name: 'Synergy sizing',
    keywords: /\b(?:synerg\w*|combined|overlapp\w*|merg\w*|cross-sell\w*|scale)\b/i,
    method:
      'Size cost and revenue synergies bottom-up by function, net of dis-synergies and one-off costs, and phase them over three years.',
    dataSources: [
      'Both businesses’ cost bases by function and site',
      '{CustomerData} of both businesses, for the overlap',
      'Synergies achieved in comparable combinations',
    ],
    dataNeeded: [
      'Cost by function and site for both businesses',
      'The overlap of {C}, offers and sites',
      'One-off integration costs',
    ],
    steps: [
      'List the synergy levers by function',
      'Size each lever bottom-up with the function heads',
      'Cut each lever for delivery risk',
      'Subtract dis-synergies and annualised one-off costs',
      'Phase the net synergies over three years',
    ],
    pitfalls: [
      'Counting revenue synergies at full value',
      'Ignoring dis-synergies such as {C} lost where the businesses overlap',
      'Counting the same lever in two functions',
    ],
    expectedOutput:
      'A waterfall from gross to net synergies; net synergies as a share of the combined cost base decide.',
    owner: 'Corporate finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'bridge',
    measure: 'synergies (% of the combined cost base)',
    rule: decide(
      'the net synergies after dis-synergies and one-off costs, as a share of the combined cost base',
      'at-least',
      3,
      '%',
    ),
  },
  'commercial-due-diligence': {
    name: 'Commercial due diligence',
    keywords: /\b(?:due diligence|earnings|standalone|sustainable|management plan|one-off|customers account)\b/i,
    method:
      'Test the target’s business plan against its market, its competitive position and its {C}, and restate it where the evidence says otherwise.',
    dataSources: ['The data room', 'Interviews with management', 'Calls with {C} and {competitors}'],
    dataNeeded: [
      'Revenue by {c} and by offer for five years',
      'The management plan and its assumptions',
      'Market growth and share data',
    ],
    steps: [
      'Review the data room and list the plan’s key assumptions',
      'Interview management on each assumption',
      'Test the market growth, share and {price} assumptions against independent evidence',
      'Call key {C} about their plans and satisfaction',
      'Restate the plan with adjustments and explain each one',
    ],
    pitfalls: [
      'Taking the management plan as given',
      'Relying on reference calls chosen by the seller',
      'Missing a dependence on a few large {C}',
    ],
    expectedOutput:
      'A bridge from the management plan to the adjusted plan; the downward adjustment to year-three revenue decides.',
    owner: 'Due diligence team',
    ease: 2,
    weeks: 3,
    shape: 'bridge',
    measure: 'plan revenue in year three (index)',
    rule: decide(
      'the downward adjustment to the plan’s year-three revenue after testing its assumptions',
      'at-most',
      10,
      '%',
    ),
  },
  'integration-plan-review': {
    name: 'Integration and execution plan review',
    keywords: /\b(?:integrat\w*|one-off|disrupt\w*|execution|achievable|on time|deliver the plan)\b/i,
    method: 'Review the plan, the one-off costs and the risks of delivering the change against comparable programmes.',
    dataSources: [
      'The integration or programme plan',
      'Benchmarks from comparable programmes',
      'Interviews with the programme team',
    ],
    dataNeeded: [
      'Milestones, owners, one-off costs and expected benefits of the plan',
      'Costs, timelines and benefits of comparable programmes',
    ],
    steps: [
      'Review the plan’s scope, milestones and owners',
      'Compare one-off costs and timing with comparable programmes',
      'Identify the critical path and its dependencies',
      'Rate the main execution risks',
      'Plan mitigations and decision points',
    ],
    pitfalls: [
      'Underestimating the time it takes to bring systems and teams together',
      'Counting benefits before the costs that unlock them',
      'Cross-functional milestones without an owner',
    ],
    expectedOutput:
      'One-off costs and timeline against comparable programmes; the one-off cost as a share of the annual run-rate benefit decides.',
    owner: 'Programme manager',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'one-off cost as a share of annual benefit (%)',
    rule: decide(
      'the one-off cost of delivering the change as a share of its annual run-rate benefit',
      'at-most',
      150,
      '%',
    ),
  },
  'pilot-test': {
    name: 'Pilot or A/B test',
    keywords: /\b(?:pilot|test\w*|trial|offers?|would|try)\b/i,
    method: 'Run a controlled pilot with a test group and a comparable control group before a full roll-out.',
    dataSources: ['{OpsData} or {salesData} from the pilot', 'The same data for the control group'],
    dataNeeded: [
      'One success metric and the smallest effect worth rolling out',
      'Comparable test and control groups of sufficient size',
    ],
    steps: [
      'Define the success metric and the smallest effect worth acting on',
      'Compute the sample size and the duration',
      'Assign test and control at random or by matched pairs',
      'Run for a full cycle without changing the design',
      'Compare test with control and check significance',
    ],
    pitfalls: [
      'Samples too small to show an effect',
      'Stopping as soon as the results look good',
      'A pilot run by the best team, which no roll-out can copy',
    ],
    expectedOutput:
      'The metric in the test and the control group; the improvement in {M} in the test group over control decides.',
    owner: 'Operations manager',
    ease: 2,
    weeks: 4,
    shape: 'comparison',
    measure: 'improvement against control (%)',
    rule: decide('the improvement in {M} in the test group over the control group', 'at-least', 5, '%'),
  },
} satisfies Family;
