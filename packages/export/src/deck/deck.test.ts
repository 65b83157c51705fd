import { readDelimitedTable } from '@caseboard/domain';
import { describe, expect, it } from 'vitest';
import { exampleInput, largeInput } from '../../test/fixtures.js';
import { countOf, openDeck } from '../../test/pptx.js';
import { renderPptx } from '../pptx/render.js';
import { buildDeck } from './build-deck.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function exampleDeck(input = exampleInput()) {
  return openDeck(await renderPptx(buildDeck(input)));
}

describe('the deck of the worked example', () => {
  it('has the chain as native slide text: governing thought, every key line and every action title', async () => {
    const input = exampleInput();
    const deck = await exampleDeck(input);
    expect(deck.slides.length).toBeGreaterThanOrEqual(8);
    const all = squash(deck.texts.join(' '));
    const storyline = input.document.storyline!;
    for (const text of [
      storyline.governingThought,
      ...storyline.keyLines.map((l) => l.statement),
      ...storyline.slides.map((s) => s.actionTitle),
    ]) {
      expect(all).toContain(squash(text));
    }
    // No picture stands in for text: the only media would be a logo, and the default theme has none.
    expect(Object.keys(deck.zip.files).filter((name) => name.startsWith('ppt/media/') && !name.endsWith('/'))).toEqual(
      [],
    );
  });

  it('draws a tree slide with at least eight boxes and five connectors', async () => {
    const deck = await exampleDeck();
    const trees = deck.slides.filter((xml) => xml.includes('name="Tree box"'));
    const best = Math.max(
      ...trees.map((xml) => Math.min(countOf(xml, /name="Tree box"/g) / 8, countOf(xml, /name="Connector"/g) / 5)),
    );
    expect(best).toBeGreaterThanOrEqual(1);
  });

  it('shows the status of each hypothesis on its box', async () => {
    const deck = await exampleDeck();
    const hypothesisSlide = deck.texts.find((text) => text.includes('Supported') && text.includes('Refuted'));
    expect(hypothesisSlide).toBeDefined();
  });

  it('has the work plan as a native table and one slide per analysis with a native chart and its data', async () => {
    const input = exampleInput();
    const deck = await exampleDeck(input);
    expect(deck.slides.some((xml) => xml.includes('<a:tbl>'))).toBe(true);
    for (const entry of input.document.analyses) expect(deck.texts.some((t) => t.includes(entry.title))).toBe(true);
    const charts = Object.keys(deck.zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
    const workbooks = Object.keys(deck.zip.files).filter((name) => /^ppt\/embeddings\/.+\.xlsx$/.test(name));
    expect(charts.length).toBeGreaterThan(0);
    expect(workbooks.length).toBe(charts.length);
    expect(deck.slides.filter((xml) => xml.includes('/chart"')).length).toBe(charts.length);
  });

  it('marks simulated charts as illustrative and warns where the storyline rests on untested or refuted hypotheses', async () => {
    const deck = await exampleDeck();
    expect(deck.texts.some((t) => t.includes('Illustrative, not data'))).toBe(true);
    expect(deck.texts.some((t) => t.includes('Rests on untested or refuted hypotheses'))).toBe(true);
  });

  it('gives every content slide speaker notes with what it rests on and its sources', async () => {
    const deck = await exampleDeck();
    deck.notes.slice(1).forEach((notes, index) => expect(notes.trim(), `slide ${index + 2}`).not.toBe(''));
    expect(deck.notes.some((n) => n.includes('Sources:') && n.includes('Rests on:'))).toBe(true);
    expect(deck.notes.some((n) => n.includes('Method:'))).toBe(true);
  });

  it("shows each row's decision rule and the team's result as the finding", async () => {
    const input = exampleInput();
    const row = input.document.workplan[0]!;
    row.decisionRule = {
      measure: 'Share of loss-making promotions',
      comparator: 'above',
      threshold: 20,
      unit: '%',
      text: 'Supported if more than 20% of promotions lose money.',
    };
    const entry = input.document.analyses.find((a) => a.id === row.id)!;
    entry.result = {
      value: 31,
      verdict: 'supports',
      reason: 'Till data for FY2024 shows 31% of promotions below zero.',
      source: 'Till data FY2024',
    };
    const deck = await exampleDeck(input);
    expect(deck.texts.some((t) => t.includes('Supported if more than 20% of promotions lose money.'))).toBe(true);
    const slide = deck.texts.find((t) => t.includes('Till data for FY2024 shows 31%'));
    expect(slide).toContain('Supports the hypothesis');
    const charts = await Promise.all(
      Object.keys(deck.zip.files)
        .filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))
        .map((name) => deck.zip.file(name)!.async('string')),
    );
    expect(charts.some((xml) => xml.includes('Threshold') && xml.includes('Measured'))).toBe(true);
  });

  it("charts the team's own data natively, as the team chose, rather than the simulation", async () => {
    const input = exampleInput();
    const entry = input.document.analyses[0]!;
    const id = '11111111-1111-4111-8111-111111111111';
    const table = readDelimitedTable('Category,Loss\nDairy,120\nBakery,80\nDairy,30\n');
    entry.evidence = {
      dataset: {
        id,
        name: 'promotions.csv',
        format: 'csv',
        rowCount: 3,
        columns: table.columns,
        attachedAt: '2026-01-01',
      },
      chart: { type: 'pareto', x: 'c0', y: ['c1'] },
      log: [],
    };
    const deck = await exampleDeck({ ...input, datasets: new Map([[id, table]]) });
    const charts = await Promise.all(
      Object.keys(deck.zip.files)
        .filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))
        .map((name) => deck.zip.file(name)!.async('string')),
    );
    expect(charts.some((xml) => xml.includes('Dairy') && xml.includes('Bakery') && xml.includes('150'))).toBe(true);
  });

  it('prints cited sources as the source lines of analysis and storyline slides', async () => {
    const input = exampleInput();
    const entry = input.document.analyses[0]!;
    entry.sources = [{ id: 's1', title: 'Till data FY2024', url: '', date: '2025-02', page: '12' }];
    const keyLine = input.document.storyline!.keyLines.find((line) =>
      input.document.storyline!.slides.some((slide) => slide.keyLineId === line.id),
    )!;
    keyLine.supportingPoints[0]!.sources = [
      { id: 's2', title: 'Nielsen panel', url: 'https://example.com/panel', date: '2025', page: '' },
    ];
    const deck = await exampleDeck(input);
    expect(deck.texts.some((t) => t.includes('Till data FY2024, 2025-02, p. 12'))).toBe(true);
    expect(deck.texts.some((t) => t.includes('Nielsen panel, 2025 (https://example.com/panel)'))).toBe(true);
  });

  it('leaves out what PowerPoint would offer to repair', async () => {
    const deck = await exampleDeck();
    const types = await deck.zip.file('[Content_Types].xml')!.async('string');
    for (const [, part] of types.matchAll(/PartName="\/([^"]+)"/g)) expect(deck.zip.file(part!), part).not.toBeNull();
    for (const name of Object.keys(deck.zip.files).filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n))) {
      const xml = await deck.zip.file(name)!.async('string');
      const declared = [...xml.matchAll(/<c:axId val="(\d+)"\/>/g)].map((m) => m[1]);
      const defined = [...xml.matchAll(/<c:(?:catAx|valAx|serAx|dateAx)>\s*<c:axId val="(\d+)"\/>/g)].map((m) => m[1]);
      for (const id of declared) expect(defined, name).toContain(id);
    }
    for (const xml of deck.slides) expect(xml).not.toMatch(/<a:txBody><a:bodyPr[^>]*\/><a:lstStyle\/><\/a:txBody>/);
  });
});

describe('the deck of a large project', () => {
  it('splits a 300-node tree into an overview and branch slides, none with more than ten rows', async () => {
    const deck = buildDeck(largeInput(300));
    const trees = deck.slides.filter((s) => s.section === 'hypotheses');
    expect(trees.length).toBeGreaterThan(5);
    expect(trees[0]!.title).toContain('overview');
    for (const slide of trees) {
      const boxes = slide.elements.filter((e) => e.kind === 'text' && e.name === 'Tree box');
      const leaves = new Set(boxes.map((b) => (b.kind === 'text' ? b.x : 0)));
      expect(boxes.length).toBeGreaterThan(0);
      expect(leaves.size).toBeLessThanOrEqual(4);
    }
  });

  it('exports an empty project as a title slide and a note that there is nothing yet', () => {
    const deck = buildDeck({
      ...exampleInput(),
      document: {
        version: '1.1',
        brief: {
          situation: '',
          complication: '',
          keyQuestion: '',
          decisionMakers: [],
          successCriteria: [],
          scopeIn: [],
          scopeOut: [],
          constraints: [],
          timeFrame: '',
        },
        issueTree: null,
        hypothesisTree: null,
        workplan: [],
        analyses: [],
        storyline: null,
      },
    });
    expect(deck.slides.map((s) => s.title)).toEqual(['FreshWay: recovering grocery margins', 'Nothing to present yet']);
  });
});
