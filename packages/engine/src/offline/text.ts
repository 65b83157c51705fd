/**
 * Small helpers for writing English sentences from parts: capitals, plurals, verb forms, lists. The offline
 * engine writes every label through these, so a label never starts in lower case or ends in a seam.
 */

export function capitalise(text: string): string {
  return text.length > 0 ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/**
 * Lower-cases a sentence's first word to continue a sentence ("The market" -> "the market"), but not
 * acronyms nor the names the problem statement uses ("Northwind's prices" stays as it is).
 */
export function lowerFirst(text: string, names: ReadonlySet<string> = NO_NAMES): string {
  const first = /^[A-Z][a-z]*\b/.exec(text)?.[0];
  if (!first || first === 'I' || names.has(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** "the airline" -> "the airline's"; "the farmers" -> "the farmers'". */
export function possessive(noun: string): string {
  return /s$/i.test(noun) && !/(?:ss|us|is)$/i.test(noun) ? `${noun}'` : `${noun}'s`;
}

/** Singular of a regular English plural; good enough for the last word of a noun phrase. */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (
    /(?:ss|us|is)$/.test(lower) ||
    /^(?:logistics|economics|analytics|electronics|news|series|species)$/.test(lower)
  ) {
    return word;
  }
  if (lower.endsWith('ies') && lower.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s') && lower.length > 3) return word.slice(0, -1);
  return word;
}

export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

/** The -ing form of a verb: "raise" -> "raising", "cut" -> "cutting", "grow" -> "growing". */
export function gerund(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb) && verb.length <= 4) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** Third person singular of the first verb of a predicate: "pay more" -> "pays more". */
export function thirdPerson(predicate: string): string {
  const [verb = '', ...rest] = predicate.split(' ');
  const irregular: Record<string, string> = { have: 'has', do: 'does', go: 'goes', be: 'is' };
  let third = irregular[verb];
  if (!third) {
    if (/(?:s|x|z|ch|sh|o)$/.test(verb)) third = `${verb}es`;
    else if (/[^aeiou]y$/.test(verb)) third = `${verb.slice(0, -1)}ies`;
    else third = `${verb}s`;
  }
  return [third, ...rest].join(' ');
}

/** "a", "a and b", "a, b and c" (or "or"). */
export function listText(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** Whitespace tidied, no space before punctuation, no doubled words ("the the"). */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:?!])/g, '$1')
    .replace(/\b(\w+) \1\b/gi, (match, word: string) => (/^(?:that|had|is)$/i.test(word) ? match : word))
    .trim();
}

/** A number with its unit where a reader expects it: "£0", "US$5", "£13.5m", "EUR 2m", "8%", "3 pp", "12 weeks". */
export function withUnit(value: string, unit: string): string {
  const money =
    /^((?:A|C|US|NZ|HK|S)?\$|[€£¥₹]|EUR|USD|GBP|CHF|JPY|CNY|INR|AUD|CAD|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|BRL|MXN|IDR|SGD)\s?(k|m|bn|million|billion)?$/.exec(
      unit,
    );
  if (money) {
    const [, currency = '', scale = ''] = money;
    const sign = value.startsWith('-') ? '-' : '';
    const amount = `${value.replace(/^-/, '')}${scale.length > 2 ? ` ${scale}` : scale}`;
    return /^[A-Z]{3}$/.test(currency) ? `${sign}${currency} ${amount}` : `${sign}${currency}${amount}`;
  }
  if (unit === '%') return `${value}%`;
  return unit ? `${value} ${unit}` : value;
}

/** The phrase after "a" or "an", as it is said: "an ambulance crew", "a one-off gift", "an hour". */
export function withArticle(phrase: string): string {
  return /^(?:[aio]|e(?!u)|u(?!ni|s|S|-)|hour|honest)/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}
