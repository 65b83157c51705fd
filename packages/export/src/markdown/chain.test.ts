import { describe, expect, it } from 'vitest';
import { exampleInput } from '../../test/fixtures.js';
import { buildMarkdown } from './chain.js';

describe('the Markdown export', () => {
  it('holds the whole chain: statement, reading, brief, trees, work plan, analyses and storyline', () => {
    const input = exampleInput();
    input.document.reading = {
      statement: input.problemStatement,
      archetype: 'profitability',
      subject: 'FreshWay',
      industry: 'retail',
      metric: 'EBIT margin',
      baseline: '2.3%',
      target: '3.8%',
      deadline: 'within 18 months',
      options: [],
      constraints: ['without losing market share'],
      decisionMakers: ['the board'],
      sources: [],
      confidence: 0.8,
      alternatives: [],
      unsure: false,
      confirmed: true,
    };
    const md = buildMarkdown(input);
    const { document } = input;
    expect(md).toMatch(/^# FreshWay: recovering grocery margins\n/);
    for (const text of [
      '## Problem statement',
      '## Reading',
      '- **Metric:** EBIT margin',
      document.brief.keyQuestion,
      ...document.brief.successCriteria,
      document.issueTree!.root.label,
      document.issueTree!.root.children[0]!.label,
      document.hypothesisTree!.root.children[0]!.children[0]!.label,
      ...document.workplan.map((row) => row.id),
      ...document.analyses.map((a) => `### ${a.title}`),
      `### ${document.storyline!.governingThought}`,
      ...document.storyline!.slides.map((s) => s.actionTitle),
      'Simulated finding (Illustrative, not data)',
    ]) {
      expect(md).toContain(text);
    }
  });

  it("names an analysis's data set and the sources cited on analyses and storyline points", () => {
    const input = exampleInput();
    const entry = input.document.analyses[0]!;
    entry.evidence = {
      dataset: {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'promotions.csv',
        format: 'csv',
        rowCount: 1200,
        columns: [{ key: 'c0', label: 'Promotion', type: 'text', unit: '' }],
        attachedAt: '2026-01-01T00:00:00.000Z',
      },
      log: [],
    };
    entry.sources = [{ id: 's1', title: 'Till data FY2024', url: '', date: '', page: '4' }];
    input.document.storyline!.keyLines[0]!.supportingPoints[0]!.sources = [
      { id: 's2', title: 'Nielsen panel', url: 'https://example.com/panel', date: '2025', page: '' },
    ];
    const md = buildMarkdown(input);
    expect(md).toContain('**Data:** promotions.csv, 1200 rows: Promotion');
    expect(md).toContain('**Sources:** Till data FY2024, p. 4');
    expect(md).toContain(': Nielsen panel, 2025 (https://example.com/panel)');
  });

  it('keeps table cells on one line and escapes their pipes', () => {
    const input = exampleInput();
    input.document.workplan[0]!.analysis = 'Price | volume\nbridge';
    expect(buildMarkdown(input)).toContain('Price \\| volume bridge');
  });
});
