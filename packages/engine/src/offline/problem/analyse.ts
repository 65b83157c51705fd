import { classify } from './classify.js';
import {
  findAudience,
  findConstraint,
  findMetric,
  findObject,
  findPlace,
  findQuantities,
  findQuestion,
  findSubject,
  findTarget,
  findTimeFrame,
  findUnit,
  metricIsBadWhenHigh,
  resolvePronouns,
  termsOf,
  type Subject,
} from './extract.js';
import { detectIndustry } from './industries.js';
import { capitalise, namesIn } from './tokens.js';
import type { ProblemFrame, ProblemType, Quantity } from './types.js';

/** Types where the key question is a yes/no decision about something. */
const DECISION_TYPES = new Set<ProblemType>([
  'market-entry',
  'm-and-a',
  'new-product',
  'investment',
  'channel-digital',
  'capacity-location',
]);

const GOAL_CLAUSE =
  /\b(must|wants? to|needs? to|has to|have to|aims? to|plans? to|hopes? to|intends? to|seeks? to|asks? how to|how to|is considering|is evaluating|is thinking about|is exploring|is looking (?:at|to)|(?:has |is )?committed to|is moving from|is debating whether to|considering)\s+([^.?!]+)/i;

/** Openers that put a choice on the table: the key question becomes "Should ...?". */
const WEIGHING =
  /^(?:is considering|is evaluating|is thinking about|is exploring|is debating whether to|considering)$/i;

/** Gerunds of a goal clause back to verbs: "considering entering" -> "enter". */
const GERUND_TO_VERB: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:the )?acquisition of\b/i, 'acquire'],
  [/^(?:a |the )?merger with\b/i, 'merge with'],
  [/^entering\b/i, 'enter'],
  [/^merging\b/i, 'merge'],
  [/^launching\b/i, 'launch'],
  [/^acquiring\b/i, 'acquire'],
  [/^buying\b/i, 'buy'],
  [/^building\b/i, 'build'],
  [/^opening\b/i, 'open'],
  [/^investing\b/i, 'invest'],
  [/^expanding\b/i, 'expand'],
  [/^introducing\b/i, 'introduce'],
  [/^moving\b/i, 'move'],
  [/^selling\b/i, 'sell'],
  [/^adding\b/i, 'add'],
  [/^creating\b/i, 'create'],
  [/^offering\b/i, 'offer'],
];

const MAX_QUESTION_LENGTH = 150;

/** Reads a problem statement into the frame every generator works from. Pure and deterministic. */
export function analyseProblem(statement: string): ProblemFrame {
  const text = statement.replace(/\s+/g, ' ').trim();
  const scores = classify(text);
  const type = scores[0]!.type;
  const industry = detectIndustry(text);
  const subject = findSubject(text);
  const metric = findMetric(text, subject);
  const target = findTarget(text);
  const timeFrame = findTimeFrame(text);
  const constraint = findConstraint(text);
  const object = findObject(text, type);
  const place = (object && findPlace(object.phrase)) ?? findPlace(text);
  const audience = type === 'new-product' ? findAudience(text) : undefined;
  const unit = findUnit(audience ? `${audience} ${text}` : text, industry.unit);

  const frame: ProblemFrame = {
    statement: text,
    type,
    scores,
    subject: { phrase: subject.phrase, short: subject.short },
    names: namesIn(text),
    unit,
    industry: industry.id,
    quantities: findQuantities(text),
    terms: termsOf(text),
  };
  const metricPhrase = metric?.phrase || (target && target.object !== 'break-even' ? target.object : undefined);
  if (metricPhrase) {
    frame.metric = { phrase: metricPhrase };
    if (metric?.from) frame.metric.from = metric.from;
    if (metric?.to) frame.metric.to = metric.to;
    if (metric?.moved) frame.metric.moved = metric.moved;
  }
  if (target) {
    frame.target = { text: target.text };
    if (target.value) frame.target.value = target.value;
    if (target.direction) frame.target.direction = target.direction;
  }
  if (timeFrame) frame.timeFrame = timeFrame;
  if (constraint) frame.constraint = constraint;
  if (object) frame.object = object;
  if (place) frame.place = place;
  frame.question = keyQuestion(text, type, subject, frame);
  return frame;
}

function keyQuestion(text: string, type: ProblemType, subject: Subject, frame: ProblemFrame): string {
  const who = subject.short;
  const metric = frame.metric?.phrase;
  const own = findQuestion(text);
  const candidates: string[] = [];
  if (own) {
    const people = /^(?:customers|members|subscribers|clients|users|guests|passengers|patients|students)$/.test(
      frame.unit.many,
    )
      ? frame.unit.many
      : undefined;
    const resolved = withMetric(
      withDefiniteSubject(resolvePronouns(own, subject.focus ?? who, metric, people), subject),
      metric,
    ).replace(/\b(?:the )?(?:management|board|leadership|executive team)\b/i, subject.focus ?? who);
    if (!isVague(resolved, type, frame)) candidates.push(resolved);
  }
  const goal = GOAL_CLAUSE.exec(text);
  if (goal) {
    let action = goal[2]!.trim();
    for (const [pattern, verb] of GERUND_TO_VERB) action = action.replace(pattern, verb);
    action = action.replace(/^([a-z]+ing)\b/i, (gerund) => verbOf(gerund));
    action = action.replace(/\s*,?\s*(?:and|but) (?:is|has|wants|must)\b.*$/i, '');
    const how = own && /\bhow\b/i.test(own) ? ', and if so how' : '';
    candidates.push(
      DECISION_TYPES.has(type) || WEIGHING.test(goal[1]!)
        ? `Should ${who} ${action}${how}?`
        : `How can ${subject.focus ?? who} ${action}?`,
    );
  }
  const capacity = /\bneeds? more ((?:[\w-]+ )?capacity)\b/i.exec(text);
  if (capacity)
    candidates.push(`Where and how should ${who} add ${capacity[1]}${frame.place ? ` in ${frame.place}` : ''}?`);
  if (frame.metric?.moved && metric) {
    const bad = metricIsBadWhenHigh(metric);
    const back = frame.metric.from ? ` to ${quantityText(frame.metric.from)}` : '';
    candidates.push(
      bad ? `How can ${who} bring its ${metric} back down${back}?` : `How can ${who} restore its ${metric}${back}?`,
    );
  }
  const faces = /\bfaces\s+(?:\d+(?:\.\d+)?%\s+)?([^.?!]+)/i.exec(text);
  if (faces) candidates.push(`How can ${who} reduce ${faces[1]!.trim()}?`);
  if (metric) {
    candidates.push(
      metricIsBadWhenHigh(metric) ? `How can ${who} reduce its ${metric}?` : `How can ${who} improve its ${metric}?`,
    );
  }
  candidates.push(`What should ${who} do to resolve its situation?`);

  for (const candidate of candidates) {
    const tidy = tidyQuestion(candidate);
    if (tidy.length <= MAX_QUESTION_LENGTH) return tidy;
    // Too long: drop the constraint ("..., without ...") and try again.
    const shorter = tidyQuestion(candidate.replace(/\s*,?\s*\b(?:without|while|whilst)\b[^?]*/i, ''));
    if (shorter.length <= MAX_QUESTION_LENGTH) return shorter;
  }
  return tidyQuestion(`What should ${who} do?`);
}

/** "get back to 12%" says nothing about what; name the measure. */
function withMetric(question: string, metric: string | undefined): string {
  if (!metric || question.toLowerCase().includes(metric.toLowerCase().split(' ').pop()!)) return question;
  return question
    .replace(/\b(get|bring|go) back to\b/i, `$1 its ${metric} back to`)
    .replace(/\breturn to (?=\d)/i, `return its ${metric} to `);
}

function withDefiniteSubject(question: string, subject: Subject): string {
  const phrase = subject.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return question.replace(new RegExp(`\\b(?:a|an)\\s+${phrase}\\b`, 'i'), subject.short);
}

function isVague(question: string, type: ProblemType, frame: ProblemFrame): boolean {
  const words = question.replace(/[?]/g, '').split(/\s+/);
  if (words.length < 6 || /^what should .+ do\??$/i.test(question)) return true;
  if (/\b(?:build|do|act|proceed|invest|enter|launch|buy)\?$/i.test(question)) return true;
  if (/\bworth it\b|^should [\w'-]+(?: [\w'-]+){0,3}, and\b/i.test(question)) return true;
  if (DECISION_TYPES.has(type) && frame.object) {
    const head = frame.object.short.split(' ').pop()!.toLowerCase();
    if (!question.toLowerCase().includes(head)) return true;
  }
  return false;
}

function tidyQuestion(question: string): string {
  const clean = question
    .replace(/\s+/g, ' ')
    .replace(/\s+([,?])/g, '$1')
    .replace(/[.!]+\??$/, '?')
    .trim();
  return capitalise(clean.endsWith('?') ? clean : `${clean}?`);
}

/** The base verb of a gerund: "raising" -> "raise", "cutting" -> "cut", "launching" -> "launch". */
export function verbOf(gerund: string): string {
  const stem = gerund.toLowerCase().replace(/ing$/, '');
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss)$/.test(stem)) return stem.slice(0, -1);
  if (
    /(?:[aeiou]s|[aeiou]r|c|v|z|[rn]g|[aeiou]t|dg)$/.test(stem) &&
    !/(?:er|en|on|ow|ain|eat|ect|end|ent|ess)$/.test(stem)
  ) {
    return `${stem}e`;
  }
  return stem;
}

/** A quantity as a reader expects it: "2%", "EUR 30M", "20 days". */
export function quantityText(q: Quantity): string {
  if (q.text) return q.text;
  const value = Number.isInteger(q.value) ? String(q.value) : q.value.toFixed(1);
  if (q.unit === '%') return `${value}%`;
  if (q.unit === 'count') return `${value} ${q.noun ?? ''}`.trim();
  return value;
}
