/** Growing steps of an artefact for streaming: what a reader would like to see first, then more. */

interface Tree<N> {
  root: N;
}

/** The root alone, then one more top-level branch (with its whole subtree) per step. */
export function treeSteps<N extends { children: N[] }>(tree: Tree<N>): Array<Tree<N>> {
  const { root } = tree;
  const steps: Array<Tree<N>> = [{ root: { ...root, children: [] } }];
  for (let i = 1; i <= root.children.length; i += 1)
    steps.push({ root: { ...root, children: root.children.slice(0, i) } });
  return steps;
}

/** A list in about four chunks: the first items arrive early, the last step is the whole list. */
export function listSteps<K extends string, T, A extends { [key in K]: T[] }>(artefact: A, key: K): A[] {
  const items = artefact[key];
  if (items.length <= 1) return [artefact];
  const chunk = Math.max(1, Math.ceil(items.length / 4));
  const steps: A[] = [];
  for (let end = chunk; end < items.length; end += chunk) steps.push({ ...artefact, [key]: items.slice(0, end) });
  steps.push(artefact);
  return steps;
}
