import { capitalise } from '../problem/tokens.js';
import type { Ctx } from './context.js';
import { as, ask, type Spec } from './spec.js';

/**
 * Reasoning over labels the engine did not write: a team's own questions in an edited issue tree. Turns a
 * question into a claim, and splits any node into children when the library has no split for it.
 */

const AUX = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'will',
  'would',
  'should',
  'does',
  'do',
  'did',
  'must',
  'may',
  'might',
]);
const VERB_AUX = new Set(['can', 'could', 'will', 'would', 'should', 'does', 'do', 'did', 'must', 'may', 'might']);

/** Base verbs that open a predicate after a modal ("Can the airline raise ..."). */
const BASE_VERBS = new Set(
  `raise grow cut reduce win keep sell buy build enter launch pay use need want offer serve reach make take get have
  hold earn cover fund deliver meet beat lose drop add support attract retain charge price improve increase decrease
  lower lead drive explain outweigh justify create capture expand move shift stay remain become be go come run operate
  manage integrate realise realize achieve afford clear exceed lack miss follow apply accept respond react compete invest
  acquire merge partner outsource automate simplify share stop track protect put set change hurt block restrict limit
  prevent cause appeal fit match work produce generate convert hire recruit train promote leave join switch cannibalise
  strengthen weaken replace rise fall cost account depend carry help spread enable recover save undercut churn complain
  prefer value expect see feel buy drive struggle trust see pull push`.split(/\s+/),
);

/** Words that open the predicate after "is/are/has/have" ("Is revenue per passenger falling?"). */
const PREDICATE_STARTERS = new Set(
  `higher lower larger smaller bigger too enough below above over under more less able likely profitable attractive
  worth sufficient high low large small big growing falling rising declining driven caused concentrated available
  realistic affordable manageable acceptable fair strong weak in at on for from to with by within than still already
  not a an the been being risen fallen grown dropped declined increased decreased changed highest lowest largest
  smallest biggest best worst most least among across between behind ahead due up down over under`.split(/\s+/),
);

function splitSubject(words: readonly string[], aux: string): [string[], string[]] | undefined {
  // The subject is a short noun phrase; it cannot be empty and rarely runs past six words.
  const start = /^(?:the|a|an|its|their|our|this|these|those)$/i.test(words[0] ?? '') ? 1 : 0;
  for (let i = start + 1; i < Math.min(words.length, start + 7); i += 1) {
    const w = words[i]!.toLowerCase();
    const comparative = words[i + 1]?.toLowerCase() === 'than';
    const opensPredicate = VERB_AUX.has(aux)
      ? BASE_VERBS.has(w)
      : comparative || PREDICATE_STARTERS.has(w) || (/(?:ing|ed)$/.test(w) && w.length > 4);
    if (opensPredicate) return [words.slice(0, i), words.slice(i)];
  }
  // No clue: the subject is a determiner and a noun, or a single noun ("Do competitors undercut ...").
  const end = start + 1;
  return words.length > end ? [words.slice(0, end), words.slice(end)] : undefined;
}

function thirdPerson(verb: string): string {
  const irregular: Record<string, string> = { have: 'has', do: 'does', go: 'goes', be: 'is' };
  if (irregular[verb]) return irregular[verb];
  if (/(?:s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A testable claim from a question: "Has fuel cost per passenger risen?" -> "Fuel cost per passenger has risen". */
export function questionToClaim(label: string): string {
  const text = label.trim().replace(/\?+$/, '').trim();
  const words = text.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const rest = words.slice(1);
  if (AUX.has(first) && rest.length >= 2) {
    const split = splitSubject(rest, first);
    if (split) {
      const [subject, predicate] = split;
      const subjectText = subject.join(' ');
      let verbPhrase: string;
      if (first === 'do' || first === 'did') verbPhrase = predicate.join(' ');
      else if (first === 'does')
        verbPhrase = [thirdPerson(predicate[0]!.toLowerCase()), ...predicate.slice(1)].join(' ');
      else verbPhrase = `${first} ${predicate.join(' ')}`;
      if (first === 'did') verbPhrase = `did ${verbPhrase}`;
      return capitalise(`${subjectText} ${verbPhrase}`);
    }
  }
  const how = /^how (can|could|should|will|would|might|do|does) (.+)$/i.exec(text);
  if (how) {
    const split = splitSubject(how[2]!.split(/\s+/), how[1]!.toLowerCase());
    if (split && /^(?:can|could|should|will|would|might)$/i.test(how[1]!)) {
      return capitalise(`${split[0].join(' ')} ${how[1]!.toLowerCase()} ${split[1].join(' ')}`);
    }
  }
  const why = /^why (has|have|is|are|did|does|do) (.+)$/i.exec(text);
  if (why) {
    const split = splitSubject(why[2]!.split(/\s+/), why[1]!.toLowerCase());
    if (split && /^(?:has|have|is|are)$/i.test(why[1]!)) {
      return capitalise(
        `${split[0].join(' ')} ${why[1]!.toLowerCase()} ${split[1].join(' ')} for reasons the team can pin down`,
      );
    }
  }
  if (/\?$/.test(label.trim()) || /^(?:what|which|where|who|when|how|why|whether)\b/i.test(text)) {
    return `The evidence will settle: ${text}`;
  }
  // Already a statement or a noun phrase: make it a claim that it matters.
  return /\b(?:is|are|has|have|can|will|should|does|do)\b/i.test(text)
    ? capitalise(text)
    : `${capitalise(text)} is a material driver`;
}

/** Children for a node the library has no split for, chosen from the words of its label. */
export function genericChildren(label: string, c: Ctx): Spec[] {
  const text = label.toLowerCase();
  if (/\bcosts?\b|expens|spend|overhead/.test(text)) {
    return as('driver', [
      ask('can', c.S, 'pay less for these inputs', [], { tests: ['spend-analysis'] }),
      ask('can', c.S, `use less of them per ${c.u}`, [], { tests: ['benchmarking'] }),
      ask('can', c.S, 'organise this work more productively', [], { tests: ['process-time-study'] }),
    ]);
  }
  if (/\bpric/.test(text)) {
    return as('driver', [
      ask('are', 'customers', 'willing to pay more here', [], { tests: ['willingness-to-pay'] }),
      ask('do', 'competitors', 'charge less for similar value', [], { tests: ['competitor-profiling'] }),
      ask('does', 'the cost floor', 'leave room to move', [], { tests: ['unit-economics'] }),
    ]);
  }
  if (/revenue|sales|grow|volume|share/.test(text)) {
    return as('driver', [
      ask('can', c.S, `win more ${c.B} here`, [], { tests: ['market-sizing', 'win-loss'] }),
      ask('can', c.S, `sell more to each ${c.u} here`, [], { tests: ['customer-segmentation'] }),
      ask('can', c.S, 'charge more here', [], { tests: ['price-elasticity'] }),
    ]);
  }
  if (/churn|retain|retention|leav|loyal/.test(text)) {
    return [
      ask('is', 'this', 'concentrated in some customer segments', [], { tests: ['customer-segmentation'] }),
      ask('is', 'this', 'concentrated early in the customer lifecycle', [], { tests: ['cohort-churn'] }),
      ask('is', 'this', 'driven by reasons the business can fix', [], { tests: ['customer-survey'] }),
    ];
  }
  if (/risk/.test(text)) {
    return as('issue', [
      ask('are', 'market risks here', 'acceptable', [], { tests: ['scenario-sensitivity'] }),
      ask('are', 'delivery risks here', 'acceptable', [], { tests: ['integration-plan-review'] }),
      ask('are', 'regulatory risks here', 'acceptable', [], { tests: ['regulatory-review'] }),
    ]);
  }
  if (/market|demand|customers? (?:want|need)/.test(text)) {
    return as('issue', [
      ask('is', 'this market', 'large enough', [], { tests: ['market-sizing'] }),
      ask('is', 'this market', 'growing', [], { tests: ['market-sizing'] }),
      ask('is', 'demand here', 'concentrated in some segments', [], { tests: ['customer-segmentation'] }),
    ]);
  }
  if (/time|delay|process|quality|defect|late|capacity|backlog/.test(text)) {
    return as('driver', [
      ask('is', 'capacity here', 'too low for the volume', [], { tests: ['capacity-utilisation'] }),
      ask('do', 'processes here', 'cause errors or delays', [], { tests: ['process-time-study'] }),
      ask('are', 'teams here', 'short-staffed or not yet trained', [], { tests: ['process-time-study'] }),
    ]);
  }
  if (/staff|employee|people|talent|attrition|team|culture/.test(text)) {
    return as('driver', [
      ask('are', 'pay and careers', 'behind the market', [], { tests: ['pay-career-benchmark'] }),
      ask('is', 'workload', 'too high', [], { tests: ['attrition-drivers'] }),
      ask('are', 'leadership and culture', 'part of the problem', [], { tests: ['attrition-drivers'] }),
    ]);
  }
  // No clue in the words: test whether the claim holds across segments, closing with "other".
  return as('segment', [
    ask('does', 'this', `hold for ${c.seg[0]}`, [], { tests: ['customer-segmentation'] }),
    ask('does', 'this', `hold for ${c.seg[1]}`, [], { tests: ['customer-segmentation'] }),
    ask('does', 'this', `hold for other ${c.B}`, [], { tests: ['customer-segmentation'] }),
  ]);
}
