import { has, infinitive, type Parsed, type Term } from './nlp.js';

/**
 * The move a statement weighs, as a verb phrase that follows "Should the chain ...": "is considering entering
 * the Indian market" -> "enter the Indian market"; "is evaluating the acquisition of a frozen food
 * manufacturer for $400M" -> "acquire a frozen food manufacturer for $400M"; "plans a $2.5bn expansion of its
 * copper mine in Chile" -> "go ahead with the $2.5bn expansion of its copper mine in Chile". Undefined when the
 * statement weighs nothing (a performance problem).
 */
const WEIGHING =
  /^(?:considering|evaluating|exploring|weighing|assessing|studying|thinking|debating|contemplating|planning|reviewing)$/;
const WANTING = /^(?:wants|plans|intends|hopes|aims|proposes|seeks|looks|is|has|needs)$/;
/** "is deciding whether to spend £14m on a second robotic surgery suite": the move after "whether to". */
const DECIDING = /^(?:deciding|decide|decides|choosing|wondering|unsure)$/;
const NOMINALS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:the |a |an )?(?:roll-out|rollout) of\b/i, 'roll out'],
  [/^(?:the |an )?expansion of\b/i, 'expand'],
  [/^(?:the |a )?construction of\b/i, 'build'],
  [/^(?:the |an )?opening of\b/i, 'open'],
  [/^(?:the |a )?replacement of\b/i, 'replace'],
  [/^(?:the |an? )?acquisition of\b/i, 'acquire'],
  [/^(?:the |an? )?takeover of\b/i, 'take over'],
  [/^(?:a |the )?merger with\b/i, 'merge with'],
  [/^(?:an |the )?entry in(?:to)?\b/i, 'enter'],
  [/^(?:the |a )?launch of\b/i, 'launch'],
  [/^(?:the |a )?sale of\b/i, 'sell'],
  [/^(?:the |a )?purchase of\b/i, 'buy'],
  [/^(?:the |a )?closure of\b/i, 'close'],
  [/^(?:the |an )?investment (?:of .+? )?in\b/i, 'invest in'],
];

export function readDecision(parsed: Parsed): string | undefined {
  const { terms, text } = parsed;
  // "Should a utility invest EUR 2bn in offshore wind capacity?": the question states the move itself.
  for (const sentence of parsed.sentences) {
    const first = terms[sentence.from]!;
    if (!sentence.question || !/^(?:should|could|would|must)$/.test(first.normal)) continue;
    const verb = terms.findIndex(
      (t, k) => k > sentence.from && k <= sentence.to && has(t, 'Verb') && !has(t, 'Auxiliary'),
    );
    if (verb > sentence.from + 1 && !/^(?:it|they|we)$/.test(terms[verb - 1]!.normal))
      return clauseText(text, terms, verb);
  }
  for (let i = 0; i + 3 < terms.length; i += 1) {
    if (DECIDING.test(terms[i]!.normal) && terms[i + 1]!.normal === 'whether' && terms[i + 2]!.normal === 'to') {
      const phrase = clauseText(text, terms, i + 3);
      // Only one move ("whether to spend £14m on ..."), not a list of options.
      if (!/,| or /.test(phrase)) return phrase;
    }
  }
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i]!;
    let start = -1;
    if (WEIGHING.test(term.normal) && has(term, 'Verb')) {
      start = i + 1;
      if (term.normal === 'thinking' && /^(?:about|of)$/.test(terms[i + 1]?.normal ?? '')) start = i + 2;
      if (/^(?:whether)$/.test(terms[start]?.normal ?? '')) return undefined;
    } else if (
      WANTING.test(term.normal) &&
      terms[i + 1]?.normal === 'to' &&
      terms[i + 2] &&
      has(terms[i + 2]!, 'Verb')
    ) {
      if (/^(?:decide|choose|determine|know|understand)$/.test(terms[i + 2]!.root)) return undefined;
      start = i + 2;
    } else if (term.normal === 'plans' && terms[i + 1] && /^(?:a|an|the|its)$/.test(terms[i + 1]!.normal)) {
      const phrase = clauseText(text, terms, i + 1).replace(/^(?:a|an)\b/i, 'the');
      return `go ahead with ${phrase}`;
    }
    if (start < 0 || !terms[start]) continue;
    let phrase = clauseText(text, terms, start);
    for (const [pattern, verb] of NOMINALS) {
      if (pattern.test(phrase)) return phrase.replace(pattern, verb).trim();
    }
    const first = terms[start]!;
    if (has(first, 'Gerund') || /ing$/.test(first.normal))
      phrase = `${infinitive(first.text)}${phrase.slice(first.text.length)}`;
    else if (
      /^(?:a|an|the)$/.test(first.normal) &&
      /^(?:considering|evaluating|weighing|planning|contemplating|exploring)$/.test(term.normal)
    )
      return `go ahead with ${phrase.replace(/^(?:a|an)\b/i, 'the')}`;
    if (phrase.split(/\s+/).length >= 2) return phrase;
  }
  return undefined;
}

/** The rest of the clause from a term: up to a full stop, a question mark or ", and". */
function clauseText(text: string, terms: readonly Term[], from: number): string {
  let end = from;
  for (let i = from; i < terms.length; i += 1) {
    end = i;
    if (/[.;!?]/.test(terms[i]!.post) || terms[i + 1]?.sentence !== terms[from]!.sentence) break;
    if (/,/.test(terms[i]!.post) && /^(?:and|but|while|which|so)$/.test(terms[i + 1]?.normal ?? '')) break;
  }
  return text
    .slice(terms[from]!.start, terms[end]!.end)
    .replace(/[\s,;:.!?]+$/, '')
    .trim();
}
