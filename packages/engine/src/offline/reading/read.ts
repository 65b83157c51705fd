import type { Archetype, ProblemReading, ReadingField, ReadingSource } from '@caseboard/contracts';
import { confidenceOf, scoreArchetypes } from './archetype.js';
import { readConstraints, readDecisionMakers } from './constraints.js';
import { readIndustry } from './industry.js';
import { readMetric } from './metric.js';
import { parse, type Parsed, type Span } from './nlp.js';
import { readOptions } from './options.js';
import { quantitiesOf } from './quantities.js';
import { readSubject } from './subject.js';

/**
 * Reads a problem statement into a reading the consultant can confirm: the archetype with how sure the
 * reader is, the subject, the metric with baseline, target and deadline, the options, the constraints and
 * who decides, each with the words of the statement it came from. Pure and deterministic.
 *
 * When the brief's key question says more than the statement (the consultant sharpened it), it is read
 * too; sources only point into the statement.
 */
export function readProblem(statement: string, options: { keyQuestion?: string | undefined } = {}): ProblemReading {
  const clean = statement.replace(/\s+/g, ' ').trim();
  const question = options.keyQuestion?.replace(/\s+/g, ' ').trim();
  const text = question && !clean.toLowerCase().includes(question.toLowerCase()) ? `${clean} ${question}` : clean;
  const parsed = parse(text);
  const names = namesOf(parsed);
  const quantities = quantitiesOf(parsed);
  const subject = readSubject(parsed, names);
  const metric = readMetric(parsed, subject, quantities);
  const named = readOptions(parsed);
  const constraints = readConstraints(parsed, quantities);
  const deciders = readDecisionMakers(parsed);
  const industry = readIndustry(parsed, subject);
  const goals = goalSpans(parsed);
  const purposes = purposeSpans(parsed);
  const scores = scoreArchetypes(parsed, {
    goals,
    purposes,
    ...(subject?.named ? { name: subject.span } : {}),
    constraints: constraints.map((c) => c.span),
    optionCount: named.length,
    lossPerUnit: /^a loss (?:of .+ )?on every/.test(metric.baseline?.text ?? ''),
    budgetCap:
      constraints.some((c) => /\b(?:budget|capex|capped|envelope|cap)\b/i.test(c.text)) &&
      /\bprojects?|initiatives?|programmes?\b/i.test(text),
  });
  // The metric speaks for the archetype unless it only appears in a plan's purpose.
  const metricInPurpose =
    metric.metric && purposes.some((p) => metric.metric!.span.start >= p.start && metric.metric!.span.end <= p.end);
  if (!metricInPurpose) boostFromMetric(scores.ranked, metric.metric?.text ?? '');
  // "save £40m", "cut £20m": an amount to save is a cost programme.
  if (/\b(?:save|saving|cut|trim|find)\s+(?:£|\$|€|EUR|USD|GBP)\s?\d/i.test(text))
    boost(scores.ranked, 'cost-reduction', 4);
  // A move weighed with money on the table is an investment decision, unless it buys a company.
  const mergers = scores.ranked.find((r) => r.archetype === 'm-and-a')?.score ?? 0;
  const weighsSpending =
    /\b(?:considering|evaluating|weighing|should|plans?|proposes?)\b(?:[^.?!]|\.(?=\d))*\b(?:invest\w*|spend\w*|build\w*|roll(?:ing)?[- ]out|construct\w*|expan\w*|go ahead)\b/i.test(
      text,
    );
  if (weighsSpending && quantities.some((q) => q.unit === 'currency') && mergers < 5)
    boost(scores.ranked, 'investment-case', 4);
  // A charity's income is raised from donors and funders: its growth is a fundraising problem.
  if (industry.industry === 'charity') boost(scores.ranked, 'fundraising', 3);
  const sure = confidenceOf(scores.ranked);
  // The reader knows English; another language reads as unsure, so the consultant is asked.
  const foreign = !looksEnglish(clean);
  const confidence = foreign ? Math.min(sure.confidence, 0.3) : sure.confidence;
  const unsure = sure.unsure || foreign;
  const top = scores.ranked[0]!;
  const archetype: Archetype = top.score > 0 ? top.archetype : fallbackArchetype(metric.direction, named.length);
  const total = scores.ranked.reduce((sum, r) => sum + r.score, 0) || 1;

  const sources: ReadingSource[] = [];
  const source = (field: ReadingField, span: Span | undefined, index?: number) => {
    if (!span || span.end > clean.length || span.start >= span.end) return;
    const item: ReadingSource = {
      field,
      start: span.start,
      end: span.end,
      text: clean.slice(span.start, span.end).slice(0, 500),
    };
    if (index !== undefined) item.index = index;
    if (sources.length < 60) sources.push(item);
  };
  for (const span of scores.sources.slice(0, 4)) source('archetype', span);
  if (subject) source('subject', subject.span);
  for (const span of industry.sources.slice(0, 3)) source('industry', span);
  source('metric', metric.metric?.span);
  source('baseline', metric.baseline?.span);
  source('target', metric.target?.span);
  source('deadline', metric.deadline?.span);
  named.forEach((option, i) => source('options', option.span, i));
  constraints.forEach((constraint, i) => source('constraints', constraint.span, i));
  deciders.forEach((decider, i) => source('decisionMakers', decider.span, i));

  const reading: ProblemReading = {
    statement: clean,
    archetype,
    subject: subject?.subject ?? 'the organisation',
    industry: industry.industry,
    metric: metric.metric?.text ?? '',
    baseline: metric.baseline?.text ?? '',
    target: metric.target?.text ?? '',
    deadline: metric.deadline?.text ?? '',
    options: named.map((o) => o.text).slice(0, 8),
    constraints: constraints.map((c) => c.text).slice(0, 10),
    decisionMakers: deciders.map((d) => d.text).slice(0, 10),
    sources,
    confidence,
    alternatives: scores.ranked
      .filter((r) => r.archetype !== archetype && r.score > 0)
      .slice(0, 4)
      .map((r) => ({ archetype: r.archetype, score: Math.round((r.score / total) * 100) / 100 })),
    unsure,
    confirmed: false,
  };
  if (metric.direction) reading.direction = metric.direction;
  return reading;
}

/**
 * What is measured says what kind of problem it is: a statement about RevPAR or enrolments that names no
 * goal is still about revenue. The metric's evidence counts like one good cue.
 */
const METRIC_ARCHETYPES: ReadonlyArray<readonly [RegExp, Archetype]> = [
  // Goods in transit move through a supply chain, even when most of the time is spent waiting.
  [
    /\b(?:transit|shipping|freight|delivery|door-to-door) times?\b|\btime to (?:deliver|ship|reach (?:the )?(?:port|warehouse|depot|distribution))\b/i,
    'supply-chain',
  ],
  [
    /\b(?:wait|waiting|answered|response|calls?|service level|performance|backlog|time to (?:reach|answer|respond|treat|serve))\b/i,
    'service-operations',
  ],
  [
    /\b(?:defects?|scrap|yield|throughput|productivity|cycle time|lead time|downtime|time from|time to process)\b/i,
    'process-operations',
  ],
  [/\b(?:stock-?outs?|inventory|on-time|delivery|fill rate|availability)\b/i, 'supply-chain'],
  [
    /\b(?:staff|employee|nurse|driver|teacher|engineer|worker|people|analyst|agent|adviser|officer)s? (?:turnover|attrition)|\bstaff lost\b|\blayers\b|\bnumber of (?:\w+ )*(?:engineers|nurses|staff|teachers|drivers)\b/i,
    'organisation',
  ],
  [
    /\b(?:resolved|first contact|complaints?|abandon\w*|answered|waiting|wait|response time|time to (?:attend|reach|answer|respond))\b/i,
    'service-operations',
  ],
  [/\b(?:filed online|online|digital|self-service|app|websites?)\b/i, 'channel-shift'],
  [
    /\b(?:average time to|turnaround time|processing times?|output|per labour hour|throughput|nameplate|yield|minutes lost|outages?|interruptions?)\b/i,
    'process-operations',
  ],
  [
    /\b(?:vaccination|uptake|take-up|young people|not in education|enrolment in|participation|pupils)\b/i,
    'public-service',
  ],
  [/\b(?:donations?|legacy|legacies|gifts?|fundrais)/i, 'fundraising'],
  [/\b(?:churn|retention)\b|\blost per\b/i, 'churn-retention'],
  [/\b(?:attrition|absenteeism|engagement|staff turnover)\b/i, 'organisation'],
  [/\b(?:emissions?|co2|carbon|leakage|pollution)\b/i, 'regulation-carbon'],
  [/\b(?:cash|liquidity)\b/i, 'turnaround'],
  [/\bprices?\b(?! comparison)/i, 'pricing'],
  [/\b(?:margin|profit|ebitd?a?|earnings)/i, 'profitability'],
  [/\b(?:costs?|spend|expenses?|overheads?)\b/i, 'cost-reduction'],
  [
    /\b(?:revenue|sales|revpar|income|turnover|bookings|arr|enrol|visitor|attendance|footfall|ridership|subscriptions)/i,
    'revenue-growth',
  ],
];

function boostFromMetric(ranked: Array<{ archetype: Archetype; score: number }>, metric: string): void {
  const hit = METRIC_ARCHETYPES.find(([pattern]) => pattern.test(metric));
  if (hit) boost(ranked, hit[1], 3);
}

function boost(ranked: Array<{ archetype: Archetype; score: number }>, archetype: Archetype, by: number): void {
  const entry = ranked.find((r) => r.archetype === archetype);
  if (entry) entry.score = Math.round((entry.score + by) * 100) / 100;
  ranked.sort((a, b) => b.score - a.score);
}

const ENGLISH = /^(?:the|a|an|and|of|to|in|is|are|its|by|how|can|should|must|with|for|from|has|on|it|what|which)$/i;
const GERMAN =
  /^(?:der|die|das|den|dem|des|und|nicht|wie|soll|kann|um|bis|mit|für|ist|sind|eine|ein|einen|auf|wir|sich|von|zu|wird)$/i;

function looksEnglish(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  const english = words.filter((w) => ENGLISH.test(w)).length;
  const german = words.filter((w) => GERMAN.test(w)).length;
  return german <= english || german < 2;
}

/** With no evidence at all, the safest first frame follows what the statement wants to move. */
function fallbackArchetype(direction: 'up' | 'down' | undefined, options: number): Archetype {
  if (options >= 2) return 'option-choice';
  return direction === 'down' ? 'cost-reduction' : 'profitability';
}

/** Capitalised words where no sentence starts: names that stay capitalised mid-sentence. */
function namesOf(parsed: Parsed): Set<string> {
  const names = new Set<string>();
  let sentence = -1;
  for (const term of parsed.terms) {
    const first = term.sentence !== sentence;
    sentence = term.sentence;
    const word = term.text.replace(/['’]s?$/, '');
    if (/^[A-Z][a-z]/.test(word) && (!first || term.tags.has('ProperNoun') || term.tags.has('Place'))) names.add(word);
  }
  return names;
}

const GOAL_WORDS =
  /^(?:must|wants|want|needs|need|has|have|aims|aim|plans|plan|hopes|intends|seeks|should|considering|evaluating|exploring|target|goal|ambition|committed|decide|decides|choose)$/;

/** "... invest EUR 60M in a new canning line to cut unit costs": "to" after a noun opens the plan's purpose. */
function purposeSpans(parsed: Parsed): Span[] {
  const spans: Span[] = [];
  const { terms } = parsed;
  for (let i = 1; i < terms.length - 1; i += 1) {
    const before = terms[i - 1]!;
    if (terms[i]!.normal !== 'to' || !terms[i + 1]!.tags.has('Verb')) continue;
    if (!before.tags.has('Noun') || /^(?:wants?|needs?|plans?|aims?|hopes?|has|have|is|are|ways?)$/.test(before.normal))
      continue;
    const sentence = parsed.sentences[terms[i]!.sentence]!;
    spans.push({
      text: parsed.text.slice(terms[i]!.start, sentence.end),
      start: terms[i]!.start,
      end: sentence.end,
      from: i,
      to: sentence.to,
    });
  }
  return spans;
}

/** Sentences, or the part after a goal word, that say what must happen. */
function goalSpans(parsed: Parsed): Span[] {
  const spans: Span[] = [];
  for (const sentence of parsed.sentences) {
    if (sentence.question) {
      spans.push(sentence);
      continue;
    }
    for (let i = sentence.from; i <= sentence.to; i += 1) {
      const term = parsed.terms[i]!;
      if (GOAL_WORDS.test(term.normal) && (term.normal !== 'has' || parsed.terms[i + 1]?.normal === 'to')) {
        spans.push({ ...sentence, start: term.start, from: i, text: parsed.text.slice(term.start, sentence.end) });
        break;
      }
    }
  }
  return spans;
}
