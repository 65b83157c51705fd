import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { fill } from '../../labels.js';
import { fitText } from '../../text/fit.js';
import { BODY_HEIGHT, BODY_WIDTH, LAYOUT, type DeckContext } from '../context.js';
import { contentSlide } from '../frame.js';
import type { DeckSlide, Element, TextElement } from '../model.js';
import { planTree, type TreePage } from '../tree-plan.js';

type AnyNode = TreeNode | HypothesisNode;

const CONNECTOR_GAP = 0.5;
// Wide enough for a sentence in two or three lines; a two-level page need not squeeze its boxes.
const MAX_COLUMN = 5.2;
const STRIPE = 0.07;

const isHypothesis = (node: AnyNode): node is HypothesisNode => 'status' in node;

interface Placed {
  node: AnyNode;
  depth: number;
  y: number;
}

/** Positions of a page's boxes: leaves on consecutive rows, each parent centred on its children. */
function place(page: TreePage<AnyNode>): { placed: Placed[]; rows: number; edges: Array<[AnyNode, AnyNode]> } {
  const placed: Placed[] = [];
  const edges: Array<[AnyNode, AnyNode]> = [];
  let row = 0;
  const visit = (node: AnyNode, depth: number, children: AnyNode[]): number => {
    const shown = depth < page.depth ? children : [];
    if (shown.length === 0) {
      const y = row;
      row += 1;
      placed.push({ node, depth, y });
      return y;
    }
    const ys = shown.map((child) => {
      edges.push([node, child]);
      return visit(child, depth + 1, child.children);
    });
    const y = (ys[0]! + ys[ys.length - 1]!) / 2;
    placed.push({ node, depth, y });
    return y;
  };
  visit(page.root, 0, page.children);
  return { placed, rows: row, edges };
}

/** One or more slides of a tree (issue tree or hypothesis tree), boxes and elbow connectors left to right. */
export function treeSlides(
  ctx: DeckContext,
  kind: 'issues' | 'hypotheses',
  root: AnyNode,
  firstSlideNumber: number,
): DeckSlide[] {
  const { theme, labels } = ctx;
  const plan = planTree(root);
  return plan.pages.map((page, pageIndex) => {
    const { placed, rows, edges } = place(page);
    const columns = page.depth + 1;
    const colW = Math.min(MAX_COLUMN, (BODY_WIDTH - page.depth * CONNECTOR_GAP) / columns);
    const pitch = Math.min(0.95, BODY_HEIGHT / rows);
    const boxH = Math.max(0.34, pitch - 0.1);
    const top = LAYOUT.bodyY + (BODY_HEIGHT - rows * pitch) / 2;
    const xOf = (depth: number) => LAYOUT.marginX + depth * (colW + CONNECTOR_GAP);
    const centreY = (p: Placed) => top + p.y * pitch + pitch / 2;
    const byId = new Map(placed.map((p) => [p.node.id, p]));
    const shortened: string[] = [];
    const elements: Element[] = [];

    // Elbow connectors: out of the parent, along a spine between the columns, into each child.
    const childrenOf = new Map<string, AnyNode[]>();
    for (const [parent, child] of edges) childrenOf.set(parent.id, [...(childrenOf.get(parent.id) ?? []), child]);
    for (const [parentId, children] of childrenOf) {
      const from = byId.get(parentId)!;
      const x1 = xOf(from.depth) + colW;
      const spine = x1 + CONNECTOR_GAP / 2;
      const y1 = centreY(from);
      const ys = children.map((child) => centreY(byId.get(child.id)!));
      const line = (ax: number, ay: number, bx: number, by: number): Element => ({
        kind: 'line',
        x1: ax,
        y1: ay,
        x2: bx,
        y2: by,
        color: theme.subtle,
        width: 1,
        name: 'Connector',
      });
      elements.push(line(x1, y1, spine, y1));
      if (Math.max(...ys) - Math.min(...ys) > 0.001)
        elements.push(line(spine, Math.min(...ys), spine, Math.max(...ys)));
      for (const [index, child] of children.entries())
        elements.push(line(spine, ys[index]!, xOf(byId.get(child.id)!.depth), ys[index]!));
    }

    // One type size per column, so a level reads as one level: the size at which its longest label fits.
    const columnSize = new Map<number, number>();
    for (const p of placed) {
      const size = treeBox(ctx, p.node, { x: 0, y: 0, w: colW, h: boxH, isRoot: p.depth === 0, hidden: false }).element
        .style.size;
      columnSize.set(p.depth, Math.min(columnSize.get(p.depth) ?? size, size));
    }
    for (const p of placed) {
      const continued = plan.continuation.get(p.node.id);
      // A branch that continues on a page of its own points there (only direct children of the page root do).
      const hidden = p.depth === 1 && p.node.children.length > 0 && continued !== undefined && continued !== pageIndex;
      const box = treeBox(
        ctx,
        p.node,
        { x: xOf(p.depth), y: centreY(p) - boxH / 2, w: colW, h: boxH, isRoot: p.depth === 0, hidden },
        columnSize.get(p.depth),
      );
      if (box.truncated) shortened.push(p.node.label);
      elements.push(box.element);
      if (hidden) {
        // Above the connector stub, so the reference never sits on the line.
        elements.push({
          kind: 'text',
          x: xOf(p.depth) + colW + 0.03,
          y: centreY(p) - 0.3,
          w: CONNECTOR_GAP,
          h: 0.26,
          paragraphs: [{ text: `→ ${firstSlideNumber + continued}` }],
          style: { size: 9, bold: true, color: theme.accent, valign: 'bottom' },
          inset: 0.01,
        });
      }
    }

    const tree = kind === 'issues' ? labels.sections.issues : labels.sections.hypotheses;
    const overviewTitle = kind === 'issues' ? labels.tree.issueOverview : labels.tree.hypothesisOverview;
    const branchTitle = kind === 'issues' ? labels.tree.issueBranch : labels.tree.hypothesisBranch;
    let title =
      plan.pages.length === 1 ? tree : pageIndex === 0 ? overviewTitle : fill(branchTitle, { label: page.root.label });
    if (page.part) title = `${title} ${fill(labels.tree.part, page.part)}`;
    const notes = [
      page.root.label,
      ...(shortened.length > 0 ? [`${labels.notes.fullText}:`, ...shortened.map((label) => `- ${label}`)] : []),
    ].join('\n');
    return contentSlide(ctx, { section: kind, title, body: elements, notes });
  });
}

function treeBox(
  ctx: DeckContext,
  node: AnyNode,
  at: { x: number; y: number; w: number; h: number; isRoot: boolean; hidden: boolean },
  size?: number,
): { element: TextElement; truncated: boolean } {
  const { theme, labels } = ctx;
  const status = isHypothesis(node) ? node.status : null;
  const lead = status ? { text: labels.status[status], color: theme.status[status] } : undefined;
  const inset = 0.06;
  const padLeft = status ? STRIPE + 0.02 : 0;
  const fitted = fitText(lead ? `${lead.text} ${node.label}` : node.label, {
    width: at.w - 2 * inset - padLeft,
    height: at.h - 2 * inset,
    maxSize: size ?? 12,
    minSize: Math.min(size ?? 8, 8),
    bold: at.isRoot,
    widthFactor: theme.widthFactor,
    lineHeight: 1.15,
  });
  const text = lead && fitted.text.startsWith(`${lead.text} `) ? fitted.text.slice(lead.text.length + 1) : fitted.text;
  return {
    truncated: fitted.truncated,
    element: {
      kind: 'text',
      x: at.x,
      y: at.y,
      w: at.w,
      h: at.h,
      paragraphs: [{ text, lead: lead && fitted.text.startsWith(lead.text) ? lead : undefined }],
      style: { size: fitted.size, bold: at.isRoot, color: theme.ink, valign: 'middle' },
      inset,
      fill: at.isRoot ? theme.accentSoft : theme.panel,
      border: { color: at.hidden || at.isRoot ? theme.accent : theme.line, width: at.hidden || at.isRoot ? 1.5 : 0.75 },
      stripe: status ? theme.status[status] : undefined,
      shape: 'rect',
      name: 'Tree box',
    },
  };
}
