import { MAX_TREE_NODES, type HypothesisNode, type TreeNode } from '@caseboard/contracts';
import type { z } from 'zod';
import { EngineError } from '../errors.js';
import { pathTo } from './context.js';
import { askJson, finishedItems, giveUp, MAX_ATTEMPTS, repairTurns, type Answer, type Session } from './parts.js';
import type { PartialJson } from './partial-json.js';
import { closestByWords } from './refs.js';
import { childId, isRecord, listOf, readChildren, readRawNode, type RawNode } from './rekey.js';

/**
 * A tree in parts: the root and its first level in one call, then each first-level branch in its own
 * call (two levels deep for an issue tree), streamed to the caller branch by branch. Every call fits a
 * small output cap; a branch cut off at the cap keeps the sub-nodes it finished and the rest is asked for
 * ("Branch i.2 already has ...; write only the missing ones"). A node the model left empty is asked for
 * again; a tree whose top or most of whose branches stay empty fails with a code instead of passing as
 * a tree with nothing in it. Focus regeneration is one branch call under the focus node.
 */
type Node = TreeNode | HypothesisNode;

export interface TreeAsk {
  prompt: string;
  schema: z.ZodType;
}

export interface TreeShape<N extends Node> {
  type: 'tree';
  system: string;
  /** Levels below the root a new tree reaches. */
  depth: number;
  /** The root's id: "i" or "h"; every other id is a path below it. */
  rootId: string;
  /** The part that asks for the root and its first level. */
  top(): TreeAsk;
  /**
   * The part that asks for the children of `node`, `levels` deep. `have` are children it already has
   * (ask only for the missing ones); `replacing` are the children a regeneration replaces.
   */
  branch(tree: N, node: N, levels: number, have: readonly N[], replacing: readonly N[]): TreeAsk;
  /** A contract node (without children) from what the model wrote. */
  toNode(raw: RawNode, id: string, isRoot: boolean): N;
  /** Regenerate only the subtree under this node of the team's tree. */
  focus?: { tree: N; id: string } | undefined;
}

const MAX_BRANCH_ROUNDS = 8;

export async function runTree<N extends Node>(session: Session, typed: TreeShape<N>): Promise<{ root: N }> {
  // Issue and hypothesis nodes differ only in fields the shape fills; the walk below treats them alike.
  const shape = typed as unknown as TreeShape<Node>;
  const builder = new TreeBuilder(session, shape);
  if (shape.focus) return { root: (await builder.regenerate(shape.focus.tree, shape.focus.id)) as N };
  const root = await builder.writeTop();
  const branches = [...root.children];
  let filled = 0;
  for (const branch of branches) {
    if (await builder.fill(root, branch, shape.depth - 1, [])) filled += 1;
    session.emit({ root });
  }
  if (shape.depth >= 2 && filled * 2 < branches.length) {
    throw giveUp('sub-nodes for most branches of the tree', {
      empty: branches.filter((b) => b.children.length === 0).map((b) => b.id),
    });
  }
  return { root: root as N };
}

type N = Node;

class TreeBuilder {
  private nodes = 0;

  constructor(
    private readonly session: Session,
    private readonly shape: TreeShape<Node>,
  ) {}

  async regenerate(tree: N, focusId: string): Promise<N> {
    const root = structuredClone(tree);
    const trail = pathTo(root, focusId);
    const focus = trail.at(-1);
    if (!focus) throw new EngineError('invalid_request', `focusNodeId "${focusId}" is not in the tree`);
    const replacing = focus.children;
    focus.children = [];
    this.nodes = countNodes(root);
    const levels = Math.max(1, this.shape.depth - (trail.length - 1));
    if (!(await this.fill(root, focus, levels, replacing))) {
      throw giveUp(`sub-nodes under ${focusId}`, { focusNodeId: focusId });
    }
    return root;
  }

  async writeTop(): Promise<N> {
    let root: N | undefined;
    let history: Answer | undefined;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const ask = this.shape.top();
      const answer = await askJson(
        this.session,
        {
          part: 'top',
          system: this.shape.system,
          ...ask,
          ...(history ? { history: repairTurns(history, 'Write the root and its first-level branches.') } : {}),
        },
        (partial) => {
          const preview = this.topFrom(partial, root);
          if (preview) this.session.emit({ root: preview });
        },
      );
      const read = this.topFrom(answer, root);
      if (read) root = read;
      if (root && root.children.length >= 2) {
        this.nodes = countNodes(root);
        // Cut off while listing the first level: ask for the branches it did not reach.
        if (answer.cut) await this.more(root, root, 1);
        this.session.emit({ root });
        return root;
      }
      history = answer.empty || answer.malformed || !read ? answer : undefined;
    }
    throw giveUp('the top of the tree (a root with at least two branches)');
  }

  /** The root and first level in an answer (whole or partial); the root label seen first is kept. */
  private topFrom(answer: PartialJson, earlier: N | undefined): N | undefined {
    const value = answer.value;
    const rawRoot = readRawNode(isRecord(value) && value['root'] !== undefined ? value['root'] : value);
    if (!rawRoot) return earlier;
    const root = earlier ? { ...earlier } : this.shape.toNode(rawRoot, this.shape.rootId, true);
    const children = readChildren(finishedItems(rawRoot.children, answer), this.session.notes, this.shape.rootId);
    root.children = children.map((child, i) => this.build(child, childId(root.id, i), this.shape.depth - 1, answer));
    return root;
  }

  /** A finished raw node and its finished descendants, `levels` deep, named by path. */
  private build(raw: RawNode, id: string, levels: number, answer: PartialJson): N {
    const node = this.shape.toNode(raw, id, false);
    if (levels > 0) {
      const kids = readChildren(finishedItems(raw.children, answer), this.session.notes, id);
      node.children = kids.map((kid, i) => this.build(kid, childId(id, i), levels - 1, answer)) as never;
    }
    return node;
  }

  /**
   * Gives `node` its children, `levels` deep: asks for the branch, keeps what each answer finished, asks for
   * what is missing, then fills children the answers left without their own. False when it stays empty.
   */
  async fill(root: N, node: N, levels: number, replacing: readonly N[]): Promise<boolean> {
    if (levels <= 0) return true;
    if (node.children.length < 2) {
      let askLevels = levels;
      let failures = 0;
      let history: Answer | undefined;
      for (let round = 0; round < MAX_BRANCH_ROUNDS && failures < MAX_ATTEMPTS; round += 1) {
        const have = node.children as N[];
        const ask = this.shape.branch(root, node, askLevels, have, replacing);
        const answer = await askJson(
          this.session,
          {
            part: 'branch',
            system: this.shape.system,
            ...ask,
            ...(history ? { history: repairTurns(history, `Write the sub-nodes under ${node.id}.`) } : {}),
          },
          (partial) => this.preview(root, node, have, partial, askLevels),
        );
        const added = this.absorb(node, answer, askLevels);
        this.session.emit({ root });
        if (added === 0) failures += 1;
        const asked = have.length > 0;
        if (answer.cut) {
          // Not even one sub-node fitted under the cap: ask one level at a time, deeper levels later.
          if (added === 0) askLevels = 1;
          history = undefined;
          continue;
        }
        if (node.children.length >= 2 || (asked && added === 0 && !answer.malformed)) break;
        history = answer.empty || answer.malformed || added === 0 ? answer : undefined;
      }
    }
    if (node.children.length === 0) {
      this.session.notes.push(`${node.id} stayed without sub-nodes`);
      return false;
    }
    for (const child of node.children as N[]) {
      if (child.children.length === 0 && levels > 1) await this.fill(root, child, levels - 1, []);
    }
    return true;
  }

  /** Asks once more for first-level branches after a cut-off top. */
  private async more(root: N, node: N, levels: number): Promise<void> {
    const ask = this.shape.branch(root, node, levels, node.children as N[], []);
    const answer = await askJson(this.session, { part: 'branch', system: this.shape.system, ...ask });
    this.absorb(node, answer, levels);
  }

  /** Adds the finished children of an answer to `node`; returns how many were new. */
  private absorb(node: N, answer: PartialJson, levels: number): number {
    const raws = readChildren(finishedItems(branchChildren(answer.value, node), answer), this.session.notes, node.id);
    const known = new Set(node.children.map((c) => labelKey(c.label)));
    let added = 0;
    for (const raw of raws) {
      if (known.has(labelKey(raw.label))) continue;
      if (this.nodes >= MAX_TREE_NODES) {
        this.session.notes.push(`stopped at ${MAX_TREE_NODES} nodes`);
        break;
      }
      const child = this.build(raw, childId(node.id, node.children.length), levels - 1, answer);
      this.nodes += countNodes(child);
      (node.children as N[]).push(child);
      known.add(labelKey(raw.label));
      added += 1;
    }
    return added;
  }

  private preview(root: N, node: N, have: readonly N[], partial: PartialJson, levels: number): void {
    const raws = readChildren(finishedItems(branchChildren(partial.value, node), partial), [], node.id);
    if (raws.length === 0) return;
    const saved = node.children;
    node.children = [
      ...have,
      ...raws.map((raw, i) => this.build(raw, childId(node.id, have.length + i), levels - 1, partial)),
    ] as never;
    this.session.emit({ root });
    node.children = saved;
  }
}

/**
 * Where the children are in a branch answer: `{children: [...]}`, a bare list, the node itself, or (a model
 * that wrote the whole tree again) under the node with the same id or label inside `{root}`.
 */
export function branchChildren(value: unknown, node: { id: string; label: string }): unknown[] {
  const direct = listOf(value, [
    'children',
    'subIssues',
    'sub_issues',
    'subHypotheses',
    'sub_hypotheses',
    'nodes',
    'items',
    'branches',
  ]);
  if (direct) return direct;
  if (!isRecord(value) || !isRecord(value['root'])) return [];
  const raws: Array<{ id?: string | undefined; label: string; value: Record<string, unknown> }> = [];
  const walk = (raw: unknown) => {
    if (!isRecord(raw)) return;
    const read = readRawNode(raw);
    if (read) raws.push({ id: read.id, label: read.label, value: raw });
    read?.children.forEach(walk);
  };
  walk(value['root']);
  const match =
    raws.find((r) => r.id === node.id) ??
    raws.find((r) => labelKey(r.label) === labelKey(node.label)) ??
    raws.find(
      (r) =>
        r.label ===
        closestByWords(
          node.label,
          raws.map((x) => ({ id: x.label, label: x.label })),
        ),
    );
  return match ? (readRawNode(match.value)?.children ?? []) : [];
}

function labelKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function countNodes(node: { children: unknown[] }): number {
  let count = 1;
  for (const child of node.children as Array<{ children: unknown[] }>) count += countNodes(child);
  return count;
}
