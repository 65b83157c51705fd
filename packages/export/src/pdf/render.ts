import PDFDocument from 'pdfkit';
import { LAYOUT } from '../deck/context.js';
import { SLIDE, type Deck, type TableElement, type TextElement } from '../deck/model.js';
import { BULLET_INDENT, PARAGRAPH_GAP } from '../deck/text-box.js';
import { decodeDataUrl } from '../theme/image.js';
import { drawChart } from './chart.js';
import { pdfText } from './sanitize.js';

const IN = 72;
const STRIPE = 0.07;
const hex = (colour: string) => `#${colour}`;

type Fonts = { regular: string; bold: string };

function paragraphHeight(doc: PDFKit.PDFDocument, text: string, width: number) {
  return doc.heightOfString(text, { width, lineGap: 0 });
}

function drawText(doc: PDFKit.PDFDocument, element: TextElement, fonts: Fonts) {
  const x = element.x * IN;
  const y = element.y * IN;
  const w = element.w * IN;
  const h = element.h * IN;
  if (element.fill || element.border) {
    if (element.shape === 'ellipse') doc.ellipse(x + w / 2, y + h / 2, w / 2, h / 2);
    else doc.rect(x, y, w, h);
    if (element.fill && element.border)
      doc.lineWidth(element.border.width).fillAndStroke(hex(element.fill), hex(element.border.color));
    else if (element.fill) doc.fill(hex(element.fill));
    else if (element.border) doc.lineWidth(element.border.width).stroke(hex(element.border.color));
  }
  if (element.stripe) doc.rect(x, y, STRIPE * IN, h).fill(hex(element.stripe));

  const { style } = element;
  const inset = element.inset * IN;
  const left = x + inset + (element.stripe ? STRIPE * IN : 0);
  const width = w - 2 * inset - (element.stripe ? STRIPE * IN : 0);
  const size = style.size;
  const paragraphs = element.paragraphs.map((p) => ({
    ...p,
    full: pdfText(p.lead ? `${p.lead.text} ${p.text}` : p.text),
  }));
  let total = 0;
  for (const [index, p] of paragraphs.entries()) {
    doc.font((p.bold ?? style.bold) ? fonts.bold : fonts.regular).fontSize(size);
    total +=
      paragraphHeight(doc, p.full, width - (p.bullet ? BULLET_INDENT : 0)) +
      (index < paragraphs.length - 1 ? size * PARAGRAPH_GAP : 0);
  }
  const room = h - 2 * inset;
  let cursor =
    y +
    inset +
    (style.valign === 'middle'
      ? Math.max(0, (room - total) / 2)
      : style.valign === 'bottom'
        ? Math.max(0, room - total)
        : 0);
  for (const p of paragraphs) {
    const indent = p.bullet ? BULLET_INDENT : 0;
    const font = (p.bold ?? style.bold) ? fonts.bold : fonts.regular;
    const options = {
      width: width - indent,
      align: style.align ?? 'left',
      lineGap: 0,
      height: y + h - cursor,
      ellipsis: true,
    } as const;
    if (p.bullet)
      doc
        .font(fonts.regular)
        .fontSize(size)
        .fillColor(hex(p.color ?? style.color))
        .text('•', left, cursor, { lineBreak: false });
    if (p.lead) {
      doc
        .font(fonts.bold)
        .fontSize(size)
        .fillColor(hex(p.lead.color))
        .text(`${pdfText(p.lead.text)} `, left + indent, cursor, { ...options, continued: true });
      doc
        .font(font)
        .fillColor(hex(p.color ?? style.color))
        .text(pdfText(p.text), options);
    } else {
      doc
        .font(font)
        .fontSize(size)
        .fillColor(hex(p.color ?? style.color))
        .text(p.full, left + indent, cursor, options);
    }
    doc.font(font).fontSize(size);
    cursor += paragraphHeight(doc, p.full, width - indent) + size * PARAGRAPH_GAP;
  }
}

function drawTable(doc: PDFKit.PDFDocument, table: TableElement, fonts: Fonts) {
  let y = table.y * IN;
  table.rows.forEach((row, r) => {
    const rowH = table.rowH[r]! * IN;
    let x = table.x * IN;
    row.forEach((cell, c) => {
      const w = table.colW[c]! * IN;
      doc
        .lineWidth(0.5)
        .rect(x, y, w, rowH)
        .fillAndStroke(hex(r === 0 ? table.headerFill : (cell.fill ?? 'FFFFFF')), hex(table.border));
      doc
        .font(r === 0 || cell.bold ? fonts.bold : fonts.regular)
        .fontSize(table.size)
        .fillColor(hex(r === 0 ? table.headerColor : (cell.color ?? table.color)))
        .text(pdfText(cell.text), x + 4, y + 4, { width: w - 8, height: rowH - 6, ellipsis: true, lineGap: 0 });
      x += w;
    });
    y += rowH;
  });
}

/**
 * The deck as a PDF, drawn with PDFKit from the same slide model as the PowerPoint file, so a
 * server needs neither an office suite nor a browser. It is a stream: pages leave as they are drawn.
 */
export function renderPdf(deck: Deck, fonts: Fonts): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [SLIDE.width * IN, SLIDE.height * IN],
    margin: 0,
    autoFirstPage: false,
    info: { Title: pdfText(deck.title), Creator: 'Caseboard' },
  });
  deck.slides.forEach((slide, index) => {
    doc.addPage();
    for (const element of slide.elements) {
      switch (element.kind) {
        case 'text':
          drawText(doc, element, fonts);
          break;
        case 'line':
          doc
            .lineWidth(element.width)
            .strokeColor(hex(element.color))
            .moveTo(element.x1 * IN, element.y1 * IN)
            .lineTo(element.x2 * IN, element.y2 * IN)
            .stroke();
          break;
        case 'rect':
          doc.rect(element.x * IN, element.y * IN, element.w * IN, element.h * IN).fill(hex(element.fill));
          break;
        case 'table':
          drawTable(doc, element, fonts);
          break;
        case 'chart':
          drawChart(doc, element, fonts);
          break;
        case 'image': {
          const image = decodeDataUrl(element.data);
          if (image)
            doc.image(image.bytes, element.x * IN, element.y * IN, { width: element.w * IN, height: element.h * IN });
          break;
        }
      }
    }
    if (slide.numbered) {
      doc
        .font(fonts.regular)
        .fontSize(9)
        .fillColor('#7B8794')
        .text(String(index + 1), (SLIDE.width - LAYOUT.marginX - 1) * IN, (LAYOUT.footerY + 0.08) * IN, {
          width: IN,
          align: 'right',
          lineBreak: false,
        });
    }
  });
  doc.end();
  return doc;
}
