import type { Archetype } from '@caseboard/contracts';

/**
 * Problem statements built from templates, for the property test: an archetype's template, an industry's
 * organisation, a phrasing of the client, figures (money in several currencies and magnitudes, with and
 * without decimals; percentages; counts; years) and optional named options, constraints and deadlines.
 * Every choice is an index, so a property-testing library can pick them and shrink them.
 */
export interface Organisation {
  industry: string;
  /** The organisation as a noun phrase without article: "regional airline", "farmers' cooperative". */
  noun: string;
  /** Who it serves, plural: "passengers", "members". */
  served: string;
  /** A name it may go by. */
  name: string;
}

export const ORGANISATIONS: readonly Organisation[] = [
  { industry: 'airline', noun: 'regional airline', served: 'passengers', name: 'Skyward' },
  { industry: 'utilities', noun: 'regulated water utility', served: 'households', name: 'Severn Valley Water' },
  { industry: 'utilities', noun: 'electricity distribution network', served: 'customers', name: 'Eastgrid' },
  { industry: 'charity', noun: "children's charity", served: 'donors', name: 'Brighter Futures' },
  { industry: 'public-sector', noun: 'city council', served: 'residents', name: 'Harbourside Council' },
  { industry: 'public-sector', noun: 'national tax agency', served: 'taxpayers', name: 'the Revenue Office' },
  { industry: 'agriculture', noun: "farmers' cooperative", served: 'members', name: 'Valdor' },
  { industry: 'mining', noun: 'copper miner', served: 'smelters', name: 'Andes Copper' },
  { industry: 'insurance', noun: 'motor insurer', served: 'policyholders', name: 'Shield Mutual' },
  { industry: 'hospitality', noun: 'hotel group', served: 'guests', name: 'Seaview Hotels' },
  { industry: 'education', noun: 'private university', served: 'students', name: 'Northgate University' },
  { industry: 'healthcare', noun: 'hospital network', served: 'patients', name: 'St Aidan Health' },
  { industry: 'retail', noun: 'fashion retailer', served: 'shoppers', name: 'Marlowe' },
  { industry: 'software', noun: 'payroll software company', served: 'clients', name: 'Northwind' },
  { industry: 'telecom', noun: 'mobile operator', served: 'subscribers', name: 'Telvia' },
  { industry: 'manufacturing', noun: 'packaging manufacturer', served: 'customers', name: 'Kestrel Packaging' },
  { industry: 'banking', noun: 'mortgage lender', served: 'borrowers', name: 'Harbour Bank' },
  { industry: 'energy', noun: 'wind farm developer', served: 'offtakers', name: 'Ostwind' },
  { industry: 'logistics', noun: 'parcel carrier', served: 'shippers', name: 'Swiftpost' },
  { industry: 'restaurants', noun: 'pizza chain', served: 'diners', name: 'Forno' },
];

/** How the client is introduced: "A regional airline", "Our client, a regional airline,", "Skyward, a regional airline,". */
export const PHRASINGS = ['a', 'our client', 'named', 'the ceo of'] as const;

export const CURRENCIES = ['$', '£', 'EUR ', '€', 'A$'] as const;
export const MAGNITUDES = ['m', 'bn', 'M', ' million'] as const;

export interface Picks {
  template: number;
  organisation: number;
  phrasing: number;
  currency: number;
  magnitude: number;
  /** Money before the magnitude, in tenths: 25 -> "2.5", 400 -> "40" when whole. */
  money: number;
  /** A second amount, larger. */
  money2: number;
  /** Percentages in tenths: 35 -> "3.5%". */
  percent: number;
  percent2: number;
  count: number;
  year: number;
  withDeadline: boolean;
  withConstraint: number;
  withOptions: boolean;
}

export interface Generated {
  statement: string;
  archetype: Archetype;
  /** The money figures as written, which must stay whole. */
  money: string[];
  /** The figure the statement sets as the target, when it sets one. */
  target?: string;
  options: string[];
  constraint?: string;
}

interface Template {
  archetype: Archetype;
  build(w: Words): { text: string; target?: string; options?: string[] };
}

interface Words {
  intro: string;
  the: string;
  its: string;
  served: string;
  m1: string;
  m2: string;
  p1: string;
  p2: string;
  n: string;
  year: string;
  deadline: string;
  constraint: string;
  options: string[];
}

const oneDecimal = (tenths: number) => (tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1));

const TEMPLATES: readonly Template[] = [
  {
    archetype: 'profitability',
    build: (w) => ({
      text: `${w.intro} has seen its operating margin fall from ${w.p2} to ${w.p1}. How can it restore a ${w.p2} margin${w.deadline}?${w.constraint}`,
      target: w.p2,
    }),
  },
  {
    archetype: 'revenue-growth',
    build: (w) => ({
      text: `${w.intro} wants to grow revenue from ${w.m1} to ${w.m2}${w.deadline}.${w.constraint}`,
      target: w.m2,
    }),
  },
  {
    archetype: 'cost-reduction',
    build: (w) => ({
      text: `${w.intro} must cut its operating costs by ${w.m1}${w.deadline}.${w.constraint}`,
      target: w.m1,
    }),
  },
  {
    archetype: 'pricing',
    build: (w) => ({
      text: `Should ${w.the} raise its prices by ${w.p1}? It serves ${w.n} ${w.served}.${w.constraint}`,
    }),
  },
  {
    archetype: 'market-entry',
    build: (w) => ({
      text: `${w.intro} is considering entering the Polish market, with an investment of ${w.m1}. Should it enter?${w.constraint}`,
    }),
  },
  {
    archetype: 'new-offer',
    build: (w) => ({
      text: `${w.intro} wants to launch a subscription service for its ${w.served}. Is it worth it, and at what price?${w.constraint}`,
    }),
  },
  {
    archetype: 'option-choice',
    build: (w) => ({
      text: `${w.intro} must choose between ${w.options[0]}, ${w.options[1]} or ${w.options[2]}.${w.constraint}`,
      options: w.options,
    }),
  },
  {
    archetype: 'investment-case',
    build: (w) => ({ text: `Should ${w.the} invest ${w.m1} in a new automated facility${w.deadline}?${w.constraint}` }),
  },
  {
    archetype: 'investment-portfolio',
    build: (w) => ({
      text: `${w.intro} has ${w.n} proposed projects worth ${w.m2} in total but a capital budget of only ${w.m1}. Which projects should it fund?`,
    }),
  },
  {
    archetype: 'm-and-a',
    build: (w) => ({ text: `Should ${w.the} acquire a smaller rival for ${w.m1}? The target grew ${w.p1} last year.` }),
  },
  {
    archetype: 'service-operations',
    build: (w) => ({
      text: `${w.intro} answers only ${w.p1} of calls within five minutes, against a target of ${w.p2}. How can it reach the target${w.deadline}?${w.constraint}`,
      target: w.p2,
    }),
  },
  {
    archetype: 'process-operations',
    build: (w) => ({
      text: `Defect rates in ${w.its} main process have risen from ${w.p1} to ${w.p2}. How can it bring them below ${w.p1}${w.deadline}?`,
      target: w.p1,
    }),
  },
  {
    archetype: 'supply-chain',
    build: (w) => ({
      text: `${w.intro} is out of stock on ${w.p1} of its products at peak times while holding ${w.m1} of inventory. How can it fix availability?${w.constraint}`,
    }),
  },
  {
    archetype: 'unit-economics',
    build: (w) => ({ text: `${w.intro} loses money on every order it ships. At what volume does it break even?` }),
  },
  {
    archetype: 'fundraising',
    build: (w) => ({
      text: `${w.intro} raised ${w.m1} in donations last year, ${w.p1} less than the year before. How can it raise ${w.m2}${w.deadline}?${w.constraint}`,
      target: w.m2,
    }),
  },
  {
    archetype: 'public-service',
    build: (w) => ({
      text: `${w.intro} wants to cut waiting times for its services from ${w.n} days to 10 days${w.deadline}.${w.constraint}`,
    }),
  },
  {
    archetype: 'churn-retention',
    build: (w) => ({
      text: `${w.intro} loses ${w.p1} of its ${w.served} every year. How can it bring churn below ${w.p2}?${w.constraint}`,
      target: w.p2,
    }),
  },
  {
    archetype: 'channel-shift',
    build: (w) => ({
      text: `${w.intro} sells ${w.p1} through brokers and intermediaries. Should it move more sales to its own website and app?`,
    }),
  },
  {
    archetype: 'organisation',
    build: (w) => ({
      text: `Staff turnover at ${w.the} has risen to ${w.p2} a year. How can it bring it below ${w.p1}${w.deadline}?`,
      target: w.p1,
    }),
  },
  {
    archetype: 'digital-transformation',
    build: (w) => ({
      text: `${w.intro} still handles ${w.p2} of its transactions on paper. Should it replace its core systems with a cloud platform for ${w.m1}?`,
    }),
  },
  {
    archetype: 'regulation-carbon',
    build: (w) => ({
      text: `${w.intro} must cut CO2 emissions by ${w.p2} by ${w.year} to meet the regulator's target.${w.constraint}`,
      target: w.p2,
    }),
  },
  {
    archetype: 'turnaround',
    build: (w) => ({
      text: `${w.intro} has ${w.n} weeks of cash left and a ${w.m1} loan falls due. What must it do to survive?`,
    }),
  },
  {
    archetype: 'capacity-location',
    build: (w) => ({
      text: `${w.intro} runs at ${w.p2} of capacity. Should it expand its site in Leeds or build a new one in Porto?`,
      options: ['Leeds', 'Porto'],
    }),
  },
];

export const TEMPLATE_COUNT = TEMPLATES.length;

const CONSTRAINTS = [
  '',
  ' Customer bills cannot rise.',
  ' It must do so without closing any sites.',
  ' Capital spending is capped at {m1}.',
  ' It has to stay within a budget of {m1}.',
] as const;
export const CONSTRAINT_COUNT = CONSTRAINTS.length;

const OPTION_SETS = [
  ['build its own plant', 'form a joint venture with a rival', 'keep outsourcing production'],
  ['sell the business', 'merge with a peer', 'stay independent'],
] as const;

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) ? 'an' : 'a';
}

/** The statement the picks describe, with what it states that the chain must keep. */
export function statementFrom(picks: Picks): Generated {
  const template = TEMPLATES[picks.template % TEMPLATES.length]!;
  const org = ORGANISATIONS[picks.organisation % ORGANISATIONS.length]!;
  const phrasing = PHRASINGS[picks.phrasing % PHRASINGS.length]!;
  const currency = CURRENCIES[picks.currency % CURRENCIES.length]!;
  const magnitude = MAGNITUDES[picks.magnitude % MAGNITUDES.length]!;
  const amount = (tenths: number) => `${currency}${oneDecimal(tenths)}${magnitude}`;
  const m1 = amount(picks.money);
  const m2 = amount(picks.money + picks.money2);
  const p1 = `${oneDecimal(picks.percent)}%`;
  const p2 = `${oneDecimal(picks.percent + picks.percent2)}%`;
  const a = `${article(org.noun)} ${org.noun}`;
  const intro =
    phrasing === 'a'
      ? `A${a.slice(1)}`
      : phrasing === 'our client'
        ? `Our client, ${a},`
        : phrasing === 'named'
          ? `${org.name}, ${a},`
          : `The CEO of ${a} says the organisation`;
  const deadline = picks.withDeadline ? ` by ${picks.year}` : '';
  const constraint = CONSTRAINTS[picks.withConstraint % CONSTRAINTS.length]!.replace('{m1}', m1);
  const options = [...OPTION_SETS[picks.template % OPTION_SETS.length]!];
  const words: Words = {
    intro,
    the: phrasing === 'named' ? org.name : `the ${org.noun}`,
    its: phrasing === 'named' ? `${org.name}'s` : `the ${org.noun}'s`,
    served: org.served,
    m1,
    m2,
    p1,
    p2,
    n: picks.count.toLocaleString('en-GB'),
    year: String(picks.year),
    deadline,
    constraint,
    options,
  };
  const built = template.build(words);
  // Named options on top of a template without its own: "The options on the table are to A or to B."
  const extra = picks.withOptions && !built.options ? options.slice(0, 2) : [];
  const text =
    extra.length > 0 ? `${built.text} The options on the table are to ${extra[0]} or to ${extra[1]}.` : built.text;
  const statement = text.replace(/\s+/g, ' ').trim();
  const money = [...new Set([m1, m2].filter((m) => statement.includes(m)))];
  const generated: Generated = {
    statement,
    archetype: template.archetype,
    money,
    options: built.options ?? extra,
  };
  if (built.target) generated.target = built.target;
  if (words.constraint.trim()) generated.constraint = words.constraint.trim();
  return generated;
}
