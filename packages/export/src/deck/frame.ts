import { fill } from '../labels.js';
import { textWidth } from '../text/measure.js';
import { BODY_WIDTH, LAYOUT, type DeckContext } from './context.js';
import { SLIDE, type DeckSlide, type Element, type SectionId } from './model.js';
import { textBox } from './text-box.js';

const TRACKER_SIZE = 9;
const LOGO_MAX = { w: 1.6, h: 0.42 };

/** The logo in the top right corner, as large as fits its slot with its own proportions. */
export function logoElement(ctx: DeckContext, slot = LOGO_MAX, top = 0.14): Element | null {
  const logo = ctx.theme.logo;
  if (!logo) return null;
  const h = Math.min(slot.h, slot.w / logo.ratio);
  const w = h * logo.ratio;
  return { kind: 'image', x: SLIDE.width - LAYOUT.marginX - w, y: top, w, h, data: logo.dataUrl };
}

/** The section tracker at the top: every section of the deck, the current one marked in the accent. */
function tracker(ctx: DeckContext, current: SectionId): Element[] {
  const elements: Element[] = [];
  let x = LAYOUT.marginX;
  for (const section of ctx.sections) {
    const label = ctx.labels.sections[section];
    const active = section === current;
    const w = (textWidth(label, TRACKER_SIZE, active) * ctx.theme.widthFactor) / 72 + 0.2;
    elements.push({
      kind: 'text',
      x,
      y: LAYOUT.trackerY,
      w,
      h: LAYOUT.trackerH,
      paragraphs: [{ text: label }],
      style: {
        size: TRACKER_SIZE,
        bold: active,
        color: active ? ctx.theme.accent : ctx.theme.subtle,
        valign: 'middle',
      },
      inset: 0.02,
    });
    if (active)
      elements.push({
        kind: 'rect',
        x,
        y: LAYOUT.trackerY + LAYOUT.trackerH,
        w: w - 0.1,
        h: 0.04,
        fill: ctx.theme.accent,
      });
    x += w + 0.12;
  }
  return elements;
}

export interface ContentSlide {
  section: SectionId;
  title: string;
  body: Element[];
  notes: string;
  /** What the slide's facts come from; the project itself when omitted. */
  source?: string;
  /** Title colour: the accent, or ink for slides whose title is the team's message. */
  titleColor?: string;
}

/** A content slide: tracker, action title, the body, a source line and the slide number. */
export function contentSlide(ctx: DeckContext, slide: ContentSlide): DeckSlide {
  const title = textBox(ctx, slide.title, {
    x: LAYOUT.marginX,
    y: LAYOUT.titleY,
    w: BODY_WIDTH,
    h: LAYOUT.titleH,
    maxSize: 24,
    minSize: 14,
    bold: true,
    color: slide.titleColor ?? ctx.theme.ink,
    valign: 'bottom',
    inset: 0.04,
  });
  const source = fill(ctx.labels.footer.source, {
    source: slide.source?.trim() || fill(ctx.labels.footer.project, { name: ctx.projectName, date: ctx.date }),
  });
  const footer = textBox(ctx, source, {
    x: LAYOUT.marginX,
    y: LAYOUT.footerY,
    w: BODY_WIDTH - 1.2,
    h: LAYOUT.footerH,
    maxSize: 8,
    minSize: 7,
    color: ctx.theme.subtle,
    valign: 'middle',
    inset: 0.02,
  });
  const logo = logoElement(ctx);
  return {
    section: slide.section,
    title: title.paragraphs[0]?.text ?? slide.title,
    elements: [
      ...tracker(ctx, slide.section),
      ...(logo ? [logo] : []),
      title,
      {
        kind: 'line',
        x1: LAYOUT.marginX,
        y1: LAYOUT.ruleY,
        x2: SLIDE.width - LAYOUT.marginX,
        y2: LAYOUT.ruleY,
        color: ctx.theme.line,
        width: 0.75,
      },
      ...slide.body,
      footer,
    ],
    notes: slide.notes,
    numbered: true,
  };
}
