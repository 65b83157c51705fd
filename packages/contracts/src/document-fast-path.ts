import {
  MAX_CHILDREN,
  MAX_LABEL_LENGTH,
  MAX_LIST_ITEMS,
  MAX_NOTES_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TREE_DEPTH,
  MAX_TREE_NODES,
} from './artefacts/limits.js';
import {
  EvidenceDirectionSchema,
  HypothesisStatusSchema,
  MAX_DIMENSION_LENGTH,
  MAX_EVIDENCE_SOURCE_LENGTH,
  MAX_NODE_ID_LENGTH,
  NODE_ID_PATTERN,
  NodeKindSchema,
  type Evidence,
  type HypothesisNode,
  type TreeNode,
} from './artefacts/tree.js';
import { ProjectDocumentSchema, type ProjectDocument } from './document.js';

/*
 * The save's fast path for a 1.1 document (docs/decisions/035-cheap-saves.md). The zod schema of a
 * 300-node tree costs a save more than a millisecond; nearly all of that is the trees, whose shape is
 * small and fixed. `parseProjectDocumentFast` checks the trees by hand and everything else with the
 * schema itself, and it only ever *accepts*: when anything is not plainly valid it answers null and the
 * caller runs `ProjectDocumentSchema`, so every refusal, and every issue a refusal names, is the
 * schema's own. What it accepts it returns exactly as the schema would (the same fields in the same
 * order, defaults filled, unknown fields dropped); document-fast-path.test.ts holds it to the schema
 * on generated documents, valid and invalid.
 */

const NODE_KINDS: ReadonlySet<unknown> = new Set(NodeKindSchema.options);
const STATUSES: ReadonlySet<unknown> = new Set(HypothesisStatusSchema.options);
const DIRECTIONS: ReadonlySet<unknown> = new Set(EvidenceDirectionSchema.options);

/** Gave up: not plainly valid, let the schema decide (and name the issues). */
class NotPlain extends Error {}
const NOT_PLAIN = new NotPlain();

type Plain = Record<string, unknown>;

function object(value: unknown): Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw NOT_PLAIN;
  return value as Plain;
}

function array(value: unknown, max: number): unknown[] {
  if (!Array.isArray(value) || value.length > max) throw NOT_PLAIN;
  return value;
}

function text(value: unknown, max: number, min = 0): string {
  if (typeof value !== 'string' || value.length > max || value.length < min) throw NOT_PLAIN;
  return value;
}

function nodeId(value: unknown): string {
  const id = text(value, MAX_NODE_ID_LENGTH, 1);
  if (!NODE_ID_PATTERN.test(id)) throw NOT_PLAIN;
  return id;
}

function member(value: unknown, allowed: ReadonlySet<unknown>): string {
  if (!allowed.has(value)) throw NOT_PLAIN;
  return value as string;
}

/** Whether `key` is there; a key holding `undefined` (never in parsed JSON) is left to the schema. */
function has(input: Plain, key: string): boolean {
  if (!(key in input)) return false;
  if (input[key] === undefined) throw NOT_PLAIN;
  return true;
}

function evidence(value: unknown): Evidence {
  const input = object(value);
  const out: Plain = {
    id: nodeId(input.id),
    text: text(input.text, MAX_TEXT_LENGTH, 1),
    direction: member(input.direction, DIRECTIONS),
  };
  if (has(input, 'source')) out.source = text(input.source, MAX_EVIDENCE_SOURCE_LENGTH);
  if (has(input, 'analysisId')) out.analysisId = nodeId(input.analysisId);
  return out as unknown as Evidence;
}

function score(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) throw NOT_PLAIN;
  return value;
}

/** The fields every node has, in the schema's order (`nodeFields` in artefacts/tree.ts). */
function nodeFields(input: Plain, out: Plain): void {
  out.id = nodeId(input.id);
  out.label = text(input.label, MAX_LABEL_LENGTH);
  if (has(input, 'notes')) out.notes = text(input.notes, MAX_NOTES_LENGTH);
  if (has(input, 'kind')) out.kind = member(input.kind, NODE_KINDS);
  if (has(input, 'dimension')) out.dimension = text(input.dimension, MAX_DIMENSION_LENGTH);
  if (has(input, 'generated')) {
    if (typeof input.generated !== 'boolean') throw NOT_PLAIN;
    out.generated = input.generated;
  }
}

interface TreeWalk {
  ids: Set<string>;
}

function treeNode(value: unknown, depth: number, walk: TreeWalk): TreeNode {
  if (depth > MAX_TREE_DEPTH) throw NOT_PLAIN;
  const input = object(value);
  const out: Plain = {};
  nodeFields(input, out);
  const children = array(input.children, MAX_CHILDREN);
  remember(walk, out.id as string);
  out.children = children.map((child) => treeNode(child, depth + 1, walk));
  return out as unknown as TreeNode;
}

function hypothesisNode(value: unknown, depth: number, walk: TreeWalk): HypothesisNode {
  if (depth > MAX_TREE_DEPTH) throw NOT_PLAIN;
  const input = object(value);
  const out: Plain = {};
  nodeFields(input, out);
  out.status = has(input, 'status') ? member(input.status, STATUSES) : 'untested';
  out.evidence = has(input, 'evidence') ? array(input.evidence, MAX_LIST_ITEMS).map(evidence) : [];
  if (has(input, 'priority')) {
    const priority = object(input.priority);
    out.priority = { impact: score(priority.impact), ease: score(priority.ease) };
  }
  const children = array(input.children, MAX_CHILDREN);
  remember(walk, out.id as string);
  out.children = children.map((child) => hypothesisNode(child, depth + 1, walk));
  return out as unknown as HypothesisNode;
}

/** The tree's own rule (`treeOf` in artefacts/tree.ts): ids unique, at most MAX_TREE_NODES nodes. */
function remember(walk: TreeWalk, id: string): void {
  if (walk.ids.has(id) || walk.ids.size >= MAX_TREE_NODES) throw NOT_PLAIN;
  walk.ids.add(id);
}

function tree<N>(value: unknown, node: (value: unknown, depth: number, walk: TreeWalk) => N): { root: N } | null {
  if (value === null) return null;
  const input = object(value);
  return { root: node(input.root, 0, { ids: new Set() }) };
}

/**
 * `ProjectDocumentSchema`'s result for `value`, or null when the schema must decide (a refusal, or
 * anything this path does not take on). Never a different answer from the schema's.
 */
export function parseProjectDocumentFast(value: unknown): ProjectDocument | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const input = value as Plain;
  try {
    // The trees are checked here; the rest goes through the schema with the trees set aside as null
    // (which they may be), so its result has every field in its place for the trees to fill. Nothing in
    // the document's schema relates a tree to another field.
    const issueTree = has(input, 'issueTree') ? tree(input.issueTree, treeNode) : null;
    const hypothesisTree = has(input, 'hypothesisTree') ? tree(input.hypothesisTree, hypothesisNode) : null;
    const rest = ProjectDocumentSchema.safeParse({ ...input, issueTree: null, hypothesisTree: null });
    if (!rest.success) return null;
    const document = rest.data;
    document.issueTree = issueTree;
    document.hypothesisTree = hypothesisTree as ProjectDocument['hypothesisTree'];
    return document;
  } catch (error) {
    if (error instanceof NotPlain) return null;
    throw error;
  }
}
