import {
  MAX_CHILDREN,
  MAX_TREE_NODES,
  type HypothesisNode,
  type ProjectDocument,
  type TreeNode,
} from '@caseboard/contracts';
import type { Tree } from './tree-ops.js';

type AnyNode = TreeNode | HypothesisNode;

/** What a save holds: the snapshot's problem statement and its document. */
export interface MergeableVersion {
  problemStatement: string;
  document: ProjectDocument;
}

export interface MergeResult extends MergeableVersion {
  /**
   * Places both sides changed differently since the common version; mine was kept there (theirs stays
   * in the server's history). Paths such as `problemStatement`, `brief.keyQuestion`,
   * `issueTree.n12.label` or `workplan.w3.status`.
   */
  overlaps: string[];
}

/**
 * A three-way merge of two versions that grew apart from one common version: what either side
 * changed is kept, and where both changed the same thing differently, mine wins and the place is
 * reported. Trees merge node by node (text, notes, status, evidence, parent and position each on
 * their own), lists of things with ids (work-plan rows, analyses, key lines, evidence) item by item.
 * A node one side deleted survives when the other side changed it or added beneath it. The result
 * is always a well-formed document: unique node ids, no cycles, within the tree limits.
 */
export function mergeVersions(base: MergeableVersion, mine: MergeableVersion, theirs: MergeableVersion): MergeResult {
  const overlaps: string[] = [];
  const problemStatement = mergeValue(
    base.problemStatement,
    mine.problemStatement,
    theirs.problemStatement,
    'problemStatement',
    overlaps,
  ) as string;
  const { issueTree: bi, hypothesisTree: bh, ...baseRest } = base.document;
  const { issueTree: mi, hypothesisTree: mh, ...mineRest } = mine.document;
  const { issueTree: ti, hypothesisTree: th, ...theirsRest } = theirs.document;
  const rest = mergeRecord(baseRest, mineRest, theirsRest, '', overlaps);
  const document = {
    ...rest,
    issueTree: mergeTree(bi, mi, ti, 'issueTree', overlaps),
    hypothesisTree: mergeTree(bh, mh, th, 'hypothesisTree', overlaps),
  } as ProjectDocument;
  return { problemStatement, document, overlaps };
}

type Json = unknown;
type JsonRecord = Record<string, Json>;

const isRecord = (value: Json): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON-like values (key order does not matter; undefined keys count as absent). */
export function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function mergeValue(base: Json, mine: Json, theirs: Json, path: string, overlaps: string[]): Json {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) return mergeRecord(base, mine, theirs, path, overlaps);
  if (isIdList(base) && isIdList(mine) && isIdList(theirs)) return mergeIdList(base, mine, theirs, path, overlaps);
  overlaps.push(path);
  return mine;
}

function mergeRecord(base: JsonRecord, mine: JsonRecord, theirs: JsonRecord, path: string, overlaps: string[]) {
  const out: JsonRecord = {};
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])];
  for (const key of keys) {
    const value = mergeValue(base[key], mine[key], theirs[key], join(path, key), overlaps);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

type IdItem = JsonRecord & { id: string };

/** A list whose items are records with unique string ids: merged item by item. */
function isIdList(value: Json): value is IdItem[] {
  if (!Array.isArray(value)) return false;
  const ids = new Set<string>();
  for (const item of value) {
    if (!isRecord(item) || typeof item.id !== 'string' || ids.has(item.id)) return false;
    ids.add(item.id);
  }
  return true;
}

function mergeIdList(base: IdItem[], mine: IdItem[], theirs: IdItem[], path: string, overlaps: string[]): IdItem[] {
  const b = new Map(base.map((item) => [item.id, item]));
  const m = new Map(mine.map((item) => [item.id, item]));
  const t = new Map(theirs.map((item) => [item.id, item]));
  const merged = new Map<string, IdItem>();
  for (const id of new Set([...m.keys(), ...t.keys()])) {
    const inBase = b.get(id);
    const ours = m.get(id);
    const other = t.get(id);
    const at = join(path, id);
    if (ours && other) merged.set(id, mergeValue(inBase, ours, other, at, overlaps) as IdItem);
    else {
      const kept = (ours ?? other)!;
      // Present on one side only: new there, or deleted by the other side. A deletion wins over an
      // unchanged item; an item the other side changed survives (its edit is work worth keeping).
      if (!inBase) merged.set(id, kept);
      else if (!sameValue(inBase, kept)) {
        overlaps.push(at);
        merged.set(id, kept);
      }
    }
  }
  const order = mergeOrder(
    base.map((item) => item.id),
    mine.map((item) => item.id),
    theirs.map((item) => item.id),
  );
  return order.filter((id) => merged.has(id)).map((id) => merged.get(id)!);
}

/**
 * The order of a merged list of ids: the side that reordered (relative to the common version) leads,
 * mine when both did; items only the other side has go right after their predecessor there.
 */
function mergeOrder(base: string[], mine: string[], theirs: string[]): string[] {
  const reordered = (side: string[]) => {
    const common = new Set(base.filter((id) => side.includes(id)));
    return !sameValue(
      base.filter((id) => common.has(id)),
      side.filter((id) => common.has(id)),
    );
  };
  const [spine, other] = !reordered(mine) && reordered(theirs) ? [theirs, mine] : [mine, theirs];
  const out = [...spine];
  const placed = new Set(out);
  const inOther = new Set(other);
  let previous: string | null = null;
  for (const id of other) {
    if (!placed.has(id)) {
      // After their predecessor, and after what the leading side added right there.
      let at = previous === null ? 0 : out.indexOf(previous) + 1;
      while (at < out.length && !inOther.has(out[at]!)) at += 1;
      out.splice(at, 0, id);
      placed.add(id);
    }
    previous = id;
  }
  return out;
}

interface Flat {
  fields: JsonRecord;
  parent: string | null;
  children: string[];
}

function flatten(root: AnyNode): Map<string, Flat> {
  const out = new Map<string, Flat>();
  const stack: Array<[AnyNode, string | null]> = [[root, null]];
  while (stack.length > 0) {
    const [node, parent] = stack.pop()!;
    const { children, ...fields } = node;
    out.set(node.id, { fields: fields as JsonRecord, parent, children: children.map((child) => child.id) });
    for (const child of children as AnyNode[]) stack.push([child, node.id]);
  }
  return out;
}

function mergeTree<N extends AnyNode>(
  base: Tree<N> | null,
  mine: Tree<N> | null,
  theirs: Tree<N> | null,
  path: string,
  overlaps: string[],
): Tree<N> | null {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  // A tree created, deleted or replaced wholesale (a new root) on both sides cannot merge node by node.
  if (!base || !mine || !theirs || base.root.id !== mine.root.id || base.root.id !== theirs.root.id) {
    overlaps.push(path);
    return mine;
  }
  const b = flatten(base.root);
  const m = flatten(mine.root);
  const t = flatten(theirs.root);
  const rootId = base.root.id;
  const localOverlaps: string[] = [];

  // Which nodes stay: those both sides have, those one side added, and those one side deleted that
  // the other side changed. A deleted node also stays when something that stays hangs beneath it.
  const kept = new Set<string>();
  const deletedByOne = new Set<string>();
  for (const id of new Set([...m.keys(), ...t.keys()])) {
    const ours = m.get(id);
    const other = t.get(id);
    const inBase = b.get(id);
    if ((ours && other) || !inBase) kept.add(id);
    else {
      const side = (ours ?? other)!;
      if (!sameValue(inBase.fields, side.fields) || !sameValue(inBase.children, side.children)) {
        kept.add(id);
        localOverlaps.push(join(path, id));
      } else deletedByOne.add(id);
    }
  }
  for (const id of [...kept]) {
    for (const side of [m, t]) {
      let parent = side.get(id)?.parent ?? null;
      while (parent !== null && !kept.has(parent)) {
        if (deletedByOne.has(parent)) {
          kept.add(parent);
          localOverlaps.push(join(path, parent));
        }
        parent = side.get(parent)?.parent ?? null;
      }
    }
  }

  const fields = new Map<string, JsonRecord>();
  for (const id of kept) {
    const ours = m.get(id)?.fields;
    const other = t.get(id)?.fields;
    fields.set(
      id,
      ours && other
        ? (mergeValue(b.get(id)?.fields, ours, other, join(path, id), localOverlaps) as JsonRecord)
        : (ours ?? other)!,
    );
  }

  // Each node's parent: the side that moved it decides (mine if both did); a parent that is gone
  // gives way to the other side's choice, the common version's, or the nearest ancestor that stays.
  const parentOf = new Map<string, string>();
  const fromMine = new Set<string>();
  const nearestKept = (side: Map<string, Flat>, id: string): string | null => {
    let parent = side.get(id)?.parent ?? null;
    while (parent !== null && !kept.has(parent)) parent = side.get(parent)?.parent ?? null;
    return parent;
  };
  for (const id of kept) {
    if (id === rootId) continue;
    const pm = m.get(id)?.parent ?? null;
    const pt = t.get(id)?.parent ?? null;
    const pb = b.get(id)?.parent ?? null;
    let chosen: string | null;
    let mineChosen: boolean;
    if (pm !== null && pt !== null) {
      if (pm === pt || pt === pb) [chosen, mineChosen] = [pm, true];
      else if (pm === pb) [chosen, mineChosen] = [pt, false];
      else {
        localOverlaps.push(join(path, `${id}.parent`));
        [chosen, mineChosen] = [pm, true];
      }
    } else [chosen, mineChosen] = pm !== null ? [pm, true] : [pt, false];
    if (chosen === null || !kept.has(chosen)) {
      const fallback = [pm, pt, pb].find((candidate) => candidate !== null && kept.has(candidate));
      chosen = fallback ?? nearestKept(m.has(id) ? m : t, id) ?? rootId;
      mineChosen = chosen === pm;
    }
    parentOf.set(id, chosen);
    if (mineChosen) fromMine.add(id);
  }
  // Two moves can close a cycle (mine put A under B, theirs B under A). Mine alone is a tree, so
  // taking mine's parent for the nodes on a cycle (or the root when mine's is gone) breaks it.
  const findCycle = (): string | null => {
    for (const start of parentOf.keys()) {
      const seen = new Set<string>();
      let current: string | undefined = start;
      while (current !== undefined && current !== rootId && !seen.has(current)) {
        seen.add(current);
        current = parentOf.get(current);
      }
      if (current !== undefined && current !== rootId) return current;
    }
    return null;
  };
  for (let onCycle = findCycle(); onCycle !== null; onCycle = findCycle()) {
    let node = onCycle;
    for (let steps = 0; fromMine.has(node) && steps <= parentOf.size; steps += 1) node = parentOf.get(node)!;
    const pm = m.get(node)?.parent ?? null;
    parentOf.set(node, !fromMine.has(node) && pm !== null && kept.has(pm) ? pm : rootId);
    fromMine.add(node);
    localOverlaps.push(join(path, `${node}.parent`));
  }

  const childrenOf = new Map<string, string[]>();
  for (const [id, parent] of parentOf) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), id]);
  const build = (id: string): N => {
    const assigned = new Set(childrenOf.get(id) ?? []);
    const order = mergeOrder(b.get(id)?.children ?? [], m.get(id)?.children ?? [], t.get(id)?.children ?? []);
    const ordered = [
      ...order.filter((child) => assigned.has(child)),
      ...[...assigned].filter((c) => !order.includes(c)),
    ];
    return { ...fields.get(id)!, children: ordered.map(build) } as unknown as N;
  };
  const merged = { root: build(rootId) } as Tree<N>;

  const tooBig = kept.size > MAX_TREE_NODES || [...childrenOf.values()].some((list) => list.length > MAX_CHILDREN);
  if (tooBig) {
    overlaps.push(path);
    return mine;
  }
  overlaps.push(...localOverlaps);
  return merged;
}
