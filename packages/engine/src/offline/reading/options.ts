import { has, spanOf, type Parsed, type Span, type Term } from './nlp.js';

/**
 * The decision options a statement names: "whether to build its own cheese plant, sell to a multinational
 * processor, or keep supplying the local dairy", "choose between Lisbon, Porto and Madrid", "Should it lease or
 * buy the fleet?". Each option is returned as written, in lower case unless it is a name.
 */
export interface OptionReading {
  text: string;
  span: Span;
}

const LIST_OPENERS = /^(?:whether|between|among|amongst)$/;

export function readOptions(parsed: Parsed): OptionReading[] {
  const { terms } = parsed;
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    let from = -1;
    if (LIST_OPENERS.test(term.normal)) {
      from = i + 1;
      // "whether to ...", "whether it should ...", "whether the cooperative should ...".
      if (term.normal === 'whether') {
        let j = i + 1;
        while (j < terms.length && j < i + 6 && !/^(?:to|should|could|would|can|will|must)$/.test(terms[j]!.normal))
          j += 1;
        if (j >= terms.length || j >= i + 6) continue;
        from = j + 1;
      }
    } else if (
      term.normal === 'of' &&
      /^(?:mix|combination|choice|blend|selection)$/.test(terms[i - 1]?.normal ?? '')
    ) {
      // "Which mix of slow steaming, new LNG vessels and biofuels should it choose?"
      from = i + 1;
    } else if (/^[:]/.test(term.post.trim()) && terms[i + 1]?.sentence === term.sentence) {
      // "where to build its next data centre: Frankfurt, Amsterdam or Dublin".
      from = i + 1;
    } else if (term.normal === 'should' && parsed.sentences[term.sentence]!.question) {
      // "Should it lease or buy the fleet?": the options follow the subject of the question.
      let j = i + 1;
      while (j < terms.length && j < i + 5 && !has(terms[j]!, 'Verb')) j += 1;
      from = j;
    }
    if (from < 0 || from >= terms.length) continue;
    const options = splitList(parsed, from);
    if (options.length >= 2) return options;
  }
  return [];
}

/** Splits the rest of a clause at commas and "or"/"and" into items; an item without content is dropped. */
function splitList(parsed: Parsed, from: number): OptionReading[] {
  const { terms, text } = parsed;
  // "between three options: build ..., enter ... or keep ...": the list starts after the colon.
  for (let k = from; k < from + 4 && k < terms.length; k += 1) {
    if (
      /:/.test(terms[k]!.post) &&
      /^(?:options|alternatives|choices|ways|routes|paths|scenarios)$/.test(terms[k]!.normal)
    ) {
      from = k + 1;
      break;
    }
  }
  const items: Array<{ from: number; to: number }> = [];
  let start = from;
  let sawOr = false;
  let end = from;
  for (let i = from; i < terms.length; i += 1) {
    const term = terms[i]!;
    end = i;
    const last = /[.;!?]/.test(term.post) || term.sentence !== terms[from]!.sentence;
    const conjunction = (term.normal === 'or' || term.normal === 'and') && i > start;
    if (conjunction) {
      if (term.normal === 'or') sawOr = true;
      // "or not" ends the list without adding an option.
      if (terms[i + 1]?.normal === 'not') {
        items.push({ from: start, to: i - 1 });
        start = -1;
        break;
      }
      items.push({ from: start, to: i - 1 });
      start = i + 1;
      continue;
    }
    if ((/,/.test(term.post) || /,$/.test(term.text)) && !last) {
      items.push({ from: start, to: i });
      start = i + 1;
      if (terms[start]?.normal === 'or' || terms[start]?.normal === 'and') {
        if (terms[start]!.normal === 'or') sawOr = true;
        start += 1;
        i += 1;
      }
      continue;
    }
    if (last) break;
  }
  if (start >= 0 && start <= end) items.push({ from: start, to: end });
  const clean = items
    .filter((item) => item.from <= item.to)
    .map((item) => {
      const to = trimTail(terms, item.from, item.to);
      return { ...item, to };
    })
    .filter((item) => item.from <= item.to && terms.slice(item.from, item.to + 1).some((t) => /\w/.test(t.text)));
  // Two verb phrases joined by "and" are one plan, not a choice ("cut costs and grow sales").
  if (
    !sawOr &&
    !['between', 'among', 'amongst', 'of'].includes(terms[from - 1]?.normal ?? '') &&
    !isListAfterColon(terms, from)
  )
    return [];
  if (clean.length < 2 || clean.length > 8) return [];
  return clean.map((item) => {
    const span = spanOf(text, terms, item.from, item.to);
    const written = span.text.replace(/[\s,;:.!?]+$/, '');
    const first = terms[item.from]!;
    const keepCase =
      /^[A-Z][a-z]/.test(first.text) && (has(first, 'ProperNoun') || has(first, 'Place') || item.from > 0);
    return { text: keepCase ? written : written.charAt(0).toLowerCase() + written.slice(1), span };
  });
}

function isListAfterColon(terms: readonly Term[], from: number): boolean {
  return /:/.test(terms[from - 1]?.post ?? '');
}

/** Drops what trails the last option: "... or keep supplying the local dairy, and how" -> stops at ", and". */
function trimTail(terms: readonly Term[], from: number, to: number): number {
  let end = to;
  for (let i = from; i <= to; i += 1) {
    // "... and biofuels should it choose?": the question's verb closes the list.
    if (
      i > from &&
      /^(?:should|could|would|will|can|must|does|do)$/.test(terms[i]!.normal) &&
      /^(?:it|they|we|the|he|she)$/.test(terms[i + 1]?.normal ?? '')
    ) {
      end = i - 1;
      break;
    }
    if (
      /^(?:and|but)$/.test(terms[i]!.normal) &&
      i > from &&
      /^(?:if|how|when|why)$/.test(terms[i + 1]?.normal ?? '')
    ) {
      end = i - 1;
      break;
    }
  }
  return end;
}
