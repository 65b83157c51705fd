import type { TreeDiff } from '@caseboard/contracts';

/**
 * Tree diff: what changed between two versions of an issue or hypothesis tree. Nodes are matched by id; a
 * node whose id changed (re-created, pasted, regenerated) is matched by its label as a fallback, so a rename
 * of ids does not read as "everything removed, everything added".
 */

/** The part of a node the diff reads; issue and hypothesis nodes both fit. */
export interface DiffableNode {
  id: string;
  label: string;
  notes?: string | undefined;
  kind?: string | undefined;
  dimension?: string | undefined;
  status?: string | undefined;
  priority?: unknown;
  evidence?: unknown;
  children: readonly DiffableNode[];
}

export type DiffField = TreeDiff['changed'][number]['changes'][number]['field'];

const COMPARED_FIELDS: readonly DiffField[] = ['label', 'status', 'notes', 'kind', 'dimension', 'priority', 'evidence'];

interface Placed {
  node: DiffableNode;
  parentId: string | null;
  index: number;
  parent: Placed | null;
  /** The labels from the root down to the node, built when an entry of the diff needs it. */
  path?: string[];
}

function place(root: DiffableNode): { byId: Map<string, Placed>; order: Placed[] } {
  const byId = new Map<string, Placed>();
  const order: Placed[] = [];
  const stack: Placed[] = [{ node: root, parentId: null, index: 0, parent: null }];
  while (stack.length > 0) {
    const placed = stack.pop()!;
    // Duplicate ids are invalid input; the first occurrence wins so the diff stays well defined.
    if (byId.has(placed.node.id)) continue;
    byId.set(placed.node.id, placed);
    order.push(placed);
    const { children } = placed.node;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ node: children[i]!, parentId: placed.node.id, index: i, parent: placed });
    }
  }
  return { byId, order };
}

/** The labels from the root to a placed node (each entry gets a copy of its own). */
function pathOf(placed: Placed): string[] {
  // Up to the nearest ancestor whose path is known (no recursion: trees may be deep), then down.
  const chain: Placed[] = [];
  let known: Placed | null = placed;
  while (known && !known.path) {
    chain.push(known);
    known = known.parent;
  }
  let path = known?.path ?? [];
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    path = [...path, chain[i]!.node.label];
    chain[i]!.path = path;
  }
  return [...placed.path!];
}

/**
 * The same value for the diff, by stable JSON (object keys in any order, absent and undefined alike),
 * with the common cases (equal, both absent, two strings) decided directly.
 */
function sameField(a: unknown, b: unknown): boolean {
  if (a === b || (a == null && b == null)) return true;
  if (typeof a === 'string' && typeof b === 'string') return false;
  return sameCanonical(a, b);
}

const isEnumerable = Object.prototype.propertyIsEnumerable;

/** Equal stable JSON texts, without building them: the values walked side by side. */
function sameCanonical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) {
    return (a === undefined || a === null) && (b === undefined || b === null);
  }
  const arrayA = Array.isArray(a);
  const arrayB = Array.isArray(b);
  // "[...]" never equals "{...}" nor the JSON of a primitive.
  if (arrayA || arrayB) {
    if (!arrayA || !arrayB || a.length !== (b as unknown[]).length) return false;
    return a.every((item, i) => sameCanonical(item, (b as unknown[])[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    // The same own enumerable keys holding something other than undefined, each with the same value;
    // compared in place, as every saved node's evidence and priority are (no entries, no maps).
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    let count = 0;
    for (const key of Object.keys(left)) {
      const value = left[key];
      if (value === undefined) continue;
      count += 1;
      if (!isEnumerable.call(right, key) || right[key] === undefined || !sameCanonical(value, right[key])) return false;
    }
    for (const key of Object.keys(right)) if (right[key] !== undefined) count -= 1;
    return count === 0;
  }
  // "{...}" never equals the JSON of a primitive.
  if (typeof a === 'object' || typeof b === 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function normalizedLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** Indices (into `values`) of one longest strictly increasing subsequence: the siblings that kept their order. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i += 1) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < values[i]!) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const kept = new Set<number>();
  let k = tails.length > 0 ? tails[tails.length - 1]! : -1;
  while (k >= 0) {
    kept.add(k);
    k = previous[k]!;
  }
  return kept;
}

/** Diffs two trees (or two roots): added, removed, changed and moved nodes, with a short summary. */
export function diffTrees(
  beforeInput: { root: DiffableNode } | DiffableNode,
  afterInput: { root: DiffableNode } | DiffableNode,
): TreeDiff {
  const before = place('root' in beforeInput ? beforeInput.root : beforeInput);
  const after = place('root' in afterInput ? afterInput.root : afterInput);

  // Match by id, then by label among the nodes left over.
  const afterOf = new Map<string, string>();
  const beforeOf = new Map<string, string>();
  for (const { node } of after.order) {
    if (before.byId.has(node.id)) {
      afterOf.set(node.id, node.id);
      beforeOf.set(node.id, node.id);
    }
  }
  const unmatchedByLabel = new Map<string, Placed[]>();
  for (const placed of before.order) {
    if (afterOf.has(placed.node.id)) continue;
    const key = normalizedLabel(placed.node.label);
    if (!key) continue;
    const list = unmatchedByLabel.get(key);
    if (list) list.push(placed);
    else unmatchedByLabel.set(key, [placed]);
  }
  for (const placed of after.order) {
    if (beforeOf.has(placed.node.id)) continue;
    const candidates = unmatchedByLabel.get(normalizedLabel(placed.node.label));
    if (!candidates || candidates.length === 0) continue;
    const sameParent = candidates.findIndex(
      (c) => (c.parentId === null ? null : afterOf.get(c.parentId)) === placed.parentId,
    );
    const [match] = candidates.splice(sameParent >= 0 ? sameParent : 0, 1);
    afterOf.set(match!.node.id, placed.node.id);
    beforeOf.set(placed.node.id, match!.node.id);
  }

  const diff: TreeDiff = {
    added: [],
    removed: [],
    changed: [],
    moved: [],
    summary: { added: 0, removed: 0, changed: 0, moved: 0, text: '' },
  };

  for (const placed of after.order) {
    const beforeId = beforeOf.get(placed.node.id);
    if (beforeId === undefined) {
      diff.added.push({
        id: placed.node.id,
        parentId: placed.parentId,
        label: placed.node.label,
        path: pathOf(placed),
      });
      continue;
    }
    const old = before.byId.get(beforeId)!;
    const changes: TreeDiff['changed'][number]['changes'] = [];
    for (const field of COMPARED_FIELDS) {
      const a = old.node[field];
      const b = placed.node[field];
      if (!sameField(a, b)) changes.push({ field, before: a ?? null, after: b ?? null });
    }
    if (changes.length > 0) {
      diff.changed.push({
        id: placed.node.id,
        path: pathOf(placed),
        changes,
        ...(beforeId !== placed.node.id && { beforeId }),
      });
    }
  }

  for (const placed of before.order) {
    if (!afterOf.has(placed.node.id)) {
      diff.removed.push({
        id: placed.node.id,
        parentId: placed.parentId,
        label: placed.node.label,
        path: pathOf(placed),
      });
    }
  }

  // Moves: a new parent, or a new place among the same siblings. Among siblings that kept their parent,
  // the longest run that kept its relative order stays put; only the others moved.
  const movedIds = new Set<string>();
  for (const parent of after.order) {
    const stayed: Array<{ placed: Placed; from: number }> = [];
    for (const child of parent.node.children) {
      const placed = after.byId.get(child.id);
      const beforeId = beforeOf.get(child.id);
      if (!placed || placed.parentId !== parent.node.id || beforeId === undefined) continue;
      const old = before.byId.get(beforeId)!;
      const oldParentNow = old.parentId === null ? null : (afterOf.get(old.parentId) ?? `removed:${old.parentId}`);
      if (oldParentNow !== parent.node.id) movedIds.add(child.id);
      else stayed.push({ placed, from: old.index });
    }
    const kept = longestIncreasing(stayed.map((s) => s.from));
    stayed.forEach((s, i) => {
      if (!kept.has(i)) movedIds.add(s.placed.node.id);
    });
  }
  for (const placed of after.order) {
    if (!movedIds.has(placed.node.id)) continue;
    const beforeId = beforeOf.get(placed.node.id)!;
    const old = before.byId.get(beforeId)!;
    diff.moved.push({
      id: placed.node.id,
      label: placed.node.label,
      path: pathOf(placed),
      fromParentId: old.parentId,
      toParentId: placed.parentId,
      fromIndex: old.index,
      toIndex: placed.index,
      ...(beforeId !== placed.node.id && { beforeId }),
    });
  }

  const counts = {
    added: diff.added.length,
    removed: diff.removed.length,
    changed: diff.changed.length,
    moved: diff.moved.length,
  };
  const parts = (Object.keys(counts) as Array<keyof typeof counts>)
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${key}`);
  diff.summary = { ...counts, text: parts.length > 0 ? parts.join(', ') : 'no changes' };
  return diff;
}
