import { fitText, wrapLines } from '../text/fit.js';
import type { DeckContext } from './context.js';
import type { Paragraph, TextElement, TextStyle } from './model.js';

const POINTS = 72;
const LINE_HEIGHT = 1.2;
/** Space after a paragraph, as a share of the font size (renderers get it as points). */
export const PARAGRAPH_GAP = 0.35;
/** Indent of bulleted text, in points. */
export const BULLET_INDENT = 12;

export interface BoxOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  maxSize: number;
  minSize?: number;
  bold?: boolean;
  color?: string;
  align?: TextStyle['align'];
  valign?: TextStyle['valign'];
  inset?: number;
  fill?: string;
  border?: TextElement['border'];
  stripe?: string;
  shape?: TextElement['shape'];
  name?: string;
  /** Width reserved inside the box on the left (a status stripe). */
  padLeft?: number;
}

function base(ctx: DeckContext, options: BoxOptions, paragraphs: Paragraph[], size: number): TextElement {
  return {
    kind: 'text',
    x: options.x,
    y: options.y,
    w: options.w,
    h: options.h,
    paragraphs,
    style: {
      size,
      bold: options.bold,
      color: options.color ?? ctx.theme.ink,
      align: options.align ?? 'left',
      valign: options.valign ?? 'top',
    },
    inset: options.inset ?? 0.06,
    fill: options.fill,
    border: options.border,
    stripe: options.stripe,
    shape: options.shape,
    name: options.name,
  };
}

/** A text box whose one paragraph is set as large as fits, and shortened with an ellipsis if even the smallest size does not. */
export function textBox(ctx: DeckContext, text: string, options: BoxOptions): TextElement & { truncated: boolean } {
  const inset = options.inset ?? 0.06;
  const fitted = fitText(text, {
    width: options.w - 2 * inset - (options.padLeft ?? 0),
    height: options.h - 2 * inset,
    maxSize: options.maxSize,
    minSize: options.minSize ?? Math.min(options.maxSize, 8),
    bold: options.bold,
    widthFactor: ctx.theme.widthFactor,
  });
  return { ...base(ctx, options, [{ text: fitted.text }], fitted.size), truncated: fitted.truncated };
}

/** Lines and height (points) that paragraphs take at a size. */
function measure(ctx: DeckContext, paragraphs: Paragraph[], width: number, size: number, bold: boolean) {
  let height = 0;
  for (const [index, paragraph] of paragraphs.entries()) {
    const available = width - (paragraph.bullet ? BULLET_INDENT : 0);
    const text = paragraph.lead ? `${paragraph.lead.text} ${paragraph.text}` : paragraph.text;
    const lines = wrapLines(text, available, size, paragraph.bold ?? bold, ctx.theme.widthFactor);
    height += lines.length * size * LINE_HEIGHT + (index < paragraphs.length - 1 ? size * PARAGRAPH_GAP : 0);
  }
  return height;
}

/**
 * Several paragraphs (bullets, a heading and its points) in one box at one size: the largest size
 * at which all fit; at the smallest, the paragraphs that fit, the last shortened with an ellipsis.
 */
export function paragraphsBox(
  ctx: DeckContext,
  paragraphs: Paragraph[],
  options: BoxOptions,
): TextElement & { truncated: boolean } {
  const inset = options.inset ?? 0.06;
  const width = (options.w - 2 * inset - (options.padLeft ?? 0)) * POINTS * 0.94;
  const height = (options.h - 2 * inset) * POINTS;
  const bold = options.bold ?? false;
  const minSize = options.minSize ?? Math.min(options.maxSize, 8);
  const clean = paragraphs
    .map((p) => ({ ...p, text: p.text.replace(/\s+/g, ' ').trim() }))
    .filter((p) => p.text.length > 0);
  for (let size = options.maxSize; size >= minSize; size -= 0.5) {
    if (measure(ctx, clean, width, size, bold) <= height) {
      return { ...base(ctx, options, clean, size), truncated: false };
    }
  }
  const kept: Paragraph[] = [];
  for (const paragraph of clean) {
    if (measure(ctx, [...kept, paragraph], width, minSize, bold) <= height) {
      kept.push(paragraph);
      continue;
    }
    const used = kept.length > 0 ? measure(ctx, kept, width, minSize, bold) + minSize * PARAGRAPH_GAP : 0;
    const room = (height - used) / POINTS;
    if (room >= (minSize * LINE_HEIGHT) / POINTS) {
      const fitted = fitText(paragraph.text, {
        width: (width - (paragraph.bullet ? BULLET_INDENT : 0)) / POINTS / 0.94,
        height: room,
        maxSize: minSize,
        minSize,
        bold: paragraph.bold ?? bold,
        widthFactor: ctx.theme.widthFactor,
      });
      kept.push({ ...paragraph, text: fitted.text });
    }
    break;
  }
  return { ...base(ctx, options, kept, minSize), truncated: true };
}
