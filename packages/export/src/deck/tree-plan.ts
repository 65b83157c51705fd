/**
 * Splits a tree over slides so every box stays readable when printed. A subtree that fits (at most
 * `rows` leaves, `depth` levels) is one page. A bigger one gets an overview page, as deep as fits,
 * and then each branch (child with children) is planned the same way on pages of its own, in the
 * order a reader walks the tree. A node with more children than fit spreads them over several pages.
 */
export interface PlanNode {
  id: string;
  children: PlanNode[];
}

export interface TreePage<N extends PlanNode> {
  root: N;
  /** Levels shown below the page's root. */
  depth: number;
  /** The children of the root shown, when they are spread over several pages. */
  children: N[];
  part: { index: number; count: number } | null;
}

export interface TreePlan<N extends PlanNode> {
  pages: Array<TreePage<N>>;
  /** Page index where a node's hidden branch continues. */
  continuation: Map<string, number>;
}

export const TREE_LIMITS = { rows: 10, depth: 3 } as const;

function height(node: PlanNode): number {
  let max = 0;
  const stack: Array<[PlanNode, number]> = [[node, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    max = Math.max(max, depth);
    for (const child of current.children) stack.push([child, depth + 1]);
  }
  return max;
}

/** Rows a subtree takes when shown down to `limit` levels: one per visible leaf. */
export function rowsOf(node: PlanNode, limit: number): number {
  if (limit === 0 || node.children.length === 0) return 1;
  let rows = 0;
  for (const child of node.children) rows += rowsOf(child, limit - 1);
  return rows;
}

export function planTree<N extends PlanNode>(root: N, limits = TREE_LIMITS): TreePlan<N> {
  const pages: Array<TreePage<N>> = [];
  const continuation = new Map<string, number>();

  const plan = (node: N, continued: boolean) => {
    if (continued) continuation.set(node.id, pages.length);
    const tallest = Math.min(limits.depth, height(node));
    if (tallest === 0) {
      pages.push({ root: node, depth: 0, children: [], part: null });
      return;
    }
    if (height(node) <= limits.depth && rowsOf(node, tallest) <= limits.rows) {
      pages.push({ root: node, depth: tallest, children: node.children as N[], part: null });
      return;
    }
    // Too big for one slide: an overview as deep as fits, then one page (or more) per branch.
    let depth = 0;
    for (let d = tallest; d >= 1 && depth === 0; d -= 1) if (rowsOf(node, d) <= limits.rows) depth = d;
    const children = node.children as N[];
    if (depth > 0) {
      pages.push({ root: node, depth, children, part: null });
    } else {
      const count = Math.ceil(children.length / limits.rows);
      for (let index = 0; index < count; index += 1) {
        pages.push({
          root: node,
          depth: 1,
          children: children.slice(index * limits.rows, (index + 1) * limits.rows),
          part: { index: index + 1, count },
        });
      }
    }
    for (const child of children) if (child.children.length > 0) plan(child, true);
  };

  plan(root, false);
  return { pages, continuation };
}
