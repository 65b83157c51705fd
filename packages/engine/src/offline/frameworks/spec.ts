import type { TreeNode } from '@caseboard/contracts';
import type { AnalysisTypeId } from '../analyses/library.js';
import { capitalise } from '../problem/tokens.js';

export type NodeKind = NonNullable<TreeNode['kind']>;

type Aux = 'is' | 'are' | 'has' | 'have' | 'can' | 'could' | 'does' | 'do' | 'will' | 'would' | 'should';

/**
 * One node of a decomposition before it gets an id: the question (issue tree), the claim (hypothesis tree)
 * and what would test it. Questions are written as auxiliary + subject + predicate, so the claim is the same
 * sentence in statement order ("Has fuel cost risen?" / "Fuel cost has risen"): one source, two phrasings.
 */
export interface Spec {
  question: string;
  claim: string;
  kind: NodeKind;
  dimension?: string;
  /** Analyses from the library that would prove or kill the claim, best first. */
  tests?: AnalysisTypeId[];
  /** Value if the claim holds, 1-5. */
  impact?: number;
  children: Spec[];
}

export interface SpecOptions {
  kind?: NodeKind;
  dimension?: string;
  tests?: AnalysisTypeId[];
  impact?: number;
  claim?: string;
}

/** Third person singular of the first verb of a predicate: "pay more" -> "pays more". */
function inflect(predicate: string): string {
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

/**
 * A yes/no question and its claim. `subject` is written as it reads mid-sentence ("the airline", "fuel
 * cost"); proper nouns keep their case.
 */
export function ask(
  aux: Aux,
  subject: string,
  predicate: string,
  children: Spec[] = [],
  options: SpecOptions = {},
): Spec {
  const question = `${capitalise(aux)} ${subject} ${predicate}?`;
  let claim: string;
  if (aux === 'do') claim = `${subject} ${predicate}`;
  else if (aux === 'does') claim = `${subject} ${inflect(predicate)}`;
  else if (subject === 'there') claim = `There ${aux} ${predicate}`;
  else claim = `${subject} ${aux} ${predicate}`;
  const spec: Spec = {
    question,
    claim: capitalise(options.claim ?? claim),
    kind: options.kind ?? (children.length > 0 ? 'issue' : 'issue'),
    children,
  };
  if (options.dimension) spec.dimension = options.dimension;
  if (options.tests) spec.tests = options.tests;
  if (options.impact) spec.impact = options.impact;
  return spec;
}

/** A node whose question is not a yes/no question (the root, an open "how" question). */
export function open(question: string, claim: string, children: Spec[], options: SpecOptions = {}): Spec {
  const spec: Spec = { question, claim: capitalise(claim), kind: options.kind ?? 'question', children };
  if (options.dimension) spec.dimension = options.dimension;
  if (options.tests) spec.tests = options.tests;
  if (options.impact) spec.impact = options.impact;
  return spec;
}

/** Sets the kind on a list of specs (e.g. all children of a segment split are segments). */
export function as(kind: NodeKind, specs: Spec[]): Spec[] {
  return specs.map((spec) => ({ ...spec, kind }));
}
