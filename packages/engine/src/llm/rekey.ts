import { MAX_CHILDREN, MAX_LABEL_LENGTH, MAX_NOTES_LENGTH, NodeKindSchema, type TreeNode } from '@caseboard/contracts';
import { contentStems, tokenize } from '@caseboard/domain';

/**
 * The engine, not the model, names things. Tree nodes get path ids ("i", "i.2", "i.2.1"; "h..." for
 * hypotheses), rows "a.1", "a.2"..., key lines "k1", slides "s1". Whatever the model called a node is
 * kept only as an alias, so a reference to it can still be resolved. An id with a space, a repeated id
 * or no id at all can therefore never fail a generation.
 */

/** A node as a model writes it, before the engine names it: labels under any of the usual keys. */
export interface RawNode {
  label: string;
  /** What the model called it, if anything. */
  id?: string | undefined;
  kind?: TreeNode['kind'];
  dimension?: string | undefined;
  notes?: string | undefined;
  priority?: { impact: number; ease: number } | undefined;
  /** The model's children, unread. */
  children: unknown[];
  /** The issue node a hypothesis answers, when the model names it. */
  issueId?: string | undefined;
}

const LABEL_KEYS = ['label', 'question', 'hypothesis', 'claim', 'text', 'title', 'name', 'issue', 'statement'];
const CHILD_KEYS = [
  'children',
  'subIssues',
  'sub_issues',
  'subQuestions',
  'sub_questions',
  'subHypotheses',
  'sub_hypotheses',
  'nodes',
  'branches',
  'items',
];

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown, max = 4_000): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, max) : undefined;
}

/** The first array under one of `keys`, or the value itself when it is an array. */
export function listOf(value: unknown, keys: readonly string[]): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isRecord(value)) return undefined;
  for (const key of keys) if (Array.isArray(value[key])) return value[key] as unknown[];
  return undefined;
}

export function readRawNode(value: unknown): RawNode | undefined {
  if (typeof value === 'string')
    return text(value) ? { label: text(value, MAX_LABEL_LENGTH)!, children: [] } : undefined;
  if (!isRecord(value)) return undefined;
  let label: string | undefined;
  for (const key of LABEL_KEYS) {
    label = text(value[key], MAX_LABEL_LENGTH);
    if (label) break;
  }
  if (!label) return undefined;
  const node: RawNode = { label, children: listOf(value, CHILD_KEYS) ?? [] };
  const id = text(value['id'], 64);
  if (id) node.id = id;
  const kind = NodeKindSchema.safeParse(value['kind']);
  if (kind.success) node.kind = kind.data;
  const dimension = text(value['dimension'], 200);
  if (dimension) node.dimension = dimension;
  const notes = text(value['notes'], MAX_NOTES_LENGTH);
  if (notes) node.notes = notes;
  const issueId = text(value['issueId'] ?? value['issue_id'], 64);
  if (issueId) node.issueId = issueId;
  const priority = value['priority'];
  if (isRecord(priority)) {
    const impact = score(priority['impact']);
    const ease = score(priority['ease']);
    if (impact && ease) node.priority = { impact, ease };
  }
  return node;
}

function score(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(5, Math.max(1, Math.round(n))) : undefined;
}

/**
 * The children a model wrote, read and cleaned: nodes without a label are dropped, and of siblings that say
 * the same thing in the same words (the MECE lint's duplicate rule) the first is kept. A group never grows
 * past the contract's limit.
 */
export function readChildren(values: readonly unknown[], notes: string[], where: string): RawNode[] {
  const out: RawNode[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const node = readRawNode(value);
    if (!node) continue;
    const key = sameWordsKey(node.label);
    if (seen.has(key)) {
      notes.push(`dropped a repeated sub-node under ${where}`);
      continue;
    }
    seen.add(key);
    out.push(node);
    if (out.length >= MAX_CHILDREN) break;
  }
  return out;
}

const QUESTION_WORDS = new Set(['what', 'why', 'how', 'which', 'who', 'whom', 'whose', 'where', 'when']);

/**
 * Siblings with this key say the same thing (the MECE lint's duplicate rule): the same content words in
 * any order, and the same question word, since "Who leaves?" and "Why do they leave?" differ.
 */
export function sameWordsKey(label: string): string {
  const first = tokenize(label)[0];
  const stems = [...contentStems(label)].sort();
  if (first && QUESTION_WORDS.has(first)) stems.unshift(first);
  return stems.join(' ') || label.trim().toLowerCase();
}

/** The child ids of `parentId` in order: "i" -> "i.1", "i.2"... */
export function childId(parentId: string, index: number): string {
  return `${parentId}.${index + 1}`;
}

export function rowId(index: number): string {
  return `a.${index + 1}`;
}
