import type { ProblemReading } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { segmentsOf, sharpChecks, sourcesOf, statementOf } from './reading';

const reading: ProblemReading = {
  statement: 'A regional bank is reviewing its branch network.',
  archetype: 'profitability',
  subject: 'the bank',
  industry: 'banking',
  metric: '',
  baseline: '',
  target: '',
  deadline: '',
  options: [],
  constraints: [],
  decisionMakers: [],
  sources: [
    { field: 'subject', start: 2, end: 15, text: 'regional bank' },
    { field: 'industry', start: 11, end: 15, text: 'bank' },
    { field: 'industry', start: 33, end: 39, text: 'branch' },
  ],
  confidence: 0,
  alternatives: [],
  unsure: true,
  confirmed: false,
};

describe('the reading as the Problem step shows it', () => {
  it('cuts the statement where overlapping sources begin and end', () => {
    expect(segmentsOf(reading)).toEqual([
      { text: 'A ', fields: [] },
      { text: 'regional ', fields: ['subject'] },
      { text: 'bank', fields: ['subject', 'industry'] },
      { text: ' is reviewing its ', fields: [] },
      { text: 'branch', fields: ['industry'] },
      { text: ' network.', fields: [] },
    ]);
  });

  it('ignores a source whose words are not where it says', () => {
    const moved = { ...reading, sources: [{ field: 'subject' as const, start: 0, end: 4, text: 'bank' }] };
    expect(segmentsOf(moved)).toEqual([{ text: reading.statement, fields: [] }]);
  });

  it('finds the words of one field, and of one item of a list field', () => {
    expect(sourcesOf(reading, 'industry').map((s) => s.text)).toEqual(['bank', 'branch']);
    const listed = {
      ...reading,
      sources: [
        { field: 'options' as const, index: 0, start: 0, end: 1, text: 'A' },
        { field: 'options' as const, index: 1, start: 2, end: 10, text: 'regional' },
      ],
    };
    expect(sourcesOf(listed, 'options', 1).map((s) => s.text)).toEqual(['regional']);
  });

  it('reads the key question when there is no statement', () => {
    expect(statementOf('  ', { keyQuestion: 'Should the bank close branches?' })).toBe(
      'Should the bank close branches?',
    );
    expect(statementOf('', { keyQuestion: '' })).toBe('?');
  });

  it('checks the key question against the reading: measurable, time-bound and specific come from it', () => {
    const brief = { keyQuestion: 'What should the bank do with its branches?', timeFrame: '' };
    const byKey = (checks: ReturnType<typeof sharpChecks>) => Object.fromEntries(checks.map((c) => [c.key, c.ok]));
    expect(byKey(sharpChecks(brief, undefined, reading.statement))).toEqual({
      question: true,
      measurable: false,
      timeBound: false,
      specific: false,
    });
    expect(byKey(sharpChecks(brief, reading, reading.statement))).toMatchObject({ specific: true });
    const sharp = { ...reading, target: '15% lower cost', deadline: 'by 2027' };
    expect(byKey(sharpChecks(brief, sharp, reading.statement))).toEqual({
      question: true,
      measurable: true,
      timeBound: true,
      specific: true,
    });
    expect(byKey(sharpChecks(brief, { ...reading, subject: 'the organisation' }, ''))).toMatchObject({
      specific: false,
    });
  });
});
