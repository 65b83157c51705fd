import { has, type Parsed, type Term } from './nlp.js';

/**
 * Numbers of a statement with their units, whole as written: "$2.5bn", "EUR 400 million", "30 per cent",
 * "3.5 percentage points", "12,500 employees", "18 months", "2030". compromise finds the numbers; the
 * neighbouring terms give the currency, the magnitude and the counted noun.
 */
export interface Quantity {
  /** In base units: 2.5e9 for "$2.5bn", 8 for "8%", 18 for "18 months". */
  value: number;
  unit: '%' | 'pp' | 'currency' | 'count' | 'duration' | 'year' | 'multiple';
  /** "$", "£", "EUR" as written. */
  currency?: string;
  /** The counted noun or the duration's unit: "stores", "months". */
  noun?: string;
  text: string;
  start: number;
  end: number;
}

const CURRENCY_CODES = new Set(['eur', 'usd', 'gbp', 'chf', 'jpy', 'inr', 'cny', 'aud', 'cad', 'sek', 'nok', 'dkk']);
const CURRENCY_WORDS = /^(?:euros?|dollars?|pounds?|francs?|yen|rupees?)$/i;
const SYMBOL = /^[$€£¥₹]/;
const MAGNITUDE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  tn: 1e12,
  trillion: 1e12,
};
const DURATIONS = /^(?:days?|weeks?|months?|quarters?|years?|hours?|minutes?|seconds?)$/i;
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  'twenty-four': 24,
  'thirty-six': 36,
};

/** Every quantity of the statement in reading order. */
export function quantitiesOf(parsed: Parsed): Quantity[] {
  const { terms, text } = parsed;
  const out: Quantity[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    const raw = readNumber(term);
    if (raw === undefined) continue;
    let from = i;
    let to = i;
    let value = raw.value;
    let currency = raw.symbol;
    let unit: Quantity['unit'] = raw.percent ? '%' : currency ? 'currency' : 'count';
    let noun: string | undefined;
    // A written magnitude in the same term ("1.2bn", "$40m") or the next ("400 million", "2.5 bn").
    if (raw.magnitude) value *= raw.magnitude;
    const next = terms[i + 1];
    if (!raw.magnitude && next && MAGNITUDE[next.normal] && !stopsBefore(term)) {
      // compromise already multiplies "400 million" out; a written "bn" is still ours to apply.
      if (raw.value < 1e5) value *= MAGNITUDE[next.normal]!;
      to = i + 1;
    }
    const before = terms[i - 1];
    if (!currency && before && CURRENCY_CODES.has(before.normal) && !stopsBefore(before)) {
      currency = before.text;
      from = i - 1;
      unit = 'currency';
    }
    const after = terms[to + 1];
    if (!currency && after && !stopsBefore(terms[to]!)) {
      if (CURRENCY_CODES.has(after.normal) || CURRENCY_WORDS.test(after.text)) {
        currency = after.text;
        to += 1;
        unit = 'currency';
      }
    }
    if (unit === 'count' && after && !stopsBefore(terms[to]!)) {
      const pair = `${after.normal} ${terms[to + 2]?.normal ?? ''}`;
      if (/^per cent\b|^percent\b/.test(pair) || after.normal === '%') {
        unit = '%';
        to += after.normal === 'per' ? 2 : 1;
      } else if (/^percentage points?\b/.test(pair)) {
        unit = 'pp';
        to += 2;
      } else if (/^(?:points?|pp|bps|bp|basis)$/.test(after.normal)) {
        unit = 'pp';
        to += after.normal === 'basis' ? 2 : 1;
        if (after.normal === 'basis' || after.normal === 'bps' || after.normal === 'bp') value /= 100;
      } else if (DURATIONS.test(after.normal)) {
        unit = 'duration';
        noun = after.normal;
        to += 1;
      } else if (has(after, 'Noun') && !has(after, 'Value') && !has(after, 'Pronoun')) {
        noun = after.normal.replace(/['’]s?$/, '');
        to += 1;
      }
    }
    // "9-month backlog": the unit is glued on with a hyphen.
    const glued = /^\d+(?:\.\d+)?-(day|week|month|quarter|year|hour|minute)s?\b/i.exec(term.text);
    if (unit === 'count' && glued) {
      unit = 'duration';
      noun = `${glued[1]!.toLowerCase()}s`;
    }
    if (
      unit === 'count' &&
      !noun &&
      /^\d{4}$/.test(term.text.replace(/[.,;:!?]$/, '')) &&
      value >= 1900 &&
      value <= 2100
    )
      unit = 'year';
    // "from nine to six": a written number counts where the words around it are about amounts.
    const amountContext =
      /^(?:from|to|at|of|by|than)$/.test(terms[i - 1]?.normal ?? '') || terms[i + 1]?.normal === 'to';
    if (unit === 'count' && noun === undefined && raw.word && !amountContext) continue;
    const start = terms[from]!.start;
    const end = terms[to]!.end;
    const q: Quantity = {
      value: raw.negative ? -value : value,
      unit,
      text: cleanEnd(text.slice(start, end)),
      start,
      end,
    };
    if (currency) q.currency = currency;
    if (noun) q.noun = noun;
    out.push(q);
    i = to;
  }
  return out;
}

interface RawNumber {
  value: number;
  symbol?: string;
  magnitude?: number;
  percent?: boolean;
  negative?: boolean;
  word?: boolean;
}

/** The number a term holds as written: "$2.5bn" -> 2.5 with $ and 1e9; "30%" -> 30 %; "three" -> 3. */
function readNumber(term: Term): RawNumber | undefined {
  const word = WORD_NUMBERS[term.normal];
  if (word !== undefined) return { value: word, word: true };
  if (!has(term, 'Value') && !/\d/.test(term.text)) return undefined;
  const match =
    /^([-−–])?((?:A|C|US|NZ|HK|S|R)?[$€£¥₹])?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:-\w+)?\s*(%|k|m|mn|mln|bn|b|tn)?$/i.exec(
      term.text.replace(/['’]s$/, ''),
    );
  if (!match) return undefined;
  const value = Number(`${match[3]!.replace(/,/g, '')}${match[4] ? `.${match[4]}` : ''}`);
  if (!Number.isFinite(value)) return undefined;
  const suffix = match[5]?.toLowerCase();
  const raw: RawNumber = { value };
  if (match[1]) raw.negative = true;
  if (match[2]) raw.symbol = match[2];
  if (suffix === '%') raw.percent = true;
  else if (suffix) raw.magnitude = MAGNITUDE[suffix]!;
  // "m" after a bare number is metres as often as millions: only money takes it as a magnitude.
  if (suffix === 'm' && !raw.symbol) raw.magnitude = MAGNITUDE['m']!;
  if (SYMBOL.test(term.text.replace(/^[-−–]/, '')) && !raw.symbol) raw.symbol = term.text[0]!;
  return raw;
}

function stopsBefore(term: Term): boolean {
  return /[,;:.!?()]/.test(term.post);
}

function cleanEnd(text: string): string {
  return text.replace(/[\s,;:!?]+$/, '').replace(/\.$/, '');
}

/** A quantity as a reader expects it, from the text the statement used. */
export function quantityText(q: Quantity): string {
  return q.text;
}

/** The first quantity inside a piece of text, read on its own (for values the consultant typed). */
export function firstQuantity(parsed: Parsed): Quantity | undefined {
  return quantitiesOf(parsed)[0];
}
