import { decide, type Family } from './types.js';

/**
 * Regulation, carbon, regulated and public services, and charities: emissions, compliance, losses, assets,
 * bills, stakeholders, policy outcomes, demand for a service, and funding. Only the fundraising analyses
 * speak of donors and gifts: they exist for charities.
 */
export const PUBLIC = {
  'emissions-baseline': {
    name: 'Emissions baseline by source',
    keywords: /\b(?:emissions?|co2|carbon|footprint|energy|fuels?|electricity|sources?)\b/i,
    method:
      'Build the greenhouse-gas baseline by scope and source from activity data and emission factors, and express it per {u}.',
    dataSources: ['Energy and fuel bills and meter data', '{OpsData}', 'Published emission-factor databases'],
    dataNeeded: [
      'Energy and fuel use per site and month',
      'Process emissions and refrigerant losses',
      'Purchased goods, transport and travel, for scope 3',
    ],
    steps: [
      'Set the organisational boundary and the scopes',
      'Collect activity data for each source',
      'Apply emission factors from a recognised database',
      'Rank the sources and express emissions per {u}',
      'Reconcile the result with any published figures',
    ],
    pitfalls: [
      'Double counting across scopes',
      'Outdated emission factors, or factors for the wrong country',
      'Leaving out scope 3, where most emissions often sit',
    ],
    expectedOutput: 'Emissions by source and scope, and per {u}; the share from the three largest sources decides.',
    owner: 'Sustainability analyst',
    ease: 3,
    weeks: 2,
    shape: 'pareto',
    measure: 'share of emissions (%)',
    rule: decide('the share of emissions from the three largest sources', 'at-least', 70, '%'),
  },
  'abatement-cost-curve': {
    name: 'Marginal abatement cost curve',
    keywords: /\b(?:abat\w*|efficien\w*|switch\w*|lower-carbon|decarboni[sz]\w*|capture|offset\w*|cuts?|net zero)\b/i,
    method:
      'Rank the levers that cut emissions by cost per tonne of CO2e avoided and by volume, and compare them with the carbon price.',
    dataSources: ['Engineering studies', 'Supplier quotes', 'Published abatement studies for the sector'],
    dataNeeded: [
      'Capital cost, change in operating cost and CO2e avoided for each lever',
      'The carbon price and the reduction target',
    ],
    steps: [
      'List the levers for each major source',
      'Cost each lever per tonne of CO2e avoided over its life',
      'Remove overlaps between levers',
      'Rank the levers and draw the curve',
      'Compare the curve with the carbon price and the target',
    ],
    pitfalls: [
      'Counting overlapping levers twice',
      'Costs taken from optimistic vendor quotes',
      'Ignoring how long each lever takes to deliver',
    ],
    expectedOutput:
      'An abatement curve against the carbon price; the share of the target reachable below the carbon price decides.',
    owner: 'Sustainability analyst',
    ease: 2,
    weeks: 3,
    shape: 'pareto',
    measure: 'share of the reduction target (%)',
    rule: decide(
      'the share of the reduction target reachable with levers costing less than the carbon price',
      'at-least',
      50,
      '%',
    ),
  },
  'regulatory-gap': {
    name: 'Regulatory gap assessment',
    keywords:
      /\b(?:complian\w*|non-?complian\w*|breach\w*|regulatory (?:requirements?|standards?|gaps?)|audits?|inspections?|fines?|sanctions?)\b/i,
    method:
      'Compare what {S} does today with each requirement of {regulator}, rate each gap by risk and cost the fixes.',
    dataSources: [
      'Rules, guidance and recent decisions of {regulator}',
      'Internal policies, procedures and audit reports',
      'Interviews with compliance and operations teams',
    ],
    dataNeeded: [
      'The list of requirements that apply',
      'Evidence of how each one is met today',
      'Findings of recent audits and inspections',
    ],
    steps: [
      'List the requirements that apply, with the compliance team',
      'Collect evidence of how each one is met in practice',
      'Rate each gap by likelihood and severity',
      'Cost the fix for each high-risk gap',
      'Agree owners and deadlines',
    ],
    pitfalls: [
      'Rating gaps on written policies rather than on what happens in practice',
      'Missing guidance and recent enforcement cases',
      'Treating every gap as equally urgent',
    ],
    expectedOutput: 'A heat map of requirements by risk; the number of high-risk gaps decides.',
    owner: 'Compliance manager',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'high-risk gaps',
    rule: decide('the number of high-risk gaps against the rules of {regulator}', 'at-least', 1),
  },
  'regulatory-review': {
    name: 'Regulatory and licensing review',
    keywords: /\b(?:regulat\w*|licen[cs]\w*|legal|permits?|approvals?|rules|subsid\w*|barriers?|incentives?)\b/i,
    method:
      'Review the laws, licences and policies that shape the decision with counsel, and estimate the time and cost of each approval.',
    dataSources: ['Legal counsel', 'Publications and decisions of {regulator}', 'Recent approvals of comparable plans'],
    dataNeeded: [
      'The rules, licences and approvals that apply',
      'Typical approval times and costs',
      'Pending policy changes',
    ],
    steps: [
      'List the rules and approvals that apply',
      'Assess the plan against each one',
      'Estimate the time and cost of each approval from recent cases',
      'Flag anything that could stop the plan',
      'Place the approvals on the plan’s critical path',
    ],
    pitfalls: [
      'Missing regional or local rules',
      'Taking official approval times at face value',
      'Ignoring policy changes already announced',
    ],
    expectedOutput:
      'A list of approvals with their time and cost and any that could stop the plan; the time to obtain all of them decides.',
    owner: 'Legal counsel',
    ease: 4,
    weeks: 2,
    shape: 'comparison',
    measure: 'months to approval',
    rule: decide('the time to obtain every licence and approval the plan needs', 'above', 12, 'months'),
  },
  'loss-audit': {
    name: 'Revenue leakage and loss audit',
    keywords: /\b(?:leak\w*|unbilled|under-?billed|billing errors?|write-?offs?|theft|shrink\w*|bad debt)\b/i,
    method:
      'Trace what {S} delivers to what it bills and collects, and size each leak: unbilled or under-billed {U}, write-offs, theft and fraud.',
    dataSources: ['{SalesData}', '{OpsData}, for what was delivered', 'Collection and write-off records'],
    dataNeeded: [
      'Volume delivered and volume billed, by period and segment',
      'Billing exceptions, adjustments and credits',
      'Write-offs and bad debt',
    ],
    steps: [
      'Reconcile the volume delivered with the volume billed for a full year',
      'Sample billing records to find errors and their causes',
      'Quantify write-offs, bad debt and fraud',
      'Size each leak as a share of the revenue due',
      'Rank the fixes by value and ease',
    ],
    pitfalls: [
      'Extrapolating from a sample that is not representative',
      'Counting the same leak twice at two stages',
      'Ignoring what it costs to recover each leak',
    ],
    expectedOutput:
      'A waterfall from revenue due to revenue collected; the revenue lost to leaks as a share of revenue due decides.',
    owner: 'Revenue assurance analyst',
    ease: 3,
    weeks: 2,
    shape: 'bridge',
    measure: 'revenue (index, revenue due = 100)',
    rule: decide(
      'the revenue lost to leaks (unbilled, under-billed or written off) as a share of revenue due',
      'above',
      2,
      '%',
    ),
  },
  'asset-renewal': {
    name: 'Asset condition and renewal analysis',
    keywords:
      /\b(?:assets?|ageing|aging|condition|renew\w*|replacement|maintenance|backlog|end of life|infrastructure)\b/i,
    method:
      'Rate the condition and remaining life of the asset base, link condition to failures and cost, and plan renewals by risk.',
    dataSources: [
      'The asset register',
      'Maintenance and failure records in {opsData}',
      'Condition surveys and inspections',
    ],
    dataNeeded: [
      'Age, condition grade and expected life of each asset',
      'Failures and maintenance cost per asset for five years',
      'The cost of replacing each class of asset',
    ],
    steps: [
      'Clean the asset register and fill its gaps with surveys',
      'Grade the condition of each asset on a common scale',
      'Relate condition and age to failures and maintenance cost',
      'Compute the backlog of assets past their expected life',
      'Prioritise renewals by risk and by the cost of failure',
    ],
    pitfalls: [
      'An asset register that is incomplete or out of date',
      'Renewing by age alone when condition differs',
      'Ignoring what a failure costs {C}',
    ],
    expectedOutput:
      'The asset base by condition grade and the renewal backlog; the share past its expected life or in poor condition decides.',
    owner: 'Asset management engineer',
    ease: 3,
    weeks: 3,
    shape: 'split',
    measure: 'share of assets (%)',
    rule: decide('the share of assets past their expected life or in the two worst condition grades', 'above', 20, '%'),
  },
  'bill-impact': {
    name: 'Bill impact and affordability analysis',
    keywords: /\b(?:bills?|affordab\w*|price controls?|households?|pass(?:ed)? through)\b/i,
    method:
      'Translate the plan’s costs into the {price} {C} pay, and compute the change in the average bill and for the most exposed groups.',
    dataSources: [
      '{SalesData}',
      'The plan’s cost and investment forecast',
      'Household income statistics and affordability benchmarks',
    ],
    dataNeeded: [
      'Today’s average bill per {c}, by group',
      'The plan’s additional costs and how they are recovered',
      'The incomes of the most exposed groups',
    ],
    steps: [
      'Start from today’s average bill and its components',
      'Add the plan’s costs through the recovery rules of {regulator}',
      'Compute the change in the average bill in real terms',
      'Repeat for the most exposed groups',
      'Compare the results with affordability benchmarks',
    ],
    pitfalls: [
      'Reporting the average only, which hides the most exposed {C}',
      'Mixing nominal and real changes',
      'Ignoring timing when costs are recovered over many years',
    ],
    expectedOutput:
      'A bridge from today’s average bill to the bill under the plan; the real increase in the average bill decides.',
    owner: 'Regulatory economist',
    ease: 3,
    weeks: 2,
    shape: 'bridge',
    measure: 'average bill (index, today = 100)',
    rule: decide('the real increase in the average bill per {c} under the plan', 'at-most', 5, '%'),
  },
  'stakeholder-mapping': {
    name: 'Stakeholder mapping',
    keywords: /\b(?:stakeholders?|support|citizens?|residents?|public|politic\w*|win support|acceptance|unions?)\b/i,
    method: 'Map stakeholders by influence and stance, and test the options with those who can make or break them.',
    dataSources: ['Consultation responses', 'Public records and media coverage', 'Interviews with stakeholders'],
    dataNeeded: [
      'The stakeholders, with their influence and current stance',
      'The options to test, and what each stakeholder gains or loses with each',
    ],
    steps: [
      'List the stakeholders inside and outside {S}',
      'Rate each one on influence and stance',
      'Interview the most influential on the options',
      'Record support, neutrality or opposition per option',
      'Plan engagement with those who could block the decision',
    ],
    pitfalls: [
      'Hearing only the loudest voices',
      'Confusing public statements with private positions',
      'Forgetting stakeholders inside the organisation',
    ],
    expectedOutput:
      'An influence and stance map with support per option; the share of high-influence stakeholders in favour decides.',
    owner: 'Policy adviser',
    ease: 4,
    weeks: 2,
    shape: 'split',
    measure: 'share of high-influence stakeholders (%)',
    rule: decide('the share of high-influence stakeholders in favour', 'above', 50, '%'),
  },
  'policy-evaluation': {
    name: 'Policy or programme evaluation',
    keywords: /\b(?:polic(?:y|ies)|interventions?|public programmes?|schemes?|evaluat\w*)\b/i,
    method:
      'Compare the outcome a policy targets, before and after it started, with a comparison group that did not get it (difference in differences).',
    dataSources: ['{OpsData}', 'Official statistics for the comparison areas or groups', 'Programme monitoring data'],
    dataNeeded: [
      'The outcome for the group reached and for a comparison group, before and after the start',
      'Other changes over the period that could explain the outcome',
    ],
    steps: [
      'Define the outcome and the group the policy reached',
      'Choose a comparison group that followed the same trend before the start',
      'Compute the change in each group from before to after',
      'Take the difference between the two changes',
      'Test the result against other explanations',
    ],
    pitfalls: [
      'No comparison group, which credits the policy with the general trend',
      'Groups that were already diverging before the start',
      'Measuring activity (outputs) instead of outcomes',
    ],
    expectedOutput:
      'The outcome over time for the group reached and the comparison group; the improvement beyond the comparison group decides.',
    owner: 'Policy analyst',
    ease: 2,
    weeks: 3,
    shape: 'trend',
    measure: 'improvement beyond the comparison group (%)',
    rule: decide('the improvement in the targeted outcome beyond the comparison group', 'at-least', 5, '%'),
  },
  'demand-study': {
    name: 'Demand and usage study',
    keywords:
      /\b(?:usage|users?|use of|peak(?:s| times?)?|traffic|trips?|congestion|visits?|footfall|commut\w*|uptake)\b/i,
    method:
      'Measure who uses the service, when, from where and for what, and estimate how much peak demand the proposed measures would move.',
    dataSources: ['{OpsData}', 'Surveys of users', 'Counts, sensors or location data'],
    dataNeeded: [
      'Demand by hour, day, location and purpose',
      'Who the users are and what alternatives they have',
      'The capacity available at peak',
    ],
    steps: [
      'Collect counts and surveys over a representative period',
      'Profile demand by time, location and purpose',
      'Separate essential from discretionary demand at peak',
      'Estimate how each measure would shift or reduce peak demand',
      'Check where displaced demand goes',
    ],
    pitfalls: [
      'Ignoring demand displaced to other times, places or services',
      'Surveying on typical days only',
      'Taking stated intentions to change behaviour at face value',
    ],
    expectedOutput: 'Demand by time and purpose; the share of peak demand that could move decides.',
    owner: 'Planning analyst',
    ease: 2,
    weeks: 3,
    shape: 'split',
    measure: 'share of peak demand (%)',
    rule: decide(
      'the share of peak demand that is discretionary and could move to other times, places or services',
      'at-least',
      20,
      '%',
    ),
  },
  'donor-cohort': {
    name: 'Donor cohort retention analysis',
    keywords: /\b(?:donors?|giving|gifts?|lapsed|supporters?|regular giv\w*|second gifts?)\b/i,
    method:
      'Follow the donors recruited in the same period and measure how many give again, how soon and how much, by channel and appeal.',
    dataSources: ['{CustomerData}', '{SalesData}', 'Campaign and appeal records'],
    dataNeeded: [
      'Every gift of the last five years with donor, date, amount, channel and appeal',
      'The recruitment channel of each donor',
    ],
    steps: [
      'Group donors by the quarter of their first gift',
      'Compute the share who give again within 3, 6, 12 and 24 months',
      'Compare the curves by recruitment channel and appeal',
      'Compute income per donor over three years, cohort by cohort',
      'Find where in the first year most donors lapse',
    ],
    pitfalls: [
      'Counting reactivated donors as new ones',
      'Mixing regular and one-off donors',
      'Judging recent cohorts on too few months',
    ],
    expectedOutput:
      'Retention curves by cohort and channel; the share of first-time donors who give again within twelve months decides.',
    owner: 'Fundraising analyst',
    ease: 4,
    weeks: 1,
    shape: 'curves',
    measure: 'share of donors who give again (%)',
    rule: decide('the share of first-time donors who give again within twelve months', 'below', 30, '%'),
  },
  'fundraising-roi': {
    name: 'Fundraising return by channel',
    keywords: /\b(?:fundrais\w*|roi|return on (?:investment|spend)|cost to raise|appeals?|campaigns?|donations?)\b/i,
    method:
      'Compare the income each channel raises over three years with the cost of raising it, counting the later gifts of the donors it recruits.',
    dataSources: ['{SalesData}', '{CostData}', '{CustomerData}'],
    dataNeeded: [
      'Income by channel and appeal for three years, including later gifts from the donors recruited',
      'Direct and attributable costs per channel',
    ],
    steps: [
      'List the channels with their direct and attributable costs',
      'Attribute income to channels, including later gifts from the donors they recruited',
      'Compute three-year income per unit of cost for each channel',
      'Compare the channels with each other and with sector benchmarks',
      'Model the effect of moving budget between channels',
    ],
    pitfalls: [
      'Judging recruitment channels on first-year income only',
      'Leaving shared costs out of the channels that cause them',
      'Comparing channels with different donor profiles as if they were equal',
    ],
    expectedOutput:
      'Income per unit of cost by channel; the three-year income per unit of cost of the channel under review decides.',
    owner: 'Fundraising analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'income per unit of cost',
    rule: decide('the three-year income per unit of cost of the channel under review', 'at-least', 3),
  },
  'funding-mix': {
    name: 'Funding mix and dependency analysis',
    keywords: /\b(?:funding|income (?:mix|sources?|streams?)|grants?|dependen\w*|diversif\w*|relian\w*|relies)\b/i,
    method: 'Break income down by source and track its concentration, stability and restrictions over five years.',
    dataSources: ['{SalesData}', 'Grant and contract agreements', 'The financial plan'],
    dataNeeded: [
      'Income by source for five years',
      'Terms, restrictions and end dates of the largest sources',
      'The risks to each source: policy, economy, relationship',
    ],
    steps: [
      'Classify income by source and type: restricted, unrestricted, contracted',
      'Compute each source’s share and its trend',
      'Rate each large source on stability and renewal risk',
      'Model income if the largest source fell by a third',
      'Identify the sources that could grow',
    ],
    pitfalls: [
      'Treating restricted income as if it could fund anything',
      'Looking at one year, which hides volatility',
      'Counting renewals as certain',
    ],
    expectedOutput: 'Income by source over five years; the share of income from the largest source decides.',
    owner: 'Finance analyst',
    ease: 4,
    weeks: 1,
    shape: 'split',
    measure: 'share of income (%)',
    rule: decide('the share of income from the single largest source', 'above', 40, '%'),
  },
} satisfies Family;
