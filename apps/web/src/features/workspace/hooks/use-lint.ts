import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { lintTree, type LintFinding } from '@caseboard/domain';
import { useMemo } from 'react';

export interface NodeFindingSummary {
  severity: 'error' | 'warning' | 'info';
  count: number;
}

const rank = { error: 3, warning: 2, info: 1 } as const;

/** MECE findings of a tree, and per node the worst severity and how many findings touch it. */
export function useLint(tree: { root: TreeNode | HypothesisNode } | null, treeKind: 'issue' | 'hypothesis') {
  return useMemo(() => {
    const findings: LintFinding[] = tree ? lintTree(tree, { treeKind }) : [];
    const byNode = new Map<string, NodeFindingSummary>();
    for (const finding of findings) {
      if (finding.severity === 'info') continue; // hints stay in the review panel, not on the cards
      for (const id of finding.nodeIds) {
        const current = byNode.get(id);
        byNode.set(id, {
          severity: current && rank[current.severity] >= rank[finding.severity] ? current.severity : finding.severity,
          count: (current?.count ?? 0) + 1,
        });
      }
    }
    return { findings, byNode };
  }, [tree, treeKind]);
}
