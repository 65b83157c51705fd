import type { ChartElement } from '../deck/model.js';
import { pdfText } from './sanitize.js';

const IN = 72;

function niceRange(values: number[]): { min: number; max: number; step: number } {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  const span = hi - lo || 1;
  const raw = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step, step };
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : String(Math.round(value * 100) / 100));

/** A plain drawing of the deck's chart (bars, lines or points) for the PDF, which cannot carry an editable chart. */
export function drawChart(doc: PDFKit.PDFDocument, chart: ChartElement, fonts: { regular: string; bold: string }) {
  const x = chart.x * IN;
  const y = chart.y * IN;
  const w = chart.w * IN;
  const h = chart.h * IN;
  const legend = chart.series.length > 1 ? 18 : 0;
  // Room above the plot for the unit, so it never sits on the top tick's label.
  const plot = { x: x + 46, y: y + 20, w: w - 56, h: h - 58 - legend };
  const values = chart.series.flatMap((s) => s.values);
  const stacked = chart.type === 'stacked-bar';
  const totals = stacked
    ? chart.categories.map((_, i) => chart.series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0))
    : [];
  const range = niceRange([...values, ...totals]);
  const yOf = (value: number) => plot.y + plot.h - ((value - range.min) / (range.max - range.min || 1)) * plot.h;

  doc.font(fonts.regular).fontSize(8).lineWidth(0.5);
  for (let tick = range.min; tick <= range.max + range.step / 2; tick += range.step) {
    doc
      .strokeColor('#E4E7EB')
      .moveTo(plot.x, yOf(tick))
      .lineTo(plot.x + plot.w, yOf(tick))
      .stroke();
    doc.fillColor('#52606D').text(format(tick), x, yOf(tick) - 4, { width: 40, align: 'right', lineBreak: false });
  }
  if (chart.unit) doc.fillColor('#52606D').text(pdfText(chart.unit), x, y, { width: 80, lineBreak: false });
  doc
    .strokeColor('#7B8794')
    .moveTo(plot.x, yOf(0))
    .lineTo(plot.x + plot.w, yOf(0))
    .stroke();

  const count = chart.categories.length || 1;
  const slot = plot.w / count;
  if (chart.type === 'bar' || chart.type === 'stacked-bar') {
    const groups = stacked ? 1 : chart.series.length;
    const barW = (slot * 0.62) / groups;
    chart.categories.forEach((_, i) => {
      let base = 0;
      chart.series.forEach((series, s) => {
        const value = series.values[i] ?? 0;
        const from = stacked ? base : 0;
        const to = from + value;
        const bx = plot.x + i * slot + slot * 0.19 + (stacked ? 0 : s * barW);
        doc
          .rect(bx, Math.min(yOf(from), yOf(to)), barW, Math.abs(yOf(to) - yOf(from)))
          .fill(`#${chart.colors[s % chart.colors.length]}`);
        if (!stacked && count <= 12) {
          doc
            .fillColor('#1F2933')
            .fontSize(7)
            .text(format(value), bx - 6, value >= 0 ? yOf(to) - 10 : yOf(to) + 2, {
              width: barW + 12,
              align: 'center',
              lineBreak: false,
            });
        }
        if (stacked) base = to;
      });
    });
  } else {
    const xs = chart.type === 'scatter' && chart.xValues ? chart.xValues : chart.categories.map((_, i) => i);
    const xMin = Math.min(...xs);
    const xMax = Math.max(...xs);
    const xOf = (v: number) =>
      chart.type === 'scatter' ? plot.x + ((v - xMin) / (xMax - xMin || 1)) * plot.w : plot.x + v * slot + slot / 2;
    chart.series.forEach((series, s) => {
      const colour = `#${chart.colors[s % chart.colors.length]}`;
      const points = series.values.map((v, i) => [xOf(xs[i] ?? i), yOf(v)] as const);
      if (chart.type === 'line' && points.length > 1) {
        doc.lineWidth(2).strokeColor(colour).moveTo(points[0]![0], points[0]![1]);
        for (const [px, py] of points.slice(1)) doc.lineTo(px, py);
        doc.stroke();
      }
      for (const [px, py] of points) doc.circle(px, py, 2.5).fill(colour);
    });
  }
  doc.fillColor('#52606D').fontSize(7);
  if (chart.type !== 'scatter') {
    chart.categories.forEach((category, i) => {
      doc.text(pdfText(category), plot.x + i * slot + 2, plot.y + plot.h + 4, {
        width: slot - 4,
        height: 28,
        align: 'center',
        ellipsis: true,
      });
    });
  }
  if (legend) {
    let lx = plot.x;
    const ly = y + h - 12;
    chart.series.forEach((series, s) => {
      doc.rect(lx, ly, 8, 8).fill(`#${chart.colors[s % chart.colors.length]}`);
      const label = pdfText(series.name);
      doc
        .fillColor('#1F2933')
        .fontSize(8)
        .text(label, lx + 11, ly, { lineBreak: false });
      lx += 20 + doc.widthOfString(label);
    });
  }
}
