import {
  CURRENT_DOCUMENT_VERSION,
  MAX_LABEL_LENGTH,
  ProjectDocumentSchema,
  type HypothesisNode,
  type LegacyDocument,
  type LegacyNode,
  type ProjectDocument,
  type TreeNode,
} from '@caseboard/contracts';
import type { Tree } from './tree-ops.js';

/*
 * The upgrade of a classic (1.0) document to 1.1. Apart from the document's other operations
 * (document-ops.ts): it ends in the 1.1 schema, which the workspace's first screen does not load
 * (docs/decisions/040-documents-checked-once.md).
 */

/** What a 1.1 storyline holds (StorylineSchema, KeyLineSchema). */
const MAX_KEY_LINES = 7;
const MAX_SUPPORTING_POINTS = 10;

const legacyStatus = { open: 'untested', confirmed: 'supported', rejected: 'refuted' } as const;

/** A 1.0 id as a 1.1 node id: 1.0 took any text, 1.1 takes letters, digits and `_ . : -`. */
const toNodeId = (legacyId: string) => legacyId.replace(/[^A-Za-z0-9_.:-]+/g, '-').slice(0, 56) || 'node';

/**
 * Upgrades an unversioned 1.0 document to 1.1. The issue tree keeps its ids; the flat hypotheses become
 * a hypothesis tree under a governing hypothesis (the storyline's governing thought, else the key
 * question), each grouped under the issue it was linked to when that issue is a top-level branch; the
 * storyline's points become one key line each.
 */
export function migrateLegacyDocument(legacy: LegacyDocument, problemStatement = ''): ProjectDocument {
  const usedIds = new Set<string>();
  const uniqueId = (wanted: string) => {
    const base = toNodeId(wanted);
    let id = base;
    for (let n = 2; usedIds.has(id); n += 1) id = `${base}-${n}`;
    usedIds.add(id);
    return id;
  };
  /** Issue ids as they were in 1.0 -> as they are in 1.1, for the hypotheses that link to them. */
  const issueIds = new Map<string, string>();
  const fromLegacyNode = (node: LegacyNode): TreeNode => {
    const id = uniqueId(node.id);
    issueIds.set(node.id, id);
    return { id, label: node.title, children: (node.children ?? []).map(fromLegacyNode) };
  };
  const issueTree: Tree | null = legacy.issueTree ? { root: fromLegacyNode(legacy.issueTree.root) } : null;
  const keyQuestion = issueTree?.root.label ?? legacy.problemStatement ?? problemStatement;

  let hypothesisTree: Tree<HypothesisNode> | null = null;
  const hypotheses = legacy.hypotheses ?? [];
  if (hypotheses.length > 0) {
    const toNode = (h: (typeof hypotheses)[number]): HypothesisNode => ({
      id: uniqueId(h.id),
      label: h.text,
      status: legacyStatus[h.status],
      evidence: [],
      children: [],
      kind: 'hypothesis',
    });
    const topIssues = new Map((issueTree?.root.children ?? []).map((issue) => [issue.id, issue] as const));
    const groups = new Map<string, HypothesisNode[]>();
    const loose: HypothesisNode[] = [];
    for (const h of hypotheses) {
      const node = toNode(h);
      const issueId = h.issueId === undefined ? undefined : issueIds.get(h.issueId);
      if (issueId && topIssues.has(issueId)) groups.set(issueId, [...(groups.get(issueId) ?? []), node]);
      else loose.push(node);
    }
    const grouped: HypothesisNode[] = [...groups.entries()].map(([issueId, children]) => ({
      id: uniqueId(`h-${issueId}`),
      label: topIssues.get(issueId)!.label,
      status: 'untested',
      evidence: [],
      kind: 'hypothesis',
      children,
    }));
    hypothesisTree = {
      root: {
        id: uniqueId('h-root'),
        // A label holds less than a governing thought may; the full text stays in the storyline and brief.
        label: (legacy.storyline?.governingThought || keyQuestion || 'Governing hypothesis').slice(0, MAX_LABEL_LENGTH),
        status: 'untested',
        evidence: [],
        kind: 'hypothesis',
        children: [...grouped, ...loose],
      },
    };
  }

  const storyline = legacy.storyline
    ? {
        governingThought: legacy.storyline.governingThought,
        situation: '',
        complication: '',
        resolution: '',
        keyLines: toKeyLines(legacy.storyline.points, uniqueId),
        slides: [],
      }
    : null;

  return ProjectDocumentSchema.parse({
    version: CURRENT_DOCUMENT_VERSION,
    brief: { keyQuestion },
    issueTree,
    hypothesisTree,
    workplan: [],
    analyses: [],
    storyline,
  });
}

/**
 * At most 7 key lines of at most 10 supporting points fit a storyline. Surplus points become
 * supporting points, filling the key lines from the last one backwards, so the order is kept and
 * none of the (at most 50) points is lost: 8 points read as 6 key lines and a 7th with one point.
 */
function toKeyLines(points: string[], uniqueId: (wanted: string) => string) {
  const lineCount = Math.min(points.length, MAX_KEY_LINES);
  const sizes = Array.from({ length: lineCount }, () => 1);
  let surplus = points.length - lineCount;
  for (let line = lineCount - 1; line >= 0 && surplus > 0; line -= 1) {
    const extra = Math.min(surplus, MAX_SUPPORTING_POINTS);
    sizes[line]! += extra;
    surplus -= extra;
  }
  let next = 0;
  return sizes.map((size, i) => {
    const [statement, ...rest] = points.slice(next, next + size);
    next += size;
    return {
      id: uniqueId(`kl-${i + 1}`),
      statement: statement!,
      supportingPoints: rest.map((text, j) => ({ id: uniqueId(`sp-${i + 1}-${j + 1}`), text, hypothesisIds: [] })),
    };
  });
}
