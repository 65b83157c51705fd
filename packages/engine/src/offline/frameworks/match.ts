import { contentStems } from '@caseboard/domain';
import type { Ctx } from './context.js';
import { genericChildren } from './generic.js';
import type { Spec } from './spec.js';

/**
 * Finds the spec a label stands for, so a node the engine wrote keeps its library split (and its claim
 * and analyses) even after ids or siblings changed. A label matches when its content words are the same.
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

/** The children for a node: the library's split when the label is one of ours, else a split from its words. */
export function childrenForLabel(root: Spec, label: string, c: Ctx): Spec[] {
  const known = findSpec(root, label);
  if (known && known.children.length > 0) return known.children;
  return genericChildren(label, c);
}
