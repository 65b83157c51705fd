import type { Archetype } from '@caseboard/contracts';

/**
 * How each kind of problem breaks down, as an engagement manager would brief a team: the split of the key
 * question, what a good hypothesis claims (and the number that would decide it), and the analyses that
 * settle it. One entry per archetype of the reading (packages/contracts artefacts/reading.ts); prompts
 * quote the entry of the problem at hand, never the whole table, so a small model's context stays short.
 */
export interface ArchetypeGuide {
  /** How the key question splits, level by level. */
  split: string;
  /** What the hypotheses claim and which threshold decides them. */
  claims: string;
  /** The analyses that prove or kill those claims. */
  analyses: string;
}

export const ARCHETYPE_GUIDES: Readonly<Record<Archetype, ArchetypeGuide>> = {
  profitability: {
    split:
      'Profit = revenue - cost. Revenue = volume x price (and mix); cost = variable cost per unit x volume + fixed cost. Split each side by its drivers, then by segment or cost pool; keep the time frame of the gap.',
    claims:
      'Each claim names the driver and how far it moved: "Average fare per passenger fell 6% since 2021 while fuel cost per seat-km rose 18%". Size each lever against the margin gap.',
    analyses:
      'Price-volume-mix bridge, cost-per-unit trend by cost pool, margin by segment or route, benchmark against peers.',
  },
  'revenue-growth': {
    split:
      'Revenue = customers x purchases per customer x price. Split into growth from the core (more customers, more share of wallet, better price) and growth from new products, segments, channels or geographies; add inorganic growth if the statement allows it.',
    claims:
      'Claims size a source of growth in money or points of growth: "Upselling the installed base can add EUR 8m a year by 2027". Together the sources must cover the target.',
    analyses:
      'Growth decomposition, share of wallet by segment, market sizing of adjacencies, funnel and win-rate analysis.',
  },
  'cost-reduction': {
    split:
      'Total cost by pool (people, third-party spend, assets, overhead), each pool = volume x unit cost; then by lever: do less (demand), pay less (price), do it better (productivity), do it elsewhere (footprint, sourcing).',
    claims:
      'Claims size a saving against the target: "Procurement of medical supplies can save 3% of cost without lower service". Respect every stated constraint (quality, satisfaction, no layoffs).',
    analyses:
      'Cost baseline by pool, spend cube, benchmark of unit costs, activity and process analysis, zero-based review.',
  },
  pricing: {
    split:
      'Price level, price structure (tiers, bundles, discounts) and price realisation; for each, customer willingness to pay, competitor prices and cost to serve; then the volume response.',
    claims:
      'Claims state a price move and its volume effect: "A 5% list-price rise loses under 2% of volume in the SME segment". The threshold is the volume loss at which the move stops paying.',
    analyses:
      'Price elasticity, willingness-to-pay survey or conjoint, discount waterfall, competitor price benchmark.',
  },
  'market-entry': {
    split:
      'Is the market attractive (size, growth, profit pool), can we win (competitors, our right to win, customer needs), how to enter (build, partner, buy) and does it pay (investment, payback, risks)?',
    claims:
      'Claims are testable facts about the market and our position: "The Indian premium coffee market exceeds USD 500m and grows above 10% a year". Thresholds come from the return the client needs.',
    analyses:
      'Market sizing, competitor landscape, customer research, entry-mode comparison, business case with payback.',
  },
  'new-offer': {
    split:
      'Is there demand (segment, need, willingness to pay), can we deliver it (capabilities, cost, channel), and does it pay (price, volume ramp, unit margin, investment)?',
    claims:
      'Claims size adoption and price: "At least 15% of current customers would pay EUR 20 a month for the add-on". The threshold is the break-even volume.',
    analyses: 'Market sizing, concept test or conjoint, unit economics, break-even and ramp-up scenarios.',
  },
  'option-choice': {
    split:
      'Each named option is a branch, judged on the same criteria in the same order (value, cost, risk, time, fit with constraints); add "do nothing" when the statement allows it. Never merge two options into one branch.',
    claims:
      'Claims compare an option on one criterion: "Building the plant returns above the 10% cost of capital, buying does not". The threshold is the criterion that would rank the options differently.',
    analyses: 'Option scoring on common criteria, NPV or payback per option, risk and sensitivity analysis.',
  },
  'investment-case': {
    split:
      'Does the investment pay (cash flows, cost of capital, payback), is demand there to fill it, can it be delivered (capex, timing, execution risk), and what are the alternatives, including waiting?',
    claims:
      'Claims state the return against the hurdle: "The new line returns 14% against a 9% cost of capital at 70% utilisation". The threshold is the hurdle rate or payback limit.',
    analyses: 'Discounted cash flow, sensitivity and scenario analysis, demand forecast, capex benchmark.',
  },
  'investment-portfolio': {
    split:
      'The projects are ranked under the budget cap: value of each project, its cost and risk, dependencies between projects, and the best set within the cap (not each project alone).',
    claims:
      'Claims rank projects: "The three digital projects return more per euro than the plant upgrade". The threshold is the cut-off return at which the budget is used up.',
    analyses: 'Project-by-project NPV per euro, portfolio optimisation under the cap, risk-return map.',
  },
  'm-and-a': {
    split:
      'Is the target attractive on its own (market, position, financials), what is it worth to us (stand-alone value plus synergies minus integration cost), what price can we pay, and can we integrate it?',
    claims:
      'Claims test value against price: "Cost synergies reach at least EUR 15m a year by year three". The threshold is the synergy level that justifies the asking price.',
    analyses:
      'Market and competitive review, quality of earnings, synergy sizing, valuation (DCF, multiples), integration plan.',
  },
  'service-operations': {
    split:
      'Service level = demand (volume, mix, peaks) against capacity (staff, hours, productivity) and process (handling time, first-time resolution, routing). Split demand that can be avoided from demand to serve well.',
    claims:
      'Claims tie a driver to the service level: "A third of calls are repeat calls about the same order". The threshold is the share or time that would close the gap to the target.',
    analyses:
      'Demand analysis by reason and hour, capacity and staffing model, handling-time breakdown, queue simulation.',
  },
  'process-operations': {
    split:
      'Output = throughput x quality x uptime along the process stages; split by stage, then by cause (equipment, people, method, material). Find the bottleneck before improving anything else.',
    claims:
      'Claims locate the loss: "Changeovers at the packing line cost 12% of available hours". The threshold is the loss that explains the gap.',
    analyses: 'Value-stream map, OEE by line, bottleneck analysis, defect Pareto, root-cause analysis.',
  },
  'supply-chain': {
    split:
      'Cost to serve and service level along the chain: sourcing, production, inventory, transport and delivery; for each, cost, lead time and reliability, and the trade-off between them.',
    claims:
      'Claims size a lever in cost or days: "Safety stock can fall 20% without lowering the fill rate below 98%". The threshold is the service level that must hold.',
    analyses: 'Cost-to-serve model, inventory analysis by SKU class, network optimisation, lead-time variability.',
  },
  'unit-economics': {
    split:
      'Contribution per unit = price per unit - variable cost per unit; then fixed cost and the volume that covers it. Split price and each cost line per unit, and the levers that move them.',
    claims:
      'Claims are per unit: "Delivery cost per order falls below EUR 4 above 1,200 orders a day". The threshold is break-even.',
    analyses: 'Unit-economics waterfall, break-even analysis, cohort economics, cost-to-serve by order size.',
  },
  fundraising: {
    split:
      'Funds raised = donor segments x channels: individuals (one-off, regular, legacies), institutions (foundations, grants, government), corporate; for each, reach, conversion, gift size and retention, against the cost of fundraising.',
    claims:
      'Claims size a segment and channel: "Regular givers recruited online retain above 60% after a year". The threshold is the income that closes the funding gap at an acceptable cost per euro raised.',
    analyses: 'Donor segmentation and lifetime value, channel return on fundraising spend, grant pipeline, benchmark.',
  },
  'public-service': {
    split:
      'Outcome for citizens = demand (who needs the service, how much) x service (access, quality, timeliness) within budget and statutory duties; split by user group and by stage of the service.',
    claims:
      'Claims link a cause to the outcome measure: "Missed appointments explain a quarter of the waiting-list growth". Thresholds come from the statutory or stated target.',
    analyses:
      'Demand and capacity analysis, user-journey analysis, benchmark with comparable authorities, cost per outcome.',
  },
  'churn-retention': {
    split:
      'Churn = who leaves (segments, tenure, value) x why they leave (price, product, service, competitor offers, involuntary) x when (lifecycle moments); then the levers: prevent, save, win back, and what each costs.',
    claims:
      'Claims locate churn: "Customers in their first 90 days churn three times the average rate". The threshold is the churn reduction that reaches the target.',
    analyses: 'Cohort churn curves, churn drivers model, exit survey analysis, value of retention offers.',
  },
  'channel-shift': {
    split:
      'Channel economics and customer preference: cost to serve and revenue per channel (direct, intermediaries, online, branches), which customers and products fit which channel, and the migration path and its risks.',
    claims:
      'Claims compare channels: "Online sales cost 40% less to serve than the branch for the same product". The threshold is the shift that pays for the investment.',
    analyses:
      'Channel profitability, customer channel preference research, migration scenarios, conflict analysis with partners.',
  },
  organisation: {
    split:
      'Structure (spans, layers, roles), people (capabilities, capacity, incentives) and ways of working (decision rights, processes, governance) against what the strategy needs.',
    claims:
      'Claims diagnose the organisation: "Decisions on pricing need four approval layers and take three weeks". The threshold is the benchmark or the target the statement sets.',
    analyses: 'Spans and layers analysis, capability assessment, decision-rights mapping, engagement survey.',
  },
  'digital-transformation': {
    split:
      'Where digital creates value (customer journeys, operations, new offers), what it takes (data, technology, talent, ways of working), the sequence of initiatives, and how value is captured and measured.',
    claims:
      'Claims size value per initiative: "Self-service onboarding can cut cost per new customer by 30%". The threshold is the value that justifies the investment.',
    analyses:
      'Value-at-stake by journey, digital maturity assessment, technology and data gap analysis, business case.',
  },
  'regulation-carbon': {
    split:
      "The gap to the regulatory or emissions target by source (scope 1, 2, 3 or the rule's categories), the abatement levers per source with their cost and timing, and compliance risk along the way.",
    claims:
      'Claims size abatement and cost: "Electrifying the fleet cuts 35% of scope-1 emissions at under EUR 80 per tonne". The threshold is the target and the deadline.',
    analyses:
      'Emissions baseline by source, marginal abatement cost curve, regulatory gap assessment, scenario roadmap.',
  },
  turnaround: {
    split:
      "Cash first: liquidity runway and immediate cash levers (working capital, capex, costs); then the core business's viability, the restructuring plan, and stakeholders (lenders, owners, staff).",
    claims:
      'Claims are about survival and speed: "Working capital can release EUR 20m within 13 weeks". The threshold is the cash needed to stay above the covenant.',
    analyses:
      '13-week cash-flow forecast, working-capital review, profitability by business unit, debt and covenant analysis.',
  },
  'capacity-location': {
    split:
      'How much capacity is needed (demand forecast, utilisation), where (cost, access to customers and talent, risk, incentives), and how (build, expand, lease, outsource), compared on cost over the life of the asset.',
    claims:
      'Claims compare sites and sizes: "A second site near the port cuts delivery cost 15% against expanding the current plant". The threshold is the utilisation at which the new capacity pays.',
    analyses: 'Demand and capacity forecast, site comparison on total landed cost, scenario and sensitivity analysis.',
  },
};
