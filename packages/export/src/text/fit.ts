import { textWidth } from './measure.js';

export interface FitOptions {
  /** Box width and height in inches, inside the box's insets. */
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  bold?: boolean;
  /** Widens or narrows measured text for fonts other than Arial. */
  widthFactor?: number;
  /** Line height as a multiple of the font size (Office's single spacing is about 1.2). */
  lineHeight?: number;
}

export interface FittedText {
  /** The text as it will show: the original, or cut at a word with an ellipsis. */
  text: string;
  size: number;
  lines: string[];
  truncated: boolean;
}

const POINTS_PER_INCH = 72;
// Renderers break lines a little differently (kerning, hyphen rules); a margin keeps one extra
// word from spilling into a line the layout did not count.
const WIDTH_SAFETY = 0.94;

/** Breaks text into lines no wider than `width` points, splitting words longer than a line. */
export function wrapLines(text: string, width: number, size: number, bold: boolean, factor: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) * factor <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (textWidth(rest, size, bold) * factor > width) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, bold) * factor > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The largest size between max and min at which the text fits the box; at the smallest size, as
 * many lines as fit, the last one ending in an ellipsis. Slides never rely on a renderer's
 * shrink-on-overflow, which PowerPoint applies only when the file is edited and LibreOffice not at all.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const clean = text.replace(/[\t ]+/g, ' ').trim();
  const bold = options.bold ?? false;
  const factor = options.widthFactor ?? 1;
  const lineHeight = options.lineHeight ?? 1.2;
  const width = options.width * POINTS_PER_INCH * WIDTH_SAFETY;
  const height = options.height * POINTS_PER_INCH;
  for (let size = options.maxSize; size >= options.minSize; size -= 0.5) {
    const lines = wrapLines(clean, width, size, bold, factor);
    if (lines.length * size * lineHeight <= height) return { text: clean, size, lines, truncated: false };
  }
  const size = options.minSize;
  const maxLines = Math.max(1, Math.floor(height / (size * lineHeight)));
  const lines = wrapLines(clean, width, size, bold, factor).slice(0, maxLines);
  let last = lines[maxLines - 1] ?? '';
  while (last && textWidth(`${last}…`, size, bold) * factor > width) last = last.replace(/\s*\S+$/, '');
  lines[lines.length - 1] = `${last.trimEnd()}…`;
  return { text: lines.join(' ').replace(/\s+…$/, '…'), size, lines, truncated: true };
}

/** Height in inches that `lines` lines take at `size` points. */
export const linesHeight = (lines: number, size: number, lineHeight = 1.2) =>
  (lines * size * lineHeight) / POINTS_PER_INCH;
