import { constraintClause, movePhrase, type Frame } from '../frame.js';
import { noun, type Noun } from '../industries/types.js';
import { capitalise, tidy } from '../text.js';
import { gapThreshold } from './blocks.js';
import { rule, type RuleSpec } from './spec.js';

/**
 * Words and rules the operations archetypes share (service and process operations, supply chain,
 * fundraising, public service, organisation, regulation and carbon). Every word comes from the frame: the
 * metric and subject the consultant confirmed, or the industry profile, so no template borrows another
 * industry's vocabulary.
 */

/** Where the metric must go, after "can the client": "raise its X from 58% to 80% by 2026", "reduce its X". */
export function goalOf(f: Frame): string {
  const deadline = f.deadline ? ` ${f.deadline}` : '';
  if (f.target) return `${movePhrase(f)}${deadline}`;
  if (f.aim) return `${f.aim}${deadline && !f.aim.includes(deadline.trim()) ? deadline : ''}`;
  return `${f.direction === 'down' ? 'reduce' : 'improve'} its ${f.M}${deadline}`;
}

/**
 * The key question when the statement gives neither a target nor a metric, where the generic question
 * would fall back to "What should the client do?": "How can the call centre improve its service level?".
 */
export function metricQuestion(f: Frame): string | undefined {
  if (f.options.length >= 2 || f.target || f.hasMetric) return undefined;
  const constraint = f.constraints[0] ? `, ${constraintClause(f.constraints[0])}` : '';
  const full = tidy(capitalise(`how can ${f.S} ${goalOf(f)}${constraint}?`));
  return full.length <= 200 ? full : tidy(capitalise(`how can ${f.S} ${goalOf(f)}?`));
}

/** The first text of at most 160 characters, or the last: a claim that keeps its point when the goal is long. */
export function fit(...texts: string[]): string {
  return texts.find((t) => t.length <= 160) ?? texts[texts.length - 1]!;
}

/** "The client can <goal><how><tail>", shortened when long: the tail goes first, then the detail of the goal. */
export function canGoal(f: Frame, how: string, tail = ''): string {
  return fit(
    `${f.S} can ${goalOf(f)}${how}${tail}`,
    `${f.S} can ${goalOf(f)}${how}`,
    `${f.S} can meet its target${by(f)}${how}`,
  );
}

/** "<premise>, so the client can <goal>", shortened when long. */
export function soGoal(f: Frame, premise: string, how = ''): string {
  return fit(`${premise}, so ${f.S} can ${goalOf(f)}${how}`, `${premise}, so ${f.S} can meet its target${by(f)}${how}`);
}

/** "by April 2026" or "" — for claims and questions that carry the deadline. */
export function by(f: Frame): string {
  return f.deadline ? ` ${f.deadline}` : '';
}

/** The metric with an article where it needs one: "the share of calls abandoned", but "scrap", "CO2 emissions". */
export function theMetric(f: Frame): string {
  return /^(?:the|its|a|an|their)\b/i.test(f.M) || /^[A-Z][a-z]+'s\b/.test(f.M) ? f.M : `the ${f.M}`;
}

/** The unit of a difference in the metric: points when the metric is a percentage, else a relative gap. */
export function diffUnit(f: Frame): 'pp' | '%' {
  return f.baseline?.unit === '%' || f.target?.quantity?.unit === '%' ? 'pp' : '%';
}

/** The verb that moves the metric the right way: "raise" or "reduce". */
export function moveVerb(f: Frame): string {
  return f.direction === 'down' ? 'reduce' : 'raise';
}

/** The rule that a lever is worth a share of the gap, in the gap's own unit (points, per cent, money). */
export function leverRule(f: Frame, lever: string, fraction: number, fallback: number): RuleSpec {
  const { threshold, unit } = gapThreshold(f, fraction, fallback);
  const change = f.direction === 'down' ? 'reduction' : 'improvement';
  if (!f.gap || f.gap.unit === '%') {
    return rule(
      `the ${change} in ${theMetric(f)} from ${lever}, as a share of today's level`,
      'at-least',
      threshold,
      '%',
    );
  }
  return rule(`the ${change} in ${theMetric(f)} from ${lever}`, 'at-least', threshold, unit);
}

/** The gap as words for a question: "half of the gap of 22 percentage points", or "half of the gap". */
export function partOfGap(f: Frame, share: 'half' | 'a third' | 'a quarter'): string {
  if (!f.gap) return `${share} of the gap`;
  if (f.gap.unit === '%')
    return `${share} of the ${f.gap.text} ${f.direction === 'down' ? 'reduction' : 'increase'} needed`;
  return `${share} of the gap of ${f.gap.text}`;
}

const CASE_WORDS: ReadonlyArray<[RegExp, Noun]> = [
  [/\bcalls?\b/i, noun('call')],
  [/\bcontacts?\b/i, noun('contact')],
  [/\bcomplaints?\b/i, noun('complaint')],
  [/\benquir(?:y|ies)\b/i, noun('enquiry', 'enquiries')],
  [/\bquer(?:y|ies)\b/i, noun('query', 'queries')],
  [/\bclaims?\b/i, noun('claim')],
  [/\bapplications?\b/i, noun('application')],
  [/\breferrals?\b/i, noun('referral')],
  [/\btickets?\b/i, noun('ticket')],
  [/\brepairs?\b/i, noun('repair request')],
  [/\bappointments?\b/i, noun('appointment')],
  [/\bincidents?\b/i, noun('incident')],
  [/\bemails?\b/i, noun('email')],
  [/\bchats?\b/i, noun('chat')],
  [/\btests?\b/i, noun('test')],
  [/\bjobs?\b/i, noun('job')],
  [/\bbatch(?:es)?\b/i, noun('batch', 'batches')],
  [/\bcases?\b/i, noun('case')],
];

/** The piece of work a service or process handles, read from the metric or the subject: calls, claims, tests. */
export function casesOf(f: Frame): Noun {
  for (const text of [f.M, f.S]) {
    let best: { at: number; word: Noun } | undefined;
    for (const [pattern, word] of CASE_WORDS) {
      const at = pattern.exec(text)?.index;
      if (at !== undefined && (!best || at < best.at)) best = { at, word };
    }
    if (best) return best.word;
  }
  const unit = f.industry.unit;
  return /request|case|order|shipment|application/.test(unit.one) ? unit : noun('request');
}

/** Who handles the work: advisers in a contact centre, else the industry's own workforce. */
export function teamOf(f: Frame): string {
  const text = `${f.S} ${f.M}`;
  if (/\b(?:contact|call|helpline|help ?desk|care team|service desk|customer service|hotline)\b/i.test(text)) {
    return 'advisers';
  }
  return f.industry.workforce;
}

const PHYSICAL = new Set([
  'manufacturing',
  'automotive',
  'consumer-goods',
  'chemicals',
  'mining',
  'agriculture',
  'pharma',
  'energy',
  'construction',
  'restaurants',
  'retail',
  'ecommerce',
  'logistics',
]);

/** Whether the work moves physical goods (materials, parts, stock) rather than information. */
export function isPhysical(f: Frame): boolean {
  return PHYSICAL.has(f.reading.industry);
}

/** Whether the client makes what it ships, so its own plants are a source of supply. */
export function isMaker(f: Frame): boolean {
  const makes = ['manufacturing', 'automotive', 'consumer-goods', 'chemicals', 'pharma'].includes(f.reading.industry);
  return makes && !/\b(?:wholesal\w*|distribut\w*|retail\w*|reseller|dealer|pharmacy|pharmacies)\b/i.test(f.S);
}

/** What enters a process: materials and components, or the information and documents received. */
export function inputsOf(f: Frame): string {
  if (!isPhysical(f)) return 'information and documents';
  return f.industry.id === 'generic' ? 'materials and components' : f.industry.variableCosts[0];
}

/** Where work comes from in a service: the customers or the industry's first channel ("brokers", "GP referrals"). */
export function sendersOf(f: Frame): string {
  if (f.industry.id === 'generic') return `${f.C} or intermediaries`;
  return `${f.C} or ${plainChannel(f.industry.channels[0])}`;
}

/** The currency's name for "per pound raised", or undefined when the statement names no money. */
export function currencyNoun(f: Frame): string | undefined {
  const symbol = [f.target?.quantity, f.baseline, f.previous].find((q) => q?.currency)?.currency ?? f.amount;
  if (!symbol) return undefined;
  if (/£|GBP/i.test(symbol)) return 'pound';
  if (/\$|USD|AUD|CAD/i.test(symbol)) return 'dollar';
  if (/€|EUR/i.test(symbol)) return 'euro';
  return undefined;
}

/** "the income raised per pound spent" or, with no currency, "the ratio of income raised to cost". */
export function returnMeasure(f: Frame, what: string): string {
  const money = currencyNoun(f);
  return money ? `${what} per ${money} spent` : `the ratio of ${what.replace(/^the /, '')} to cost`;
}

/**
 * What customers pay that a regulated or carbon target may push up: bills under a regulated tariff,
 * the industry's price word in a market, the budget in the public sector.
 */
export function billsOf(f: Frame): string {
  switch (f.industry.revenueModel) {
    case 'regulated':
      return `${f.c} bills`;
    case 'budget':
      return 'local taxes and charges';
    case 'donations':
      return 'the cost of its programmes';
    default:
      return `${f.industry.price}s`;
  }
}

/** What a process turns out: the noun of "pizzas per labour hour", the work of a service, or the industry's unit. */
export function itemsOf(f: Frame): Noun {
  const counted = /^([a-z-]+s) (?:per|produced|made|shipped|processed)\b/i.exec(f.M)?.[1];
  if (counted && !/^(?:hours|minutes|days|errors|defects|units)$/i.test(counted))
    return noun(counted.replace(/s$/, ''), counted);
  if (CASE_WORDS.some(([pattern]) => pattern.test(f.M) || pattern.test(f.S))) return casesOf(f);
  if (!isPhysical(f)) return noun('case');
  return f.industry.unit.one === f.industry.customer.one ? noun('unit') : f.industry.unit;
}

/** What a process metric measures: elapsed time, quality, or output and productivity. */
export function processFocus(f: Frame): 'time' | 'quality' | 'output' {
  if (
    /\b(?:lead|cycle|turnaround|throughput time|processing|settlement|waiting|elapsed|days|hours|weeks|delay|backlog|time)\b/i.test(
      f.M,
    )
  ) {
    return /\bthroughput\b/i.test(f.M) && !/time/i.test(f.M) ? 'output' : 'time';
  }
  if (
    /\b(?:defect|scrap|rework|error|quality|yield|complaint|reject|right first time|first[- ]pass|accuracy|waste)/i.test(
      f.M,
    )
  ) {
    return 'quality';
  }
  return 'output';
}

/** Who the client is compared with: the industry's competitors, or "the best peers" when it is unknown. */
export function peersOf(f: Frame): string {
  if (f.industry.id === 'generic') return 'the best peers';
  return f.industry.competitors
    .split(/,| and the | and (?=imports|private|in-house|at-home|new |short-term)/)[0]!
    .trim();
}

/** A channel as it reads without its owner: "its own website and app" -> "the website and app". */
export function plainChannel(channel: string): string {
  return channel.replace(/^its (?:own )?/, 'the ');
}

/** Where people can serve themselves: the industry's online channel, or online self-service. */
export function onlineChannel(f: Frame): string {
  const physical = /\b(?:stores?|branch\w*|offices?|counters?|agents?|retailers?)\b/;
  const online =
    f.industry.channels.find((c) => /\b(?:online|app|digital|portal)\b/.test(c) && !physical.test(c)) ??
    f.industry.channels.find((c) => /\b(?:web|website)\b/.test(c) && !physical.test(c));
  return online ? plainChannel(online) : 'online self-service';
}

/** The industry's two segments as one phrase: "household and business customers", "commuters and ...". */
export function segmentsText(f: Frame): string {
  const [a, b] = f.industry.segments;
  const lastA = a.split(' ').pop();
  const lastB = b.split(' ').pop();
  if (lastA === lastB && !/ and /.test(a) && !/ and /.test(b))
    return `${a.replace(new RegExp(` ${lastA}$`), '')} and ${b}`;
  return `${a} and ${b}`;
}

/** "meter reading and billing": two of the industry's stages, joined. */
export function stagesText(stages: readonly string[]): string {
  return stages.length > 1 ? `${stages.slice(0, -1).join(', ')} and ${stages[stages.length - 1]}` : (stages[0] ?? '');
}
