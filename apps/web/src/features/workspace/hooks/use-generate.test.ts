import { emptyDocument, type ProblemReading, type ProjectDocument } from '@caseboard/contracts';
import { describe, expect, it } from 'vitest';
import { contextFor } from './use-generate';

const reading: ProblemReading = {
  statement: 'A regional bank is reviewing its branch network.',
  archetype: 'option-choice',
  subject: 'the bank',
  industry: 'banking',
  metric: '',
  baseline: '',
  target: '',
  deadline: '',
  options: [],
  constraints: [],
  decisionMakers: [],
  sources: [],
  confidence: 0,
  alternatives: [],
  unsure: false,
  confirmed: true,
};

const document: ProjectDocument = {
  ...emptyDocument(),
  reading,
  issueTree: {
    root: { id: 'q', label: 'What should the bank do?', children: [{ id: 'a', label: 'Act now?', children: [] }] },
  },
  hypothesisTree: {
    root: {
      id: 'h',
      label: 'The bank should act now.',
      status: 'untested',
      evidence: [],
      children: [{ id: 'h1', label: 'Acting now creates value.', status: 'untested', evidence: [], children: [] }],
    },
  },
};

describe('what a generation request carries', () => {
  it('sends the reading with every kind but the reading itself', () => {
    for (const kind of ['brief', 'issue-tree', 'hypothesis-tree', 'psw', 'storyline'] as const) {
      expect(contextFor(kind, document).reading, kind).toEqual(reading);
    }
    expect(contextFor('reading', document)).toEqual({ brief: document.brief });
  });

  it('sends the current tree back on "Generate again", without a focus, so the team’s nodes are kept', () => {
    const issue = contextFor('issue-tree', document);
    expect(issue.issueTree).toEqual(document.issueTree);
    expect(issue.focusNodeId).toBeUndefined();
    const hypothesis = contextFor('hypothesis-tree', document);
    expect(hypothesis.hypothesisTree).toEqual(document.hypothesisTree);
    expect(hypothesis.issueTree).toEqual(document.issueTree);
    expect(hypothesis.focusNodeId).toBeUndefined();
  });

  it('sends no tree for a step that holds only a root, which the result then fills', () => {
    const rootOnly = { ...document, issueTree: { root: { id: 'q', label: 'What should the bank do?', children: [] } } };
    expect(contextFor('issue-tree', rootOnly).issueTree).toBeUndefined();
    expect(contextFor('issue-tree', rootOnly, 'q')).toMatchObject({ focusNodeId: 'q', issueTree: rootOnly.issueTree });
  });
});
