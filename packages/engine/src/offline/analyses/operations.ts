import { decide, type Family } from './types.js';

/** Operations and supply: how the work flows, where it fails, whether capacity, staff and stock match demand. */
export const OPERATIONS = {
  'process-time-study': {
    name: 'Process time study and value-stream map',
    keywords:
      /\b(?:process\w*|stages?|steps?|delays?|time|times|slow|waiting|lead|throughput|productiv\w*|organis\w*|simplif\w*|automat\w*)\b/i,
    method:
      'Map the process end to end and time each step, separating the time spent working on a {u} from the time spent waiting.',
    dataSources: ['{OpsData}', 'Direct observation of the work', 'Interviews with the {workforce}'],
    dataNeeded: [
      'Timestamps for each step of a sample of at least 100 {U}',
      'Staffing per shift and the work waiting at each step',
    ],
    steps: [
      'Walk the process with the people who do the work',
      'Extract timestamps per step from {opsData}',
      'Time a sample by direct observation where systems record no timestamps',
      'Split each step into working, waiting and rework time',
      'Find the bottleneck step and its queue',
    ],
    pitfalls: [
      'Timing only the happy path',
      'Mapping how the process is supposed to run rather than how it runs',
      'Observing on quiet days only',
    ],
    expectedOutput:
      'A value-stream map with elapsed time per step; the share of elapsed time spent waiting between steps decides.',
    owner: 'Operations analyst',
    ease: 3,
    weeks: 2,
    shape: 'split',
    measure: 'share of elapsed time (%)',
    rule: decide('the share of elapsed time in the process spent waiting between steps', 'above', 50, '%'),
  },
  'process-mining': {
    name: 'Process mining of event logs',
    keywords:
      /\b(?:process mining|event logs?|rework|loops?|hand-?offs?|variants?|deviat\w*|workflow|manual steps?|re-?work)\b/i,
    method:
      'Rebuild the real process from system event logs, case by case, and measure how often cases leave the standard path.',
    dataSources: ['Event logs from {opsData}', 'Workflow and ticketing systems', 'The documented standard process'],
    dataNeeded: [
      'For twelve months: case, activity, timestamp and team for every recorded step',
      'The standard path the process is meant to follow',
    ],
    steps: [
      'Extract event logs with case, activity and timestamp',
      'Clean the logs and agree what counts as one case (usually one {u} or one request)',
      'Discover the process variants and how often each occurs',
      'Compare each variant with the standard path',
      'Measure the time and cost of rework loops and repeated steps',
    ],
    pitfalls: [
      'Work done outside the systems, which never appears in the logs',
      'Treating every deviation as waste when some are legitimate exceptions',
      'Timestamps that record data entry rather than the work itself',
    ],
    expectedOutput:
      'A process map of the main variants with their frequency; the share of cases that leave the standard path decides.',
    owner: 'Process analyst',
    ease: 3,
    weeks: 2,
    shape: 'split',
    measure: 'share of cases (%)',
    rule: decide(
      'the share of cases that leave the standard path (rework loops, skipped or repeated steps)',
      'above',
      20,
      '%',
    ),
  },
  pareto: {
    name: 'Pareto analysis',
    keywords: /\b(?:few|most|concentrat\w*|account for|explain|items?|largest)\b/i,
    method: 'Rank contributors by size and find the few that explain most of the total.',
    dataSources: ['{OpsData}', '{CostData}'],
    dataNeeded: [
      'The measure at the lowest level available (item, cause, site, {c})',
      'Twelve months of data, so that seasonal items are not missed',
    ],
    steps: [
      'Choose the measure and the level at which to rank',
      'Sort contributors from largest to smallest',
      'Compute the cumulative share of the total',
      'Name the vital few and what they have in common',
      'Check that the ranking holds month by month',
    ],
    pitfalls: [
      'A level of detail at which everything looks concentrated',
      'Ranking on volume when the issue is cost or value',
      'Ignoring a long tail that matters in total',
    ],
    expectedOutput:
      'A Pareto chart of contributors with the cumulative share; the share of the total from the top 20% of contributors decides.',
    owner: 'Business analyst',
    ease: 5,
    weeks: 1,
    shape: 'pareto',
    measure: 'share of the total (%)',
    rule: decide('the share of the total from the top 20% of contributors', 'at-least', 60, '%'),
  },
  'root-cause': {
    name: 'Root-cause analysis (fishbone and five whys)',
    keywords: /\b(?:causes?|defects?|quality|failures?|errors?|rework|machines?|materials?|methods?|inspection)\b/i,
    method:
      'Trace failures to their causes by category, ask why until a cause can be fixed, and confirm the top causes with data.',
    dataSources: [
      'Quality, incident and complaint records in {opsData}',
      'Direct observation of the work',
      'Maintenance and change logs',
    ],
    dataNeeded: [
      'Failures by type, location, shift and time for twelve months',
      'The inputs, equipment and team involved in each failure',
    ],
    steps: [
      'Collect failures with their attributes',
      'Brainstorm causes by category: methods, equipment, inputs, people, measurement, environment',
      'Ask why until each cause is one the team can act on',
      'Test each candidate cause against the data',
      'Confirm the top causes with a trial fix',
    ],
    pitfalls: [
      'Stopping at the first plausible cause',
      'Blaming people when the method or the system causes the error',
      'Counting symptoms as causes',
    ],
    expectedOutput:
      'A Pareto of failures by confirmed cause; the share explained by the three most frequent causes decides.',
    owner: 'Quality manager',
    ease: 3,
    weeks: 2,
    shape: 'pareto',
    measure: 'share of failures (%)',
    rule: decide('the share of failures explained by the three most frequent root causes', 'at-least', 60, '%'),
  },
  'capacity-utilisation': {
    name: 'Capacity and utilisation analysis',
    keywords:
      /\b(?:capacity|utili[sz]\w*|spare|bottlenecks?|outgrow|sized|debottleneck\w*|plants?|fleet|beds?|full)\b/i,
    method: 'Compare the capacity available with the load placed on it by hour, day and season, resource by resource.',
    dataSources: [
      '{OpsData}',
      'Planning and scheduling systems',
      '{CostData}, for the cost of idle and of added capacity',
    ],
    dataNeeded: [
      'Demonstrated capacity and actual load per resource and period for two years',
      'Downtime and its reasons',
    ],
    steps: [
      'Define the practical capacity of each resource, not its nameplate',
      'Measure load by hour, day and season',
      'Split lost capacity into downtime, slow running and rework',
      'Compute utilisation at peak and on average',
      'Find the binding constraint',
    ],
    pitfalls: [
      'Using nameplate instead of demonstrated capacity',
      'Averages that hide the peaks',
      'Counting planned maintenance as spare capacity',
    ],
    expectedOutput: 'Utilisation by resource and period against a practical maximum; the utilisation at peak decides.',
    owner: 'Operations analyst',
    ease: 4,
    weeks: 1,
    shape: 'trend',
    measure: 'utilisation at peak (%)',
    rule: decide('the utilisation of {Sp} {capacity} at peak', 'above', 85, '%'),
  },
  'service-level-model': {
    name: 'Service-level and staffing model',
    keywords:
      /\b(?:service levels?|waiting times?|queues?|response times?|backlogs?|staffing|rosters?|shifts?|within (?:the )?(?:standard|target))\b/i,
    method:
      'Model how much demand is handled within the service standard at different staffing levels, interval by interval, from arrivals and handling times.',
    dataSources: [
      '{OpsData}',
      'Rosters and shift patterns of the {workforce}',
      '{CustomerData}, for the pattern of demand',
    ],
    dataNeeded: [
      'Arrivals of demand by 15- or 30-minute interval for twelve weeks',
      'Average handling time and its spread',
      'Staff on duty per interval and shrinkage (leave, training, breaks)',
    ],
    steps: [
      'Agree the service standard with the business (for example handled within a set time)',
      'Profile demand by interval, day and season',
      'Measure handling time and shrinkage',
      'Model the share handled within the standard at today’s staffing, interval by interval (Erlang C or a simulation)',
      'Compute the staffing needed to meet the standard and compare it with the roster',
    ],
    pitfalls: [
      'Modelling on daily averages, which hides the peaks',
      'Forgetting shrinkage, which overstates the staff really available',
      'Ignoring demand that gave up before it was served',
    ],
    expectedOutput:
      'A curve of service level against staffing; the share of demand handled within the standard at today’s staffing decides.',
    owner: 'Operations analyst',
    ease: 3,
    weeks: 2,
    shape: 'curves',
    measure: 'share handled within the standard (%)',
    rule: decide('the share of demand handled within the service standard at today’s staffing', 'below', 80, '%'),
  },
  'demand-forecast': {
    name: 'Demand forecast',
    keywords:
      /\b(?:demand|outgrow\w*|future (?:demand|volumes?)|grow(?:ing|th) in (?:demand|volumes?)|projections?|will need)\b/i,
    method:
      'Project demand for {U} over the planning horizon from its drivers (population, economy, {price}, market share), with a low and a high case.',
    dataSources: ['{SalesData}', 'Economic and demographic forecasts', 'Industry and market forecasts'],
    dataNeeded: [
      'Five years of demand history by segment and month',
      'Forecasts of the main drivers',
      'Today’s usable capacity, to compare with peak demand',
    ],
    steps: [
      'Choose the drivers that explain past demand and test the fit',
      'Forecast each driver from published sources',
      'Project demand by segment with a low, a base and a high case',
      'Turn annual demand into peak demand with today’s peak-to-average ratio',
      'Compare peak demand with usable capacity year by year',
    ],
    pitfalls: [
      'Extrapolating the last few years without asking what drove them',
      'Forecasting averages when capacity is set by the peak',
      'A single-point forecast without a range',
    ],
    expectedOutput:
      'Forecast peak demand against usable capacity for five years; peak demand as a share of today’s capacity in year five decides.',
    owner: 'Planning analyst',
    ease: 3,
    weeks: 2,
    shape: 'trend',
    measure: 'peak demand as a share of today’s capacity (%)',
    rule: decide('forecast peak demand in five years as a share of today’s usable capacity', 'above', 100, '%'),
  },
  'workforce-planning': {
    name: 'Strategic workforce plan',
    keywords:
      /\b(?:workforce|headcount|shortages?|vacanc\w*|recruit\w*|hiring|skills gaps?|staff(?:ing)? levels?|retire\w*|ageing|aging)\b/i,
    method:
      'Project the {workforce} the plan needs by role and period, and compare it with the supply left after attrition, retirements and hiring.',
    dataSources: [
      'HR records of the {workforce}',
      '{OpsData}, for the workload each role carries',
      'The business plan and its volume assumptions',
    ],
    dataNeeded: [
      'Headcount by role, grade, age and location today',
      'Attrition, retirement and hiring rates for three years',
      'Planned volumes and productivity per role',
    ],
    steps: [
      'Translate planned volumes into the {workforce} needed per role and quarter',
      'Project supply from today’s headcount after attrition and retirements',
      'Add realistic hiring, based on past time to hire',
      'Compute the gap per role and period',
      'Rank the gaps by criticality and test the levers: hiring, training, productivity, outsourcing',
    ],
    pitfalls: [
      'Planning headcount without productivity assumptions',
      'Assuming hiring at a pace never achieved before',
      'Treating roles as interchangeable when skills are not',
    ],
    expectedOutput:
      'Need against supply of {workforce} by role and quarter; the shortfall in the peak period as a share of need decides.',
    owner: 'HR planning analyst',
    ease: 3,
    weeks: 3,
    shape: 'trend',
    measure: 'shortfall against need (%)',
    rule: decide(
      'the shortfall of {workforce} against the plan’s need in the peak period, as a share of need',
      'above',
      5,
      '%',
    ),
  },
  'on-time-performance': {
    name: 'On-time performance analysis',
    keywords:
      /\b(?:on-time|on time|punctual\w*|late(?:ness)?|delivery|deliveries|lead times?|arriv\w*|sla|promis\w*)\b/i,
    method:
      'Measure on-time performance against the service promise per step, location and period, and attribute each late {u} to the step where it fell behind.',
    dataSources: ['{OpsData}', 'Service promises and targets, including those set by {regulator}'],
    dataNeeded: [
      'Promised and actual times for every {u} and step for twelve months',
      'Location, team and cause code for every late {u}',
    ],
    steps: [
      'Define on time for each step and for the end-to-end promise',
      'Compute the on-time rate per step, location and week',
      'Trend it over the period and mark changes in process or volume',
      'Attribute each late {u} to the first step that ran late',
      'Rank causes by the lateness they explain',
    ],
    pitfalls: [
      'Measuring only the last step, which hides where the delay started',
      'Excluding delays called uncontrollable that {C} still feel',
      'Using averages when the promise is about the worst cases',
    ],
    expectedOutput: 'On-time rate per step and period against the promise; the end-to-end on-time rate decides.',
    owner: 'Operations analyst',
    ease: 4,
    weeks: 1,
    shape: 'trend',
    measure: 'on-time rate (%)',
    rule: decide('the end-to-end on-time rate against the service promise', 'below', 85, '%'),
  },
  'forecast-accuracy': {
    name: 'Forecast accuracy analysis',
    keywords: /\b(?:forecast (?:errors?|accuracy|bias)|forecasts?|plann\w*|peaks?|season\w*|volatil\w*|surprises?)\b/i,
    method: 'Compare the forecast used to plan with actual demand, period by period, and measure its error and bias.',
    dataSources: ['Snapshots of the forecast at the time decisions were made', '{SalesData}', '{OpsData}'],
    dataNeeded: [
      'Forecast and actual demand per segment and week for a year, frozen at the planning lag',
      'Events that moved demand: campaigns, {price} changes, disruptions',
    ],
    steps: [
      'Freeze the forecast snapshots at the lag used to plan resources',
      'Compute the error (MAPE) and the bias per segment and period',
      'Split the results by segment and season',
      'Link the largest errors to events',
      'Estimate the cost of the errors in idle or missing capacity',
    ],
    pitfalls: [
      'Measuring against the latest forecast instead of the one used to plan',
      'Averaging errors over a year, which hides peak-season bias',
      'Weighting all items equally when a few drive the cost',
    ],
    expectedOutput:
      'Forecast against actual over time with the error per period; the forecast error at the planning lag decides.',
    owner: 'Planning analyst',
    ease: 4,
    weeks: 1,
    shape: 'trend',
    measure: 'forecast error (%)',
    rule: decide('the forecast error (MAPE) at the lag used to plan', 'above', 20, '%'),
  },
  'inventory-service-level': {
    name: 'Inventory and availability analysis',
    keywords: /\b(?:inventory|stocks?|stockouts?|safety|replenish\w*|allocat\w*|availability)\b/i,
    method:
      'Relate stock levels, safety stocks and availability per item class and location, and find where stock sits in the wrong place.',
    dataSources: ['The inventory system', '{OpsData}', '{SalesData}, including lost sales where they are recorded'],
    dataNeeded: [
      'Daily stock and demand per item and location for a year',
      'Safety-stock and reorder settings',
      'Replenishment lead times per supplier',
    ],
    steps: [
      'Classify items by volume and variability (ABC-XYZ)',
      'Compute availability and days of cover per class',
      'Compare safety stocks with demand variability and lead time',
      'Find overstocked and understocked items and locations',
      'Size the stock released and the availability gained by rebalancing',
    ],
    pitfalls: [
      'Ignoring lost demand when stock is zero, which flatters availability',
      'One safety-stock rule for all items',
      'Counting obsolete stock as available',
    ],
    expectedOutput:
      'Availability and days of cover by item class; the availability of the fastest-moving items decides.',
    owner: 'Supply-chain analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'availability (%)',
    rule: decide('the availability of the fastest-moving items (share of demand served from stock)', 'below', 95, '%'),
  },
  'supplier-performance': {
    name: 'Supplier performance review',
    keywords:
      /\b(?:suppliers?|vendors?|subcontract\w*|outsourc\w*|late deliveries|quality of (?:supplies|inputs)|otif)\b/i,
    method:
      'Score the key suppliers on delivery, quality, cost and responsiveness from transaction data, and link poor performance to what it costs {S}.',
    dataSources: [
      'Goods receipts and purchase orders',
      'Quality and incident records in {opsData}',
      'Contracts and service agreements with suppliers',
    ],
    dataNeeded: [
      'Every delivery from the key suppliers for twelve months: promised and actual date, quantity and defects',
      'Contract terms and penalties',
      'The cost of disruptions caused by supplier failures',
    ],
    steps: [
      'Pick the suppliers that make up 80% of critical spend',
      'Compute on-time, in-full and defect-free rates per supplier',
      'Trace disruptions and their cost to each supplier',
      'Compare performance with the contract terms and the penalties applied',
      'Agree remedies: improvement plans, a second source or exit',
    ],
    pitfalls: [
      'Measuring against changed dates rather than the original promise',
      'Blaming suppliers for delays caused by late orders from {S}',
      'Ignoring the cost of switching suppliers',
    ],
    expectedOutput:
      'A scorecard of suppliers on delivery and quality; the share of deliveries from key suppliers that arrive late, short or defective decides.',
    owner: 'Procurement analyst',
    ease: 4,
    weeks: 2,
    shape: 'comparison',
    measure: 'share of failed deliveries (%)',
    rule: decide('the share of deliveries from key suppliers that arrive late, short or defective', 'above', 10, '%'),
  },
  'network-model': {
    name: 'Network optimisation model',
    keywords: /\b(?:network|hubs?|depots?|warehouses?|footprint|consolidat\w*|routes?|coverage)\b/i,
    method:
      'Model the total cost and service of today’s network of sites and flows, then compare alternative designs that meet the same service level.',
    dataSources: ['{OpsData}', '{CostData}', 'Demand by location from {salesData}'],
    dataNeeded: [
      'Demand by location and period',
      'Fixed and variable cost of each site and each flow',
      'Capacity of each site and the service level to meet',
    ],
    steps: [
      'Map today’s sites, flows and their costs',
      'Build a model and calibrate it until it reproduces today’s cost within 2-3%',
      'Define alternative designs: close, merge, add or resize sites',
      'Optimise each design for total cost at the same service level',
      'Test the best designs against demand scenarios and transition costs',
    ],
    pitfalls: [
      'Using the model before it reproduces today’s cost',
      'Comparing designs at different service levels',
      'Ignoring one-off transition costs and disruption',
    ],
    expectedOutput:
      'Total cost and service of today’s network against the best alternative designs; the saving of the best design decides.',
    owner: 'Supply-chain analyst',
    ease: 2,
    weeks: 4,
    shape: 'comparison',
    measure: 'saving against today’s network (%)',
    rule: decide(
      'the saving in total network cost of the best design against today’s, at the same service level',
      'at-least',
      5,
      '%',
    ),
  },
  'site-scoring': {
    name: 'Location scoring',
    keywords: /\b(?:locations?|sites?|where|regions?|near|transport costs?|labour|land)\b/i,
    method:
      'Score candidate locations on total cost to serve and on qualitative criteria weighted with the decision makers.',
    dataSources: [
      'Demand by region from {salesData}',
      'Regional statistics on labour, property and energy',
      'Property agents and local authorities',
    ],
    dataNeeded: [
      'Demand by region',
      'Transport, labour, energy and property costs per candidate site',
      'Weights for the qualitative criteria, agreed with the decision makers',
    ],
    steps: [
      'Long-list candidate locations against hard criteria',
      'Model the total cost to serve from each site',
      'Score the qualitative criteria with the agreed weights',
      'Rank the sites and test the ranking against other weights',
      'Visit and short-list the top two or three',
    ],
    pitfalls: [
      'Optimising on one cost only',
      'Setting the weights after seeing the scores',
      'Ignoring where the {workforce} can be hired',
    ],
    expectedOutput:
      'Total cost to serve and weighted score per candidate site; the lead of the preferred site over the runner-up decides.',
    owner: 'Strategy analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'total cost to serve (index, runner-up = 100)',
    rule: decide('the lead in total cost to serve of the preferred site over the runner-up', 'above', 5, '%'),
  },
} satisfies Family;
