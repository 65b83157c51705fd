import { rule, type RuleSpec } from '../archetypes/spec.js';
import { capitalise, possessive } from '../text.js';
import type { AnalysisTypeId } from './ids.js';

/**
 * What an illustration of the analysis looks like (../simulation): a bridge (waterfall), a trend over
 * periods, a comparison of bars, a Pareto of contributors, curves (retention, demand, service level), a
 * scatter of a driver, scenarios, a funnel, or a split of answers that adds up to 100%.
 */
export type SimulationShape =
  'bridge' | 'trend' | 'comparison' | 'pareto' | 'curves' | 'scatter' | 'scenarios' | 'funnel' | 'split';

export const SIMULATION_SHAPES: readonly SimulationShape[] = [
  'bridge',
  'trend',
  'comparison',
  'pareto',
  'curves',
  'scatter',
  'scenarios',
  'funnel',
  'split',
];

/** The words a library text is filled with (see chain.ts wordsOf). */
export type Words = Readonly<Record<string, string>>;

/**
 * One analysis consultants run to prove or kill a hypothesis, with how to do it well. Texts hold
 * placeholders filled from the problem in the industry's words: {S} client, {Sp} its possessive, {M}
 * metric, {U}/{u} unit, {C}/{c} customers, {price}, {salesData}, {costData}, {customerData}, {opsData},
 * {workforce}, {capacity}, {competitors}, {regulator}, {kpi}; a placeholder written with a capital
 * ({SalesData}, {Price}) gives its word capitalised, to start a sentence or a list item.
 */
export interface AnalysisType {
  id: AnalysisTypeId;
  /** Who it fits: some analyses only make sense where the client sells to organisations (deals, invoices). */
  audience?: 'any' | 'b2b' | 'consumer';
  /** The decision rule a plan states for this analysis when the archetype gives none. */
  rule?: (words: Words) => RuleSpec;
  /** What the illustration's numbers measure, with their unit, as a chart label: "cost per {u} (index)". */
  measure: string;
  /** Named as a consultant would; no placeholders (the work plan prints it as it is). */
  name: string;
  /** Words in a hypothesis that this analysis tests. */
  keywords: RegExp;
  method: string;
  dataSources: readonly string[];
  dataNeeded: readonly string[];
  steps: readonly string[];
  pitfalls: readonly string[];
  expectedOutput: string;
  owner: string;
  /** 1 (hard, slow) to 5 (quick, data at hand). */
  ease: number;
  /** Elapsed weeks for a small team. */
  weeks: number;
  shape: SimulationShape;
}

/** A library entry as a family file writes it: keyed by its id, and always with a default rule. */
export type Entry = Omit<AnalysisType, 'id' | 'rule'> & { rule: NonNullable<AnalysisType['rule']> };

/** A family of entries (revenue, cost, operations...): each id at most once, checked by the compiler. */
export type Family = Partial<Record<AnalysisTypeId, Entry>>;

/** Fills the placeholders of a library text with the problem's words; an unknown placeholder stays visible. */
export function fill(text: string, words: Words): string {
  const filled = text.replace(/\{(\w+)\}/g, (match, key: string) => words[key] ?? derived(key, words) ?? match);
  // "a {c}" filled with "account" reads "an account".
  return filled
    .replace(/\b([Aa]) (?=(?:[aeio]|u(?!ni|s[eu]|r[aeio]|tili))\w)/g, '$1n ')
    .replace(/\b([Aa])n (?=(?:uni|use|eu|one\b)\w*)/g, '$1 ');
}

/** {Sp}: the client's possessive; {Price}, {SalesData}...: a word capitalised, to open a sentence. */
function derived(key: string, words: Words): string | undefined {
  if (key === 'Sp') return words.S === undefined ? undefined : possessive(words.S);
  const lower = key.charAt(0).toLowerCase() + key.slice(1);
  const word = lower === key ? undefined : words[lower];
  return word === undefined ? undefined : capitalise(word);
}

/** A default decision rule whose measure is a library text, filled with the problem's words. */
export function decide(
  measure: string,
  comparator: RuleSpec['comparator'],
  threshold: number,
  unit = '',
): (words: Words) => RuleSpec {
  return (words) => rule(fill(measure, words), comparator, threshold, unit);
}
