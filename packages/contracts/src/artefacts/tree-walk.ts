/*
 * Walking a tree of any document version, without the schemas (no zod): the workspace's first screen
 * counts nodes and never loads the schemas (docs/decisions/040-documents-checked-once.md).
 */

/** Visits every node depth first; `depth` is 0 at the root. */
export function walkTree<N extends { children: N[] }>(
  root: N,
  visit: (node: N, depth: number, parent: N | null) => void,
): void {
  const stack: Array<[N, number, N | null]> = [[root, 0, null]];
  while (stack.length > 0) {
    const [node, depth, parent] = stack.pop()!;
    visit(node, depth, parent);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push([node.children[i]!, depth + 1, node]);
  }
}

export function countNodes(root: { children: unknown[] }): number {
  let count = 0;
  walkTree(root as { children: never[] }, () => {
    count += 1;
  });
  return count;
}
