import { contentStems } from '@caseboard/domain';
import { labelKey } from './match.js';

/**
 * "Generate again" never deletes the team's work: nodes the team wrote or edited (no `generated` flag, or a
 * label the engine would not write) are kept with their subtrees and their ids, each placed under the new
 * node that speaks of the same thing as its old parent, and the new split grows around them.
 */
interface Node<N> {
  id: string;
  label: string;
  generated?: boolean | undefined;
  children: N[];
}

const MAX_ROOT_BRANCHES = 7;

export function keepTeamNodes<N extends Node<N>>(existing: N, fresh: N, engineLabels: ReadonlySet<string>): N {
  const isTeams = (node: N) =>
    node.generated === false ||
    (node.generated !== true && !engineLabels.has(labelKey(node.label)) && node.label.trim() !== '');
  const kept: Array<{ node: N; parentLabel: string; parentIsRoot: boolean }> = [];
  const visit = (node: N, parent: N, isRoot: boolean) => {
    if (isTeams(node)) {
      kept.push({ node, parentLabel: parent.label, parentIsRoot: isRoot });
      return;
    }
    for (const child of node.children) visit(child, node, false);
  };
  for (const child of existing.children) visit(child, existing, true);
  if (kept.length === 0) return fresh;

  const result = structuredClone(fresh);
  const keptIds = new Set<string>();
  for (const { node } of kept) collectIds(node, keptIds);
  renameClashes(result, keptIds);
  for (const { node, parentLabel, parentIsRoot } of kept) {
    const home = parentIsRoot ? result : (closest(result, parentLabel) ?? result);
    const target =
      home === result && result.children.length >= MAX_ROOT_BRANCHES ? (closest(result, node.label) ?? result) : home;
    target.children.push(structuredClone(node));
  }
  return result;
}

function collectIds<N extends Node<N>>(node: N, into: Set<string>): void {
  into.add(node.id);
  for (const child of node.children) collectIds(child, into);
}

/** Fresh nodes whose ids the kept nodes already use get a suffix: the team's ids never change. */
function renameClashes<N extends Node<N>>(root: N, taken: ReadonlySet<string>): void {
  const used = new Set<string>(taken);
  const stack: N[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (taken.has(node.id)) {
      let id = node.id;
      for (let n = 2; used.has(id); n += 1) id = `${node.id}r${n}`.slice(0, 64);
      node.id = id;
    }
    used.add(node.id);
    stack.push(...node.children);
  }
}

/** The node below the root whose label shares the most content words with `label`; undefined when none does. */
function closest<N extends Node<N>>(root: N, label: string): N | undefined {
  const words = new Set(contentStems(label));
  let best: N | undefined;
  let bestScore = 0;
  const stack: Array<[N, number]> = root.children.map((c) => [c, 1] as [N, number]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const score = contentStems(node.label).filter((w) => words.has(w)).length - depth * 0.1;
    if (score > bestScore) {
      best = node;
      bestScore = score;
    }
    if (depth < 2) for (const child of node.children) stack.push([child, depth + 1]);
  }
  return best;
}
