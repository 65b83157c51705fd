import { contentStems } from '@caseboard/domain';
import type { Spec } from './archetypes/spec.js';

/**
 * Finds the spec a label stands for, so a node the engine wrote keeps its split (and its claim, analyses and
 * decision rule) even after ids or siblings changed. A label matches when its content words are the same.
 */
const keyOf = (text: string) => contentStems(text).sort().join(' ');

/** Each decomposition's specs by the words of their question and claim, built once per decomposition. */
const indexes = new WeakMap<Spec, Map<string, Spec>>();

function indexOf(root: Spec): Map<string, Spec> {
  let index = indexes.get(root);
  if (index) return index;
  index = new Map();
  const stack: Spec[] = [root];
  while (stack.length > 0) {
    const spec = stack.pop()!;
    for (const key of [keyOf(spec.question), keyOf(spec.claim)]) if (key && !index.has(key)) index.set(key, spec);
    stack.push(...spec.children);
  }
  indexes.set(root, index);
  return index;
}

export function findSpec(root: Spec, label: string): Spec | undefined {
  const key = keyOf(label);
  return key ? indexOf(root).get(key) : undefined;
}

/** Every label the engine writes in a decomposition (questions and claims). */
export function labelsOf(root: Spec): Set<string> {
  return new Set(indexOf(root).keys());
}

export { keyOf as labelKey };
