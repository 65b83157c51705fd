import type { HypothesisNode, WorkplanRow } from '@caseboard/contracts';
import { findNode } from '@caseboard/domain';
import { fill } from '../../labels.js';
import { fitText } from '../../text/fit.js';
import { BODY_HEIGHT, LAYOUT, type DeckContext } from '../context.js';
import { contentSlide } from '../frame.js';
import type { DeckSlide, TableCell, TableElement } from '../model.js';

const SIZE = 9;
/** Cell padding in inches (renderers get it as points). */
export const CELL_MARGIN = 0.06;
const MAX_LINES = 5;
const LINE = (SIZE * 1.2) / 72;
const WIDTHS = [0.55, 2.7, 2.4, 3.0, 1.45, 0.95, 1.283];

function cell(ctx: DeckContext, text: string, width: number, extra: Partial<TableCell> = {}) {
  const fitted = fitText(text.trim() || '—', {
    width: width - 2 * CELL_MARGIN,
    height: MAX_LINES * LINE,
    maxSize: SIZE,
    minSize: SIZE,
    bold: extra.bold,
    widthFactor: ctx.theme.widthFactor,
  });
  return { cell: { text: fitted.text, ...extra }, height: fitted.lines.length * LINE + 2 * CELL_MARGIN + 0.02 };
}

/** The work plan as native tables, as many slides as its rows need; each row shows its decision rule. */
export function workplanSlides(ctx: DeckContext, rows: WorkplanRow[]): DeckSlide[] {
  const { theme, labels } = ctx;
  const tree = ctx.document.hypothesisTree;
  const w = labels.workplan;
  const header = [w.id, w.analysis, w.hypothesis, w.decisionRule, w.owner, w.due, w.status].map((text, i) =>
    cell(ctx, text, WIDTHS[i]!, { bold: true }),
  );
  const headerH = Math.max(...header.map((h) => h.height));
  const bodyRows = rows.map((row) => {
    const hypothesis: HypothesisNode | undefined = tree ? findNode(tree, row.hypothesisId) : undefined;
    const cells = [
      row.id,
      row.analysis,
      hypothesis ? hypothesis.label : row.hypothesisId,
      row.decisionRule?.text ?? '',
      row.owner,
      row.due,
      w.statuses[row.status],
    ].map((text, i) => cell(ctx, text, WIDTHS[i]!));
    return { cells: cells.map((c) => c.cell), height: Math.max(...cells.map((c) => c.height)), row };
  });

  const pages: Array<typeof bodyRows> = [];
  let current: typeof bodyRows = [];
  let used = headerH;
  for (const row of bodyRows) {
    if (current.length > 0 && used + row.height > BODY_HEIGHT) {
      pages.push(current);
      current = [];
      used = headerH;
    }
    current.push(row);
    used += row.height;
  }
  if (current.length > 0) pages.push(current);

  return pages.map((page, index) => {
    const table: TableElement = {
      kind: 'table',
      x: LAYOUT.marginX,
      y: LAYOUT.bodyY,
      colW: WIDTHS,
      rowH: [headerH, ...page.map((row) => row.height)],
      rows: [header.map((h) => h.cell), ...page.map((row) => row.cells)],
      size: SIZE,
      headerFill: theme.accent,
      headerColor: 'FFFFFF',
      border: theme.line,
      color: theme.ink,
    };
    const title = pages.length > 1 ? fill(w.part, { index: index + 1, count: pages.length }) : w.title;
    const notes = page
      .map(
        ({ row }) =>
          `${row.id}: ${row.analysis}\n  ${w.method}: ${row.method || '—'}\n  ${w.dataSources}: ${row.dataSources.join('; ') || '—'}`,
      )
      .join('\n');
    const sources = [...new Set(page.flatMap(({ row }) => row.dataSources))];
    return contentSlide(ctx, {
      section: 'workplan',
      title,
      body: [table],
      notes,
      source: sources.slice(0, 4).join('; '),
    });
  });
}
