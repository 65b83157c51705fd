import type { Brief, GenerationRequest } from '@caseboard/contracts';
import { contextOf, decompose, rootQuestion, type Ctx } from '../../offline/frameworks/index.js';
import { analyseProblem, quantityText } from '../../offline/problem/analyse.js';
import { findSubject, findTarget, metricIsBadWhenHigh } from '../../offline/problem/extract.js';
import { capitalise, gerund, lowerFirst, singular } from '../../offline/problem/tokens.js';
import type { ProblemFrame, ProblemType, Quantity } from '../../offline/problem/types.js';

/**
 * The offline brief: a consultant's first draft of the frame of the problem, read out of the statement.
 * Each declarative clause of the statement is sorted into what stands (situation), what went wrong or is
 * demanded (complication), or what is being weighed (a decision); the key question is the issue tree's
 * root; success criteria come from the metric, the target and the time frame (with the gap computed);
 * scope follows the decomposition of the problem's type; constraints are the limits the statement states.
 * Nothing is invented: a time frame or a limit the statement does not give stays empty.
 */

/** Types where the key question is a yes/no decision about something (as in the problem analysis). */
const DECISION_TYPES = new Set<ProblemType>([
  'market-entry',
  'm-and-a',
  'new-product',
  'investment',
  'channel-digital',
  'capacity-location',
]);

type Role = 'fact' | 'trouble' | 'goal';

interface Clause {
  text: string;
  role: Role;
}

/** The working set of one brief: the frame, its words, the statement's clauses by role. */
interface Reading {
  request: GenerationRequest;
  frame: ProblemFrame;
  ctx: Ctx;
  clauses: Clause[];
  decision: boolean;
  /** What the target is about, read without its verb: "operating costs", "revenue", "break-even". */
  targetObject?: string;
  /** The part of the subject the question is about: "the grocery chain's online channel". */
  focus?: string;
  /** Where the measure is today: "2%" of "fell from 8% to 2%", "60 days" of "cut ... from 60 to 20 days". */
  now?: Quantity;
  timeFrame?: string;
}

const GOAL =
  /\b(?:must|wants? to|needs? to|has to|have to|aims? to|plans? to|hopes? to|intends? to|seeks? to|(?:has |is )?committed to|is considering|is evaluating|is thinking about|is exploring|is looking (?:at|to)|is moving (?:from|to)|is debating|asks? how to)\b/i;

const UP_VERB =
  /\b(?:risen|rose|increased|grown|grew|climbed|jumped|surged|soared|spiked|ballooned|doubled|tripled|rises|increases|grows|climbs|rising|increasing)\b/i;
const DOWN_VERB =
  /\b(?:fallen|fell|dropped|declined|decreased|slipped|shrunk|shrank|eroded|collapsed|plunged|plummeted|slumped|tumbled|deteriorated|halved|falls|drops|decline|declines|declining|decreases|shrinks|erodes|falling|dropping|shrinking)\b/i;
const STALLED = /\b(?:plateaued|stagnated|stalled|been flat|remained flat|is flat|are flat|flat at)\b/i;
const TROUBLE =
  /\b(?:los(?:es|ing|t)\b|unprofitable|faces|facing|miss(?:es)?|missed|complain\w*|struggl\w*|behind|lowest|worst|weakest|poorest|too (?:high|low|slow|long)|backlog|shortfall|overrun)/i;
/** Words after a conjunction that make what follows a clause of its own ("... , and customers are complaining"). */
const FINITE =
  /\b(?:is|are|was|were|has|have|had|grew|grow|grows|rose|rise|rises|fell|fall|falls|dropped|drops|decline|declined|declines|increased|doubled|stayed|stays|remain(?:s|ed)?|complain\w*|sells?|runs?|loses?|lost|faces|wants?|must|needs?|plans?)\b/i;

function sentencesOf(statement: string): string[] {
  return statement
    .split(/(?<=[.?!])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Splits a sentence at "while", "although", ", and", "but" when both sides are clauses with a verb. */
function clausesOf(sentence: string): string[] {
  const body = sentence.replace(/[.!]+$/, '').trim();
  const parts: string[] = [];
  let rest = body;
  for (;;) {
    const match = /(?:,\s*|\s+)(?:while|whilst|although|though|but|and|as)\s+/i.exec(rest);
    if (!match) break;
    const before = rest.slice(0, match.index).trim();
    const after = rest.slice(match.index + match[0].length).trim();
    // "cut costs and overheads", "while protecting margins": no verb of its own, so not a clause.
    const startsClause =
      FINITE.test(after.split(/\s+/).slice(0, 6).join(' ')) && !/^(?:[a-z]+ing)\b/i.test(after) && FINITE.test(before);
    if (!startsClause) {
      // Keep the connective with the part before; look for a later split in what follows.
      const next = clausesOf(after);
      parts.push(`${before}${match[0]}${next[0] ?? ''}`.trim());
      parts.push(...next.slice(1));
      return parts;
    }
    parts.push(before);
    rest = after;
  }
  parts.push(rest);
  return parts.filter((p) => p.length > 0);
}

/** What a clause says: a goal or a weighing ("must cut", "is considering"), a trouble, or a fact that stands. */
function roleOf(clause: string, frame: ProblemFrame): Role {
  if (GOAL.test(clause)) return 'goal';
  // "Nurse turnover at a regional hospital is 25% per year": the statement's measure, with its number, is the problem.
  const metric = frame.metric?.phrase;
  if (
    metric &&
    !DECISION_TYPES.has(frame.type) &&
    clause.toLowerCase().includes(metric.toLowerCase()) &&
    /\d/.test(clause)
  )
    return 'trouble';
  if (TROUBLE.test(clause) || STALLED.test(clause)) return 'trouble';
  const up = UP_VERB.exec(clause);
  const down = DOWN_VERB.exec(clause);
  const change = up ?? down;
  if (change) {
    const thing = clause.slice(0, change.index);
    const badWhenHigh = metricIsBadWhenHigh(thing);
    return (up && badWhenHigh) || (down && !badWhenHigh) ? 'trouble' : 'fact';
  }
  return 'fact';
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The clause with the statement's "a regional European airline" said as the reader knows it by now:
 * by name ("the airline", "the airline's") or as a pronoun ("it", "its"). "It" of the statement's own
 * sentences already means the subject.
 */
function refer(text: string, frame: ProblemFrame, as: 'name' | 'pronoun'): string {
  const phrase = escape(frame.subject.phrase);
  const short = frame.subject.short;
  const owner = as === 'name' ? possessive(short) : 'its';
  const plain = as === 'name' ? short : 'it';
  let out = text
    // "Our client, a mid-sized machinery maker, has seen ...": the appositive is the subject.
    .replace(new RegExp(`^(?:our|the|a|an) client,\\s+(?:a|an|the)\\s+${phrase},\\s*`, 'i'), `${plain} `)
    .replace(new RegExp(`\\b(?:a|an|the)\\s+${phrase}(?:'s|’s)`, 'i'), owner)
    // After a preposition ("turnover at a regional hospital") a pronoun would dangle: name it.
    .replace(new RegExp(`\\b(at|of|in|for|from|by|with|to)\\s+(?:a|an|the)\\s+${phrase}\\b`, 'i'), `$1 ${short}`)
    .replace(new RegExp(`\\b(?:a|an|the)\\s+${phrase}\\b`, 'i'), plain);
  if (as === 'name') out = out.replace(/^(?:it|its)\b/i, (word) => (word.toLowerCase() === 'it' ? short : owner));
  return sentence(out);
}

function sentence(text: string): string {
  const clean = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[,;:]+$/, '');
  return capitalise(/[.?!]$/.test(clean) ? clean : `${clean}.`);
}

function possessive(noun: string): string {
  return /s$/i.test(noun) ? `${noun}'` : `${noun}'s`;
}

function article(phrase: string): string {
  return /^(?:[aio]|e(?!u)|u(?!ni|s|S|-)|hour|honest)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

const STOP = new Set(['a', 'an', 'the', 'of', 'its', 'their']);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((w) => w && !STOP.has(w))
    .map(singular);

/** "The airline is a regional European airline." when the full phrase says more than the short name. */
function identity(r: Reading): string | undefined {
  const short = new Set(wordsOf(r.frame.subject.short));
  const extra = wordsOf(r.frame.subject.phrase).filter((w) => !short.has(w));
  if (extra.length === 0 || /^the organisation$/i.test(r.frame.subject.short)) return undefined;
  return `${capitalise(r.ctx.S)} is ${article(r.frame.subject.phrase)}.`;
}

/** "from 60 to 20 days" in the target: where the measure starts, with the target's unit when written once. */
function startOf(frame: ProblemFrame): Quantity | undefined {
  const value = frame.target?.value;
  const from = /\bfrom\s+(\d+(?:\.\d+)?)(%?)\s+to\b/i.exec(frame.target?.text ?? '');
  if (!value || !from) return undefined;
  const number = Number(from[1]);
  if (value.unit === '%' || from[2]) return { value: number, unit: '%', text: `${from[1]}%` };
  if (value.unit === 'count' && value.noun)
    return { value: number, unit: 'count', noun: value.noun, text: `${from[1]} ${value.noun}` };
  return undefined;
}

function read(request: GenerationRequest): Reading {
  const frame = analyseProblem(request.problemStatement);
  const ctx = contextOf(frame);
  const sentences = sentencesOf(frame.statement);
  const texts = sentences.filter((s) => !s.endsWith('?')).flatMap(clausesOf);
  for (const question of sentences.filter((s) => s.endsWith('?'))) {
    // "How can a postal service return to profitability as letter volumes decline 8% a year?": the clause after "as" is stated fact.
    const aside = /\s(?:as|while|whilst|although|though|because|since|now that)\s+([^?]+)\?$/i.exec(question)?.[1];
    if (aside && FINITE.test(aside)) texts.push(aside);
  }
  const clauses = texts.map((text) => ({ text, role: roleOf(text, frame) }));
  const reading: Reading = { request, frame, ctx, clauses, decision: DECISION_TYPES.has(frame.type) };
  const targetObject = frame.target ? findTarget(frame.statement)?.object : undefined;
  if (targetObject) reading.targetObject = targetObject;
  const focus = findSubject(frame.statement).focus;
  if (focus) reading.focus = focus;
  const now = frame.metric?.to ?? startOf(frame);
  if (now) reading.now = now;
  const timeFrame = frame.timeFrame ?? (request.context?.brief?.timeFrame?.trim() || undefined);
  if (timeFrame) reading.timeFrame = timeFrame;
  return reading;
}

// --- Situation and complication ------------------------------------------------------------------------

/** What the constraint protects, and which way it must not move. */
function protectedOf(r: Reading): { thing: string; guard: 'no lower' | 'no higher' | 'kept' } | undefined {
  const clause = r.frame.constraint;
  if (!clause || !r.ctx.protectedThing) return undefined;
  const verb = /^(?:without|while|whilst)\s+(\w+)/i.exec(clause)?.[1]?.toLowerCase() ?? '';
  const guard = /^(?:raising|increasing)$/.test(verb)
    ? 'no higher'
    : /^(?:lowering|reducing|cutting|losing)$/.test(verb)
      ? 'no lower'
      : 'kept';
  return { thing: r.ctx.protectedThing, guard };
}

/** The line of business of each industry, to say who the client is when the statement only names it. */
const LINES_OF_BUSINESS: Record<string, string> = {
  airline: 'air travel',
  healthcare: 'healthcare',
  telecom: 'telecommunications',
  software: 'software',
  'financial-services': 'financial services',
  ecommerce: 'online retail',
  retail: 'retail',
  energy: 'energy',
  logistics: 'logistics',
  'professional-services': 'professional services',
  'public-sector': 'public services',
  hospitality: 'hospitality',
  education: 'education',
  'consumer-goods': 'consumer goods',
  manufacturing: 'manufacturing',
};

/** Who the client is, when the statement's phrase says no more than its name: "The hospital network works in healthcare." */
function lineOfBusiness(r: Reading): string | undefined {
  if (r.frame.subject.short === 'the organisation') return undefined;
  if (r.frame.type === 'public-sector' || r.frame.industry === 'public-sector')
    return `${capitalise(r.ctx.S)} serves its ${r.ctx.B}.`;
  const line = LINES_OF_BUSINESS[r.frame.industry];
  return line ? `${capitalise(r.ctx.S)} works in ${line}.` : undefined;
}

/** Mentions the subject by name or as "it"/"its" (or starts with them). */
function namesSubject(text: string, r: Reading): boolean {
  return new RegExp(`^(?:it|its)\\b|\\b${escape(r.frame.subject.phrase)}\\b`, 'i').test(text);
}

/** Whether the text so far names the subject, so that "it" can refer to it. */
function named(parts: readonly string[], r: Reading): boolean {
  const short = r.ctx.S.toLowerCase();
  return parts.some((part) => part.toLowerCase().includes(short));
}

/** The subject as the next sentence should call it: by name until the text has named it, then "It". */
function who(parts: readonly string[], r: Reading): string {
  return named(parts, r) ? 'It' : capitalise(r.ctx.S);
}

function situationOf(r: Reading): string {
  const parts: string[] = [];
  const standing = r.clauses.filter((c) => c.role === 'fact' || (r.decision && c.role === 'goal'));
  const lead = identity(r) ?? (standing[0] && namesSubject(standing[0].text, r) ? undefined : lineOfBusiness(r));
  if (lead) parts.push(lead);
  for (const clause of standing) parts.push(refer(clause.text, r.frame, named(parts, r) ? 'pronoun' : 'name'));
  if (r.decision && !standing.some((c) => c.role === 'goal')) {
    // Only a question ("Should a utility invest EUR 2bn ...?"): what is on the table.
    const weighed = whetherOf(r);
    if (weighed) parts.push(`${who(parts, r)} is weighing whether to ${weighed}.`);
  }
  const metric = r.frame.metric;
  if (!r.decision && metric?.from && metric.moved) {
    // Where the measure stood before it moved: the state the client knew.
    const owner = named(parts, r) ? 'its' : possessive(r.ctx.S);
    parts.push(`Until recently, ${owner} ${metric.phrase} stood at ${quantityText(metric.from)}.`);
  }
  const kept = protectedOf(r);
  if (kept) parts.push(`${who(parts, r)} values its ${kept.thing} as they are today.`);
  if (parts.length === 0) parts.push(`${capitalise(r.ctx.S)} serves ${r.ctx.B}.`);
  return parts.join(' ');
}

/** "enter the Indian market, and if so how" from "Should the coffee chain enter the Indian market, and if so how?". */
function whetherOf(r: Reading): string | undefined {
  const question = rootQuestion(r.frame);
  const should = new RegExp(`^Should ${escape(r.ctx.S)}\\s+(.+?)\\?$`, 'i').exec(question);
  return should?.[1];
}

/** What a decision of each type puts at stake, in the problem's own words. */
function stakesOf(r: Reading): string {
  const { S, O, place, amount } = r.ctx;
  switch (r.frame.type) {
    case 'market-entry':
      return `entering ${place === 'the new market' ? O : place} commits capital and management attention before ${S} knows whether it can win there`;
    case 'm-and-a':
      return `paying ${amount ?? 'the price'} commits capital before ${S} knows whether ${O}'s standalone value and the synergies justify it`;
    case 'new-product':
      return `a launch commits investment and ${possessive(S)} reputation before demand for ${O} and its economics are proven`;
    case 'investment':
      return `${amount ?? 'the capital'} would be committed long before the returns of ${O} are known, and the money has other uses`;
    case 'channel-digital':
      return `a new channel costs investment up front and may take sales from ${possessive(S)} existing business`;
    case 'capacity-location':
      return `new capacity is expensive and hard to reverse, and built in the wrong place or too early it weighs on returns for years`;
    default:
      return `the choice is hard to reverse`;
  }
}

function complicationOf(r: Reading): string {
  const parts: string[] = [];
  const say = (text: string) => parts.push(refer(text, r.frame, named(parts, r) ? 'pronoun' : 'name'));
  for (const clause of r.clauses) if (clause.role === 'trouble') say(clause.text);
  if (r.decision) {
    parts.push(`${who(parts, r)} has not decided yet, and the stakes are high: ${stakesOf(r)}.`);
    return parts.join(' ');
  }
  const goals = r.clauses.filter((c) => c.role === 'goal');
  for (const clause of goals) say(clause.text);
  const target = r.frame.target;
  const stated = goals.some((g) => target && g.text.toLowerCase().includes(target.text.toLowerCase()));
  if (target && !stated) {
    // The target comes from the statement's question ("How can it double revenue in three years?").
    const time = r.timeFrame && !target.text.includes(r.timeFrame) ? ` ${r.timeFrame}` : '';
    const aim = target.text.replace(/\bit\b/, `its ${r.frame.metric?.phrase ?? r.ctx.M}`);
    parts.push(`${who(parts, r)} now aims to ${aim}${time}.`);
  }
  if (parts.length === 0) {
    parts.push(
      `${capitalise(r.ctx.S)} has to act on its ${r.ctx.M}, and it is not yet clear which levers would work or what they are worth.`,
    );
  }
  return parts.join(' ');
}

// --- Decision makers ------------------------------------------------------------------------------------

const NAMED_ROLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:the |its |their )owners?\b|\bowner family\b/i, 'owners'],
  [/\bfounders?\b/i, 'founders'],
  [/\bshareholders?\b/i, 'shareholders'],
  [/\bsupervisory board\b/i, 'supervisory board'],
  [/\b(?:the |its )board\b|\bboard of directors\b/i, 'board'],
  [/\bCEO\b|\bchief executive\b/i, 'CEO'],
  [/\bCFO\b|\bchief financial officer\b/i, 'CFO'],
  [/\bCOO\b|\bchief operating officer\b/i, 'COO'],
  [/\bCHRO\b|\bhead of (?:HR|people)\b/i, 'CHRO'],
  [/\bCMO\b|\bchief marketing officer\b/i, 'CMO'],
  [/\b(?:CTO|CIO)\b/, 'CIO'],
  [/\binvestment committee\b/i, 'investment committee'],
  [/\b(?:managing|senior|equity) partners\b/i, 'partners'],
  [/\bmanagement\b|\bleadership(?: team)?\b|\bexecutive team\b/i, 'management'],
];

const PUBLIC_OFFICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bmayor\b/i, 'The mayor'],
  [/\b(?:city|town|municipal) council\b/i, 'The city council'],
  [/\bminist(?:er|ry)\b/i, 'The responsible minister'],
  [/\bparliament\b/i, 'Parliament'],
];

const DEFAULT_ROLES: Record<ProblemType, readonly string[]> = {
  profitability: ['CEO', 'CFO'],
  'revenue-growth': ['CEO', 'chief commercial officer'],
  'cost-reduction': ['CEO', 'CFO'],
  'market-entry': ['CEO', 'board'],
  'm-and-a': ['board', 'CFO'],
  pricing: ['CEO', 'chief commercial officer', 'CFO'],
  operations: ['COO', 'CEO'],
  'new-product': ['CEO', 'head of the business unit that would run it'],
  organisation: ['CEO', 'CHRO'],
  'public-sector': ['leadership'],
  sustainability: ['CEO', 'CFO', 'head of sustainability'],
  investment: ['board', 'CFO'],
  'customer-retention': ['CEO', 'chief commercial officer'],
  'channel-digital': ['CEO', 'chief digital officer'],
  'capacity-location': ['CEO', 'COO', 'board'],
};

function decisionMakersOf(r: Reading): string[] {
  const text = r.frame.statement;
  const of = (role: string) => `${capitalise(possessive(r.ctx.S))} ${role}`;
  const named = NAMED_ROLES.map(([pattern, role]) => ({ at: text.search(pattern), role }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((n) => of(n.role));
  const offices = PUBLIC_OFFICES.filter(([pattern]) => pattern.test(text)).map(([, office]) => office);
  if (named.length + offices.length > 0) return unique([...named, ...offices]);

  const subject = r.frame.subject.phrase.toLowerCase();
  if (/\b(?:private equity|fund|investors?|investment (?:firm|company)|holding)\b/.test(subject)) {
    return [of('investment committee'), of('partners')];
  }
  if (r.frame.type === 'public-sector' || r.frame.industry === 'public-sector') {
    if (/\b(?:city|town|municipality)\b/.test(subject)) return ['The mayor', 'The city council'];
    if (/\b(?:authority|agency|ministry|department|office|service)\b/.test(subject))
      return [`The head of ${r.ctx.S}`, 'The responsible minister'];
    return [of('cabinet'), 'The responsible minister'];
  }
  if (/\b(?:firm|partnership|practice)\b/.test(subject) && !/\b(?:private equity|investment)\b/.test(subject)) {
    return [of('managing partners'), ...(r.frame.type === 'organisation' ? [of('head of people')] : [])];
  }
  return DEFAULT_ROLES[r.frame.type].map(of);
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// --- Success criteria -----------------------------------------------------------------------------------

/** "improve" -> "improved", "cut" -> "cut", "grow" -> "grown". */
function participle(verb: string): string {
  const irregular: Record<string, string> = { cut: 'cut', grow: 'grown', bring: 'brought', get: 'got', hit: 'hit' };
  if (irregular[verb]) return irregular[verb];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return `${verb}ed`;
}

/** A quantity scaled: "$50M" x 2 -> "$100M", "EUR 30M" x 1.5 -> "EUR 45M", "8%" -> "8%". */
function scaled(q: Quantity, factor: number): string {
  const text = quantityText(q);
  return text.replace(/\d+(?:[.,]\d+)?/, (digits) => {
    const value = Number(digits.replace(',', '.')) * factor;
    return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  });
}

/** The distance from today to the target, in the statement's units, when both are known. */
function gapOf(r: Reading): string | undefined {
  const target = r.frame.target?.value;
  const now = r.now;
  if (!target || !now) return undefined;
  const distance = Math.abs(target.value - now.value);
  const shown = Number.isInteger(distance) ? String(distance) : distance.toFixed(1);
  if (target.unit === '%' && now.unit === '%' && distance > 0) {
    return `the ${shown}-point gap between ${quantityText(now)} today and ${quantityText(target)}`;
  }
  if (target.unit === 'count' && now.unit === 'count' && target.noun === now.noun && distance > 0) {
    return `the gap of ${shown} ${target.noun ?? ''} between ${quantityText(now)} today and ${quantityText(target)}`.replace(
      '  ',
      ' ',
    );
  }
  if (target.unit === 'multiple' && now.unit === 'currency') {
    return `the ${scaled(now, Math.abs(target.value - 1))} gap between ${quantityText(now)} today and ${scaled(now, target.value)}`;
  }
  return undefined;
}

function metricCriterion(r: Reading): string | undefined {
  const { frame } = r;
  const target = frame.target;
  const metric = frame.metric;
  const time = r.timeFrame ? ` ${r.timeFrame}` : '';
  const name = capitalise(metric?.phrase ?? r.targetObject ?? r.ctx.M);
  const today = r.now ? ` (${quantityText(r.now)} today)` : '';
  if (r.targetObject === 'break-even') {
    return `${capitalise(r.focus ?? r.ctx.S)} at break-even or better${metric ? `: ${metric.phrase} of zero or more` : ''}${time}`;
  }
  if (target?.value) {
    const value = target.value;
    if (value.unit === 'multiple') {
      const participle = value.value === 2 ? 'doubled' : value.value === 3 ? 'tripled' : 'halved';
      const base = metric?.to && metric.to.unit === 'currency' ? metric.to : undefined;
      return `${capitalise(r.targetObject || name)} ${participle}${base ? ` from ${quantityText(base)} to ${scaled(base, value.value)}` : ''}${time}`;
    }
    if (new RegExp(`\\bby\\s+${escape(quantityText(value))}`, 'i').test(target.text)) {
      const side = target.direction === 'down' ? 'below' : 'above';
      const base = metric?.to && value.unit === '%' && metric.to.unit !== '%' ? metric.to : undefined;
      const level = base ? ` (${scaled(base, 1 + ((side === 'below' ? -1 : 1) * value.value) / 100)})` : '';
      return `${capitalise(r.targetObject || name)} ${quantityText(value)} ${side} today's level${level}${time}`;
    }
    const below = /\b(?:below|under)\b/i.test(target.text);
    const above = /\b(?:above|over)\b/i.test(target.text);
    const relation = below ? 'below' : above ? 'above' : target.direction === 'down' ? 'at or below' : 'at or above';
    return `${name} ${relation} ${quantityText(value)}${today}${time}`;
  }
  if (metric?.from && metric.moved) {
    const bad = metricIsBadWhenHigh(metric.phrase);
    return `${name} back to ${quantityText(metric.from)} or ${bad ? 'lower' : 'higher'}${today}${time}`;
  }
  if (metric?.to) {
    const bad = metricIsBadWhenHigh(metric.phrase);
    return `${name} ${bad ? 'below' : 'above'} today's ${quantityText(metric.to)}, at a level the decision makers set${time}`;
  }
  if (target && r.targetObject) {
    const verb = target.text.split(' ')[0]!.toLowerCase();
    const done = /^(?:return|reach|achieve|hit|get)$/.test(verb) ? 'reached' : participle(verb);
    return `${capitalise(r.targetObject)} ${done}${time}, by a measure and a level the decision makers set`;
  }
  return undefined;
}

/** What a good answer to a decision delivers, by type. */
function decisionCriteria(r: Reading): string[] {
  const { S, O, place, amount } = r.ctx;
  const time = r.timeFrame ? ` ${r.timeFrame}` : '';
  const weighed = whetherOf(r);
  const decided = weighed?.replace(/,? and (?:if so )?(?:how|where|when)$/i, '');
  const priced = decided && amount && decided.includes(amount);
  const call = decided ? `A clear go or no-go on whether to ${decided}` : 'A clear go or no-go';
  switch (r.frame.type) {
    case 'market-entry':
      return [
        `${call}${time}`,
        `A business case for ${place === 'the new market' ? O : place}: market size, achievable share and payback`,
        `If go: the entry mode, the first steps and the investment they need`,
      ];
    case 'm-and-a':
      return [
        `${call}${amount && !priced ? ` at ${amount}` : ''}${time}`,
        `A valuation showing whether ${O}'s standalone value plus synergies exceeds ${amount ?? 'the price'}`,
        `The deal risks that would stop the deal, found before signing`,
      ];
    case 'investment':
      return [
        `${call}${time}`,
        `A return on ${amount ?? 'the investment'} above ${possessive(S)} cost of capital across the main scenarios`,
        `A comparison with the other uses of the capital`,
      ];
    case 'new-product':
      return [
        `${call}${time}`,
        `Evidence of demand for ${O} among ${r.ctx.B}`,
        `Unit economics and payback of ${O} that meet ${possessive(S)} hurdle rate`,
      ];
    case 'channel-digital':
      return [
        `${call}${time}`,
        `A business case for the channel that counts the sales it takes from the existing business`,
        `If go: how to build it, with the investment and the milestones`,
      ];
    case 'capacity-location':
      return [
        `${call}${time}`,
        `A site and timing that meet the demand forecast at the lowest total cost`,
        `Payback of the new capacity within ${possessive(S)} hurdle`,
      ];
    default:
      return [`${call}${time}`];
  }
}

function successCriteriaOf(r: Reading): string[] {
  const criteria: string[] = [];
  if (r.decision) {
    criteria.push(...decisionCriteria(r));
  } else {
    const measured = metricCriterion(r);
    if (measured) criteria.push(measured);
    const gap = gapOf(r);
    if (gap) criteria.push(`Levers sized one by one that together close ${gap}`);
  }
  const kept = protectedOf(r);
  if (kept) {
    criteria.push(
      kept.guard === 'kept'
        ? `${capitalise(kept.thing)} held at least at today's level`
        : `${capitalise(kept.thing)} ${kept.guard} than today`,
    );
  }
  // A limit the statement sets on the answer is also how the answer will be judged.
  for (const limit of statedLimits(r)) if (/\b(?:returns?|IRR|ROI|ROCE|payback)\b/i.test(limit)) criteria.push(limit);
  if (criteria.length === 0) {
    criteria.push(`A measurable target for ${possessive(r.ctx.S)} ${r.ctx.M}, agreed with the decision makers`);
  }
  if (!r.decision) criteria.push(`A plan with an owner and a date for each step, approved by the decision makers`);
  return unique(criteria);
}

// --- Scope and constraints ------------------------------------------------------------------------------

const COORDINATED_VERB =
  /\b(and|or) (run|offset|win|build|keep|hold|pay|grow|cut|make|move|sell|serve|fund|manage|deliver|raise|reduce|capture|hire|retain|shift)\b/g;

/** A branch of the decomposition as a scope item: "The airline can raise revenue per passenger" -> "Raising revenue per passenger". */
function scopeItem(claim: string, S: string, names: ReadonlySet<string>): string {
  const text = claim.replace(/[.?]$/, '');
  for (const aux of ['can', 'should', 'could']) {
    const prefix = `${S} ${aux} `.toLowerCase();
    if (text.toLowerCase().startsWith(prefix)) {
      const [verb = '', ...rest] = text.slice(prefix.length).split(' ');
      // "build and run it", "capture or offset", "fund the measures and win support": every verb of the pair.
      const tail = rest
        .join(' ')
        .replace(COORDINATED_VERB, (_m, joint: string, next: string) => `${joint} ${gerund(next)}`);
      return capitalise(`${gerund(verb.toLowerCase())} ${tail}`.trim());
    }
  }
  return `Whether ${lowerFirst(text, names)}`;
}

function scopeInOf(r: Reading): string[] {
  const spec = decompose(r.frame);
  return unique(spec.children.slice(0, 8).map((child) => scopeItem(child.claim, r.ctx.S, r.frame.names)));
}

function scopeOutOf(r: Reading): string[] {
  const { S, O, U, B, M, place } = r.ctx;
  const year = /\b(20\d\d)\b/.exec(r.timeFrame ?? '')?.[1];
  const people = /^(?:analysts|nurses|engineers|drivers|consultants|associates|doctors|pilots|teachers)$/.test(U);
  switch (r.frame.type) {
    case 'profitability':
      return [`Selling, merging or closing ${S} as a whole`, 'Changes to the financing and capital structure'];
    case 'revenue-growth':
      return [
        'Acquisitions, unless the decision makers add them: the plan is for organic growth',
        'Cost reduction beyond what growth needs',
      ];
    case 'cost-reduction':
      return ['Revenue growth initiatives', `Changes to ${possessive(S)} ownership or legal structure`];
    case 'market-entry':
      return [
        `Markets other than ${place === 'the new market' ? O : place}`,
        'The detailed launch plan, which follows a go decision',
      ];
    case 'm-and-a':
      return ['Other acquisition targets', 'Integration planning beyond the main synergies and risks'];
    case 'pricing':
      return ['Changes to the product beyond packages and tiers', 'Cost reduction'];
    case 'operations':
      return [`Changes to what ${S} offers and what it charges`, 'Strategic moves such as new markets or acquisitions'];
    case 'new-product':
      return [`New products other than ${O}`, `Changes to ${possessive(S)} existing products`];
    case 'organisation':
      return [
        ...(people ? [`Staff groups other than ${U}`] : []),
        `Changes to ${possessive(S)} business strategy`,
        'Outsourcing whole functions',
      ];
    case 'public-sector':
      return [
        `Measures outside ${possessive(S)} own powers, such as national law`,
        'Policy areas the statement does not name',
      ];
    case 'sustainability':
      return [
        `Sustainability goals other than ${M}`,
        year ? `Commitments beyond ${year}` : 'Commitments beyond the stated horizon',
      ];
    case 'investment':
      return [
        `Other uses of the capital, except as the benchmark for ${O}`,
        'The detailed construction and procurement plan',
      ];
    case 'customer-retention':
      return [`Winning new ${B}`, `Changes to ${possessive(S)} core product beyond what retention needs`];
    case 'channel-digital':
      return [
        `Changes to ${possessive(S)} existing channels beyond the new channel's effect on them`,
        'Other new businesses',
      ];
    case 'capacity-location':
      return [
        'Products and markets beyond the demand the new capacity serves',
        'The detailed construction plan, which follows the site decision',
      ];
  }
}

const STATED_LIMITS: ReadonlyArray<RegExp> = [
  // "a return above the 12% cost of capital", "an IRR of at least 15%", "payback within five years"
  /\b(?:returns?|IRR|ROI|ROCE|payback)\b[^.?!,;]{0,40}?\b(?:above|over|below|under|within|of at least|at least|no (?:more|less) than)\b[^.?!,;]+/i,
  /\b(?:a |an |its )?(?:budget|capex|cap|ceiling|limit) of\s+[^.?!,;]+/i,
  /\bwith(?:in)? (?:a |its )?(?:budget|capex) of\s+[^.?!,;]+/i,
  /\bwithout\s+(?!lowering|raising|hurting|reducing|increasing|compromising|affecting|cutting|losing|harming|damaging|endangering|changing)[^.?!,;]+/i,
  /\b(?:no|zero) (?:layoffs|redundancies|job cuts|new debt|new hires|price increases?)\b[^.?!,;]*/i,
];

/** The limits written into the statement, in its words: "Return above the 12% cost of capital on its new warehouses". */
function statedLimits(r: Reading): string[] {
  const out: string[] = [];
  for (const pattern of STATED_LIMITS) {
    const found = pattern.exec(r.frame.statement);
    if (found) out.push(capitalise(found[0].trim().replace(/^(?:a|an|its) /i, '')));
  }
  return out;
}

function constraintsOf(r: Reading): string[] {
  const out: string[] = [];
  const kept = protectedOf(r);
  if (kept) {
    out.push(
      kept.guard === 'no lower'
        ? `${capitalise(kept.thing)} must not fall`
        : kept.guard === 'no higher'
          ? `${capitalise(kept.thing)} must not rise`
          : `${capitalise(kept.thing)} must be protected`,
    );
  }
  out.push(...statedLimits(r));
  const amount = r.ctx.amount;
  if (amount && r.frame.type === 'm-and-a') out.push(`A purchase price of ${amount}`);
  if (amount && r.frame.type === 'investment') out.push(`Capital at stake: ${amount}`);
  return unique(out);
}

// --- The brief ------------------------------------------------------------------------------------------

export function briefFor(request: GenerationRequest): Brief {
  const r = read(request);
  return {
    situation: situationOf(r),
    complication: complicationOf(r),
    keyQuestion: rootQuestion(r.frame),
    decisionMakers: decisionMakersOf(r),
    successCriteria: successCriteriaOf(r),
    scopeIn: scopeInOf(r),
    scopeOut: scopeOutOf(r),
    constraints: constraintsOf(r),
    timeFrame: r.timeFrame ?? '',
  };
}

export function offlineBrief(request: GenerationRequest): Brief {
  return briefFor(request);
}
