import type { EvalCase } from './cases.js';

/**
 * Our own problem statements, one or more per archetype of ARCHETYPES and across more than fifteen
 * industries, written before any output was looked at and never tuned against: the engine must read them
 * as a consultant would. They vary on purpose: short and long, questions and imperatives, money in $, £,
 * EUR, € and A$ with decimals and magnitudes, percentages and percentage points, counts and years, named
 * options and constraints ("cannot rise", "without", "within a budget of", "capped at").
 *
 * Besides the archetype (`type`, with `accept` for statements a consultant could read two ways) a case may
 * say what the rubric must find: the industries it may be read as, the words the subject must be named by, one key phrase per
 * named option and per constraint. They are facts of the statement, not expected output.
 */
export const OWN_CASES: readonly EvalCase[] = [
  // Profitability
  {
    id: 'lisbon-airline-ebit',
    type: 'profitability',
    industries: ['airline'],
    problemStatement:
      'Skylark Air, a low-cost airline based in Lisbon, saw its EBIT margin fall from 9% to 3.5% in 2024 as fuel and airport charges rose. How can it return to a margin of at least 8% by 2026?',
    expectTerms: ['revenue', 'cost', 'passenger'],
  },
  {
    id: 'cornwall-hotels-profit',
    type: 'profitability',
    industries: ['hospitality'],
    problemStatement:
      'A family-owned group of 14 seaside hotels in Cornwall made £2.1m of operating profit last year on £38m of revenue, down from £4.6m in 2019. The owners want to know how to get profit back above £4m within three years.',
    expectTerms: ['room', 'cost', 'guest'],
  },
  {
    id: 'chile-copper-margin',
    type: 'profitability',
    accept: ['cost-reduction'],
    industries: ['mining'],
    problemStatement:
      'Our client operates two open-pit copper mines in Chile. All-in sustaining costs have climbed to $3.10 per pound while the copper price has held at around $4.00, and the EBITDA margin is down 6pp to 34%. How can the company restore a 40% margin?',
    expectTerms: ['cost', 'copper'],
  },
  // Revenue growth
  {
    id: 'northwind-arr',
    type: 'revenue-growth',
    industries: ['software'],
    problemStatement:
      'Northwind Analytics, a B2B data software vendor, has been stuck at $32M ARR for two years. The board wants to reach $60M ARR by the end of 2027 without raising new equity.',
    expectTerms: ['customer', 'revenue'],
    constraints: ['equity'],
  },
  {
    id: 'dutch-bike-shops',
    type: 'revenue-growth',
    industries: ['retail'],
    problemStatement:
      'A chain of 85 specialist bike shops in the Netherlands wants to grow sales by 25% in three years. Only 8% of its sales are made online today.',
    expectTerms: ['store', 'online'],
  },
  {
    id: 'manchester-intl-students',
    type: 'revenue-growth',
    accept: ['market-entry'],
    industries: ['education'],
    problemStatement:
      'A private university in Manchester wants to increase international student enrolment from 2,400 to 4,000 by 2028. What would it take?',
    expectTerms: ['student', 'international'],
    subject: ['university'],
  },
  // Cost reduction
  {
    id: 'severn-water-opex',
    type: 'cost-reduction',
    industries: ['utilities'],
    problemStatement:
      "Severn Valley Water, a regulated water utility serving 1.4 million households, must cut its operating costs by £45m a year by 2030 to meet the regulator's efficiency challenge. Customer bills cannot rise in real terms.",
    expectTerms: ['cost', 'network'],
    constraints: ['bills'],
    subject: ['utility', 'Severn Valley Water'],
  },
  {
    id: 'motor-insurer-expenses',
    type: 'cost-reduction',
    industries: ['insurance'],
    problemStatement:
      "A mid-sized motor insurer's expense ratio is 31%, against 24% for the best competitors. Management needs to take EUR 60M out of the cost base in two years without cutting claims handling staff.",
    expectTerms: ['cost', 'claims'],
    constraints: ['claims handling'],
    subject: ['insurer'],
  },
  {
    id: 'county-council-savings',
    type: 'cost-reduction',
    accept: ['public-service'],
    industries: ['public-sector'],
    problemStatement:
      'A county council has to save £18m from its £420m budget next year. Statutory adult social care services must be protected.',
    expectTerms: ['cost', 'service'],
    constraints: ['social care'],
    subject: ['council'],
  },
  // Pricing
  {
    id: 'rail-flat-fare',
    type: 'pricing',
    industries: ['transport'],
    problemStatement:
      'Should a regional rail operator replace its peak and off-peak fares with a single flat fare of £6.50? It carries 48 million journeys a year, and fare revenue must not fall.',
    expectTerms: ['fare', 'journey'],
    constraints: ['fare revenue'],
  },
  {
    id: 'packaging-price-rise',
    type: 'pricing',
    industries: ['manufacturing'],
    problemStatement:
      'A B2B packaging manufacturer has not raised list prices since 2022, while resin costs rose 18%. What price increase can it pass on to its 300 largest customers without losing more than 5% of volume?',
    expectTerms: ['price', 'customer'],
    constraints: ['volume'],
  },
  // Market entry
  {
    id: 'viennese-cafes-expansion',
    type: 'market-entry',
    industries: ['restaurants'],
    problemStatement:
      'Should Kaffeehaus Müller, a Viennese café chain with 40 outlets, open in Munich and Zurich? The owners will not take on debt to fund the expansion.',
    expectTerms: ['market', 'competit'],
    constraints: ['debt'],
  },
  {
    id: 'indonesia-life-insurance',
    type: 'market-entry',
    industries: ['insurance'],
    problemStatement:
      'A Japanese life insurer is considering entering the Indonesian market. Is the opportunity large enough to justify an investment of $150m over five years?',
    expectTerms: ['market', 'policyholder'],
  },
  // New offer
  {
    id: 'telco-home-security',
    type: 'new-offer',
    industries: ['telecom'],
    problemStatement:
      'A telecom operator wants to launch a home security subscription bundled with broadband. How many subscribers could it win, and at what monthly price, in the first three years?',
    expectTerms: ['subscriber', 'price'],
  },
  {
    id: 'virtual-care-service',
    type: 'new-offer',
    accept: ['pricing'],
    industries: ['healthcare'],
    problemStatement:
      'Should our hospital group launch a paid virtual-care service for minor ailments at EUR 29 per consultation?',
    expectTerms: ['patient', 'demand'],
  },
  // Option choice
  {
    id: 'valdor-dairy-coop',
    type: 'option-choice',
    industries: ['agriculture'],
    problemStatement:
      "Valdor, a dairy farmers' cooperative with 620 members in Normandy, must choose between three options: build its own cheese plant for EUR 45m, enter a joint venture with a regional dairy, or keep selling raw milk under its current contract. Members' milk prices cannot fall during the transition.",
    expectTerms: ['milk', 'member'],
    options: ['cheese plant', 'joint venture', 'raw milk'],
    constraints: ['milk prices'],
    subject: ['cooperative', 'Valdor'],
  },
  {
    id: 'bus-fleet-renewal',
    type: 'option-choice',
    industries: ['transport'],
    problemStatement:
      'Which should a city bus operator pick for its 2027 fleet renewal: battery-electric buses, hydrogen buses or hybrid diesel buses? Capital spending is capped at £90m.',
    expectTerms: ['bus', 'cost'],
    options: ['battery-electric', 'hydrogen', 'hybrid'],
    constraints: ['capped'],
  },
  {
    id: 'newspaper-print-edition',
    type: 'option-choice',
    industries: ['media'],
    problemStatement:
      'The board of a regional newspaper publisher must decide whether to close the print edition, cut it to weekends only, or sell the title to a national group.',
    expectTerms: ['reader', 'advertis'],
    options: ['close', 'weekends', 'sell'],
    subject: ['publisher'],
  },
  // Investment case
  {
    id: 'ostwind-offshore',
    type: 'investment-case',
    industries: ['energy'],
    problemStatement:
      'Should Ostwind Energie invest EUR 2.5bn in a 1.2 GW offshore wind farm in the Baltic Sea, given a hurdle rate of 7%?',
    expectTerms: ['return', 'risk', 'wind'],
  },
  {
    id: 'robotic-surgery-suite',
    type: 'investment-case',
    industries: ['healthcare'],
    problemStatement:
      'A hospital trust is deciding whether to spend £14m on a second robotic surgery suite. It would need to perform 600 more procedures a year to pay back within seven years.',
    expectTerms: ['procedure', 'cost'],
    subject: ['trust'],
  },
  {
    id: 'kalgoorlie-mine-life',
    type: 'investment-case',
    industries: ['mining'],
    problemStatement:
      'Should a gold miner in Western Australia spend A$380m to extend the life of its Kalgoorlie underground mine by eight years?',
    expectTerms: ['gold', 'return'],
  },
  // Investment portfolio
  {
    id: 'grid-reinforcement-portfolio',
    type: 'investment-portfolio',
    industries: ['utilities'],
    problemStatement:
      'A regional electricity distributor has 23 grid reinforcement projects worth $610m in total, but a capital budget of only $400m over the next five years. Which projects should it fund first?',
    expectTerms: ['project', 'network'],
    constraints: ['budget'],
  },
  {
    id: 'university-it-portfolio',
    type: 'investment-portfolio',
    industries: ['education'],
    problemStatement:
      'Recommend how the IT steering committee of a university should allocate its EUR 12M budget for 2026 across 40 proposed projects.',
    expectTerms: ['project', 'student'],
    subject: ['university', 'committee'],
  },
  // M&A
  {
    id: 'brightwell-crisps-deal',
    type: 'm-and-a',
    industries: ['consumer-goods'],
    problemStatement:
      'Should Brightwell Foods, a UK snacks maker, buy a Polish crisps producer for £210m? The target has EBITDA of £19m and grew 11% last year.',
    expectTerms: ['synerg', 'valuation'],
  },
  {
    id: 'vet-clinics-bid',
    type: 'm-and-a',
    problemStatement:
      'A private equity fund is weighing a bid of $1.1bn for a chain of 240 veterinary clinics. What is the chain worth, and what should the fund offer?',
    expectTerms: ['valuation', 'clinic'],
  },
  // Service operations
  {
    id: 'energy-retailer-calls',
    type: 'service-operations',
    industries: ['energy', 'utilities'],
    problemStatement:
      'A national energy retailer answers only 62% of customer calls within five minutes, against a regulatory target of 80%. How can it reach the target by next winter without adding to headcount?',
    expectTerms: ['call', 'demand', 'staff'],
    constraints: ['headcount'],
    subject: ['retailer'],
  },
  {
    id: 'ambulance-response',
    type: 'service-operations',
    accept: ['public-service'],
    industries: ['healthcare', 'public-sector'],
    problemStatement:
      'A regional ambulance service answers emergency calls in 9 seconds on average, but 18% of category 2 patients wait longer than 40 minutes for an ambulance. How can it meet the 30-minute standard?',
    expectTerms: ['ambulance', 'demand'],
  },
  {
    id: 'cancun-check-in',
    type: 'service-operations',
    industries: ['hospitality'],
    problemStatement:
      'Guests at a 600-room resort hotel in Cancún wait an average of 25 minutes to check in at peak times. Bring this below 10 minutes.',
    expectTerms: ['guest', 'staff'],
    subject: ['hotel', 'resort'],
  },
  // Process operations
  {
    id: 'slovakia-scrap',
    type: 'process-operations',
    industries: ['automotive', 'manufacturing'],
    problemStatement:
      "Scrap rates on the stamping line of an automotive supplier's plant in Slovakia have risen from 2.1% to 4.8% since a new die was installed. How can the plant get scrap back below 2.5% within six months?",
    expectTerms: ['scrap', 'line'],
  },
  {
    id: 'mortgage-time-to-offer',
    type: 'process-operations',
    industries: ['banking'],
    problemStatement:
      'A mortgage lender takes 34 days on average from application to offer; the best competitors take 12. How can it cut this to 15 days without raising credit losses?',
    expectTerms: ['application', 'offer'],
    constraints: ['credit losses'],
    subject: ['lender'],
  },
  // Supply chain
  {
    id: 'frozen-food-availability',
    type: 'supply-chain',
    industries: ['consumer-goods'],
    problemStatement:
      'A frozen-food brand runs at 91% on-shelf availability in supermarkets against a 97% target, yet it holds 11 weeks of inventory. How can it raise availability while cutting stock by a third?',
    expectTerms: ['inventory', 'forecast'],
  },
  {
    id: 'zambia-copper-transit',
    type: 'supply-chain',
    industries: ['mining'],
    problemStatement:
      'Copper concentrate from a mine in Zambia takes 31 days to reach the port of Durban, and 9 of those days are spent waiting at border crossings. How can the miner cut transit time to under 20 days?',
    expectTerms: ['border', 'transit'],
    subject: ['miner', 'mine'],
  },
  // Unit economics
  {
    id: 'meal-kit-break-even',
    type: 'unit-economics',
    industries: ['ecommerce', 'retail'],
    problemStatement:
      'A meal-kit delivery start-up loses €4.20 on every box it ships. At what order volume and basket size does it break even?',
    expectTerms: ['box', 'cost'],
  },
  {
    id: 'lisbon-scooters',
    type: 'unit-economics',
    industries: ['transport'],
    problemStatement:
      'A scooter-sharing operator in Lisbon makes $1.85 per ride and spends $2.30 per ride on charging, repairs and city fees. How can it make each ride profitable within 12 months?',
    expectTerms: ['ride', 'cost'],
  },
  // Fundraising
  {
    id: 'hope-for-paws',
    type: 'fundraising',
    industries: ['charity'],
    problemStatement:
      'Hope for Paws, a UK animal welfare charity, raised £31m last year, 9% less than in 2022, as regular givers cancelled their direct debits. How can it get back to £35m by 2027?',
    expectTerms: ['donor', 'giving'],
    subject: ['charity', 'Hope for Paws'],
  },
  {
    id: 'hospice-legacies',
    type: 'fundraising',
    industries: ['charity'],
    problemStatement:
      "A children's hospice charity relies on legacies for 40% of its income. How can it reduce that dependence to 25% within five years without cutting care services?",
    expectTerms: ['income', 'donor'],
    constraints: ['care services'],
    subject: ['charity', 'hospice'],
  },
  // Public service
  {
    id: 'police-attendance',
    type: 'public-service',
    accept: ['service-operations'],
    industries: ['public-sector'],
    problemStatement:
      'A city police force takes 14 minutes on average to attend emergency incidents, against a national benchmark of 10 minutes. How can it close the gap within its current budget?',
    expectTerms: ['incident', 'officer'],
    constraints: ['budget'],
    subject: ['police', 'force'],
  },
  {
    id: 'reading-standard',
    type: 'public-service',
    industries: ['education', 'public-sector'],
    problemStatement:
      'Only 64% of pupils in a local education authority reach the expected standard in reading at age 11, compared with 73% nationally. How can the authority close the gap by 2028?',
    expectTerms: ['pupil', 'school'],
    subject: ['authority'],
  },
  // Churn and retention
  {
    id: 'portugal-mobile-churn',
    type: 'churn-retention',
    industries: ['telecom'],
    problemStatement:
      'A mobile operator in Portugal loses 1.9% of its postpaid customers every month. How can it bring monthly churn below 1.2% within a year without cutting prices?',
    expectTerms: ['churn', 'customer'],
    constraints: ['prices'],
  },
  {
    id: 'gym-early-cancellations',
    type: 'churn-retention',
    industries: ['leisure'],
    problemStatement:
      'A gym chain with 210,000 members sees 45% of new joiners cancel within six months. What should it do to keep more of them?',
    expectTerms: ['member', 'cancel'],
  },
  // Channel shift
  {
    id: 'home-insurer-comparison-sites',
    type: 'channel-shift',
    industries: ['insurance'],
    problemStatement:
      'A home insurer sells 70% of its policies through price comparison websites, paying £38 per sale. Should it shift more sales to its own website and app, and how far?',
    expectTerms: ['channel', 'policy'],
  },
  {
    id: 'bank-branch-closures',
    type: 'channel-shift',
    industries: ['banking'],
    problemStatement:
      'A high-street bank is deciding whether to close 120 of its 480 branches and move those customers to mobile banking and a video-advice service.',
    expectTerms: ['branch', 'customer'],
  },
  // Organisation
  {
    id: 'leeds-nurse-turnover',
    type: 'organisation',
    industries: ['healthcare'],
    problemStatement:
      'Staff turnover among nurses at a 900-bed teaching hospital in Leeds reached 22% last year. How can the hospital bring it down to 12% by 2027?',
    expectTerms: ['nurse', 'turnover'],
    subject: ['hospital'],
  },
  {
    id: 'one-firm-organisation',
    type: 'organisation',
    industries: ['professional-services'],
    problemStatement:
      'A professional services firm with 3,500 staff runs separate audit, tax and advisory divisions, each with its own back office. Design an organisation that serves clients as one firm.',
    expectTerms: ['client', 'structure'],
    subject: ['firm'],
  },
  // Digital transformation
  {
    id: 'paper-claims',
    type: 'digital-transformation',
    accept: ['investment-case'],
    industries: ['insurance'],
    problemStatement:
      'A regional insurer still handles 80% of its claims on paper. Should it replace its 1998 claims system with a cloud platform for EUR 35M, and how fast?',
    expectTerms: ['claims', 'system'],
  },
  {
    id: 'tax-returns-online',
    type: 'digital-transformation',
    accept: ['channel-shift', 'public-service'],
    industries: ['public-sector'],
    problemStatement:
      'A government tax agency wants 90% of self-assessment returns to be filed online by 2028, up from 71% today, without increasing contact-centre staff.',
    expectTerms: ['online', 'return'],
    constraints: ['staff'],
    subject: ['agency'],
  },
  // Regulation and carbon
  {
    id: 'spain-cement-co2',
    type: 'regulation-carbon',
    problemStatement:
      'A cement producer with 6 kilns in Spain must cut CO2 emissions by 40% by 2030 to stay within its EU ETS free allowances. Carbon capture is not affordable before 2032.',
    expectTerms: ['emission', 'kiln'],
  },
  {
    id: 'shipping-carbon-intensity',
    type: 'regulation-carbon',
    accept: ['option-choice'],
    industries: ['logistics'],
    problemStatement:
      "A container shipping line must cut its carbon intensity by 40% against 2008 levels to meet the IMO's 2030 target. Which mix of slow steaming, new LNG vessels and biofuels should it choose?",
    expectTerms: ['vessel', 'fuel'],
    options: ['slow steaming', 'LNG', 'biofuels'],
  },
  // Turnaround
  {
    id: 'department-store-cash',
    type: 'turnaround',
    industries: ['retail'],
    problemStatement:
      'Our client, a 150-year-old department store chain, has 11 weeks of cash left and a £75m loan falls due in March. What must it do to survive the next 12 months?',
    expectTerms: ['cash', 'store'],
  },
  {
    id: 'contractor-losses',
    type: 'turnaround',
    industries: ['construction'],
    problemStatement:
      'A construction contractor has lost £48m on three fixed-price hospital contracts, and its banks are reviewing its covenants. How can it stabilise cash within six months?',
    expectTerms: ['cash', 'contract'],
    subject: ['contractor'],
  },
  // Capacity and location
  {
    id: 'central-europe-dc',
    type: 'capacity-location',
    industries: ['ecommerce', 'logistics', 'retail'],
    problemStatement:
      'A European online retailer needs a new distribution centre to serve Poland, Czechia and Slovakia. Should it build near Wrocław or near Brno, and how big should it be?',
    expectTerms: ['capacity', 'delivery'],
    options: ['Wrocław', 'Brno'],
  },
  {
    id: 'cork-dairy-capacity',
    type: 'capacity-location',
    accept: ['option-choice'],
    industries: ['agriculture'],
    problemStatement:
      "A dairy cooperative's processing plants run at 96% of capacity. Should it expand its existing plant in Cork or build a new one in Tipperary?",
    expectTerms: ['capacity', 'milk'],
    options: ['Cork', 'Tipperary'],
    subject: ['cooperative'],
  },
];
