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
  const scores = scoreArchetypes(parsed, {
    goals,
    constraints: constraints.map((c) => c.span),
    optionCount: named.length,
    lossPerUnit: metric.baseline?.text.startsWith('a loss on every') ?? false,
    budgetCap:
      constraints.some((c) => /\b(?:budget|capex|capped|envelope|cap)\b/i.test(c.text)) &&
      /\bprojects?|initiatives?|programmes?\b/i.test(text),
  });
  const { confidence, unsure } = confidenceOf(scores.ranked);
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
