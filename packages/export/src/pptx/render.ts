import type P from 'pptxgenjs';
import * as pptxgenModule from 'pptxgenjs';
import {
  SLIDE,
  type ChartElement,
  type Deck,
  type DeckSlide,
  type Element,
  type TableElement,
  type TextElement,
} from '../deck/model.js';
import { BULLET_INDENT, PARAGRAPH_GAP } from '../deck/text-box.js';
import { CELL_MARGIN } from '../deck/sections/workplan.js';
import { LAYOUT } from '../deck/context.js';
import type { Readable } from 'node:stream';
import { repairPptx } from './repair.js';

// pptxgenjs ships ESM code with CommonJS-style typings: under NodeNext its default export is typed
// as `module.default`, while Node's import hands over the class itself. Take whichever is there.
type PptxClass = typeof P.default;
const PptxGenJS: PptxClass = ((pptxgenModule as unknown as { default?: PptxClass }).default ??
  pptxgenModule) as PptxClass;
type Pptx = InstanceType<PptxClass>;
type PptxSlide = ReturnType<Pptx['addSlide']>;
const PT = 72;
const STRIPE = 0.07;

/** Office's XML refuses control characters; a pasted form feed must not break the file. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

function addText(pptx: Pptx, slide: PptxSlide, element: TextElement, font: string) {
  const { style } = element;
  const runs: P.default.TextProps[] = [];
  element.paragraphs.forEach((paragraph, index) => {
    const last = index === element.paragraphs.length - 1;
    const paragraphOptions: P.default.TextPropsOptions = {
      bullet: paragraph.bullet ? { indent: BULLET_INDENT } : false,
      paraSpaceAfter: last ? 0 : style.size * PARAGRAPH_GAP,
    };
    if (paragraph.lead) {
      runs.push({
        text: `${clean(paragraph.lead.text)} `,
        options: { ...paragraphOptions, bold: true, color: paragraph.lead.color },
      });
    }
    runs.push({
      text: clean(paragraph.text),
      options: {
        ...paragraphOptions,
        bold: paragraph.bold ?? style.bold ?? false,
        color: paragraph.color ?? style.color,
        breakLine: !last,
      },
    });
  });
  const stripe = element.stripe ? STRIPE : 0;
  const inset = element.inset * PT;
  slide.addText(runs, {
    x: element.x,
    y: element.y,
    w: element.w,
    h: element.h,
    fontFace: font,
    fontSize: style.size,
    italic: style.italic ?? false,
    align: style.align ?? 'left',
    valign: style.valign ?? 'top',
    // Order as the library takes it: left, right, bottom, top (points).
    margin: [inset + stripe * PT, inset, inset, inset],
    fit: 'none',
    wrap: true,
    shape:
      element.shape === 'ellipse'
        ? pptx.ShapeType.ellipse
        : element.shape === 'roundRect'
          ? pptx.ShapeType.roundRect
          : pptx.ShapeType.rect,
    fill: element.fill ? { color: element.fill } : undefined,
    line: element.border ? { color: element.border.color, width: element.border.width } : undefined,
    objectName: element.name,
  });
  if (element.stripe) {
    slide.addShape(pptx.ShapeType.rect, {
      x: element.x,
      y: element.y,
      w: STRIPE,
      h: element.h,
      fill: { color: element.stripe },
      line: { type: 'none' },
      objectName: 'Status bar',
    });
  }
}

function addTable(slide: PptxSlide, table: TableElement, font: string) {
  const rows: P.default.TableRow[] = table.rows.map((row, rowIndex) =>
    row.map((cell) => ({
      // An empty cell would be written without a paragraph, which PowerPoint repairs: never empty.
      text: clean(cell.text) || '—',
      options: {
        bold: rowIndex === 0 || (cell.bold ?? false),
        color: rowIndex === 0 ? table.headerColor : (cell.color ?? table.color),
        fill: { color: rowIndex === 0 ? table.headerFill : (cell.fill ?? 'FFFFFF') },
      },
    })),
  );
  slide.addTable(rows, {
    x: table.x,
    y: table.y,
    w: table.colW.reduce((a, b) => a + b, 0),
    colW: table.colW,
    rowH: table.rowH,
    fontFace: font,
    fontSize: table.size,
    valign: 'top',
    margin: CELL_MARGIN * PT,
    border: { type: 'solid', pt: 0.5, color: table.border },
    autoPage: false,
  });
}

function addChart(pptx: Pptx, slide: PptxSlide, chart: ChartElement) {
  const common: P.default.IChartOpts = {
    x: chart.x,
    y: chart.y,
    w: chart.w,
    h: chart.h,
    // One colour per series at least: too few colours is a known cause of PowerPoint's repair prompt.
    chartColors: chart.colors,
    showLegend: chart.series.length > 1,
    legendPos: 'b',
    legendFontSize: 10,
    legendFontFace: chart.font,
    catAxisLabelFontFace: chart.font,
    catAxisLabelFontSize: 10,
    valAxisLabelFontFace: chart.font,
    valAxisLabelFontSize: 10,
    valAxisLabelFormatCode: '#,##0.##',
    valGridLine: { color: 'E4E7EB', size: 0.5 },
    catGridLine: { style: 'none' },
    showValue: chart.type !== 'scatter' && chart.categories.length <= 12,
    dataLabelFontSize: 9,
    dataLabelFontFace: chart.font,
    dataLabelFormatCode: '#,##0.##',
    showValAxisTitle: Boolean(chart.unit),
    valAxisTitle: chart.unit ?? '',
    valAxisTitleFontSize: 10,
    valAxisTitleFontFace: chart.font,
  };
  if (chart.type === 'scatter') {
    const data = [
      { name: 'X', values: chart.xValues ?? [] },
      ...chart.series.map((s) => ({ name: s.name, values: s.values })),
    ];
    slide.addChart(pptx.ChartType.scatter, data, {
      ...common,
      lineSize: 0,
      lineDataSymbol: 'circle',
      lineDataSymbolSize: 8,
    });
    return;
  }
  const data = chart.series.map((s) => ({ name: s.name, labels: chart.categories, values: s.values }));
  if (chart.type === 'line') {
    slide.addChart(pptx.ChartType.line, data, {
      ...common,
      lineSize: 2,
      lineDataSymbol: 'circle',
      lineDataSymbolSize: 6,
    });
    return;
  }
  slide.addChart(pptx.ChartType.bar, data, {
    ...common,
    barDir: 'col',
    barGrouping: chart.type === 'stacked-bar' ? 'stacked' : 'clustered',
    barGapWidthPct: 60,
  });
}

function addElement(pptx: Pptx, slide: PptxSlide, element: Element, font: string) {
  switch (element.kind) {
    case 'text':
      return addText(pptx, slide, element, font);
    case 'line':
      return slide.addShape(pptx.ShapeType.line, {
        x: element.x1,
        y: element.y1,
        w: element.x2 - element.x1,
        h: element.y2 - element.y1,
        line: { color: element.color, width: element.width },
        objectName: element.name,
      });
    case 'rect':
      return slide.addShape(pptx.ShapeType.rect, {
        x: element.x,
        y: element.y,
        w: element.w,
        h: element.h,
        fill: { color: element.fill },
        line: { type: 'none' },
      });
    case 'table':
      return addTable(slide, element, font);
    case 'chart':
      return addChart(pptx, slide, element);
    case 'image':
      return slide.addImage({
        data: element.data.replace(/^data:/, ''),
        x: element.x,
        y: element.y,
        w: element.w,
        h: element.h,
      });
  }
}

function addSlide(pptx: Pptx, deckSlide: DeckSlide, font: string) {
  const slide = pptx.addSlide();
  slide.background = { color: 'FFFFFF' };
  for (const element of deckSlide.elements) addElement(pptx, slide, element, font);
  if (deckSlide.numbered) {
    slide.slideNumber = {
      x: SLIDE.width - LAYOUT.marginX - 1,
      y: LAYOUT.footerY,
      w: 1,
      h: LAYOUT.footerH,
      fontFace: font,
      fontSize: 9,
      color: '7B8794',
      align: 'right',
      valign: 'middle',
    } as P.default.SlideNumberProps;
  }
  if (deckSlide.notes.trim()) slide.addNotes(clean(deckSlide.notes));
}

/** The deck as an editable PowerPoint file: native text, shapes, tables and charts (with their data). */
export async function renderPptxStream(deck: Deck): Promise<Readable> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.author = 'Caseboard';
  pptx.title = clean(deck.title);
  pptx.theme = { headFontFace: deck.font, bodyFontFace: deck.font };
  for (const slide of deck.slides) addSlide(pptx, slide, deck.font);
  // Stored without compression here: the repair pass unpacks the file and compresses it once.
  const raw = (await pptx.write({ outputType: 'nodebuffer', compression: false })) as Buffer;
  return repairPptx(raw);
}

export async function renderPptx(deck: Deck): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await renderPptxStream(deck)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
