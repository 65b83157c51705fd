import { contentStems, phrasingOf, tokenize, type Phrasing } from './text.js';

/**
 * MECE lint for issue and hypothesis trees. Each finding is `{ code, severity, nodeIds, params }`: the rule
 * never words anything for people, the UI words findings by code, so rewording never touches a rule.
 */
export const LINT_SEVERITY = {
  empty_label: 'error',
  duplicate_id: 'error',
  duplicate_siblings: 'error',
  overlapping_siblings: 'warning',
  single_child: 'warning',
  too_many_children: 'warning',
  label_too_long: 'warning',
  mixed_phrasing: 'warning',
  hypothesis_not_claim: 'warning',
  segment_without_other: 'info',
} as const;

export type LintCode = keyof typeof LINT_SEVERITY;
export type LintSeverity = 'error' | 'warning' | 'info';
export const LINT_CODES = Object.keys(LINT_SEVERITY) as LintCode[];

export type LintParamValue = string | number | boolean | string[];

export interface LintFinding {
  code: LintCode;
  severity: LintSeverity;
  /** The nodes the finding is about; for sibling rules the siblings involved, for parent rules the parent first. */
  nodeIds: string[];
  params: Record<string, LintParamValue>;
}

/** The part of a tree node the lint reads; issue and hypothesis nodes both fit. */
export interface LintableNode {
  id: string;
  label: string;
  kind?: string | undefined;
  dimension?: string | undefined;
  status?: string | undefined;
  children: readonly LintableNode[];
}

export interface LintOptions {
  /** Hypothesis trees also require claims. Detected from the nodes' `status` when absent. */
  treeKind?: 'issue' | 'hypothesis';
  /** More children than this is a warning (default 7: what a reader can hold at once). */
  maxChildren?: number;
  /** Labels longer than this many characters are a warning (default 160: one sentence). */
  maxLabelLength?: number;
  /** Share of the shorter label's distinct words two siblings may have in common (default 0.5). */
  maxOverlap?: number;
}

const DEFAULTS = { maxChildren: 7, maxLabelLength: 160, maxOverlap: 0.5 };

/** Words that mark the catch-all branch of a split ("Other customers", "Rest of the world"). */
const OTHER_WORDS = /\b(?:other|others|rest|remaining|else|everything|all other|sonstige\w*|andere\w*|übrige\w*)\b/i;
const SEGMENT_DIMENSION =
  /^by (?:customer |client )?(?:segments?|regions?|countr(?:y|ies)|geograph\w*|products?|channels?|markets?)\b/i;

interface LabelFacts {
  stems: readonly string[];
  phrasing: Phrasing;
  normalized: string;
}

/** Labels repeat across keystrokes, so their word analysis is cached (bounded, cleared when full). */
const factsCache = new Map<string, LabelFacts>();
const FACTS_CACHE_LIMIT = 5_000;

/** Question words are stop words elsewhere, but "Who leaves?" and "Why do they leave?" are different questions. */
const QUESTION_WORDS = new Set(['what', 'why', 'how', 'which', 'who', 'whom', 'whose', 'where', 'when']);

function factsOf(label: string): LabelFacts {
  let facts = factsCache.get(label);
  if (facts) return facts;
  const first = tokenize(label)[0];
  const stems = first && QUESTION_WORDS.has(first) ? [first, ...contentStems(label)] : contentStems(label);
  facts = { stems, phrasing: phrasingOf(label), normalized: [...stems].sort().join(' ') };
  if (factsCache.size >= FACTS_CACHE_LIMIT) factsCache.clear();
  factsCache.set(label, facts);
  return facts;
}

function finding(code: LintCode, nodeIds: string[], params: Record<string, LintParamValue> = {}): LintFinding {
  return { code, severity: LINT_SEVERITY[code], nodeIds, params };
}

function isTree(input: { root: LintableNode } | LintableNode): input is { root: LintableNode } {
  return 'root' in input && typeof input.root === 'object' && input.root !== null;
}

/** Lints a whole tree (or a subtree given by its root node). Findings come in depth-first order. */
export function lintTree(input: { root: LintableNode } | LintableNode, options: LintOptions = {}): LintFinding[] {
  const root = isTree(input) ? input.root : input;
  const maxChildren = options.maxChildren ?? DEFAULTS.maxChildren;
  const maxLabelLength = options.maxLabelLength ?? DEFAULTS.maxLabelLength;
  const maxOverlap = options.maxOverlap ?? DEFAULTS.maxOverlap;
  const treeKind = options.treeKind ?? (root.status !== undefined ? 'hypothesis' : 'issue');

  const findings: LintFinding[] = [];
  const seenIds = new Map<string, number>();
  const stack: LintableNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    seenIds.set(node.id, (seenIds.get(node.id) ?? 0) + 1);
    lintLabel(node, findings, maxLabelLength, treeKind);
    lintChildren(node, findings, maxChildren, maxOverlap);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  for (const [id, count] of seenIds) {
    if (count > 1) findings.push(finding('duplicate_id', [id], { count }));
  }
  return findings;
}

function lintLabel(node: LintableNode, findings: LintFinding[], maxLength: number, treeKind: string): void {
  const label = node.label.trim();
  if (label.length === 0) {
    findings.push(finding('empty_label', [node.id]));
    return;
  }
  if (label.length > maxLength)
    findings.push(finding('label_too_long', [node.id], { length: label.length, max: maxLength }));
  if (treeKind === 'hypothesis') {
    const phrasing = factsOf(label).phrasing;
    if (phrasing !== 'statement') findings.push(finding('hypothesis_not_claim', [node.id], { phrasing }));
  }
}

function lintChildren(node: LintableNode, findings: LintFinding[], maxChildren: number, maxOverlap: number): void {
  const children = node.children;
  if (children.length === 0) return;
  if (children.length === 1) findings.push(finding('single_child', [node.id, children[0]!.id]));
  if (children.length > maxChildren) {
    findings.push(finding('too_many_children', [node.id], { count: children.length, max: maxChildren }));
  }
  const labelled = children.filter((child) => child.label.trim().length > 0);
  if (labelled.length < 2) return;
  const facts = labelled.map((child) => factsOf(child.label));
  lintDuplicatesAndOverlap(node, labelled, facts, findings, maxOverlap);
  lintPhrasing(labelled, facts, findings);
  lintSegmentOther(node, children, findings);
}

function lintDuplicatesAndOverlap(
  parent: LintableNode,
  children: readonly LintableNode[],
  facts: readonly LabelFacts[],
  findings: LintFinding[],
  maxOverlap: number,
): void {
  // Duplicates: the same content words, whatever their order or inflection.
  const groups = new Map<string, string[]>();
  children.forEach((child, i) => {
    const key = facts[i]!.normalized || child.label.trim().toLowerCase();
    const group = groups.get(key);
    if (group) group.push(child.id);
    else groups.set(key, [child.id]);
  });
  const duplicated = new Set<string>();
  for (const ids of groups.values()) {
    if (ids.length < 2) continue;
    ids.forEach((id) => duplicated.add(id));
    findings.push(finding('duplicate_siblings', ids));
  }

  // Overlap: words two siblings share once the words of the split itself are set aside. Those are the words
  // of the parent and its dimension, and the words most siblings share ("cost" in "fuel cost", "crew cost"):
  // a word in every sibling, or in at least three and more than half of them, frames the split.
  const counts = new Map<string, number>();
  for (const f of facts) for (const s of f.stems) counts.set(s, (counts.get(s) ?? 0) + 1);
  const frame = new Set<string>();
  for (const [s, count] of counts) {
    if (count === facts.length || (count >= 3 && count * 2 > facts.length)) frame.add(s);
  }
  for (const s of factsOf(parent.label).stems) frame.add(s);
  if (parent.dimension) for (const s of factsOf(parent.dimension).stems) frame.add(s);
  const own = facts.map((f) => f.stems.filter((s) => !frame.has(s)));
  for (let i = 0; i < children.length; i += 1) {
    for (let j = i + 1; j < children.length; j += 1) {
      const a = own[i]!;
      const b = own[j]!;
      if (a.length === 0 || b.length === 0) continue;
      if (duplicated.has(children[i]!.id) && duplicated.has(children[j]!.id)) continue;
      const shared = a.filter((s) => b.includes(s));
      if (shared.length === 0) continue;
      const overlap = shared.length / Math.min(a.length, b.length);
      if (overlap > maxOverlap) {
        findings.push(
          finding('overlapping_siblings', [children[i]!.id, children[j]!.id], {
            sharedTerms: shared,
            overlap: Math.round(overlap * 100) / 100,
          }),
        );
      }
    }
  }
}

function lintPhrasing(children: readonly LintableNode[], facts: readonly LabelFacts[], findings: LintFinding[]): void {
  const counts: Record<Phrasing, number> = { question: 0, statement: 0, phrase: 0 };
  for (const f of facts) counts[f.phrasing] += 1;
  const kinds = (Object.keys(counts) as Phrasing[]).filter((p) => counts[p] > 0);
  if (kinds.length < 2) return;
  const majority = kinds.reduce((best, p) => (counts[p] > counts[best] ? p : best), kinds[0]!);
  const odd = children.filter((_, i) => facts[i]!.phrasing !== majority).map((child) => child.id);
  findings.push(finding('mixed_phrasing', odd, { majority, ...counts }));
}

function lintSegmentOther(parent: LintableNode, children: readonly LintableNode[], findings: LintFinding[]): void {
  const segments = children.filter((child) => child.kind === 'segment').length;
  const isSegmentSplit =
    segments * 2 > children.length || (parent.dimension !== undefined && SEGMENT_DIMENSION.test(parent.dimension));
  if (!isSegmentSplit || children.some((child) => OTHER_WORDS.test(child.label))) return;
  findings.push(finding('segment_without_other', [parent.id], { children: children.length }));
}

/** How many findings of each severity; the editor's badge and the engine's self-check use it. */
export function countBySeverity(findings: readonly LintFinding[]): Record<LintSeverity, number> {
  const counts: Record<LintSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}
