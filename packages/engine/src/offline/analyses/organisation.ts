import { decide, type Family } from './types.js';

/** Organisation and systems: why people leave, how they are paid and organised, what {S} can do, what its systems cost. */
export const ORGANISATION = {
  'attrition-drivers': {
    name: 'Attrition drivers analysis',
    keywords: /\b(?:attrition|leav\w*|employees?|engagement|exit|staff|workload|career|culture|managers?|hours)\b/i,
    method:
      'Link leavers to their pay, grade, manager, workload and engagement, and code what they say when they leave.',
    dataSources: ['HR records of joiners and leavers', 'Exit interviews', 'Engagement survey results'],
    dataNeeded: [
      'Joiners and leavers of the {workforce} for three years, with grade, team, tenure and pay',
      'Engagement scores by team',
      'Exit-interview reasons, coded into a fixed list',
    ],
    steps: [
      'Compute attrition by grade, team, tenure and manager',
      'Separate regretted from non-regretted leavers',
      'Code exit-interview reasons into a fixed list',
      'Relate attrition to the candidate drivers across teams',
      'Rank the drivers by the attrition they explain',
    ],
    pitfalls: [
      'Taking exit-interview reasons at face value',
      'Mixing regretted and non-regretted leavers',
      'Small teams where one leaver swings the rate',
    ],
    expectedOutput:
      'Attrition by driver and team; the share of regretted leavers who cite the hypothesised driver decides.',
    owner: 'HR analyst',
    ease: 3,
    weeks: 2,
    shape: 'split',
    measure: 'share of regretted leavers (%)',
    rule: decide(
      'the share of regretted leavers who cite the hypothesised driver among their top two reasons',
      'at-least',
      30,
      '%',
    ),
  },
  'pay-career-benchmark': {
    name: 'Pay and career benchmark',
    keywords: /\b(?:pay|salar\w*|rewards?|bonus\w*|promotions?|career)\b/i,
    method: 'Compare the pay, bonus and promotion speed of the {workforce} with those of the employers they leave for.',
    dataSources: ['Salary surveys', 'HR records', 'Recruiters and job postings'],
    dataNeeded: [
      'Pay by role and grade against market percentiles',
      'Time to promotion by cohort',
      'Where leavers went and what they were offered',
    ],
    steps: [
      'Identify the employers people leave for and join from',
      'Match roles and grades, not titles',
      'Compare base pay, bonus and benefits at the median and the upper quartile',
      'Compare promotion speed',
      'Cost closing the gaps that matter',
    ],
    pitfalls: [
      'Comparing titles instead of roles',
      'Ignoring benefits and working patterns that differ',
      'A survey sample of employers nobody leaves for',
    ],
    expectedOutput:
      'Pay and promotion speed against market percentiles by role; how far pay for hard-to-fill roles sits below the market median decides.',
    owner: 'Reward analyst',
    ease: 4,
    weeks: 1,
    shape: 'comparison',
    measure: 'pay (index, market median = 100)',
    rule: decide('how far pay for hard-to-fill roles sits below the market median', 'above', 5, '%'),
  },
  'spans-layers': {
    name: 'Spans and layers analysis',
    keywords: /\b(?:structure|spans?|layers?|decisions?|hierarch\w*|organi[sz]\w*|roles?)\b/i,
    method:
      'Rebuild the organisation from HR data, count its layers and spans of control, and compare them with good practice for the type of work.',
    dataSources: ['HR records with reporting lines', 'Role descriptions'],
    dataNeeded: [
      'Reporting line, role and grade of every employee',
      'The type of work each team does, which sets a sensible span',
    ],
    steps: [
      'Rebuild the organisation chart from HR data',
      'Count the layers from the top to the front line',
      'Compute the span of control of each manager',
      'Flag narrow spans and deep hierarchies against good practice',
      'Trace a few decisions through the layers they pass',
    ],
    pitfalls: [
      'Out-of-date organisation charts',
      'One target span for very different kinds of work',
      'Counting working managers as pure managers',
    ],
    expectedOutput:
      'The distribution of spans and the number of layers; the share of managers with fewer than five direct reports decides.',
    owner: 'Organisation consultant',
    ease: 4,
    weeks: 1,
    shape: 'split',
    measure: 'share of managers (%)',
    rule: decide('the share of managers with fewer than five direct reports', 'above', 30, '%'),
  },
  'capability-assessment': {
    name: 'Capability and gap assessment',
    keywords: /\b(?:capabilit\w*|skills?|build|run|deliver|partners?|technology|in-house|recruit\w*|ready|able)\b/i,
    method:
      'Compare the capabilities the plan needs with those in place, rate the gaps, and decide to build, buy or partner.',
    dataSources: [
      'Interviews with management',
      'HR and skills data',
      'A long-list of partners and acquisition targets',
    ],
    dataNeeded: [
      'The capabilities the plan needs, each with the level it requires',
      'Current skills, systems and assets, with evidence',
    ],
    steps: [
      'List the capabilities the plan requires',
      'Rate the required and the current level on a 5-point scale, with evidence',
      'Compute the gap per capability',
      'Decide to build, buy or partner for each large gap',
      'Cost and time the plan to close the gaps',
    ],
    pitfalls: [
      'Overrating in-house skills',
      'Capabilities too broad to act on',
      'Ignoring the time it takes to build a capability',
    ],
    expectedOutput: 'A heat map of required against current capability; the largest gap decides.',
    owner: 'Strategy analyst',
    ease: 4,
    weeks: 1,
    shape: 'comparison',
    measure: 'gap to the required level (points on a 5-point scale)',
    rule: decide(
      'the largest gap between the level a required capability needs and today’s level',
      'at-least',
      2,
      'points',
    ),
  },
  'digital-maturity': {
    name: 'Digital maturity assessment',
    keywords: /\b(?:digital\w*|online|automat\w*|self-service|data-driven|analytics|apps?)\b/i,
    method:
      'Rate {S} on the dimensions of digital maturity against {competitors} and good practice, and find the gaps that matter for the plan.',
    dataSources: [
      'Interviews and workshops with management',
      'Digital usage data from {customerData}',
      'Published benchmarks and the digital offers of {competitors}',
    ],
    dataNeeded: [
      'A rating on each dimension (channels, operations, data, technology, people), with evidence',
      'The share of {C} served through digital channels, for {S} and {competitors}',
    ],
    steps: [
      'Agree the dimensions and the rating scale',
      'Rate {S} on each dimension, with evidence',
      'Rate two or three {competitors} from public evidence and mystery shopping',
      'Compute the gap on each dimension',
      'Link each gap to the value it blocks',
    ],
    pitfalls: [
      'Rating ambitions rather than evidence',
      'Benchmarking against digital natives with a different model',
      'Treating maturity as the goal rather than the value it brings',
    ],
    expectedOutput: 'Maturity by dimension against {competitors}; the gap between {S} and their median decides.',
    owner: 'Digital strategy consultant',
    ease: 4,
    weeks: 1,
    shape: 'comparison',
    measure: 'gap to the median of peers (points on a 5-point scale)',
    rule: decide(
      'the gap between {Sp} digital maturity and the median of {competitors}',
      'above',
      0.5,
      'points on a 5-point scale',
    ),
  },
  'systems-review': {
    name: 'IT systems and architecture review',
    keywords: /\b(?:systems?|legacy|software|platforms?|erp|architecture|data quality|re-?keying|spreadsheets?)\b/i,
    method:
      'Map the systems behind each process with their cost, age and fit, and find where they cause manual work, errors or cost.',
    dataSources: ['The inventory of IT applications', 'IT cost reports', 'Interviews with system owners and users'],
    dataNeeded: [
      'Every application with its cost, age, users and the processes it supports',
      'Vendor support status and known defects',
      'Manual work caused by gaps between systems',
    ],
    steps: [
      'Build the application inventory with costs and owners',
      'Map applications to processes',
      'Rate each application on fit, technical health and cost',
      'Flag end-of-life and duplicated systems',
      'Size the cost and risk of keeping them against replacing them',
    ],
    pitfalls: [
      'An inventory that misses spreadsheets and systems bought outside IT',
      'Rating systems on IT’s view alone, without users',
      'Counting licence costs but not the manual work around a system',
    ],
    expectedOutput:
      'A map of systems by fit and technical health; the share of IT run cost on end-of-life or duplicated systems decides.',
    owner: 'IT architect',
    ease: 3,
    weeks: 2,
    shape: 'split',
    measure: 'share of IT run cost (%)',
    rule: decide('the share of IT run cost spent on end-of-life or duplicated systems', 'above', 30, '%'),
  },
} satisfies Family;
