/**
 * The deck as a list of slides of positioned elements, in inches on a 13.333 x 7.5 in (16:9) slide.
 * Every layout decision (where a box goes, the size its text is set in, where a tree is split) is
 * made once here; the PowerPoint and PDF renderers only draw, so both files show the same slides.
 */
export const SLIDE = { width: 13.333, height: 7.5 } as const;

export type SectionId = 'summary' | 'brief' | 'issues' | 'hypotheses' | 'workplan' | 'analyses' | 'storyline';

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
  color: string;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
}

export interface Paragraph {
  text: string;
  /** A bold, coloured word set before the text in the same line (a hypothesis's status). */
  lead?: { text: string; color: string };
  bullet?: boolean;
  bold?: boolean;
  color?: string;
}

/** A text box; with `fill` or `border` a box with text inside (tree nodes, tags, panels). */
export interface TextElement {
  kind: 'text';
  x: number;
  y: number;
  w: number;
  h: number;
  paragraphs: Paragraph[];
  style: TextStyle;
  /** Inner padding in inches on every side. */
  inset: number;
  fill?: string;
  border?: { color: string; width: number };
  /** A coloured bar on the box's left edge (hypothesis status). */
  stripe?: string;
  shape?: 'rect' | 'roundRect' | 'ellipse';
  /** Names the shape in PowerPoint's selection pane (tests count tree boxes by it). */
  name?: string;
}

export interface LineElement {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  width: number;
  name?: string;
}

export interface RectElement {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

export interface TableCell {
  text: string;
  bold?: boolean;
  color?: string;
  fill?: string;
}

export interface TableElement {
  kind: 'table';
  x: number;
  y: number;
  colW: number[];
  rowH: number[];
  rows: TableCell[][];
  size: number;
  headerFill: string;
  headerColor: string;
  border: string;
  color: string;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartElement {
  kind: 'chart';
  x: number;
  y: number;
  w: number;
  h: number;
  type: 'bar' | 'line' | 'scatter' | 'stacked-bar';
  /** Category labels (x values for scatter, as numbers in `xValues`). */
  categories: string[];
  xValues?: number[];
  series: ChartSeries[];
  unit?: string;
  colors: string[];
  font: string;
}

export interface ImageElement {
  kind: 'image';
  x: number;
  y: number;
  w: number;
  h: number;
  data: string;
}

export type Element = TextElement | LineElement | RectElement | TableElement | ChartElement | ImageElement;

export interface DeckSlide {
  section: SectionId | null;
  title: string;
  elements: Element[];
  notes: string;
  /** Shows the slide number in the corner (every slide but the title). */
  numbered: boolean;
}

export interface Deck {
  title: string;
  font: string;
  slides: DeckSlide[];
}

/** Every text a slide shows, for tests that look for it in a rendering. */
export function slideTexts(slide: DeckSlide): string[] {
  const texts: string[] = [];
  for (const element of slide.elements) {
    if (element.kind === 'text') {
      texts.push(
        ...element.paragraphs.map((p) => (p.lead ? `${p.lead.text} ${p.text}` : p.text)).filter((t) => t.trim()),
      );
    }
    if (element.kind === 'table')
      texts.push(
        ...element.rows
          .flat()
          .map((cell) => cell.text)
          .filter((t) => t.trim()),
      );
  }
  return texts;
}
