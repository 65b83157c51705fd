import type { AnchorKind, ProjectDocument, ReviewStep, ThreadAnchor, TreeNode } from '@caseboard/contracts';

export const STEP_ORDER: ReviewStep[] = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'];

function findNode(root: { id: string; label: string; children: unknown[] } | undefined, id: string): string | null {
  if (!root) return null;
  const stack = [root as TreeNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.id === id) return node.label;
    stack.push(...(node.children as TreeNode[]));
  }
  return null;
}

/**
 * The text of the item a thread is anchored to, or null when the item no longer exists (the thread
 * is then shown "on a deleted item"). Node ids survive renames and moves, so a renamed node is found.
 */
export function anchorText(document: ProjectDocument, anchor: ThreadAnchor): string | null {
  switch (anchor.kind) {
    case 'brief':
      return document.brief.keyQuestion ?? '';
    case 'node': {
      const tree = anchor.step === 'hypotheses' ? document.hypothesisTree : document.issueTree;
      return (
        findNode(tree?.root, anchor.id) ?? findNode((document.hypothesisTree ?? document.issueTree)?.root, anchor.id)
      );
    }
    case 'workplanRow':
      return document.workplan.find((row) => row.id === anchor.id)?.analysis ?? null;
    case 'analysis':
      return document.analyses.find((entry) => entry.id === anchor.id)?.title ?? null;
    case 'storylinePoint': {
      for (const line of document.storyline?.keyLines ?? []) {
        if (line.id === anchor.id) return line.statement;
        const point = line.supportingPoints.find((p) => p.id === anchor.id);
        if (point) return point.text;
      }
      return null;
    }
    case 'slide':
      return document.storyline?.slides.find((slide) => slide.id === anchor.id)?.actionTitle ?? null;
  }
}

export const anchorKey = (kind: AnchorKind, id: string) => `${kind}:${id}`;
