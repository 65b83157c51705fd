import type { ProjectDocument } from '@caseboard/contracts';
import type { ExportInput } from '../input.js';
import { labelsFor } from '../labels.js';
import { resolveTheme } from '../theme/resolve.js';
import { LAYOUT, type DeckContext } from './context.js';
import type { Deck, DeckSlide, SectionId } from './model.js';
import { analysisSlide } from './sections/analyses.js';
import { briefSlide, scrSlide, summarySlide, titleSlide } from './sections/opening.js';
import { storylineSlides } from './sections/storyline.js';
import { treeSlides } from './sections/trees.js';
import { workplanSlides } from './sections/workplan.js';
import { textBox } from './text-box.js';

const briefWritten = (document: ProjectDocument) =>
  Object.values(document.brief).some((value) =>
    Array.isArray(value) ? value.length > 0 : String(value).trim() !== '',
  );

/** The sections a document has something for, in the order the deck tells them. */
function sectionsOf(document: ProjectDocument): SectionId[] {
  const { storyline, brief } = document;
  const present: Array<[SectionId, boolean]> = [
    ['summary', storyline !== null || brief.situation.trim() !== '' || brief.complication.trim() !== ''],
    ['brief', briefWritten(document)],
    ['issues', document.issueTree !== null],
    ['hypotheses', document.hypothesisTree !== null],
    ['workplan', document.workplan.length > 0],
    ['analyses', document.analyses.length > 0],
    ['storyline', (storyline?.slides.length ?? 0) > 0],
  ];
  return present.filter(([, has]) => has).map(([id]) => id);
}

export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

export function deckContext(input: ExportInput): DeckContext {
  return {
    document: input.document,
    projectName: input.projectName,
    problemStatement: input.problemStatement,
    theme: resolveTheme(input.theme),
    labels: labelsFor(input.locale),
    locale: input.locale,
    date: formatDate(input.generatedAt, input.locale),
    sections: sectionsOf(input.document),
    datasets: input.datasets ?? new Map(),
  };
}

/** The deck of a project: the chain from the answer down to the analyses, then the storyline's slides. */
export function buildDeck(input: ExportInput): Deck {
  const ctx = deckContext(input);
  const { document } = ctx;
  const slides: DeckSlide[] = [titleSlide(ctx)];
  const has = (section: SectionId) => ctx.sections.includes(section);

  if (has('summary')) {
    if (document.storyline) slides.push(summarySlide(ctx, document.storyline));
    const source = document.storyline ?? { ...document.brief, resolution: '' };
    slides.push(
      scrSlide(ctx, { situation: source.situation, complication: source.complication, resolution: source.resolution }),
    );
  }
  if (has('brief')) slides.push(briefSlide(ctx));
  if (document.issueTree) slides.push(...treeSlides(ctx, 'issues', document.issueTree.root, slides.length + 1));
  if (document.hypothesisTree)
    slides.push(...treeSlides(ctx, 'hypotheses', document.hypothesisTree.root, slides.length + 1));
  if (has('workplan')) slides.push(...workplanSlides(ctx, document.workplan));
  for (const entry of document.analyses) slides.push(analysisSlide(ctx, entry));
  if (document.storyline && has('storyline')) slides.push(...storylineSlides(ctx, document.storyline));

  if (slides.length === 1) {
    slides.push({
      section: null,
      title: ctx.labels.empty.title,
      elements: [
        textBox(ctx, ctx.labels.empty.title, { x: LAYOUT.marginX, y: 2.6, w: 12.3, h: 0.8, maxSize: 28, bold: true }),
        textBox(ctx, ctx.labels.empty.body, {
          x: LAYOUT.marginX,
          y: 3.5,
          w: 12.3,
          h: 0.8,
          maxSize: 16,
          color: ctx.theme.muted,
        }),
      ],
      notes: ctx.labels.empty.body,
      numbered: true,
    });
  }
  return { title: input.projectName, font: ctx.theme.font, slides };
}
