import { emptyDocument, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { setAnalysisFindings, setAnalysisResult } from '@caseboard/domain';
import { parseNumberInput, verdictByRule } from './analysis-edits';

const document: ProjectDocument = {
  ...emptyDocument(),
  workplan: [
    {
      id: 'a1',
      hypothesisId: 'h1',
      analysis: 'Fuel cost per passenger since 2021',
      dataSources: [],
      method: '',
      owner: '',
      due: '',
      status: 'planned',
      priority: 'high',
      decisionRule: {
        measure: 'growth in fuel cost per passenger',
        comparator: 'above',
        threshold: 10,
        unit: '%',
        text: 'Supported if fuel cost per passenger grew more than 10% since 2021.',
      },
    },
  ],
};

describe("the team's result of an analysis", () => {
  it('creates the entry from its work-plan row on the first edit, keeping the findings', () => {
    const withFindings = setAnalysisFindings(document, 'a1', 'Fuel rose 14%.');
    const next = setAnalysisResult(withFindings, 'a1', { value: 14 });
    expect(next.analyses).toEqual([
      {
        id: 'a1',
        hypothesisId: 'h1',
        title: 'Fuel cost per passenger since 2021',
        findings: 'Fuel rose 14%.',
        result: { value: 14, reason: '', source: '' },
      },
    ]);
  });

  it('changes one part of the result at a time, and a change to nothing returns the same document', () => {
    const measured = setAnalysisResult(document, 'a1', { value: 14, source: 'Fuel invoices 2021-2024' });
    const judged = setAnalysisResult(measured, 'a1', { verdict: 'inconclusive', reason: 'Hedging distorts 2022' });
    expect(judged.analyses[0]!.result).toEqual({
      value: 14,
      verdict: 'inconclusive',
      reason: 'Hedging distorts 2022',
      source: 'Fuel invoices 2021-2024',
    });
    expect(setAnalysisResult(judged, 'a1', { value: 14 })).toBe(judged);
    const cleared = setAnalysisResult(judged, 'a1', { verdict: undefined });
    expect(cleared.analyses[0]!.result).not.toHaveProperty('verdict');
  });

  it('removes a result left empty, and ignores analyses that do not exist', () => {
    const measured = setAnalysisResult(document, 'a1', { value: 3 });
    const cleared = setAnalysisResult(measured, 'a1', { value: undefined });
    expect(cleared.analyses[0]).not.toHaveProperty('result');
    expect(setAnalysisResult(document, 'a1', { value: undefined })).toBe(document);
    expect(setAnalysisResult(document, 'nope', { value: 1 })).toBe(document);
  });
});

describe('the decision rule applied to a measured value', () => {
  const rule = { comparator: 'above', threshold: 10 } as const;
  it('supports above the threshold and refutes at or below it', () => {
    expect(verdictByRule(14, rule)).toBe('supports');
    expect(verdictByRule(10, rule)).toBe('refutes');
    expect(verdictByRule(10, { comparator: 'at-least', threshold: 10 })).toBe('supports');
    expect(verdictByRule(4, { comparator: 'below', threshold: 5 })).toBe('supports');
    expect(verdictByRule(6, { comparator: 'at-most', threshold: 5 })).toBe('refutes');
  });
  it('says nothing without a value or a rule', () => {
    expect(verdictByRule(undefined, rule)).toBeUndefined();
    expect(verdictByRule(3, undefined)).toBeUndefined();
  });
});

describe('a number typed by a person', () => {
  it.each([
    ['12.5', 'en', 12.5],
    ['12,5', 'de', 12.5],
    ['12,5', 'en', 12.5],
    ['-3', 'en', -3],
    ['−3', 'de', -3],
    ['1,200', 'en', 1200],
    ['1.200', 'de', 1200],
    ['1.200', 'en', 1.2],
    ['1 200,75', 'de', 1200.75],
    ['1,200.75', 'en', 1200.75],
    ['.5', 'en', 0.5],
  ] as const)('reads %s (%s) as %d', (text, locale, value) => {
    expect(parseNumberInput(text, locale)).toBe(value);
  });
  it.each(['', 'abc', '12%', '1.2.3', '1,2,3', '--1'])('rejects "%s"', (text) => {
    expect(parseNumberInput(text)).toBeUndefined();
  });
});
