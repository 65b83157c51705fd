import { emptyDocument, type ProblemReading } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { confirmReading, editReading, isReadingStale, needsArchetypeChoice, proposeReading } from './reading.js';
import { renameNode } from './tree-ops.js';

const statement = 'A dairy cooperative must choose between building a cheese plant and selling to a processor.';
const reading: ProblemReading = {
  statement,
  archetype: 'option-choice',
  subject: 'the cooperative',
  industry: 'agriculture',
  metric: '',
  baseline: '',
  target: '',
  deadline: '',
  options: ['building a cheese plant', 'selling to a processor'],
  constraints: [],
  decisionMakers: [],
  sources: [{ field: 'subject', start: 2, end: 19, text: 'dairy cooperative' }],
  confidence: 0.55,
  alternatives: [{ archetype: 'investment-case', score: 0.3 }],
  unsure: true,
  confirmed: false,
};

describe('the reading of the problem in the document', () => {
  it('is proposed unconfirmed, and a proposal never replaces a confirmed reading of the same statement', () => {
    const proposed = proposeReading(emptyDocument(), { ...reading, confirmed: true });
    expect(proposed.reading?.confirmed).toBe(false);
    const confirmed = confirmReading(proposed);
    expect(proposeReading(confirmed, { ...reading, archetype: 'm-and-a' }).reading?.archetype).toBe('option-choice');
    expect(proposeReading(confirmed, { ...reading, statement: 'Another statement.' }).reading?.statement).toBe(
      'Another statement.',
    );
  });

  it('asks for the archetype while the reader is unsure, and choosing one answers it', () => {
    const document = proposeReading(emptyDocument(), reading);
    expect(needsArchetypeChoice(document.reading)).toBe(true);
    const chosen = editReading(document, { field: 'archetype', value: 'investment-case' });
    expect(needsArchetypeChoice(chosen.reading)).toBe(false);
    expect(chosen.reading?.alternatives.map((a) => a.archetype)).not.toContain('investment-case');
  });

  it('drops the source of a field the consultant rewrote, and any edit needs confirming again', () => {
    const document = confirmReading(proposeReading(emptyDocument(), reading));
    const edited = editReading(document, { field: 'subject', value: 'the dairy farmers’ cooperative' });
    expect(edited.reading?.sources.filter((s) => s.field === 'subject')).toEqual([]);
    expect(edited.reading?.confirmed).toBe(false);
    const kept = editReading(document, { field: 'subject', value: 'the dairy cooperative' });
    expect(kept.reading?.sources.filter((s) => s.field === 'subject')).toHaveLength(1);
  });

  it('is stale once the statement says something else, not when only spacing changed', () => {
    expect(isReadingStale(reading, `  ${statement.replace(' must', '  must')} `)).toBe(false);
    expect(isReadingStale(reading, `${statement} By 2027.`)).toBe(true);
    expect(isReadingStale(undefined, statement)).toBe(true);
  });
});

describe('a node the team renames', () => {
  it('stops being marked as generated, so regenerating keeps it', () => {
    const tree = {
      root: {
        id: 'i',
        label: 'Key question?',
        generated: true,
        children: [{ id: 'i.1', label: 'Old?', generated: true, children: [] }],
      },
    };
    const renamed = renameNode(tree, 'i.1', 'The team’s question?');
    expect(renamed.root.children[0]!.generated).toBeUndefined();
    expect(renamed.root.generated).toBe(true);
  });
});
