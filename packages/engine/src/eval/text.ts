/**
 * Reading a problem statement the way a reviewer does, independently of the engine's own reader: the
 * figures it states (money kept whole with its currency and magnitude, percentages, points, counts, years),
 * the names it uses, its content words. The rubric compares these with what the chain wrote.
 */

export type FigureKind = 'money' | 'percent' | 'points' | 'count' | 'year';

export interface Figure {
  /** As written: "$2.5bn", "EUR 60M", "3.5%", "6pp", "1.4 million", "2030". */
  text: string;
  kind: FigureKind;
  /** The value in units: 2.5e9 for "$2.5bn", 3.5 for "3.5%". */
  value: number;
  /** ISO-like currency of money: USD, GBP, EUR, AUD, ... */
  currency?: string;
  /** The digits as written, without thousands separators: "2.5" of "$2.5bn". */
  digits: string;
  /** The magnitude word as written, lower case: "bn", "m", "million"; empty when none. */
  magnitude: string;
  /** Where it starts in the text. */
  index: number;
}

const CURRENCY_CODES: Readonly<Record<string, string>> = {
  $: 'USD',
  us$: 'USD',
  usd: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  a$: 'AUD',
  aud: 'AUD',
  c$: 'CAD',
  cad: 'CAD',
  chf: 'CHF',
  '¥': 'JPY',
  jpy: 'JPY',
  inr: 'INR',
  sek: 'SEK',
  nok: 'NOK',
  dkk: 'DKK',
};

const MAGNITUDE: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  tn: 1e12,
  trillion: 1e12,
};

const PREFIX = String.raw`(?<prefix>US\$|A\$|C\$|[$£€¥]|\b(?:USD|GBP|EUR|AUD|CAD|CHF|JPY|INR|SEK|NOK|DKK)\s?)?`;
const NUMBER = String.raw`(?<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MAG = String.raw`(?:\s?(?<magnitude>k|mn|mm|m|bn|b|tn|thousand|millions?|billions?|trillion|mio)(?![a-z]))?`;
const SUFFIX = String.raw`(?:\s?(?<suffix>%|pp\b|percentage points?\b|per ?cent\b|points?\b|(?:euros?|EUR|USD|GBP)\b))?`;
/** A number not glued to a word ("CO2", "B2B", "category2" are not figures) nor to a node id ("a.3"). */
const FIGURE = new RegExp(String.raw`${PREFIX}(?<![\p{L}\d.,]|[\p{L}]\.)${NUMBER}(?![\d])${MAG}${SUFFIX}`, 'giu');

/** Every figure of a text, in order. */
export function figuresOf(text: string): Figure[] {
  const out: Figure[] = [];
  for (const match of text.matchAll(FIGURE)) {
    const groups = match.groups ?? {};
    const digits = groups['number']!.replace(/,/g, '');
    const base = Number(digits);
    if (!Number.isFinite(base)) continue;
    // A number glued to a letter after it ("B2B", "2x4") is a code, not a figure; "900-bed" is a count.
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 1);
    if (/^\p{L}/u.test(after) && !groups['magnitude'] && !groups['suffix']) continue;
    const magnitude = (groups['magnitude'] ?? '').toLowerCase();
    const scale = magnitude ? MAGNITUDE[magnitude]! : 1;
    const prefix = (groups['prefix'] ?? '').trim().toLowerCase();
    const suffix = (groups['suffix'] ?? '').toLowerCase();
    const currency =
      CURRENCY_CODES[prefix] ?? (/^(?:euros?|eur|usd|gbp)$/.test(suffix) ? CURRENCY_CODES[suffix] : undefined);
    let kind: FigureKind;
    if (currency) kind = 'money';
    else if (suffix === '%' || suffix.startsWith('per')) kind = 'percent';
    else if (suffix) kind = 'points';
    else if (!magnitude && /^(?:19|20)\d\d$/.test(digits)) kind = 'year';
    else kind = 'count';
    const figure: Figure = {
      text: match[0].trim(),
      kind,
      value: base * scale,
      digits,
      magnitude,
      index: match.index ?? 0,
    };
    if (currency) figure.currency = currency;
    out.push(figure);
  }
  return out;
}

/** The figure's identity for comparison: kind, currency and value ("money:EUR:2500000000"). */
export function figureKey(figure: Figure): string {
  const value = Number(figure.value.toPrecision(10));
  if (figure.kind === 'money') return `money:${figure.currency}:${value}`;
  if (figure.kind === 'year') return `count:${value}`;
  return `${figure.kind}:${value}`;
}

/** Whether a figure is in a text: the same kind and value, money in the same currency whatever its writing. */
export function hasFigure(text: string, figure: Figure): boolean {
  const key = figureKey(figure);
  return figuresOf(text).some((other) => figureKey(other) === key);
}

/**
 * A money amount or percentage split at its decimal point: "$2.5bn" written as "5bn", "3.5%" as "5%". Returns
 * the broken form when the text holds it and the statement does not state it as a figure of its own.
 */
export function splitFigure(text: string, figure: Figure, statementFigures: readonly Figure[]): string | undefined {
  if (!figure.digits.includes('.') || (figure.kind !== 'money' && figure.kind !== 'percent')) return undefined;
  const fraction = figure.digits.split('.')[1]!.replace(/^0+(?=\d)/, '');
  const tail = figure.kind === 'percent' ? '%' : figure.magnitude;
  if (!fraction || !tail) return undefined;
  const broken = new RegExp(String.raw`(?<![\d.,])${fraction}\s?${tail}(?![a-z])`, 'i');
  const found = broken.exec(text);
  if (!found) return undefined;
  const stated = statementFigures.some(
    (other) => other !== figure && other.digits === fraction && (other.magnitude === tail || other.kind === 'percent'),
  );
  return stated ? undefined : found[0];
}

const STOP = new Set(
  `a an the and or but nor of to in on at by for from with without within into onto over under above below than then
  that this these those there their its it's it is are was were be been being has have had do does did can could should
  would will shall may might must not no yes so as if when where which who whom whose what why how all any each every
  some such more most less least much many few other another own same only also just very too about after before
  between during through while whilst per via up down out off again further once here both either neither our your
  his her they them we you he she i me my us one two three four five six seven eight nine ten`.split(/\s+/),
);

/** Whether a word is a function word ("should", "the", "which"), whatever its case. */
export function isFunctionWord(word: string): boolean {
  return STOP.has(word.toLowerCase());
}

/** Lower-case content words of a text (letters, 3+ long, not function words). */
export function contentWords(text: string, minLength = 3): string[] {
  const words = text.toLowerCase().match(/[\p{L}][\p{L}\d'’-]*/gu) ?? [];
  return words.map((w) => w.replace(/['’]s?$/, '')).filter((w) => w.length >= minLength && !STOP.has(w));
}

/** A crude stem for matching word forms: "prices" ~ "price", "cutting" ~ "cut". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 4) return w.replace(/s$/, '');
  return w.replace(/(?:ies|es|s|ing|ed|er)$/, '').slice(0, Math.max(4, w.length - 3));
}

/** Share (0-1) of a phrase's content words that a text uses, by stem. */
export function wordShare(phrase: string, text: string): number {
  const wanted = [...new Set(contentWords(phrase, 2).map(stem))];
  if (wanted.length === 0) return 1;
  const have = contentWords(text, 2).map(stem);
  const found = wanted.filter((w) =>
    have.some((h) => h === w || h.startsWith(w) || (w.startsWith(h) && h.length >= 4)),
  );
  return found.length / wanted.length;
}

/** Whether a text holds a phrase's words (by stem), all of them by default. */
export function holdsPhrase(text: string, phrase: string, share = 1): boolean {
  if (text.toLowerCase().includes(phrase.toLowerCase())) return true;
  return wordShare(phrase, text) >= share;
}

const NOT_NAMES = new Set(`I EUR USD GBP AUD CAD CHF JPY INR SEK NOK DKK A US$ A$ C$ Q1 Q2 Q3 Q4 OK`.split(/\s+/));

/** Demonyms a text may keep as the place they come from: "Polish" is kept by "Poland". */
const DEMONYMS: Readonly<Record<string, readonly string[]>> = {
  Polish: ['Poland'],
  Spanish: ['Spain'],
  Dutch: ['Netherlands', 'Holland'],
  Viennese: ['Vienna', 'Austria'],
  Japanese: ['Japan'],
  Chinese: ['China'],
  Swiss: ['Switzerland'],
  British: ['UK', 'Britain'],
  English: ['England'],
  French: ['France'],
  German: ['Germany'],
  Irish: ['Ireland'],
  Portuguese: ['Portugal'],
  Indonesian: ['Indonesia'],
  Indian: ['India'],
  Brazilian: ['Brazil'],
  Mexican: ['Mexico'],
  Italian: ['Italy'],
  European: ['Europe', 'EU'],
  American: ['US', 'USA', 'America'],
};

/**
 * The names of a statement: capitalised words and acronyms mid-sentence ("Lisbon", "ARR", "Northwind"),
 * and a sentence's first word when a name clearly starts there ("Northwind Analytics, ...", "Valdor, a
 * cooperative", "Acme's"). Units after a number ("1.2 GW") and currency codes are not names.
 */
export function namesOf(statement: string): string[] {
  const names: string[] = [];
  for (const sentence of statement.split(/(?<=[.?!:;])\s+/)) {
    const tokens = [...sentence.matchAll(/[\p{L}\d][\p{L}\d&'’.-]*/gu)];
    tokens.forEach((token, i) => {
      const raw = token[0].replace(/[.]+$/, '');
      const word = raw.replace(/['’]s?$/, '');
      if (!/^\p{Lu}/u.test(word) && !/^[a-z]+\p{Lu}/u.test(word)) return;
      if (NOT_NAMES.has(word) || /^\d/.test(word)) return;
      const previous = tokens[i - 1]?.[0];
      if (previous && /\d$/.test(previous) && /^\p{Lu}{1,4}$/u.test(word)) return; // "1.2 GW"
      if (i === 0) {
        if (STOP.has(word.toLowerCase())) return;
        const next = tokens[1];
        const rest = sentence.slice((token.index ?? 0) + token[0].length);
        const starts =
          /['’]s$/.test(raw) ||
          /^,\s+(?:a|an|the)\s/i.test(rest) ||
          (next !== undefined &&
            /^\p{Lu}/u.test(next[0]) &&
            /^\s+$/.test(sentence.slice((token.index ?? 0) + token[0].length, next.index)));
        if (!starts) return;
      }
      for (const part of word.split(/-/)) if (/^\p{Lu}/u.test(part) && !NOT_NAMES.has(part)) names.push(part);
    });
  }
  return [...new Set(names)];
}

/** Whether a text keeps a name: the name itself, or the place a demonym comes from. */
export function keepsName(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text)) return true;
  return (DEMONYMS[name] ?? []).some((place) => new RegExp(`\\b${place}\\b`).test(text));
}
