import type { Storyline } from '@caseboard/contracts';
import { fill } from '../../labels.js';
import { BODY_WIDTH, LAYOUT, type DeckContext } from '../context.js';
import { contentSlide, logoElement } from '../frame.js';
import { SLIDE, type DeckSlide, type Element, type Paragraph } from '../model.js';
import { paragraphsBox, textBox } from '../text-box.js';

/** The title slide: project name, key question, date, logo. */
export function titleSlide(ctx: DeckContext): DeckSlide {
  const { theme, labels, document } = ctx;
  const logo = logoElement(ctx, { w: 2.4, h: 0.8 }, 0.5);
  const keyQuestion = document.brief.keyQuestion.trim();
  const elements: Element[] = [
    { kind: 'rect', x: 0, y: 0, w: 0.28, h: SLIDE.height, fill: theme.accent },
    ...(logo ? [logo] : []),
    textBox(ctx, ctx.projectName, {
      x: 1,
      y: 2,
      w: 10.8,
      h: 1.5,
      maxSize: 40,
      minSize: 24,
      bold: true,
      valign: 'bottom',
    }),
    { kind: 'rect', x: 1.06, y: 3.68, w: 1.2, h: 0.05, fill: theme.accent },
  ];
  if (keyQuestion) {
    elements.push(
      textBox(ctx, keyQuestion, { x: 1, y: 3.9, w: 10.8, h: 1.3, maxSize: 20, minSize: 12, color: theme.muted }),
    );
  }
  elements.push(
    textBox(ctx, fill(labels.title.exported, { date: ctx.date }), {
      x: 1,
      y: 6.3,
      w: 8,
      h: 0.4,
      maxSize: 11,
      color: theme.subtle,
    }),
  );
  const statement = ctx.problemStatement.trim();
  return {
    section: null,
    title: ctx.projectName,
    elements,
    notes: statement ? `${labels.notes.problem}: ${statement}` : '',
    numbered: false,
  };
}

function pointNotes(ctx: DeckContext, storyline: Storyline): string {
  return storyline.keyLines
    .map((line, index) => {
      const points = line.supportingPoints.map((point) => `  - ${point.text}`).join('\n');
      return `${index + 1}. ${line.statement}${points ? `\n${points}` : ''}`;
    })
    .join('\n');
}

/** Executive summary: the governing thought as the title, then one row per key line with its points. */
export function summarySlide(ctx: DeckContext, storyline: Storyline): DeckSlide {
  const { theme } = ctx;
  const lines = storyline.keyLines;
  const body: Element[] = [];
  const gap = 0.12;
  const rowH = Math.min(
    1.3,
    (LAYOUT.bodyBottom - LAYOUT.bodyY - gap * Math.max(0, lines.length - 1)) / Math.max(1, lines.length),
  );
  lines.forEach((line, index) => {
    const y = LAYOUT.bodyY + index * (rowH + gap);
    body.push({
      kind: 'text',
      x: LAYOUT.marginX,
      y: y + 0.04,
      w: 0.42,
      h: 0.42,
      paragraphs: [{ text: String(index + 1) }],
      style: { size: 14, bold: true, color: 'FFFFFF', align: 'center', valign: 'middle' },
      inset: 0,
      fill: theme.accent,
      shape: 'ellipse',
    });
    body.push(textBox(ctx, line.statement, { x: 1.1, y, w: 5.1, h: rowH, maxSize: 16, minSize: 9, bold: true }));
    const points: Paragraph[] = line.supportingPoints.map((point) => ({ text: point.text, bullet: true }));
    if (points.length > 0) {
      body.push(
        paragraphsBox(ctx, points, {
          x: 6.4,
          y,
          w: SLIDE.width - LAYOUT.marginX - 6.4,
          h: rowH,
          maxSize: 12,
          minSize: 8,
          color: theme.muted,
        }),
      );
    }
    if (index < lines.length - 1) {
      const lineY = y + rowH + gap / 2;
      body.push({
        kind: 'line',
        x1: LAYOUT.marginX,
        y1: lineY,
        x2: SLIDE.width - LAYOUT.marginX,
        y2: lineY,
        color: theme.line,
        width: 0.5,
      });
    }
  });
  return contentSlide(ctx, {
    section: 'summary',
    title: storyline.governingThought.trim() || ctx.labels.summary.noGoverningThought,
    body,
    notes: `${ctx.labels.summary.title}\n${pointNotes(ctx, storyline)}`,
  });
}

/** Situation, complication, resolution in three columns. */
export function scrSlide(
  ctx: DeckContext,
  parts: { situation: string; complication: string; resolution: string },
): DeckSlide {
  const { theme, labels } = ctx;
  const columns = [
    [labels.scr.situation, parts.situation],
    [labels.scr.complication, parts.complication],
    [labels.scr.resolution, parts.resolution],
  ] as const;
  const gap = 0.35;
  const w = (BODY_WIDTH - 2 * gap) / 3;
  const textH = LAYOUT.bodyBottom - LAYOUT.bodyY - 0.65;
  const textBoxAt = (index: number, maxSize: number) =>
    textBox(ctx, columns[index]![1].trim() || '—', {
      x: LAYOUT.marginX + index * (w + gap),
      y: LAYOUT.bodyY + 0.65,
      w,
      h: textH,
      maxSize,
      minSize: 9,
      color: theme.ink,
    });
  // The three parts in one size, so none looks weightier for being shorter.
  const size = Math.min(...columns.map((_, index) => textBoxAt(index, 16).style.size));
  const body: Element[] = columns.flatMap(([heading], index) => {
    const x = LAYOUT.marginX + index * (w + gap);
    return [
      {
        kind: 'rect',
        x,
        y: LAYOUT.bodyY,
        w,
        h: 0.05,
        fill: index === 2 ? theme.accent : theme.subtle,
      } satisfies Element,
      textBox(ctx, heading, {
        x,
        y: LAYOUT.bodyY + 0.12,
        w,
        h: 0.45,
        maxSize: 14,
        bold: true,
        color: index === 2 ? theme.accent : theme.ink,
      }),
      textBoxAt(index, size),
    ];
  });
  return contentSlide(ctx, {
    section: 'summary',
    title: labels.scr.title,
    body,
    notes: columns.map(([heading, text]) => `${heading}: ${text.trim() || '—'}`).join('\n'),
  });
}

/** The brief: key question, success criteria, scope, constraints, decision makers and time frame. */
export function briefSlide(ctx: DeckContext): DeckSlide {
  const { theme, labels } = ctx;
  const brief = ctx.document.brief;
  const body: Element[] = [];
  body.push({ kind: 'rect', x: LAYOUT.marginX, y: LAYOUT.bodyY, w: BODY_WIDTH, h: 1.05, fill: theme.accentSoft });
  body.push(
    textBox(ctx, labels.brief.keyQuestion, {
      x: LAYOUT.marginX + 0.15,
      y: LAYOUT.bodyY + 0.08,
      w: 4,
      h: 0.3,
      maxSize: 10,
      bold: true,
      color: theme.accent,
    }),
  );
  body.push(
    textBox(ctx, brief.keyQuestion.trim() || '—', {
      x: LAYOUT.marginX + 0.15,
      y: LAYOUT.bodyY + 0.38,
      w: BODY_WIDTH - 0.3,
      h: 0.62,
      maxSize: 18,
      minSize: 10,
      bold: true,
    }),
  );
  const columns = [
    [labels.brief.successCriteria, brief.successCriteria],
    [labels.brief.scopeIn, brief.scopeIn],
    [labels.brief.scopeOut, brief.scopeOut],
    [labels.brief.constraints, brief.constraints],
  ] as const;
  const gap = 0.3;
  const w = (BODY_WIDTH - 3 * gap) / 4;
  const top = LAYOUT.bodyY + 1.3;
  const bottom = LAYOUT.bodyBottom - 0.6;
  const lists = columns.map(([, items]): Paragraph[] =>
    items.length > 0
      ? items.map((item) => ({ text: item, bullet: true }))
      : [{ text: labels.brief.none, color: theme.subtle }],
  );
  const box = (index: number, maxSize: number) =>
    paragraphsBox(ctx, lists[index]!, {
      x: LAYOUT.marginX + index * (w + gap),
      y: top + 0.52,
      w,
      h: bottom - top - 0.52,
      maxSize,
      minSize: 8,
    });
  // One size for the four columns: the size at which the fullest one fits.
  const size = Math.min(...columns.map((_, index) => box(index, 13).style.size));
  columns.forEach(([heading], index) => {
    const x = LAYOUT.marginX + index * (w + gap);
    body.push({ kind: 'rect', x, y: top, w, h: 0.04, fill: theme.subtle });
    body.push(textBox(ctx, heading, { x, y: top + 0.08, w, h: 0.4, maxSize: 13, bold: true }));
    body.push(box(index, size));
  });
  const who = brief.decisionMakers.join(', ') || labels.brief.none;
  const when = brief.timeFrame.trim() || labels.brief.none;
  body.push(
    paragraphsBox(ctx, [{ text: `${labels.brief.decisionMakers}: ${who}   |   ${labels.brief.timeFrame}: ${when}` }], {
      x: LAYOUT.marginX,
      y: bottom + 0.1,
      w: BODY_WIDTH,
      h: 0.48,
      maxSize: 12,
      minSize: 8,
      color: theme.muted,
    }),
  );
  const notes = [
    `${labels.brief.keyQuestion}: ${brief.keyQuestion || '—'}`,
    ...columns.map(([heading, items]) => `${heading}: ${items.join('; ') || labels.brief.none}`),
    `${labels.brief.decisionMakers}: ${who}`,
    `${labels.brief.timeFrame}: ${when}`,
  ].join('\n');
  return contentSlide(ctx, { section: 'brief', title: labels.brief.title, body, notes });
}
