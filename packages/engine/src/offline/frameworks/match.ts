import { contentStems } from '@caseboard/domain';
import type { Ctx } from './context.js';
import { genericChildren } from './generic.js';
import type { Spec } from './spec.js';

/**
 * Finds the spec a label stands for, so a node the engine wrote keeps its library split (and its claim
 * and analyses) even after ids or siblings changed. A label matches when its content words are the same.
 */
export function findSpec(root: Spec, label: string): Spec | undefined {
  const key = contentStems(label).sort().join(' ');
  if (!key) return undefined;
  const stack: Spec[] = [root];
  while (stack.length > 0) {
    const spec = stack.pop()!;
    if (contentStems(spec.question).sort().join(' ') === key) return spec;
    if (contentStems(spec.claim).sort().join(' ') === key) return spec;
    stack.push(...spec.children);
  }
  return undefined;
}

/** The children for a node: the library's split when the label is one of ours, else a split from its words. */
export function childrenForLabel(root: Spec, label: string, c: Ctx): Spec[] {
  const known = findSpec(root, label);
  if (known && known.children.length > 0) return known.children;
  return genericChildren(label, c);
}
