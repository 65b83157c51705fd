import { emptyDocument, type Brief } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { applyArtefact, isTargetEmpty } from './apply-artefact.js';
import { briefProposals, isBriefEmpty, mergeBrief } from './brief.js';

const draft: Brief = {
  situation: 'The airline is a regional European airline.',
  complication: "The airline's operating margin fell from 8% to 2%.",
  keyQuestion: 'How can the airline restore an 8% margin within 24 months?',
  decisionMakers: ["The airline's CEO", "The airline's CFO"],
  successCriteria: ['Operating margin at or above 8% within 24 months'],
  scopeIn: ['Raising revenue per passenger'],
  scopeOut: ['Selling the airline'],
  constraints: [],
  timeFrame: 'within 24 months',
};
const blank = emptyDocument().brief;

describe('the brief and a generated draft', () => {
  it('fills an empty brief whole, except what the draft leaves empty', () => {
    expect(isBriefEmpty(blank)).toBe(true);
    const doc = emptyDocument();
    expect(isTargetEmpty(doc, 'brief')).toBe(true);
    const filled = applyArtefact(doc, { kind: 'brief', artefact: draft });
    expect(filled.brief).toEqual(draft);
    expect(isTargetEmpty(filled, 'brief')).toBe(false);
  });

  it('fills only the empty fields and leaves what the team wrote for a choice', () => {
    const mine: Brief = { ...blank, keyQuestion: 'How do we fix the margin?', decisionMakers: ['The board', ''] };
    const doc = { ...emptyDocument(), brief: mine };
    const filled = applyArtefact(doc, { kind: 'brief', artefact: draft }, { onlyEmpty: true });
    expect(filled.brief.keyQuestion).toBe('How do we fix the margin?');
    expect(filled.brief.decisionMakers).toEqual(['The board', '']);
    expect(filled.brief.situation).toBe(draft.situation);
    expect(filled.brief.timeFrame).toBe('within 24 months');
    expect(briefProposals(filled.brief, draft)).toEqual([
      { field: 'keyQuestion', current: 'How do we fix the margin?', proposed: draft.keyQuestion },
      { field: 'decisionMakers', current: ['The board', ''], proposed: draft.decisionMakers },
    ]);
  });

  it('accepts one field at a time, or all at once, and never blanks a field', () => {
    const mine: Brief = { ...draft, keyQuestion: 'Mine?', scopeIn: ['Fares only'], constraints: ['No layoffs'] };
    const doc = { ...emptyDocument(), brief: mine };
    const one = applyArtefact(doc, { kind: 'brief', artefact: draft }, { onlyIds: new Set(['scopeIn']) });
    expect(one.brief).toEqual({ ...mine, scopeIn: draft.scopeIn });
    const all = applyArtefact(doc, { kind: 'brief', artefact: draft });
    expect(all.brief).toEqual({ ...draft, constraints: ['No layoffs'] });
    expect(briefProposals(all.brief, draft)).toEqual([]);
  });

  it('sees no change in spaces or a trailing empty line, and changes nothing then', () => {
    const mine: Brief = { ...draft, keyQuestion: `  ${draft.keyQuestion} `, scopeOut: [...draft.scopeOut, ''] };
    expect(briefProposals(mine, draft)).toEqual([]);
    const doc = { ...emptyDocument(), brief: mine };
    expect(applyArtefact(doc, { kind: 'brief', artefact: draft })).toBe(doc);
    expect(mergeBrief(mine, draft, { onlyEmpty: true })).toBe(mine);
  });

  it('ignores names that are not fields of the brief', () => {
    const doc = { ...emptyDocument(), brief: { ...draft, situation: 'Mine' } };
    expect(applyArtefact(doc, { kind: 'brief', artefact: draft }, { onlyIds: new Set(['root', 'h.1']) })).toBe(doc);
  });
});
