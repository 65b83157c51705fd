import PDFDocument from 'pdfkit';

/**
 * Text widths for laying out slides, in points at a given size. The deck references Arial (or
 * another safe font) by name; Helvetica's metrics, which PDFKit carries for its built-in fonts, are
 * Arial's (the two are metric-compatible, as is LibreOffice's Liberation Sans), so the same numbers
 * serve the PPTX layout, the PDF and the fidelity test's LibreOffice rendering. Other fonts are
 * scaled by a measured factor (see FONT_WIDTH_FACTOR).
 */
let doc: PDFKit.PDFDocument | null = null;
const cache = new Map<string, number>();
const UNITS = 1000;

function measurer(): PDFKit.PDFDocument {
  // A document that is never written: it only holds the fonts' metrics.
  doc ??= new PDFDocument({ autoFirstPage: false, compress: false });
  return doc;
}

/** Width of one character at 1000 pt; characters the metrics lack count as a wide letter. */
function charWidth(char: string, bold: boolean): number {
  const key = `${bold ? 'b' : 'r'}${char}`;
  let width = cache.get(key);
  if (width === undefined) {
    const pdf = measurer();
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(UNITS);
    const code = char.codePointAt(0) ?? 0;
    const measured = code > 0xff && !WIN_ANSI_EXTRAS.has(char) ? 0 : pdf.widthOfString(char);
    width = measured > 0 || /\s/.test(char) ? measured : 0.72 * UNITS;
    cache.set(key, width);
  }
  return width;
}

/** Characters above U+00FF that Helvetica's WinAnsi encoding has (and so PDFKit measures rightly). */
export const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

export function textWidth(text: string, size: number, bold = false): number {
  let total = 0;
  for (const char of text) total += charWidth(char, bold);
  return (total * size) / UNITS;
}
