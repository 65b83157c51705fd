import { parse, has } from '../reading/nlp.js';
import { gerund } from '../text.js';

/**
 * Options as they read in a tree: "build its own cheese plant" becomes "building its own cheese plant"
 * (the subject of a question), a named place or partner "Lisbon" becomes "choosing Lisbon".
 */
/** Verbs that open an option whatever a tagger makes of them on their own ("open", "license", "lease"). */
const OPTION_VERBS = new Set(
  'open build buy acquire enter sell keep launch close expand replace invest merge partner license licence export franchise lease rent outsource stay exit grow cut raise switch move join list float spin divest hold wait'.split(
    ' ',
  ),
);

export function optionAsSubject(option: string): string {
  const first = parse(option).terms[0];
  const verb =
    first &&
    (OPTION_VERBS.has(first.normal) || (has(first, 'Verb') && !has(first, 'Gerund') && !has(first, 'PastTense')));
  if (first && verb) {
    const rest = option.slice(first.end).trimStart();
    return `${gerund(first.root || first.normal)}${rest ? ` ${rest}` : ''}`;
  }
  if (first && has(first, 'Gerund')) return option;
  return `choosing ${option}`;
}
