import type { Archetype } from '@caseboard/contracts';
import type { Frame } from '../frame.js';
import type { Spec } from './spec.js';

/** The first level of a decomposition, the split that produces it and the governing claim at the root. */
export interface Framework {
  /** The split of the root: "profit = revenue − cost", "by option, on the same criteria". */
  dimension: string;
  /** The governing hypothesis: what the team expects the answer to be, as a testable claim. */
  claim: string;
  children: Spec[];
}

/** One way to split a problem of this archetype; "Generate again" moves to the next. */
export interface Variant {
  /** A short name for the split logic, e.g. "formula", "by business line", "by stakeholder". */
  name: string;
  build(f: Frame): Framework;
}

/**
 * An archetype of engagement: how it decomposes (at least two split logics), whether its key question is a
 * decision ("Should ...", "Which ...") or a target ("How can ..."), and who usually decides.
 */
export interface ArchetypeDefinition {
  id: Archetype;
  /** The key question weighs a move ("Should ... ?") rather than closing a gap ("How can ... ?"). */
  decision: boolean;
  /** Who decides such a question when the statement names nobody. */
  deciders: readonly [string, ...string[]];
  /** The key question in this archetype's words, when the generic one would not fit. */
  question?(f: Frame): string | undefined;
  variants: readonly [Variant, Variant, ...Variant[]];
}
