import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDeck } from '../src/deck/build-deck.js';
import { slideTexts } from '../src/deck/model.js';
import type { ExportInput } from '../src/input.js';
import { renderPptx } from '../src/pptx/render.js';
import { exampleInput, largeInput } from './fixtures.js';
import { convertToPdf, hasOffice, overlaps, readWords, squash } from './office.js';

// The deck must survive an office suite other than the one it was written for: LibreOffice opens
// it, every slide's text is in the rendering, and no text runs off its slide or into other text.
// `npm test` and CI install LibreOffice and poppler (scripts/ensure-office.mjs); a developer machine
// without them skips this file, CI never does.
const required = Boolean(process.env.CI);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function checkDeck(input: ExportInput, name: string) {
  const deck = buildDeck(input);
  const { pdf, dir } = await convertToPdf(await renderPptx(deck), name);
  dirs.push(dir);
  const pages = await readWords(pdf);
  expect(pages).toHaveLength(deck.slides.length);
  deck.slides.forEach((slide, index) => {
    const page = pages[index]!;
    const rendered = squash(page.words.map((w) => w.text).join(''));
    for (const text of slideTexts(slide)) expect(rendered, `slide ${index + 1}: "${text}"`).toContain(squash(text));
    for (const word of page.words) {
      const where = `slide ${index + 1}: "${word.text}" at ${word.x1.toFixed(0)},${word.y1.toFixed(0)}`;
      expect(word.x1, where).toBeGreaterThanOrEqual(0);
      expect(word.y1, where).toBeGreaterThanOrEqual(0);
      expect(word.x2, where).toBeLessThanOrEqual(page.width);
      expect(word.y2, where).toBeLessThanOrEqual(page.height);
    }
    const collisions = overlaps(page.words).map(([a, b]) => `"${a.text}" / "${b.text}"`);
    expect(collisions, `slide ${index + 1}: text running into other text`).toEqual([]);
  });
  return deck;
}

describe.skipIf(!hasOffice && !required)('the deck rendered by LibreOffice', () => {
  it('shows every slide of the worked example with all its text, nothing off the slide or overlapping', async () => {
    const deck = await checkDeck(exampleInput(), 'example');
    expect(deck.slides.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps a 300-node hypothesis tree readable over several slides, in German and Calibri', async () => {
    const deck = await checkDeck(
      { ...largeInput(300), locale: 'de', theme: { accentColor: '#0B6E4F', font: 'Calibri', logo: null } },
      'large',
    );
    expect(deck.slides.length).toBeGreaterThan(5);
  });

  it('exports an empty project as a deck LibreOffice opens', async () => {
    const empty = exampleInput('grocery-margin-recovery', {
      projectName: 'Empty project',
      document: {
        version: '1.1',
        brief: exampleInput().document.brief,
        issueTree: null,
        hypothesisTree: null,
        workplan: [],
        analyses: [],
        storyline: null,
      },
    });
    empty.document.brief = {
      ...empty.document.brief,
      keyQuestion: '',
      situation: '',
      complication: '',
      decisionMakers: [],
      successCriteria: [],
      scopeIn: [],
      scopeOut: [],
      constraints: [],
      timeFrame: '',
    };
    await checkDeck(empty, 'empty');
  });
});

describe.skipIf(!hasOffice && !required)('the fidelity check itself', () => {
  it('catches text that runs off its slide and into other text', async () => {
    const words = Array.from({ length: 120 }, (_, i) => `overflowing${i}`).join(' ');
    const text = (y: number, content: string) => ({
      kind: 'text' as const,
      x: 1,
      y,
      w: 3,
      h: 0.4,
      paragraphs: [{ text: content }],
      style: { size: 18, color: '000000' },
      inset: 0.05,
    });
    const deck = {
      title: 'Broken',
      font: 'Arial',
      slides: [
        {
          section: null,
          title: 'Broken',
          elements: [text(5, words), text(5.5, 'Second box below')],
          notes: '',
          numbered: false,
        },
      ],
    };
    const { pdf, dir } = await convertToPdf(await renderPptx(deck), 'broken');
    dirs.push(dir);
    const [page] = await readWords(pdf);
    const off = page!.words.filter((w) => w.y2 > page!.height || w.y1 < 0);
    expect(off.length + overlaps(page!.words).length).toBeGreaterThan(0);
  });
});
