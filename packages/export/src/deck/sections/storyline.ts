import type { HypothesisStatus, Slide, Storyline } from '@caseboard/contracts';
import { storylineSupport } from '@caseboard/domain';
import { LAYOUT, type DeckContext } from '../context.js';
import { contentSlide } from '../frame.js';
import { SLIDE, type DeckSlide, type Element, type Paragraph } from '../model.js';
import { paragraphsBox } from '../text-box.js';
import { sourceText } from '../../sources.js';

const PANEL_X = 8.8;
const WEAK: ReadonlyArray<HypothesisStatus | 'missing'> = ['untested', 'refuted', 'missing'];

/** The hypotheses a slide rests on: those cited by the supporting points of its key line. */
function restsOn(ctx: DeckContext, storyline: Storyline, slide: Slide) {
  const line = storyline.keyLines.find((l) => l.id === slide.keyLineId);
  if (!line) return [];
  const pointIds = new Set(line.supportingPoints.map((p) => p.id));
  const seen = new Map<string, { id: string; status: HypothesisStatus | 'missing'; label: string }>();
  for (const support of storylineSupport(storyline, ctx.document.hypothesisTree)) {
    if (!pointIds.has(support.pointId)) continue;
    for (const h of support.hypotheses) seen.set(h.id, { id: h.id, status: h.status, label: h.label ?? h.id });
  }
  return [...seen.values()];
}

/** One slide per action title of the storyline's outline: its content, what it rests on, and a warning where that is weak. */
export function storylineSlides(ctx: DeckContext, storyline: Storyline): DeckSlide[] {
  const { theme, labels, document } = ctx;
  return storyline.slides.map((slide) => {
    const hypotheses = restsOn(ctx, storyline, slide);
    const weak = hypotheses.some((h) => WEAK.includes(h.status));
    const body: Element[] = [];
    const content: Paragraph[] = slide.content.filter((c) => c.trim()).map((text) => ({ text, bullet: true }));
    // The points of the slide's key line are what the slide argues; they follow its outline.
    const keyLine = storyline.keyLines.find((l) => l.id === slide.keyLineId);
    if (keyLine && keyLine.supportingPoints.length > 0) {
      content.push({ text: keyLine.statement, bold: true, color: theme.accent });
      for (const point of keyLine.supportingPoints)
        content.push({ text: point.text, bullet: true, color: theme.muted });
    }
    if (content.length > 0) {
      body.push(
        paragraphsBox(ctx, content, {
          x: LAYOUT.marginX,
          y: LAYOUT.bodyY,
          w: PANEL_X - LAYOUT.marginX - 0.35,
          h: LAYOUT.bodyBottom - LAYOUT.bodyY,
          maxSize: 18,
          minSize: 9,
        }),
      );
    }
    let panelTop = LAYOUT.bodyY;
    const panelW = SLIDE.width - LAYOUT.marginX - PANEL_X;
    if (weak) {
      body.push({
        kind: 'text',
        x: PANEL_X,
        y: panelTop,
        w: panelW,
        h: 0.5,
        paragraphs: [{ text: `! ${labels.storyline.warning}` }],
        style: { size: 10, bold: true, color: theme.warn, valign: 'middle' },
        inset: 0.08,
        fill: 'FFF7ED',
        border: { color: theme.warn, width: 1.25 },
        name: 'Warning marker',
      });
      panelTop += 0.62;
    }
    const panel: Paragraph[] = [{ text: labels.storyline.restsOn, bold: true, color: theme.accent }];
    if (hypotheses.length === 0) panel.push({ text: labels.storyline.noHypotheses, color: theme.subtle });
    for (const h of hypotheses)
      panel.push({ text: h.label, lead: { text: labels.status[h.status], color: theme.status[h.status] } });
    body.push(
      paragraphsBox(ctx, panel, {
        x: PANEL_X,
        y: panelTop,
        w: panelW,
        h: LAYOUT.bodyBottom - panelTop,
        maxSize: 12,
        minSize: 8,
        fill: theme.panel,
        inset: 0.15,
      }),
    );

    const ids = new Set(hypotheses.map((h) => h.id));
    const analyses = document.analyses.filter((a) => ids.has(a.hypothesisId));
    const sources = [
      ...new Set([
        // The sources the slide's points cite, then those of the analyses behind its hypotheses.
        ...(keyLine?.supportingPoints ?? []).flatMap((point) =>
          (point.sources ?? []).map((s) => sourceText(s, labels)),
        ),
        ...analyses.flatMap((a) => {
          if (a.sources?.length) return a.sources.map((s) => sourceText(s, labels));
          const row = document.workplan.find((r) => r.id === a.id);
          return a.result?.source ? [a.result.source] : (row?.dataSources ?? []);
        }),
      ]),
    ];
    const methods = analyses.map(
      (a) => `${a.title}: ${a.instructions?.method || document.workplan.find((r) => r.id === a.id)?.method || '—'}`,
    );
    const notes = [
      `${labels.notes.restsOn}: ${hypotheses.map((h) => `${h.label} (${labels.status[h.status]})`).join('; ') || labels.storyline.noHypotheses}`,
      `${labels.notes.sources}: ${sources.join('; ') || '—'}`,
      ...(methods.length > 0 ? [`${labels.notes.method}:`, ...methods.map((m) => `- ${m}`)] : []),
    ];
    return contentSlide(ctx, {
      section: 'storyline',
      title: slide.actionTitle.trim() || '—',
      body,
      notes: notes.join('\n'),
      source: sources.slice(0, 3).join('; '),
    });
  });
}
