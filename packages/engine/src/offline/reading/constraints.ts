import { DECISION_MAKERS } from './lexicon.js';
import { has, isPossessive, spanOf, type Parsed, type Span, type Term } from './nlp.js';
import { headIndex, nounPhrases } from './phrases.js';
import type { Quantity } from './quantities.js';

/**
 * What the answer must respect and who decides. Constraints are kept as the statement words them:
 * "customer bills cannot rise", "without lowering patient satisfaction scores", "with a capex budget of
 * $200m a year". A constraint is never a metric: "costs cannot rise" limits the answer, it is not the goal.
 */
export interface Located {
  text: string;
  span: Span;
}

const NEGATED_MODALS = /^(?:cannot|can't|mustn't|must|may|should|will|won't|shouldn't|can)$/;
const LIMIT_OPENERS = /^(?:without|while|whilst)$/;
const KEEPING = new Set([
  'protect',
  'maintain',
  'keep',
  'preserve',
  'hold',
  'safeguard',
  'sustain',
  'defend',
  'lower',
  'raise',
  'hurt',
  'reduce',
  'increase',
  'compromise',
  'affect',
  'cut',
  'lose',
  'harm',
  'damage',
  'endanger',
  'change',
  'exceed',
  'add',
  'stay',
  'remain',
]);
const BUDGET_WORDS = /^(?:budget|cap|ceiling|envelope|limit|capex|funding|allowance)$/;

export function readConstraints(parsed: Parsed, quantities: Quantity[]): Located[] {
  const { terms, text } = parsed;
  const found: Located[] = [];
  const add = (from: number, to: number) => {
    while (to > from && /^(?:and|or|but|,)$/.test(terms[to]!.normal)) to -= 1;
    const span = spanOf(text, terms, from, to);
    const written = span.text.replace(/[\s,;:.!?]+$/, '');
    if (written.split(/\s+/).length < 2) return;
    if (found.some((f) => f.span.start <= span.start && span.end <= f.span.end)) return;
    found.push({ text: lowerFirstWord(written, terms[from]!), span: { ...span, text: written } });
  };
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    // "<thing> cannot rise", "<thing> must not exceed ...", "prices may not increase".
    if (
      NEGATED_MODALS.test(term.normal) &&
      (term.normal === 'cannot' ||
        term.normal === "can't" ||
        terms[i + 1]?.normal === 'not' ||
        term.normal === "mustn't" ||
        term.normal === "won't" ||
        term.normal === "shouldn't")
    ) {
      const phrase = nounPhrases(parsed).find((p) => p.to === i - 1);
      if (!phrase) continue;
      let from = phrase.from;
      while (from < phrase.to && /^(?:and|but|while)$/.test(terms[from]!.normal)) from += 1;
      add(from, clauseEnd(terms, i));
      continue;
    }
    // "Carbon capture is not affordable before 2032", "Redundancies are not an option": a lever ruled out.
    if (
      /^(?:is|are)$/.test(term.normal) &&
      terms[i + 1]?.normal === 'not' &&
      /^(?:affordable|available|feasible|possible|allowed|permitted|acceptable|an|on)$/.test(
        terms[i + 2]?.normal ?? '',
      ) &&
      (terms[i + 2]!.normal !== 'an' || terms[i + 3]?.normal === 'option') &&
      (terms[i + 2]!.normal !== 'on' || terms[i + 4]?.normal === 'table')
    ) {
      const phrase = nounPhrases(parsed).find((p) => p.to === i - 1);
      if (!phrase) continue;
      let end = i + 2;
      while (end + 1 < terms.length && terms[end + 1]!.sentence === term.sentence && !/[,.;!?]/.test(terms[end]!.post))
        end += 1;
      add(phrase.from, end);
      continue;
    }
    // "without lowering patient satisfaction", "while protecting margins".
    if (LIMIT_OPENERS.test(term.normal) && terms[i + 1] && KEEPING.has(terms[i + 1]!.root)) {
      add(i, clauseEnd(terms, i + 1));
      continue;
    }
    // "no layoffs", "no price increases", "no new debt".
    if (term.normal === 'no' && i > 0 && /^(?:with|and|allows?|means|accepts?)$/.test(terms[i - 1]!.normal)) {
      add(i - 1, clauseEnd(terms, i));
      continue;
    }
    // "Statutory adult social care services must be protected": what must stay as it is.
    if (
      term.normal === 'must' &&
      terms[i + 1]?.normal === 'be' &&
      /^(?:protected|maintained|kept|preserved|safeguarded|ring-fenced)$/.test(terms[i + 2]?.normal ?? '')
    ) {
      const phrase = nounPhrases(parsed).find((p) => p.to === i - 1);
      if (phrase) {
        add(phrase.from, i + 2);
        continue;
      }
    }
    // "within its current budget", "inside existing headcount".
    if (
      /^(?:within|inside)$/.test(term.normal) &&
      /^(?:its|the|their|our|existing|current)$/.test(terms[i + 1]?.normal ?? '')
    ) {
      let end = i + 1;
      while (end + 1 < terms.length && end < i + 4 && !/[,.;?!]/.test(terms[end]!.post)) end += 1;
      if (
        /\b(?:budget|headcount|envelope|means|resources|funding|cap)\b/.test(
          terms
            .slice(i, end + 1)
            .map((t) => t.normal)
            .join(' '),
        )
      ) {
        add(i, end);
        continue;
      }
    }
    // "earn a return above the 12% cost of capital": a hurdle the answer must clear.
    if (term.normal === 'return' && /^(?:above|over|of|exceeding)$/.test(terms[i + 1]?.normal ?? '') && i > 0) {
      let from = i;
      if (/^(?:a|an|the)$/.test(terms[from - 1]?.normal ?? '')) from -= 1;
      add(from, clauseEnd(terms, i + 1));
      continue;
    }
    // "a budget of $200m", "capex capped at EUR 50m a year", "at most $2m".
    if (BUDGET_WORDS.test(term.normal) || term.normal === 'capped' || term.normal === 'limited') {
      // "a budget of £25m" or "a £25m budget (for 2026)".
      const before = quantities.find((x) => x.unit === 'currency' && x.end <= term.start && term.start - x.end <= 1);
      if (before) {
        let start = terms.findIndex((t) => t.start >= before.start);
        if (/^(?:a|an)$/.test(terms[start - 1]?.normal ?? '')) start -= 1;
        // "a £300m capex budget": the words that name the budget go with it.
        let end = i;
        while (BUDGET_WORDS.test(terms[end + 1]?.normal ?? '')) end += 1;
        if (terms[end + 1]?.normal === 'for' && /^20\d\d$/.test(terms[end + 2]?.normal ?? '')) end += 2;
        add(start, end);
        continue;
      }
      const q = quantities.find((x) => x.unit === 'currency' && x.start > term.start && x.start - term.end < 25);
      if (!q) continue;
      let from = i;
      while (from > 0 && from > i - 4 && !/[,.;]/.test(terms[from - 1]!.post) && !has(terms[from - 1]!, 'Verb'))
        from -= 1;
      if (/^(?:a|an|the|its|their)$/.test(terms[from]!.normal) && from < i) {
        // keep "a budget of ..." with its article only after "with"/"within".
        if (!/^(?:with|within|under)$/.test(terms[from - 1]?.normal ?? '')) from += 1;
        else from -= 1;
      } else if (/^(?:with|within|under)$/.test(terms[from - 1]?.normal ?? '')) from -= 1;
      let to = terms.findIndex((t) => t.end >= q.end);
      // "$200m a year", "EUR 50m per year".
      if (
        /^(?:a|per|each)$/.test(terms[to + 1]?.normal ?? '') &&
        /^(?:year|month|quarter|annum)$/.test(terms[to + 2]?.normal ?? '')
      )
        to += 2;
      add(from, to);
    }
  }
  return found;
}

/** The end of a clause: the next punctuation, conjunction opening another clause, or a question. */
function clauseEnd(terms: readonly Term[], from: number): number {
  let end = from;
  for (let i = from; i < terms.length && i < from + 12; i += 1) {
    end = i;
    if (/[,.;!?:]/.test(terms[i]!.post)) break;
    const next = terms[i + 1];
    if (next && /^(?:and|but|while|whilst|or)$/.test(next.normal) && i > from) break;
    if (next && /^(?:by|within|before)$/.test(next.normal) && /\d/.test(terms[i + 2]?.text ?? '')) break;
  }
  return end;
}

function lowerFirstWord(text: string, first: Term): string {
  if (has(first, 'ProperNoun') || /^[A-Z]{2,}/.test(first.text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** People and bodies the statement names as deciding or asking: "the board", "the CFO", "the city council". */
export function readDecisionMakers(parsed: Parsed): Located[] {
  const { terms, text } = parsed;
  const out: Located[] = [];
  for (const phrase of nounPhrases(parsed)) {
    const end = phrase.possessiveAt ?? phrase.to;
    const head = headIndex(parsed, { from: phrase.from, to: end });
    if (head === undefined) continue;
    const word = terms[head]!.normal.replace(/['’]s?$/, '');
    if (!DECISION_MAKERS.has(word)) continue;
    // "the board of a cooperative": name the body, not the owner after "of".
    let from = phrase.from;
    while (from < head && /^(?:a|an|the|its|their|our)$/.test(terms[from]!.normal)) from += 1;
    const span = spanOf(text, terms, from, head);
    const written = span.text.replace(/['’]s?$/, '');
    const display = /^[A-Z]{2,}$/.test(written)
      ? `the ${written}`
      : `the ${written.charAt(0).toLowerCase()}${written.slice(1)}`;
    if (isPossessive(terms[head]) && word === 'regulator') continue;
    if (!out.some((o) => o.text.toLowerCase() === display.toLowerCase()))
      out.push({ text: display, span: { ...span, text: written } });
  }
  return out;
}
