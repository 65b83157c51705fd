import type { HypothesisNode, HypothesisStatus, Storyline } from '@caseboard/contracts';
import { findNode, type Tree } from './tree-ops.js';

export interface PointSupport {
  pointId: string;
  /** Status of each hypothesis the point rests on; `missing` when the id is no longer in the tree. */
  hypotheses: Array<{ id: string; status: HypothesisStatus | 'missing'; label?: string }>;
  /** `weak` when the point rests on a refuted, untested or missing hypothesis, or on none at all. */
  strength: 'supported' | 'mixed' | 'weak';
}

/** How well each supporting point of a storyline is backed by the hypotheses it cites. */
export function storylineSupport(storyline: Storyline, hypothesisTree: Tree<HypothesisNode> | null): PointSupport[] {
  return storyline.keyLines.flatMap((line) =>
    line.supportingPoints.map((point) => {
      const hypotheses = point.hypothesisIds.map((id) => {
        const node = hypothesisTree ? findNode(hypothesisTree, id) : undefined;
        return node ? { id, status: node.status, label: node.label } : { id, status: 'missing' as const };
      });
      const weak =
        hypotheses.length === 0 ||
        hypotheses.some((h) => h.status === 'refuted' || h.status === 'untested' || h.status === 'missing');
      const strength: PointSupport['strength'] = weak
        ? 'weak'
        : hypotheses.every((h) => h.status === 'supported')
          ? 'supported'
          : 'mixed';
      return { pointId: point.id, hypotheses, strength };
    }),
  );
}

/** The storyline as Markdown, for pasting into a document or a deck outline. */
export function storylineToMarkdown(
  storyline: Storyline,
  labels: { situation: string; complication: string; resolution: string; slides: string },
): string {
  const lines: string[] = [`# ${storyline.governingThought}`, ''];
  for (const [title, text] of [
    [labels.situation, storyline.situation],
    [labels.complication, storyline.complication],
    [labels.resolution, storyline.resolution],
  ] as const) {
    if (text.trim()) lines.push(`**${title}.** ${text.trim()}`, '');
  }
  storyline.keyLines.forEach((line, index) => {
    lines.push(`## ${index + 1}. ${line.statement}`, '');
    for (const point of line.supportingPoints) lines.push(`- ${point.text}`);
    if (line.supportingPoints.length > 0) lines.push('');
  });
  if (storyline.slides.length > 0) {
    lines.push(`## ${labels.slides}`, '');
    storyline.slides.forEach((slide, index) => lines.push(`${index + 1}. ${slide.actionTitle}`));
    lines.push('');
  }
  return lines.join('\n').trimEnd() + '\n';
}
