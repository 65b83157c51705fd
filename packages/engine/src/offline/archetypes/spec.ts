import type { DecisionRule, TreeNode } from '@caseboard/contracts';
import type { AnalysisTypeId } from '../analyses/ids.js';
import { capitalise, thirdPerson, tidy, withUnit } from '../text.js';

export type NodeKind = NonNullable<TreeNode['kind']>;

type Aux = 'is' | 'are' | 'has' | 'have' | 'can' | 'could' | 'does' | 'do' | 'will' | 'would' | 'should';

/** What settles a claim, before any data comes in: the measure and the threshold that decides. */
export type RuleSpec = Omit<DecisionRule, 'text'>;

/**
 * One node of a decomposition before it gets an id: the question (issue tree), the claim (hypothesis tree),
 * the analyses that would prove or kill the claim and the rule that decides it. Questions are written as
 * auxiliary + subject + predicate, so the claim is the same sentence in statement order ("Has fuel cost
 * risen?" / "Fuel cost has risen"): one source, two phrasings that never drift apart.
 */
export interface Spec {
  question: string;
  claim: string;
  kind: NodeKind;
  dimension?: string;
  /** Analyses from the library that would prove or kill the claim, best first. */
  tests?: AnalysisTypeId[];
  /** The threshold that supports the claim; the work plan states it for the analysis. */
  rule?: RuleSpec;
  /** Value if the claim holds, 1-5. */
  impact?: number;
  children: Spec[];
}

export interface SpecOptions {
  kind?: NodeKind;
  dimension?: string;
  tests?: AnalysisTypeId[];
  rule?: RuleSpec;
  impact?: number;
  /** A claim worded differently from the question's statement order. */
  claim?: string;
}

function withOptions(spec: Spec, options: SpecOptions): Spec {
  if (options.dimension && spec.children.length > 0) spec.dimension = options.dimension;
  if (options.tests) spec.tests = options.tests;
  if (options.rule) spec.rule = options.rule;
  if (options.impact) spec.impact = options.impact;
  return spec;
}

/**
 * A yes/no question and its claim. `subject` is written as it reads mid-sentence ("the airline", "fuel
 * cost"); names keep their case.
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
  else if (aux === 'does') claim = `${subject} ${thirdPerson(predicate)}`;
  else if (subject === 'there') claim = `There ${aux} ${predicate}`;
  else claim = `${subject} ${aux} ${predicate}`;
  return withOptions(
    {
      question: tidy(question),
      claim: tidy(capitalise(options.claim ?? claim)),
      kind: options.kind ?? 'issue',
      children,
    },
    options,
  );
}

/** A node whose question is not a yes/no question (the root, "which", "how" or "what" questions). */
export function open(question: string, claim: string, children: Spec[], options: SpecOptions = {}): Spec {
  return withOptions(
    {
      question: tidy(capitalise(question)),
      claim: tidy(capitalise(claim)),
      kind: options.kind ?? 'question',
      children,
    },
    options,
  );
}

/** Sets the kind on a list of specs (e.g. all children of a segment split are segments). */
export function as(kind: NodeKind, specs: Spec[]): Spec[] {
  return specs.map((spec) => ({ ...spec, kind }));
}

/** A decision rule: supported when `measure` is above/below `threshold` (in `unit`). */
export function rule(measure: string, comparator: RuleSpec['comparator'], threshold: number, unit = ''): RuleSpec {
  return { measure, comparator, threshold, unit };
}

/** The rule in one sentence, as the work plan states it. */
export function ruleText(r: RuleSpec): string {
  const words = { above: 'above', 'at-least': 'at least', below: 'below', 'at-most': 'at most' } as const;
  const value = Number.isInteger(r.threshold) ? String(r.threshold) : r.threshold.toFixed(1);
  return `Supported if ${r.measure} is ${words[r.comparator]} ${withUnit(value, r.unit)}; refuted otherwise.`;
}
