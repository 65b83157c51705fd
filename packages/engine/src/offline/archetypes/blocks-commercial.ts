import nlp from 'compromise';
import { constraintClause, movePhrase, type Frame } from '../frame.js';
import { infinitive } from '../reading/nlp.js';
import { capitalise, gerund, plural, tidy } from '../text.js';
import { seeded } from '../random.js';
import { contentWords } from '../words.js';
import { phrasingOf } from '@caseboard/domain';
import { ask as askSpec, rule, type RuleSpec, type Spec, type SpecOptions } from './spec.js';

/**
 * Words and rules the commercial archetypes (growth, pricing, entry, new offers, churn, channels, unit
 * economics) share. Everything is derived from the frame and the industry profile: how the industry is paid
 * (a market, a regulated tariff, donations, a public budget, fees) decides whether a tree speaks of market
 * share or take-up, of spending or giving, of competitors' prices or of the regulator's allowance.
 */

/** " by 2028" after a goal, or nothing. */
export function when(f: Frame): string {
  return f.deadline ? ` ${f.deadline}` : '';
}

/** A phrase with the deadline after it, unless the phrase already says it ("... within three years"). */
export function withWhen(f: Frame, phrase: string): string {
  return f.deadline && phrase.toLowerCase().includes(f.deadline.toLowerCase()) ? phrase : `${phrase}${when(f)}`;
}

/** The price word in the plural: "fares", "tariffs", "interest rates and fees", "room rates". */
export function prices(f: Frame): string {
  const price = f.industry.price;
  const per = price.indexOf(' per ');
  if (per > 0) return `${plural(price.slice(0, per))}${price.slice(per)}`;
  const and = price.indexOf(' and ');
  if (and > 0) return `${plural(price.slice(0, and))}${price.slice(and)}`;
  if (/s$/.test(price)) return price;
  return plural(price);
}

/** "realised prices", or the price word alone when it already says so ("realised price"). */
export function realised(f: Frame): string {
  return /\brealised\b/.test(f.industry.price) ? prices(f) : `realised ${prices(f)}`;
}

/** The goal as a verb phrase with its deadline: "grow its revenue by 30% by 2028". */
export function goalPhrase(f: Frame, fallback: string): string {
  return f.target ? `${movePhrase(f)}${when(f)}` : `${fallback}${when(f)}`;
}

/**
 * A rule that a lever is worth pursuing: what it adds (`what`, ending before the deadline), as a share of
 * the gap to the target, or, without a target, as a share of today's metric.
 */
export function worthRule(f: Frame, what: string, shareOfGap: number, shareOfToday: number): RuleSpec {
  if (f.target) {
    const gap = f.gap ? `the ${f.gap.text} gap` : 'the gap to the target';
    return rule(`${what}${when(f)}, as a share of ${gap}`, 'at-least', shareOfGap, '%');
  }
  return rule(`${what}${when(f)}, as a share of today's ${f.M}`, 'at-least', shareOfToday, '%');
}

/**
 * A lever's share of the goal as a verb phrase: "close a quarter of the 13 percentage points gap", or,
 * without a target, "add 5% to today's revenue".
 */
export function closePart(f: Frame, share: 'half' | 'a third' | 'a quarter' | 'a fifth', ofToday: number): string {
  if (!f.target) return `add ${ofToday}% to today's ${f.M}`;
  return f.gap ? `close ${share} of the ${f.gap.text} gap` : `close ${share} of the gap to the target`;
}

/** What the client earns, as a noun: "revenue", or "income" for a charity or a public body. */
export function income(f: Frame): string {
  return f.industry.revenueModel === 'donations' || f.industry.revenueModel === 'budget' ? 'income' : 'revenue';
}

/** How the industry is paid, in the words a tree needs. */
export interface Commerce {
  /** What customers do with money: "spend", "give". */
  spend: string;
  /** The noun: "spending", "giving", "use". */
  spending: string;
  /** Selling more to someone: "sell more to", "raise more from". */
  sellMore: string;
  /** Spending with a rival: "spend with", "give to", "turn to". */
  spendWith: string;
  /** New things to offer: "new products or services", "new ways of giving". */
  offers: string;
  /** How the client's position against rivals is measured: "market share", "share of giving", "take-up". */
  share: string;
  /** Where the customers are: "market", "donor base", "service area". */
  market: string;
}

export function commerce(f: Frame): Commerce {
  switch (f.industry.revenueModel) {
    case 'donations':
      return {
        spend: 'give',
        spending: 'giving',
        sellMore: 'raise more from',
        spendWith: 'give to',
        offers: 'new ways of giving',
        share: 'share of giving',
        market: 'donor market',
      };
    case 'budget':
      return {
        spend: 'use',
        spending: 'use of services',
        sellMore: 'do more for',
        spendWith: 'turn to',
        offers: 'new services',
        share: 'take-up',
        market: 'service area',
      };
    case 'regulated':
      return {
        spend: 'spend',
        spending: 'spending',
        sellMore: 'sell more to',
        spendWith: 'spend with',
        offers: 'new non-regulated services',
        share: 'share of the contestable market',
        market: 'service area',
      };
    default:
      return {
        spend: 'spend',
        spending: 'spending',
        sellMore: 'sell more to',
        spendWith: 'spend with',
        offers: 'new products or services',
        share: 'market share',
        market: 'market',
      };
  }
}

/** Sets prices in a market rather than having them set by a regulator or a budget. */
export function setsOwnPrices(f: Frame): boolean {
  return f.industry.revenueModel === 'market' || f.industry.revenueModel === 'fees';
}

/** A channel as it reads anywhere in a sentence: "its stores" becomes "the retailer's stores". */
export function channelName(f: Frame, channel: string): string {
  return channel.replace(/^its\b/, f.Sp);
}

const DIGITAL = /\b(?:online|digital|app|apps|website|websites|web|portal|e-?commerce|self-service)\b/;
const OWN = /\b(?:own|direct|directly)\b/;

/**
 * The channel the statement wants to grow and the one it would move away from: the other one when the
 * decision names a channel after "from", "instead of" or "rather than", else the one it names after "to",
 * else the one it names at all, else the digital channel, else the client's own. Shifts rarely run the other way; the tree says which
 * it assumed, and the consultant corrects the reading if not.
 */
export function channelsOf(f: Frame): { to: string; from: string } {
  const [a, b] = f.industry.channels;
  const text = `${f.decision ?? ''} ${f.hasMetric ? f.M : ''}`.toLowerCase();
  const fromPart =
    /\b(?:instead of|rather than|away from|from)\b(.*?)(?:\b(?:to|towards|into)\b|$)/.exec(text)?.[1] ?? '';
  const toPart = /\b(?:to|towards|into)\b(.*)$/.exec(text.replace(/\b(?:instead of|rather than)\b.*$/, ''))?.[1] ?? '';
  const score = (channel: string, words: string) => {
    const stems = contentWords(channel).filter((w) => w.length > 2 && w !== 'its' && w !== 'own');
    const have = new Set(contentWords(words));
    let n = stems.filter((w) => have.has(w)).length;
    if (DIGITAL.test(words) && DIGITAL.test(channel)) n += 1;
    if (OWN.test(words) && OWN.test(channel)) n += 1;
    return n;
  };
  const pick = (words: string): 0 | 1 | undefined => {
    if (!words.trim()) return undefined;
    const sa = score(a, words);
    const sb = score(b, words);
    return sa > sb ? 0 : sb > sa ? 1 : undefined;
  };
  const away = pick(fromPart);
  let i: 0 | 1 | undefined = away === undefined ? undefined : away === 0 ? 1 : 0;
  i ??= pick(toPart) ?? pick(text.replace(/\b(?:instead of|rather than)\b.*$/, ''));
  if (i === undefined) {
    const da = DIGITAL.test(a);
    const db = DIGITAL.test(b);
    if (da !== db) i = da ? 0 : 1;
    else if (OWN.test(a) !== OWN.test(b)) i = OWN.test(a) ? 0 : 1;
    else i = 0;
  }
  return i === 0 ? { to: a, from: b } : { to: b, from: a };
}

/** The decision as an infinitive verb phrase: "raising its price by 25%" -> "raise its price by 25%". */
export function decisionPhrase(f: Frame): string | undefined {
  const decision = f.decision?.trim().replace(/[,;]?\s*(?:and )?if so,? how$/i, '');
  if (!decision) return undefined;
  const [first = '', ...rest] = decision.split(/\s+/);
  const phrase =
    !/^[a-z]{3,}ing$/i.test(first) || /^(?:bring|sing|ring|spring|string|thing)$/i.test(first)
      ? decision
      : [infinitive(first.toLowerCase()), ...rest].join(' ');
  return startsWithVerb(phrase) ? phrase : undefined;
}

/** A verb phrase must open with a verb: "enter the US market", not "two ways into Poland". */
function startsWithVerb(phrase: string): boolean {
  const term = nlp(`They will ${phrase}`).terms().json()[2] as { terms?: Array<{ tags?: string[] }> } | undefined;
  return term?.terms?.[0]?.tags?.includes('Verb') ?? false;
}

/** The decision as the subject of a sentence: "enter the US market" -> "entering the US market". */
export function decisionAsSubject(decision: string): string {
  const [first = '', ...rest] = decision.split(/\s+/);
  if (/ing$/.test(first)) return decision;
  return [gerund(first.toLowerCase()), ...rest].join(' ');
}

/**
 * The new offer the statement weighs, as a short noun phrase: "launch a home insurance product for its
 * subscribers" -> "the home insurance product". Falls back to "the new offer".
 */
export function offerName(f: Frame): string {
  const decision = decisionPhrase(f) ?? '';
  const match =
    /^(?:launch|introduce|offer|roll out|start|create|build|develop|add|open|sell|set up|go ahead with)\s+(?:(?:a|an|the|its|their)\s+)?(?:new\s+)?(.+)$/i.exec(
      decision,
    );
  if (!match) return 'the new offer';
  const object = match[1]!
    .replace(/\s+(?:for|to|in|at|with|across|through|by|from|within|under|aimed|targeting|that|which)\b.*$/i, '')
    .trim();
  if (!object || object.split(/\s+/).length > 6) return 'the new offer';
  return `the ${object}`;
}

/**
 * The market the statement wants to enter, as a noun phrase: "the Chinese infant formula market", "the
 * Mexico market", or "the new market" when the statement names none.
 */
export function marketName(f: Frame): string {
  const decision = decisionPhrase(f) ?? '';
  const named = /\b((?:the|a)\s+[^,.;]*?\bmarkets?)\b/i.exec(decision)?.[1];
  if (named) return named.replace(/^a\s+/i, 'the ');
  const place = placeOf(f);
  return place ? `the market in ${place}` : 'the new market';
}

/** The place the statement names, or the capitalised place the decision moves into ("into Mexico"). */
function placeOf(f: Frame): string | undefined {
  if (f.place) return f.place;
  const decision = decisionPhrase(f) ?? '';
  return /\b(?:in|into|to)\s+((?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)/.exec(decision)?.[1];
}

/** Where the entry happens, after a verb: "in Mexico", "in that market". */
export function there(f: Frame): string {
  const place = placeOf(f);
  return place ? `in ${place}` : 'in that market';
}

/**
 * The key question in an archetype's own words, with the first stated constraint as keyQuestion adds it;
 * without the constraint when the sentence would run past 200 characters.
 */
export function questionWith(f: Frame, question: string): string {
  const constraint = f.constraints[0] ? `, ${constraintClause(f.constraints[0])}` : '';
  const full = tidy(`${capitalise(question)}${constraint}?`);
  return full.length <= 200 ? full : tidy(`${capitalise(question)}?`);
}

/** Competitors as they read mid-sentence: "rival manufacturers, including low-cost imports" -> "rival manufacturers". */
export function rivals(f: Frame): string {
  return f.industry.competitors.split(',')[0]!.trim();
}

/**
 * A cost pool as a noun phrase: "fuel costs", "store rents", "claims", "airport and navigation charges", and
 * "costs of food and packaging" where a plain suffix would run two nouns together.
 */
export function costs(pool: string): string {
  return /\b(?:rents|losses|claims|costs|charges|fees|expenses|leases|commissions|subsidies|wages|salaries|overheads|maintenance|fundraising)$/.test(
    pool,
  )
    ? pool
    : / and /.test(pool)
      ? `costs of ${pool}`
      : `${pool} costs`;
}

/**
 * One of several wordings that say the same thing equally well, picked by the problem statement: two
 * clients' trees of the same archetype then read as written for each, not as one form filled twice. The
 * same statement always gets the same wording, so regenerating a tree never rewords it.
 */
export function either<T>(f: Frame, key: string, ...wordings: readonly [T, T, ...T[]]): T {
  return wordings[Math.floor(seeded(`${f.statement}|${key}`).next() * wordings.length)]!;
}

type Aux = Parameters<typeof askSpec>[0];
export type Wording = readonly [aux: Aux, subject: string, predicate: string];

/** A yes/no question in one of several equivalent wordings, picked by the problem (see `either`). */
export function askEither(
  f: Frame,
  key: string,
  wordings: readonly [Wording, Wording, ...Wording[]],
  options: SpecOptions,
  children: Spec[] = [],
): Spec {
  const [aux, subject, predicate] = either(f, key, ...wordings);
  return ask(aux, subject, predicate, children, options);
}

/** `askEither` bound to one frame and one part of a tree: say('key', [wording, wording], options). */
export function sayFor(f: Frame, prefix: string) {
  return (
    key: string,
    wordings: readonly [Wording, Wording, ...Wording[]],
    options: SpecOptions,
    children: Spec[] = [],
  ): Spec => askEither(f, `${prefix}.${key}`, wordings, options, children);
}

/** The same for a node with children, in `ask`'s order: branch('key', [wording, wording], children, options). */
export function branchFor(f: Frame, prefix: string) {
  return (
    key: string,
    wordings: readonly [Wording, Wording, ...Wording[]],
    children: Spec[],
    options: SpecOptions,
  ): Spec => askEither(f, `${prefix}.${key}`, wordings, options, children);
}

/** "is" or "are" for a noun phrase: "core products" are, "net interest income" is. */
export function isAre(noun: string): 'is' | 'are' {
  const last = noun.trim().split(/\s+/).pop() ?? '';
  return /[^s]s$/i.test(last) ? 'are' : 'is';
}

/** Paid per service by people who do not set the price themselves (patients, students): fees, not a market. */
export function feesFromPeople(f: Frame): boolean {
  return f.industry.revenueModel === 'fees' && !f.industry.b2b;
}

/** Two industry phrases joined so that inner "and"s stay readable: "retail and business customers" or
 * "processors and packers as well as grain traders". */
export function pair(a: string, b: string): string {
  return / and /.test(a) || / and /.test(b) ? `${a} as well as ${b}` : `${a} and ${b}`;
}

/**
 * `ask` whose claim always reads as a claim to the MECE lint: where the plain statement order leaves a verb
 * the lint cannot see ("Departures cluster in a few groups"), the claim keeps its auxiliary ("Departures do
 * cluster in a few groups"), and a subject opening with "what" becomes "the amount".
 */
export function ask(
  aux: Aux,
  subject: string,
  predicate: string,
  children: Spec[] = [],
  options: SpecOptions = {},
): Spec {
  const spec = askSpec(aux, subject, predicate, children, options);
  if (options.claim || phrasingOf(spec.claim) === 'statement') return spec;
  const who = subject.replace(/^what\b/i, 'the amount');
  const claim =
    aux === 'do' || aux === 'does'
      ? `${who} ${aux} ${predicate}`
      : who === 'there'
        ? spec.claim
        : `${who} ${aux} ${predicate}`;
  return { ...spec, claim: capitalise(claim) };
}

/** The plain word for those served, as an adjective: "customer", "patient", or "donor" for a charity. */
export function customerWord(f: Frame): string {
  if (f.industry.revenueModel === 'donations') return 'donor';
  if (f.industry.revenueModel === 'budget') return 'service user';
  return feesFromPeople(f) ? f.c : 'customer';
}
